// Staff moves on an order a rider holds (docs/product.md#sending-an-order-with-a-rider): a
// cancellation ends the delivery in the same transaction (the rider is told, stops sending
// positions, and is free for new orders and the shift's close); Mark delivered and Mark paid are
// refused while a rider holds it and allowed once taken off; a rider disabled while an assignment
// waited on the shift's lock gets nothing.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, deliveries, orders, users } from '#server/db/schema.ts';
import type { Order } from '#shared/api/orders.ts';
import { DISPATCH_MESSAGES } from '#shared/dispatch/delivery-rules.ts';
import type { PaymentMethod } from '#shared/orders.ts';
import { IN_AREA_ADDRESS } from '../helpers/delivery-address.ts';
import { createCustomer, type TestCustomer } from '../helpers/factories.ts';
import { createRider, openShiftDirectly, type TestRider } from '../helpers/rider-fixtures.ts';
import { openSse, type SseClient } from '../helpers/sse-client.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-database.ts';

let t: TestApp;
let base: string;
let manager: string;
let customer: TestCustomer;
let itemId: string;
const clients: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ streamHeartbeatMs: 200 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.91.255.1');
  customer = await createCustomer(t, 'Meera Joshi');
  const menu = (await t.app.inject({ url: '/api/menu' })).json() as {
    items: { id: string; inStock: boolean }[];
  };
  itemId = menu.items.find((i) => i.inStock)!.id;
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

const staffCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: manager }, ...(payload ? { payload } : {}) });

const move = (id: string, status: Order['status'], reason?: string) =>
  staffCall('POST', `/api/admin/orders/${id}/status`, { status, ...(reason ? { reason } : {}) });

/** A delivery order packed on the shelf. */
async function shelved(paymentMethod: PaymentMethod = 'cod'): Promise<string> {
  const { order } = await t.app.services.orders.place(customer.id, {
    idempotencyKey: randomUUID(),
    lines: [{ menuItemId: itemId, quantity: 1 }],
    address: IN_AREA_ADDRESS,
    paymentMethod,
  });
  for (const status of ['accepted', 'preparing', 'ready'] as const)
    expect((await move(order.id, status)).statusCode).toBe(200);
  return order.id;
}

/** Gives the order to the rider through the board's route; answers the delivery's id. */
async function give(orderId: string, rider: TestRider): Promise<string> {
  const res = await staffCall('PUT', `/api/admin/orders/${orderId}/delivery`, { riderId: rider.id });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Order).delivery!.current!.id;
}

function tap(rider: TestRider, deliveryId: string, action: string, body: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/rider/deliveries/${deliveryId}/${action}`,
    headers: { cookie: rider.cookie },
    payload: { tapId: randomUUID(), ...body },
  });
}

const position = (rider: TestRider) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rider/position',
    headers: { cookie: rider.cookie },
    payload: { latitude: 18.6, longitude: 73.92, accuracy: 12 },
  });

const inHand = async (rider: TestRider) =>
  (
    (await t.app.inject({ url: '/api/rider/deliveries', headers: { cookie: rider.cookie } })).json() as {
      deliveries: { id: string }[];
    }
  ).deliveries.map((d) => d.id);

const deliveryRow = async (id: string) =>
  (await t.database.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;

async function riderOnShift(name: string): Promise<TestRider> {
  const rider = await createRider(t, name);
  await openShiftDirectly(t, rider.id);
  return rider;
}

describe('a staff cancellation of an order a rider holds', () => {
  it('withdraws the assigned and the picked-up delivery, tells the rider, and frees the rider', async () => {
    const rider = await riderOnShift('Ravi Kale');
    const stream = await openSse(`${base}/api/rider/events`, rider.cookie);
    clients.push(stream);
    const assignedOrder = await shelved();
    const pickedOrder = await shelved();
    const assigned = await give(assignedOrder, rider);
    const picked = await give(pickedOrder, rider);
    expect((await tap(rider, picked, 'picked-up')).statusCode).toBe(200);
    expect((await position(rider)).statusCode).toBe(204);

    const cancelledPicked = await move(pickedOrder, 'cancelled', 'Customer called to cancel');
    expect(cancelledPicked.statusCode, cancelledPicked.body).toBe(200);
    const heard = (e: { event: string; data: unknown }) =>
      e.event === 'delivery' && (e.data as { orderId?: string }).orderId === pickedOrder;
    await stream.next(heard);
    expect(await deliveryRow(picked)).toMatchObject({ status: 'withdrawn' });
    expect((await deliveryRow(picked)).withdrawnAt).not.toBeNull();
    // The staff view shows no rider on the cancelled order.
    expect((cancelledPicked.json() as Order).delivery?.current ?? null).toBeNull();
    // No more points for an order that is gone, and no tap on it.
    expect((await position(rider)).statusCode).toBe(409);
    expect((await tap(rider, picked, 'delivered')).statusCode).toBeGreaterThanOrEqual(400);

    expect((await move(assignedOrder, 'cancelled', 'Out of milk')).statusCode).toBe(200);
    const row = await deliveryRow(assigned);
    expect(row.status).toBe('withdrawn');
    const [managerUser] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'manager@example.com'));
    expect(row.withdrawnBy).toBe(managerUser!.id);
    expect(await inHand(rider)).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'orders.status'), eq(auditLogs.recordId, assignedOrder)))
      .orderBy(auditLogs.createdAt);
    expect(audit).toBeDefined();

    // Free again: two new orders, then the shift closes once they are taken off.
    const third = await shelved();
    const fourth = await shelved();
    await give(third, rider);
    await give(fourth, rider);
    for (const id of [third, fourth])
      expect((await staffCall('DELETE', `/api/admin/orders/${id}/delivery`, {})).statusCode).toBe(200);
    const closed = await staffCall('POST', `/api/admin/riders/${rider.id}/shift/close`);
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('leaves the other deliveries of the rider alone', async () => {
    const rider = await riderOnShift('Sunil More');
    const kept = await give(await shelved(), rider);
    const gone = await shelved();
    await give(gone, rider);
    expect((await move(gone, 'cancelled', 'Duplicate order')).statusCode).toBe(200);
    expect((await deliveryRow(kept)).status).toBe('assigned');
    expect(await inHand(rider)).toEqual([kept]);
  });
});

describe('Mark delivered and Mark paid while a rider holds the order', () => {
  it('refuses both with the rider named, and allows them once the order is taken off', async () => {
    const rider = await riderOnShift('Ravi Deshmukh');
    const orderId = await shelved('cod');
    await give(orderId, rider);

    const paid = await staffCall('POST', `/api/admin/orders/${orderId}/collected`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.message).toBe(DISPATCH_MESSAGES.riderCollecting('Ravi Deshmukh'));
    expect(paid.json().error.message).toBe('Ravi Deshmukh is collecting this payment at the door');

    // Sent out by staff with the rider still holding it: Mark delivered is the rider's.
    expect((await move(orderId, 'out_for_delivery')).statusCode).toBe(200);
    const delivered = await move(orderId, 'delivered');
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().error.message).toBe(
      'Ravi Deshmukh has this order: the rider marks it delivered (or take it off the rider first)',
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'out_for_delivery', paymentStatus: 'pending', billNumber: null });

    expect((await staffCall('DELETE', `/api/admin/orders/${orderId}/delivery`, {})).statusCode).toBe(200);
    expect((await staffCall('POST', `/api/admin/orders/${orderId}/collected`)).statusCode).toBe(200);
    expect((await move(orderId, 'delivered')).statusCode).toBe(200);
  });

  it('refuses Mark delivered on an order the rider has picked up', async () => {
    const rider = await riderOnShift('Ravi Pawar');
    const orderId = await shelved('upi');
    const deliveryId = await give(orderId, rider);
    expect((await tap(rider, deliveryId, 'picked-up')).statusCode).toBe(200);
    const delivered = await move(orderId, 'delivered');
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().error.message).toContain('Ravi Pawar has this order');
    expect((await staffCall('POST', `/api/admin/orders/${orderId}/collected`)).statusCode).toBe(409);
    // The rider still collects and delivers.
    expect((await tap(rider, deliveryId, 'collected', { method: 'upi' })).statusCode).toBe(200);
    expect((await tap(rider, deliveryId, 'delivered')).statusCode).toBe(200);
  });

  it('keeps pickup orders and orders without a rider as before', async () => {
    const { order } = await t.app.services.orders.place(customer.id, {
      idempotencyKey: randomUUID(),
      orderType: 'pickup',
      lines: [{ menuItemId: itemId, quantity: 1 }],
      paymentMethod: 'cod',
    });
    for (const status of ['accepted', 'preparing', 'out_for_delivery'] as const)
      expect((await move(order.id, status)).statusCode).toBe(200);
    expect((await staffCall('POST', `/api/admin/orders/${order.id}/collected`)).statusCode).toBe(200);
    expect((await move(order.id, 'delivered')).statusCode).toBe(200);
    const noRider = await shelved('cod');
    expect((await move(noRider, 'out_for_delivery')).statusCode).toBe(200);
    expect((await move(noRider, 'delivered')).statusCode).toBe(200);
  });
});

describe('a disabled rider', () => {
  it('is given no order', async () => {
    const rider = await riderOnShift('Ajay Shinde');
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, rider.id));
    const res = await staffCall('PUT', `/api/admin/orders/${await shelved()}/delivery`, {
      riderId: rider.id,
    });
    expect(res.statusCode).toBe(409);
  });

  it.runIf(usingPostgres)('is given no order when disabled while the assignment waited', async () => {
    const rider = await riderOnShift('Vijay Shinde');
    const orderId = await shelved();
    const other = new pg.Client({ connectionString: t.database.url! });
    await other.connect();
    try {
      // Another transaction holds the shift row (as a disable closing the shift would) and bans
      // the rider before it lets go: the assignment read banned = false before it waited.
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM rider_shifts WHERE rider_id = $1 AND closed_at IS NULL FOR UPDATE', [
        rider.id,
      ]);
      const pending = staffCall('PUT', `/api/admin/orders/${orderId}/delivery`, { riderId: rider.id });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query('UPDATE users SET banned = true WHERE id = $1', [rider.id]);
      await other.query('COMMIT');
      const res = await pending;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(DISPATCH_MESSAGES.riderDisabled);
      const held = await t.database.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
      expect(held).toHaveLength(0);
    } finally {
      await other.end();
    }
  });
});
