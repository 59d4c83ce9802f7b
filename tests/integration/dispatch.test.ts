// The board's half of dispatch (docs/product.md#sending-an-order-with-a-rider): sending an order
// with a rider on shift, reassigning and taking it back (audited), the two-order limit, a race
// between two managers (one wins), the suggestion, automatic assignment when packed, what staff and
// the customer see of the rider, failed deliveries turned into pickups, and the live streams.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import {
  auditLogs,
  deliveries,
  notificationOutbox,
  pushSubscriptions,
  riderPositions,
  riderShifts,
  siteSettings,
} from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import type { OnShiftRidersResponse } from '#shared/api/dispatch.ts';
import { STAFF_ORDER_STREAM } from '#shared/api/events.ts';
import type { Order } from '#shared/api/orders.ts';
import { DISPATCH_MESSAGES } from '#shared/dispatch/delivery-rules.ts';
import { endpointCaller } from '../helpers/call.ts';
import { IN_AREA_ADDRESS } from '../helpers/delivery-address.ts';
import { createCustomer, placeOrder, type TestCustomer } from '../helpers/factories.ts';
import { startFakePushService } from '../helpers/fake-push-service.ts';
import { assignDirectly, createRider, openShiftDirectly, type TestRider } from '../helpers/rider-fixtures.ts';
import { openSse, type SseClient } from '../helpers/sse-client.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-database.ts';

let t: TestApp;
let base: string;
let manager: string;
let customer: TestCustomer;
let nextAddress = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.88.${++nextAddress % 250}.1` });
const clients: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ streamHeartbeatMs: 200 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.88.255.1');
  customer = await createCustomer(t, 'Asha Kulkarni');
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

async function move(id: string, status: Order['status']) {
  const res = await call('POST /api/admin/orders/:id/status', {
    cookie: manager,
    params: { id },
    body: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Order;
}

/** A delivery order of the customer, moved on the board to `status` (preparing unless told). */
async function orderIn(
  status: 'placed' | 'preparing' | 'ready' = 'preparing',
  who?: TestCustomer,
): Promise<Order> {
  who ??= await aCustomer();
  const order = await placeOrder(t, who.cookie, {
    lines: [{ menuItemId: await anItem(), quantity: 1 }],
    address: IN_AREA_ADDRESS,
  });
  if (status === 'placed') return order;
  await move(order.id, 'accepted');
  const preparing = await move(order.id, 'preparing');
  return status === 'ready' ? move(order.id, 'ready') : preparing;
}

/** Customers in turn: each may place 10 orders a minute (docs/product.md#rate-limits). */
const pool: TestCustomer[] = [];
let turn = 0;
async function aCustomer(): Promise<TestCustomer> {
  if (pool.length < 8) pool.push(await createCustomer(t));
  return pool[turn++ % pool.length]!;
}

let item: string | undefined;
async function anItem(): Promise<string> {
  if (!item) {
    const menu = (await call('GET /api/menu')).json() as { items: { id: string; inStock: boolean }[] };
    item = menu.items.find((i) => i.inStock)!.id;
  }
  return item;
}

async function riderOnShift(name = 'Test Rider'): Promise<TestRider & { shiftId: string }> {
  const rider = await createRider(t, name);
  return { ...rider, shiftId: await openShiftDirectly(t, rider.id) };
}

const assign = (id: string, riderId: string, fromRiderId?: string | null, cookie = manager) =>
  call('PUT /api/admin/orders/:id/delivery', {
    cookie,
    params: { id },
    body: { riderId, ...(fromRiderId !== undefined ? { fromRiderId } : {}) },
  });

async function auditOf(action: string, recordId: string) {
  return t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.recordId, recordId)));
}

const staffOrder = async (id: string) =>
  (await call.url('GET', `/api/admin/orders/${id}`, { cookie: manager })).json() as Order;

async function setDispatch(settings: { autoAssign: boolean; customerCalls: 'rider' | 'shop' } | null) {
  await t.database.db.update(siteSettings).set({ dispatch: settings }).where(eq(siteSettings.id, 'site'));
}

describe('sending an order with a rider', () => {
  it('assigns, reassigns and takes back, each audited with the riders named', async () => {
    const order = await orderIn('preparing');
    const ravi = await riderOnShift('Ravi Shinde');
    const meera = await riderOnShift('Meera Patil');

    const sent = await assign(order.id, ravi.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const first = (sent.json() as Order).delivery?.current;
    expect(first).toMatchObject({ riderId: ravi.id, riderName: 'Ravi Shinde', riderPhone: ravi.phone });
    expect(first?.status).toBe('assigned');
    const assigned = await auditOf('dispatch.assigned', first!.id);
    expect(assigned).toHaveLength(1);
    expect(assigned[0]?.newValues).toMatchObject({ orderId: order.id, from: null, to: ravi.id });

    // The board saw Ravi holding it: it goes to Meera, Ravi's delivery is withdrawn.
    const resent = await assign(order.id, meera.id, ravi.id);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = (resent.json() as Order).delivery?.current;
    expect(second?.riderId).toBe(meera.id);
    const [was] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, first!.id));
    expect(was?.status).toBe('withdrawn');
    const reassigned = await auditOf('dispatch.reassigned', second!.id);
    expect(reassigned[0]?.newValues).toMatchObject({ from: ravi.id, to: meera.id });

    // The same rider again is a no-op, not a conflict (a double tap).
    expect((await assign(order.id, meera.id, ravi.id)).statusCode).toBe(200);

    const taken = await call('DELETE /api/admin/orders/:id/delivery', {
      cookie: manager,
      params: { id: order.id },
      body: { reason: 'Rider went home' },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((taken.json() as Order).delivery?.current ?? null).toBeNull();
    const unassigned = await auditOf('dispatch.unassigned', second!.id);
    expect(unassigned[0]?.newValues).toMatchObject({ from: meera.id, reason: 'Rider went home' });
    // Nothing left to take back.
    const again = await call('DELETE /api/admin/orders/:id/delivery', {
      cookie: manager,
      params: { id: order.id },
      body: {},
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a rider off shift, a third order, a pickup order and an order not yet in the kitchen', async () => {
    const offShift = await createRider(t, 'Off Shift');
    const order = await orderIn('preparing');
    const off = await assign(order.id, offShift.id);
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe(DISPATCH_MESSAGES.notOnShift);

    const busy = await riderOnShift('Busy Rider');
    for (let i = 0; i < 2; i++)
      expect((await assign((await orderIn('ready')).id, busy.id)).statusCode).toBe(200);
    const third = await assign(order.id, busy.id);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toBe(DISPATCH_MESSAGES.riderFull);

    const free = await riderOnShift();
    const pickup = await placeOrder(t, (await aCustomer()).cookie, {
      lines: [{ menuItemId: await anItem(), quantity: 1 }],
    });
    await move(pickup.id, 'accepted');
    await move(pickup.id, 'preparing');
    const refused = await assign(pickup.id, free.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(DISPATCH_MESSAGES.notDeliverable);
    expect((await assign((await orderIn('placed')).id, free.id)).statusCode).toBe(409);

    expect((await assign('not-a-uuid', free.id)).statusCode).toBe(404);
    expect((await assign(crypto.randomUUID(), free.id)).statusCode).toBe(404);
  });

  it('lets one of two managers racing for the same order win; the other is told to reload', async () => {
    const order = await orderIn('ready');
    const [a, b] = [await riderOnShift(), await riderOnShift()];
    const other = await signInStaff(t, 'admin@example.com', undefined, '10.88.254.1');
    const answers = await Promise.all([assign(order.id, a.id), assign(order.id, b.id, undefined, other)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().error.message).toBe(
      DISPATCH_MESSAGES.alreadyAssigned,
    );
    const active = await t.database.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.orderId, order.id), eq(deliveries.status, 'assigned')));
    expect(active).toHaveLength(1);
  });

  it('queues the rider a push for each phone they allowed and wakes nobody else', async () => {
    const rider = await riderOnShift();
    const [sub] = await t.database.db
      .insert(pushSubscriptions)
      .values({
        userId: rider.id,
        audience: 'rider',
        endpoint: `https://fcm.googleapis.com/fcm/send/${rider.id}`,
        p256dh: 'k',
        auth: 'a',
      })
      .returning({ id: pushSubscriptions.id });
    const order = await orderIn('ready');
    const current = ((await assign(order.id, rider.id)).json() as Order).delivery!.current!;
    const rows = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.sourceId, current.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'delivery_assigned',
      channel: 'push',
      orderId: order.id,
      userId: rider.id,
      subscriptionId: sub!.id,
    });
  });
});

describe("the rider's push", () => {
  it("reaches the rider's phone through the running outbox worker", async () => {
    const pushService = await startFakePushService();
    try {
      const rider = await riderOnShift();
      const browser = pushService.subscribe();
      await t.database.db.insert(pushSubscriptions).values({
        userId: rider.id,
        audience: 'rider',
        endpoint: browser.endpoint,
        p256dh: browser.keys.p256dh,
        auth: browser.keys.auth,
      });
      const order = await orderIn('ready');
      expect((await assign(order.id, rider.id)).statusCode).toBe(200);
      await vi.waitFor(() => expect(pushService.received(browser.endpoint)).toHaveLength(1), {
        timeout: 10_000,
        interval: 50,
      });
      expect(pushService.received(browser.endpoint)[0]?.payload).toMatchObject({
        title: `Deliver ${order.orderNumber}`,
        url: '/rider',
      });
      expect(pushService.refusals).toEqual([]);
    } finally {
      await pushService.close();
    }
  });
});

describe('the riders on shift', () => {
  it('suggests the rider who has waited longest at the shop with room for an order', async () => {
    // Close every shift of earlier tests: this one reads the whole list.
    await t.database.db.update(riderShifts).set({ closedAt: new Date() });
    const early = await riderOnShift('Early Rider');
    const late = await riderOnShift('Late Rider');
    const returning = await riderOnShift('Returning Rider');
    const hour = 60 * 60_000;
    await t.database.db
      .update(riderShifts)
      .set({ openedAt: new Date(Date.now() - 2 * hour) })
      .where(eq(riderShifts.id, early.shiftId));
    await t.database.db
      .update(riderShifts)
      .set({ openedAt: new Date(Date.now() - hour) })
      .where(eq(riderShifts.id, late.shiftId));
    await t.database.db
      .update(riderShifts)
      .set({ openedAt: new Date(Date.now() - 3 * hour) })
      .where(eq(riderShifts.id, returning.shiftId));
    // Delivered a minute ago: on the way back, not at the shop.
    const done = await orderIn('ready');
    const d = await assignDirectly(t, done.id, returning.id, returning.shiftId);
    await t.database.db
      .update(deliveries)
      .set({ status: 'delivered', finishedAt: new Date(Date.now() - 60_000) })
      .where(eq(deliveries.id, d));

    const read = async () =>
      (await call('GET /api/admin/dispatch/riders', { cookie: manager })).json() as OnShiftRidersResponse;
    let list = await read();
    expect(list.riders.map((r) => r.name).sort()).toEqual(['Early Rider', 'Late Rider', 'Returning Rider']);
    expect(list.riders.find((r) => r.id === returning.id)).toMatchObject({
      state: 'returning',
      stateText: 'Returning',
    });
    expect(list.riders.find((r) => r.id === early.id)).toMatchObject({
      state: 'at_shop',
      carrying: 0,
      stateText: 'At the shop',
    });
    expect(list.suggestedRiderId).toBe(early.id);

    // Early takes two orders: full, so the suggestion moves on.
    await assign((await orderIn('ready')).id, early.id);
    list = await read();
    expect(list.riders.find((r) => r.id === early.id)).toMatchObject({
      state: 'assigned',
      carrying: 1,
      stateText: 'Collecting with 1 order',
    });
    expect(list.suggestedRiderId).toBe(late.id);

    // Refused to a rider: riders are not the board.
    expect((await call('GET /api/admin/dispatch/riders', { cookie: early.cookie })).statusCode).toBe(403);
  });

  it('assigns a packed order on its own when the setting is on, and never fails the move without a rider', async () => {
    await t.database.db.update(riderShifts).set({ closedAt: new Date() });
    await setDispatch({ autoAssign: true, customerCalls: 'rider' });
    try {
      // Nobody on shift: the order is packed all the same and waits on the shelf.
      const waiting = await orderIn('ready');
      expect(waiting.status).toBe('ready');
      const rider = await riderOnShift('Auto Rider');
      const order = await orderIn('ready');
      await vi.waitFor(
        async () => expect((await staffOrder(order.id)).delivery?.current?.riderId).toBe(rider.id),
        {
          timeout: 5_000,
          interval: 50,
        },
      );
      const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.orderId, order.id));
      expect(row?.assignedBy).toBeNull();
      expect((await auditOf('dispatch.assigned', row!.id))[0]).toMatchObject({ userId: null });
    } finally {
      await setDispatch(null);
    }
  });
});

describe('what staff and the customer see', () => {
  it("shows the customer their own rider's first name, phone, point and distance, and staff the delivery", async () => {
    const rider = await riderOnShift('Ravi Shinde');
    const order = await orderIn('ready', customer);
    const deliveryId = await assignDirectly(t, order.id, rider.id, rider.shiftId);
    // Not on the road yet: the customer sees no rider.
    let mine = (
      await call('GET /api/orders/:id', { cookie: customer.cookie, params: { id: order.id } })
    ).json() as Order;
    expect(mine.rider ?? null).toBeNull();

    await t.database.db
      .update(deliveries)
      .set({ status: 'picked_up', pickedUpAt: new Date() })
      .where(eq(deliveries.id, deliveryId));
    await move(order.id, 'out_for_delivery');
    // The SMS names the rider who picked it up.
    await vi.waitFor(
      async () => {
        const res = await t.app.inject({
          url: `/api/dev/sms-outbox?phone=${encodeURIComponent(customer.phone)}`,
        });
        const texts = (res.json().orderMessages as { text: string; variables: Record<string, string> }[])
          .filter((m) => m.variables.order === order.orderNumber)
          .map((m) => m.text);
        expect(texts).toContain(
          `Chai Express: your order ${order.orderNumber} is out for delivery with Ravi.`,
        );
      },
      { timeout: 10_000, interval: 100 },
    );
    // About 1 km from the address point.
    await t.database.db.insert(riderPositions).values({
      riderId: rider.id,
      deliveryId,
      latitude: IN_AREA_ADDRESS.latitude + 0.009,
      longitude: IN_AREA_ADDRESS.longitude,
    });
    mine = (
      await call('GET /api/orders/:id', { cookie: customer.cookie, params: { id: order.id } })
    ).json() as Order;
    expect(mine.rider).toMatchObject({ name: 'Ravi', callPhone: rider.phone, position: { stale: false } });
    expect(mine.rider?.distanceM).toBeGreaterThan(900);
    expect(mine.rider?.distanceM).toBeLessThan(1100);
    expect(mine.delivery).toBeUndefined();

    // Another customer is told the order does not exist, as before.
    const stranger = await createCustomer(t, 'Someone Else');
    expect(
      (await call('GET /api/orders/:id', { cookie: stranger.cookie, params: { id: order.id } })).statusCode,
    ).toBe(404);

    const staff = await staffOrder(order.id);
    expect(staff.delivery?.current).toMatchObject({
      id: deliveryId,
      status: 'picked_up',
      position: { stale: false },
    });
    expect(staff.rider).toBeUndefined();
    // The board's list carries it too.
    const board = (await call('GET /api/admin/orders', { cookie: manager })).json() as { orders: Order[] };
    expect(board.orders.find((o) => o.id === order.id)?.delivery?.current?.riderName).toBe('Ravi Shinde');

    // A point older than a minute is stale: no distance is claimed from it.
    await t.database.db
      .update(riderPositions)
      .set({ recordedAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(riderPositions.deliveryId, deliveryId));
    mine = (
      await call('GET /api/orders/:id', { cookie: customer.cookie, params: { id: order.id } })
    ).json() as Order;
    expect(mine.rider).toMatchObject({ position: { stale: true }, distanceM: null });
    expect((await staffOrder(order.id)).delivery?.current?.position?.stale).toBe(true);

    // A shop that keeps riders' numbers private: the customer calls the shop.
    await setDispatch({ autoAssign: false, customerCalls: 'shop' });
    try {
      mine = (
        await call('GET /api/orders/:id', { cookie: customer.cookie, params: { id: order.id } })
      ).json() as Order;
      expect(mine.rider?.callPhone).not.toBe(rider.phone);
    } finally {
      await setDispatch(null);
    }

    // Delivered far from the address point: a warning for staff, never a refusal.
    await t.database.db
      .update(deliveries)
      .set({ status: 'delivered', finishedAt: new Date(), doorDistanceM: 420 })
      .where(eq(deliveries.id, deliveryId));
    await move(order.id, 'delivered');
    expect((await staffOrder(order.id)).delivery?.proofWarning).toBe(
      'Delivered 420 m from the address point',
    );
  });

  it('shows why the last delivery failed, and turns the order into a pickup', async () => {
    const rider = await riderOnShift('Ravi Shinde');
    const order = await orderIn('ready');
    const refused = await call('POST /api/admin/orders/:id/to-pickup', {
      cookie: manager,
      params: { id: order.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(DISPATCH_MESSAGES.notFailed);

    const deliveryId = await assignDirectly(t, order.id, rider.id, rider.shiftId);
    await t.database.db
      .update(deliveries)
      .set({ status: 'failed', failReason: 'not_at_home', failNote: 'Door locked', finishedAt: new Date() })
      .where(eq(deliveries.id, deliveryId));
    const back = await staffOrder(order.id);
    expect(back.delivery).toMatchObject({
      current: null,
      failure: { reason: 'not_at_home', note: 'Door locked', riderName: 'Ravi Shinde' },
    });

    const res = await call('POST /api/admin/orders/:id/to-pickup', {
      cookie: manager,
      params: { id: order.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const pickup = res.json() as Order;
    expect(pickup).toMatchObject({ orderType: 'pickup', status: 'out_for_delivery' });
    expect(pickup.history.at(-1)?.status).toBe('out_for_delivery');
    expect(await auditOf('dispatch.to_pickup', order.id)).toHaveLength(1);
    // The customer is told it waits at the counter.
    const told = await t.database.db
      .select({ kind: notificationOutbox.kind })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.orderId, order.id));
    expect(told.map((row) => row.kind)).toContain('order_ready_for_pickup');
    // Re-sending it is no longer possible: it is a pickup now.
    expect((await assign(order.id, rider.id)).statusCode).toBe(409);
  });
});

describe('the live streams', () => {
  it("tells every board and the order's own customer, and no other customer", async () => {
    const stranger = await createCustomer(t, 'Other Customer');
    const board = await openSse(`${base}${STAFF_ORDER_STREAM}`, manager);
    const own = await openSse(`${base}/api/orders/events`, customer.cookie);
    const other = await openSse(`${base}/api/orders/events`, stranger.cookie);
    clients.push(board, own, other);
    for (const client of [board, own, other]) await client.next((e) => e.event === 'ready');

    const order = await orderIn('ready', customer);
    const rider = await riderOnShift();
    expect((await assign(order.id, rider.id)).statusCode).toBe(200);
    const isIt = (e: { event: string; data: unknown }) =>
      e.event === 'delivery' && (e.data as { orderId: string }).orderId === order.id;
    await board.next(isIt);
    await own.next(isIt);
    // The stranger's stream heard the order moves of nobody's else, and no delivery event.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.events.filter((e) => e.event === 'delivery')).toHaveLength(0);
  });
});

describe.runIf(usingPostgres)('two instances on one PostgreSQL', () => {
  it('lets exactly one of two managers on two instances give the order to a rider', async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 4 });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data' });
    const second = await buildApp({ env, database });
    try {
      for (let round = 0; round < 5; round++) {
        const order = await orderIn('ready');
        const [a, b] = [await riderOnShift(), await riderOnShift()];
        const answers = await Promise.all([
          assign(order.id, a.id),
          second.inject({
            method: 'PUT',
            url: `/api/admin/orders/${order.id}/delivery`,
            headers: { cookie: manager },
            payload: { riderId: b.id },
            remoteAddress: `10.89.${round}.1`,
          }),
        ]);
        expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const active = await t.database.db
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.orderId, order.id), eq(deliveries.status, 'assigned')));
        expect(active).toHaveLength(1);
      }
    } finally {
      await second.close();
      await database.close();
    }
  });
});
