// The kitchen display by station over real HTTP and a real database
// (docs/product.md#kitchen-display-by-station): managers set up stations and their items; each
// station's screen lists only its unmade lines of orders in the kitchen, oldest first; bumping the
// last line on whichever station moves the order out of the kitchen exactly once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { createKitchenService } from '#server/modules/kitchen/kitchen.service.ts';
import { createStationTicketsRepo } from '#server/modules/kitchen/station-tickets.repo.ts';
import { createStationsRepo } from '#server/modules/kitchen/stations.repo.ts';
import { KITCHEN_MESSAGES, type StationTickets } from '#shared/api/kitchen.ts';
import type { Order } from '#shared/api/orders.ts';
import { STATION_MESSAGES } from '#shared/kitchen/stations.ts';
import { endpointCaller } from '../helpers/call.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createCustomer, createItem, placeOrder, type TestCustomer } from '../helpers/factories.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let next = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.97.${++next % 250}.3` });
let staff: string;
let manager: string;
let customer: TestCustomer;
let chai: string;
let samosa: string;
let sandwich: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await sessionFor(t, 'staff');
  manager = await sessionFor(t, 'manager');
  customer = await createCustomer(t, 'Kitchen Customer');
  chai = (await createItem(t, { name: 'Station Chai' })).id;
  samosa = (await createItem(t, { name: 'Station Samosa' })).id;
  sandwich = (await createItem(t, { name: 'Station Sandwich' })).id;
});
afterAll(() => t.close());

async function station(name: string, itemIds: string[]): Promise<string> {
  const made = await call('POST /api/admin/kitchen/stations', { cookie: manager, body: { name } });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().id as string;
  const items = await call('PUT /api/admin/kitchen/stations/:id/items', {
    cookie: manager,
    params: { id },
    body: { itemIds },
  });
  expect(items.statusCode, items.body).toBe(200);
  return id;
}

async function move(order: Order, status: Order['status']) {
  const res = await call('POST /api/admin/orders/:id/status', {
    cookie: staff,
    params: { id: order.id },
    body: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Order;
}

async function screen(id: string): Promise<StationTickets> {
  const res = await call('GET /api/admin/kitchen/stations/:id/tickets', { cookie: staff, params: { id } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const bump = (lineId: string, cookie = staff) =>
  call('POST /api/admin/kitchen/lines/:id/bump', { cookie, params: { id: lineId } });

async function orderWith(lines: { menuItemId: string; quantity: number; note?: string }[], pickup = false) {
  return placeOrder(t, customer.cookie, {
    lines,
    ...(pickup ? {} : { address: deliveryAddress({ name: 'Kitchen Customer', phone: customer.phone }) }),
  });
}

async function statusOf(id: string): Promise<{ status: string; events: string[] }> {
  const res = await call.url('GET', `/api/admin/orders/${id}`, { cookie: staff });
  const order = res.json() as Order;
  return { status: order.status, events: order.history.map((h) => h.status) };
}

describe('stations', () => {
  it('lets managers set them up, and staff only read them', async () => {
    const byStaff = await call('POST /api/admin/kitchen/stations', {
      cookie: staff,
      body: { name: 'Grill' },
    });
    expect(byStaff.statusCode).toBe(403);
    const stranger = await call('GET /api/admin/kitchen/stations');
    expect(stranger.statusCode).toBe(401);
    const customerRead = await call('GET /api/admin/kitchen/stations', { cookie: customer.cookie });
    expect(customerRead.statusCode).toBe(403);

    const blank = await call('POST /api/admin/kitchen/stations', { cookie: manager, body: { name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe(STATION_MESSAGES.name);

    const id = await station('Tandoor', [sandwich]);
    const twice = await call('POST /api/admin/kitchen/stations', {
      cookie: manager,
      body: { name: 'tandoor' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields.name).toBe(STATION_MESSAGES.taken);

    const unknownItem = await call('PUT /api/admin/kitchen/stations/:id/items', {
      cookie: manager,
      params: { id },
      body: { itemIds: ['7b0c5a8e-3f1d-4a55-9c2e-8d7f6e5a4b3c'] },
    });
    expect(unknownItem.statusCode).toBe(400);

    const list = await call('GET /api/admin/kitchen/stations', { cookie: staff });
    expect(list.json().stations).toEqual([
      expect.objectContaining({ id, name: 'Tandoor', itemIds: [sandwich] }),
    ]);

    const gone = await call('DELETE /api/admin/kitchen/stations/:id', { cookie: manager, params: { id } });
    expect(gone.statusCode).toBe(204);
    const missing = await call('GET /api/admin/kitchen/stations/:id/tickets', {
      cookie: staff,
      params: { id },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(STATION_MESSAGES.notFound);
  });
});

describe('a station screen', () => {
  let chaiCounter: string;
  let fryer: string;

  beforeAll(async () => {
    // The first station (chai) also makes items with no station: the sandwich here.
    chaiCounter = await station('Chai counter', [chai]);
    fryer = await station('Fryer', [samosa]);
  });

  it('shows only its own unmade lines of orders in the kitchen, oldest accepted first', async () => {
    const older = await orderWith([
      { menuItemId: chai, quantity: 2, note: 'less sugar' },
      { menuItemId: samosa, quantity: 1 },
    ]);
    const newer = await orderWith([{ menuItemId: samosa, quantity: 3 }]);
    const waiting = await orderWith([{ menuItemId: chai, quantity: 1 }]);
    await move(older, 'accepted');
    await move(newer, 'accepted');
    // Accepted an hour ago: it is the oldest on every screen.
    await t.database.db.execute(
      sql`update order_status_events set created_at = now() - interval '1 hour' where order_id = ${older.id} and to_status = 'accepted'`,
    );

    const fry = await screen(fryer);
    expect(fry.station.name).toBe('Fryer');
    expect(fry.tickets.map((x) => x.orderNumber)).toEqual([older.orderNumber, newer.orderNumber]);
    expect(fry.tickets[0]!.lines.map((l) => [l.name, l.quantity])).toEqual([['Station Samosa', 1]]);
    expect(fry.tickets[0]!.elsewhere).toBe(1);

    const counter = await screen(chaiCounter);
    // The placed (not yet accepted) order is not the kitchen's yet.
    expect(counter.tickets.map((x) => x.orderNumber)).toEqual([older.orderNumber]);
    expect(counter.tickets[0]!.lines[0]).toMatchObject({
      name: 'Station Chai',
      quantity: 2,
      note: 'less sugar',
    });
    expect(Date.now() - Date.parse(counter.tickets[0]!.acceptedAt)).toBeGreaterThan(59 * 60_000);
    expect(waiting.status).toBe('placed');

    const all = await screen('all');
    expect(all.tickets.find((x) => x.orderId === older.id)!.lines).toHaveLength(2);
  });

  it('starts an order preparing at its first bump and puts it on the shelf at its last', async () => {
    const order = await orderWith([
      { menuItemId: chai, quantity: 1 },
      { menuItemId: samosa, quantity: 2 },
      { menuItemId: sandwich, quantity: 1 },
    ]);
    await move(order, 'accepted');
    const counterLines = (await screen(chaiCounter)).tickets.find((x) => x.orderId === order.id)!.lines;
    // Chai and the sandwich (no station: the first one makes it).
    expect(counterLines.map((l) => l.name).sort()).toEqual(['Station Chai', 'Station Sandwich']);

    const first = await bump(counterLines[0]!.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('preparing');
    const again = await bump(counterLines[0]!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(KITCHEN_MESSAGES.alreadyBumped);
    expect((await bump(counterLines[1]!.id)).json().status).toBe('preparing');
    expect((await screen(chaiCounter)).tickets.some((x) => x.orderId === order.id)).toBe(false);

    const fryLine = (await screen(fryer)).tickets.find((x) => x.orderId === order.id)!.lines[0]!;
    const last = await bump(fryLine.id);
    expect(last.json().status).toBe('ready');
    const after = await statusOf(order.id);
    expect(after.status).toBe('ready');
    expect(after.events).toEqual(['placed', 'accepted', 'preparing', 'ready']);
    const late = await bump(fryLine.id);
    expect(late.statusCode).toBe(409);
  });

  it('sends a pickup order to the counter, and moves an order once when its last lines are bumped together', async () => {
    const order = await orderWith(
      [
        { menuItemId: chai, quantity: 1 },
        { menuItemId: samosa, quantity: 1 },
      ],
      true,
    );
    await move(order, 'accepted');
    const [counter, fry] = await Promise.all([screen(chaiCounter), screen(fryer)]);
    const lines = [
      counter.tickets.find((x) => x.orderId === order.id)!.lines[0]!.id,
      fry.tickets.find((x) => x.orderId === order.id)!.lines[0]!.id,
    ];
    const answers = await Promise.all(lines.map((id) => bump(id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const after = await statusOf(order.id);
    expect(after.status).toBe('out_for_delivery');
    expect(after.events).toEqual(['placed', 'accepted', 'preparing', 'out_for_delivery']);
  });

  it('takes a bump back when the order cannot be moved on, so a retry moves it', async () => {
    const order = await orderWith([{ menuItemId: samosa, quantity: 1 }]);
    await move(order, 'accepted');
    const line = (await screen(fryer)).tickets.find((x) => x.orderId === order.id)!.lines[0]!;
    // The same service on the same database, whose order moves fail as when the connection drops.
    const failing = createKitchenService({
      stations: createStationsRepo(t.database.db),
      tickets: createStationTicketsRepo(t.database.db),
      orders: {
        move: () => Promise.reject(new Error('Connection terminated unexpectedly')),
        announce: async () => undefined,
      },
      audit: t.app.services.audit,
      now: () => new Date(),
    });
    const [staffUser] = await t.database.db.select().from(users).where(eq(users.email, 'staff@example.com'));
    const actor = { userId: staffUser!.id, role: 'staff' as const, ipAddress: '10.97.9.9', userAgent: null };
    await expect(failing.bump(line.id, actor)).rejects.toThrow('Connection terminated');
    // Still on the fryer's screen, and the real bump then moves the order on.
    expect((await screen(fryer)).tickets.find((x) => x.orderId === order.id)?.lines[0]?.id).toBe(line.id);
    expect((await bump(line.id)).json().status).toBe('ready');
  });

  it('refuses a bump of an order that has left the kitchen, or of a line that does not exist', async () => {
    const order = await orderWith([{ menuItemId: chai, quantity: 1 }]);
    await move(order, 'accepted');
    const line = (await screen(chaiCounter)).tickets.find((x) => x.orderId === order.id)!.lines[0]!;
    const cancelled = await call('POST /api/admin/orders/:id/status', {
      cookie: staff,
      params: { id: order.id },
      body: { status: 'cancelled', reason: 'Out of milk' },
    });
    expect(cancelled.statusCode).toBe(200);
    const refused = await bump(line.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(KITCHEN_MESSAGES.orderMovedOn);
    const unknown = await bump('7b0c5a8e-3f1d-4a55-9c2e-8d7f6e5a4b3c');
    expect(unknown.statusCode).toBe(404);
    expect((await bump('not-a-line')).statusCode).toBe(404);
    expect((await bump(line.id, customer.cookie)).statusCode).toBe(403);
  });
});
