// 'My usual' (docs/product.md#my-usual) through the real routes and database: a customer keeps
// delivered orders as favourites (at most five, names unique per customer whatever their case),
// renames and deletes them, nobody else reaches them, and a reorder is priced from the live menu
// and says what changed since: a price, an item out of stock or gone, a choice gone, a required
// choice no longer there.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.ts';
import type { AdminItem } from '#shared/api/admin-catalog.ts';
import type { AdminOptionGroup, OptionGroupInput } from '#shared/api/option-groups.ts';
import { USUAL_MESSAGES, type UsualOrder } from '#shared/api/usual-orders.ts';
import { USUAL_ORDERS_MAX } from '#shared/come-back/usual-orders.ts';
import { endpointCaller } from '../helpers/call.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createCustomer, createItem, type TestCustomer } from '../helpers/factories.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let alice: TestCustomer;
let bob: TestCustomer;
let ip = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.88.${++ip % 250}.1` });

beforeAll(async () => {
  t = await createTestApp({ env: { API_REQUESTS_PER_MINUTE: '100000' } });
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.88.250.1');
  alice = await createCustomer(t, 'Alice Dsouza');
  bob = await createCustomer(t, 'Bob Shinde');
});
afterAll(() => t.close());

type Line = { menuItemId: string; quantity: number; options?: string[]; note?: string };

/** An order of the customer's, placed through the checkout and marked delivered. */
async function deliveredOrder(customer: TestCustomer, lines: Line[], status = 'delivered' as const) {
  const { order } = await t.app.services.orders.place(customer.id, {
    idempotencyKey: randomUUID(),
    lines,
    address: deliveryAddress({ name: 'Alice', phone: '9890011111' }),
    paymentMethod: 'cod',
  });
  await t.database.db.update(orders).set({ status }).where(eq(orders.id, order.id));
  return order.id;
}

async function group(input: OptionGroupInput): Promise<AdminOptionGroup> {
  const res = await call('POST /api/admin/option-groups', { cookie: admin, body: input });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function attach(item: AdminItem, groups: AdminOptionGroup[]) {
  const res = await call('PUT /api/admin/menu-items/:id/option-groups', {
    cookie: admin,
    params: { id: item.id },
    body: { group_ids: groups.map((g) => g.id) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A chai (₹12) with a required cup (Small +0, Large +5) and optional extras (Ginger +3, Elaichi +2), and two plain items. */
async function shelf(tag: string) {
  const chai = await createItem(t, { name: `Cutting Chai ${tag}`, price: 12 });
  const samosa = await createItem(t, { name: `Samosa ${tag}`, price: 20 });
  const bun = await createItem(t, { name: `Bun Maska ${tag}`, price: 30 });
  const cup = await group({
    name: `Cup ${tag}`,
    selection: 'single',
    required: true,
    min_choices: 1,
    max_choices: 1,
    options: [
      { name: 'Small', price_delta: 0, is_default: true },
      { name: 'Large', price_delta: 5 },
    ],
  });
  const extras = await group({
    name: `Extras ${tag}`,
    selection: 'multiple',
    min_choices: 0,
    max_choices: 2,
    options: [
      { name: 'Ginger', price_delta: 3 },
      { name: 'Elaichi', price_delta: 2 },
    ],
  });
  await attach(chai, [cup, extras]);
  const option = (g: AdminOptionGroup, name: string) => g.options.find((o) => o.name === name)?.id as string;
  return { chai, samosa, bun, cup, extras, large: option(cup, 'Large'), ginger: option(extras, 'Ginger') };
}

const save = (customer: TestCustomer, orderId: string, name?: string) =>
  call('POST /api/customer/usual-orders', {
    cookie: customer.cookie,
    body: { orderId, ...(name ? { name } : {}) },
  });
const list = async (customer: TestCustomer): Promise<UsualOrder[]> => {
  const res = await call('GET /api/customer/usual-orders', { cookie: customer.cookie, query: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().usualOrders;
};
const reorder = (customer: TestCustomer, id: string) =>
  call('POST /api/customer/usual-orders/:id/reorder', { cookie: customer.cookie, params: { id }, query: {} });
const clearAll = async (customer: TestCustomer) => {
  for (const favourite of await list(customer))
    await call('DELETE /api/customer/usual-orders/:id', {
      cookie: customer.cookie,
      params: { id: favourite.id },
    });
};

describe('My usual', () => {
  it('needs a signed-in customer', async () => {
    const res = await t.app.inject('/api/customer/usual-orders');
    expect(res.statusCode).toBe(401);
  });

  it('saves a delivered order, lists it priced now, renames and deletes it', async () => {
    const s = await shelf('a');
    const orderId = await deliveredOrder(alice, [
      { menuItemId: s.chai.id, quantity: 2, options: [s.large, s.ginger], note: 'less sugar' },
      { menuItemId: s.samosa.id, quantity: 1 },
    ]);
    const saved = await save(alice, orderId);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      name: 'My usual',
      sourceOrderId: orderId,
      lines: [
        {
          menuItemId: s.chai.id,
          name: 'Cutting Chai a',
          quantity: 2,
          options: [
            { id: s.large, name: 'Large', priceDelta: 5 },
            { id: s.ginger, name: 'Ginger', priceDelta: 3 },
          ],
          note: 'less sugar',
          unitPrice: 20,
          lineTotal: 40,
        },
        { menuItemId: s.samosa.id, name: 'Samosa a', quantity: 1, options: [], unitPrice: 20, lineTotal: 20 },
      ],
      total: 60,
      changes: [],
    });
    // Without a name again: the next free default.
    const second = await save(alice, orderId);
    expect(second.json().name).toBe('My usual 2');
    // A name taken whatever its case.
    const taken = await save(alice, orderId, 'my USUAL');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(USUAL_MESSAGES.nameTaken);

    const renamed = await call('PATCH /api/customer/usual-orders/:id', {
      cookie: alice.cookie,
      params: { id: second.json().id },
      body: { name: '  Office chai ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Office chai');
    const clash = await call('PATCH /api/customer/usual-orders/:id', {
      cookie: alice.cookie,
      params: { id: saved.json().id },
      body: { name: 'OFFICE CHAI' },
    });
    expect(clash.statusCode).toBe(409);
    const blank = await call('PATCH /api/customer/usual-orders/:id', {
      cookie: alice.cookie,
      params: { id: saved.json().id },
      body: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect((await list(alice)).map((f) => f.name)).toEqual(['My usual', 'Office chai']);

    const removed = await call('DELETE /api/customer/usual-orders/:id', {
      cookie: alice.cookie,
      params: { id: saved.json().id },
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(alice)).map((f) => f.name)).toEqual(['Office chai']);
    const again = await call('DELETE /api/customer/usual-orders/:id', {
      cookie: alice.cookie,
      params: { id: saved.json().id },
    });
    expect(again.statusCode).toBe(404);
    await clearAll(alice);
  });

  it('saves only delivered orders of the customer, and what of them still exists', async () => {
    const s = await shelf('b');
    const open = await deliveredOrder(alice, [{ menuItemId: s.samosa.id, quantity: 1 }], 'placed' as never);
    const notDelivered = await save(alice, open);
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json().error.message).toBe(USUAL_MESSAGES.notDelivered);
    expect((await save(alice, randomUUID())).statusCode).toBe(404);
    expect((await save(alice, 'not-an-id')).statusCode).toBe(404);

    const orderId = await deliveredOrder(alice, [
      { menuItemId: s.samosa.id, quantity: 2 },
      { menuItemId: s.bun.id, quantity: 1 },
    ]);
    // Someone else's order reads as none.
    expect((await save(bob, orderId)).statusCode).toBe(404);
    const deleted = await call('DELETE /api/admin/menu-items/:id', {
      cookie: admin,
      params: { id: s.bun.id },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const saved = await save(alice, orderId, 'Snack');
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().lines.map((l: { name: string }) => l.name)).toEqual(['Samosa b']);
    expect(saved.json().changes).toEqual([]);

    // An order with nothing left to keep.
    const gone = await deliveredOrder(alice, [{ menuItemId: s.samosa.id, quantity: 1 }]);
    await call('DELETE /api/admin/menu-items/:id', { cookie: admin, params: { id: s.samosa.id } });
    const nothing = await save(alice, gone, 'Nothing');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.message).toBe(USUAL_MESSAGES.nothingLeft);
    await clearAll(alice);
  });

  it(`keeps at most ${USUAL_ORDERS_MAX} favourites`, async () => {
    const s = await shelf('c');
    const orderId = await deliveredOrder(alice, [{ menuItemId: s.samosa.id, quantity: 1 }]);
    for (let i = 0; i < USUAL_ORDERS_MAX; i++) expect((await save(alice, orderId)).statusCode).toBe(201);
    const sixth = await save(alice, orderId, 'One more');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe(USUAL_MESSAGES.tooMany);
    expect(await list(alice)).toHaveLength(USUAL_ORDERS_MAX);
    await clearAll(alice);
    expect((await save(alice, orderId, 'One more')).statusCode).toBe(201);
    await clearAll(alice);
  });

  it("answers 404 for another customer's favourite and leaves it as it was", async () => {
    const s = await shelf('d');
    const orderId = await deliveredOrder(alice, [{ menuItemId: s.samosa.id, quantity: 1 }]);
    const mine = (await save(alice, orderId, 'Mine')).json() as UsualOrder;
    const params = { id: mine.id };
    expect((await reorder(bob, mine.id)).statusCode).toBe(404);
    expect(
      (
        await call('PATCH /api/customer/usual-orders/:id', {
          cookie: bob.cookie,
          params,
          body: { name: 'Taken' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE /api/customer/usual-orders/:id', { cookie: bob.cookie, params })).statusCode,
    ).toBe(404);
    expect(await list(bob)).toEqual([]);
    expect((await list(alice)).map((f) => f.name)).toEqual(['Mine']);
    expect((await reorder(alice, 'not-an-id')).statusCode).toBe(404);
    await clearAll(alice);
  });

  it('reorders priced from the live menu and says what changed', async () => {
    const s = await shelf('e');
    const orderId = await deliveredOrder(alice, [
      { menuItemId: s.chai.id, quantity: 2, options: [s.large, s.ginger] },
      { menuItemId: s.samosa.id, quantity: 1 },
      { menuItemId: s.bun.id, quantity: 1 },
    ]);
    const id = ((await save(alice, orderId)).json() as UsualOrder).id;
    const before = (await reorder(alice, id)).json() as UsualOrder;
    expect(before.total).toBe(90);
    expect(before.changes).toEqual([]);

    // The admin raises the chai, takes Ginger off its extras, marks the samosa sold out and deletes the bun.
    const priced = await call('PUT /api/admin/menu-items/:id', {
      cookie: admin,
      params: { id: s.chai.id },
      body: { name: s.chai.name, price: 16, category_id: s.chai.category_id as string },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const extras = await call('PUT /api/admin/option-groups/:id', {
      cookie: admin,
      params: { id: s.extras.id },
      body: {
        name: s.extras.name,
        selection: 'multiple',
        min_choices: 0,
        max_choices: 1,
        options: [{ id: s.extras.options[1]?.id, name: 'Elaichi', price_delta: 2 }],
      },
    });
    expect(extras.statusCode, extras.body).toBe(200);
    const stock = await call('PUT /api/admin/menu-items/:id/stock', {
      cookie: admin,
      params: { id: s.samosa.id },
      body: { in_stock: false },
    });
    expect(stock.statusCode, stock.body).toBe(200);
    await call('DELETE /api/admin/menu-items/:id', { cookie: admin, params: { id: s.bun.id } });

    const after = await reorder(alice, id);
    expect(after.statusCode, after.body).toBe(200);
    const now = after.json() as UsualOrder;
    expect(now.changes).toEqual([
      { kind: 'option-gone', item: 'Cutting Chai e', option: 'Ginger' },
      { kind: 'price', item: 'Cutting Chai e', was: 20, now: 21 },
      { kind: 'out-of-stock', item: 'Samosa e' },
      { kind: 'gone', item: 'Bun Maska e' },
    ]);
    expect(now.lines).toEqual([
      {
        menuItemId: s.chai.id,
        name: 'Cutting Chai e',
        quantity: 2,
        options: [{ id: s.large, name: 'Large', priceDelta: 5 }],
        note: null,
        unitPrice: 21,
        lineTotal: 42,
      },
    ]);
    expect(now.total).toBe(42);
    // The list answers the same, priced now.
    expect((await list(alice))[0]).toEqual(now);

    // The required cup's old choice removed: the chai cannot come back as it was.
    const cup = await call('PUT /api/admin/option-groups/:id', {
      cookie: admin,
      params: { id: s.cup.id },
      body: {
        name: s.cup.name,
        selection: 'single',
        required: true,
        min_choices: 1,
        max_choices: 1,
        options: [{ id: s.cup.options[0]?.id, name: 'Small', price_delta: 0, is_default: true }],
      },
    });
    expect(cup.statusCode, cup.body).toBe(200);
    const unmet = (await reorder(alice, id)).json() as UsualOrder;
    expect(unmet.changes).toContainEqual({ kind: 'option-gone', item: 'Cutting Chai e', option: 'Large' });
    expect(unmet.changes).toContainEqual({
      kind: 'choose-again',
      item: 'Cutting Chai e',
      message: `Cutting Chai e: choose a cup e option`,
    });
    expect(unmet.lines).toEqual([]);
    expect(unmet.total).toBe(0);
    await clearAll(alice);
  });
});
