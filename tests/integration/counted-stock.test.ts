// Counted stock (docs/product.md#counted-stock), through the real server and database: each placed
// order takes from an item's or an option's count inside its own statement, the customer whose
// cart holds more than is left is told exactly how many remain, a cancelled order gives back
// (unless the count was set again since), staff set counts, and each morning's reset runs once.

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, options, siteSettings } from '#server/db/schema.ts';
import { STAFF_ORDER_STREAM } from '#shared/api/events.ts';
import { lowStockLine } from '#shared/api/stock.ts';
import { STOCK_MESSAGES, stockText } from '#shared/stock-and-time/stock.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { openSse } from '../helpers/sse-client.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Line = { menuItemId: string; quantity: number; options?: string[] };

let t: TestApp;
let staff: string;
const item: Record<string, string> = {};
const option: Record<string, string> = {};
let customers = 0;

const address = deliveryAddress({ name: 'Asha', phone: '9890055555', address: 'Porwal Rd, Lohegaon, Pune' });

/** A new customer for each order: checkout allows 10 orders a minute per customer. */
async function customer(): Promise<string> {
  customers++;
  const phone = `98906${String(10_000 + customers).padStart(5, '0')}`;
  return (await signInCustomer(t, phone, 'Stock Tester', `10.94.${customers % 250}.1`)).cookie;
}

const place = async (lines: Line[], cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: cookie ?? (await customer()) },
    payload: { idempotencyKey: randomUUID(), lines, address },
  });

const itemCount = async (name: string) =>
  (await t.database.db.select().from(menuItems).where(eq(menuItems.id, item[name]!)))[0]!.stockLeft;
const optionCount = async (name: string) =>
  (await t.database.db.select().from(options).where(eq(options.id, option[name]!)))[0]!.stockLeft;

const setItemCount = (
  name: string,
  body: { left: number | null; par?: number | null; low_at?: number | null },
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/menu-items/${item[name]}/count`,
    headers: { cookie: staff },
    payload: { par: null, low_at: null, ...body },
  });
const setOptionCount = (
  name: string,
  body: { left: number | null; par?: number | null; low_at?: number | null },
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/options/${option[name]}/count`,
    headers: { cookie: staff },
    payload: { par: null, low_at: null, ...body },
  });

const cancel = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { cookie: staff },
    payload: { status: 'cancelled', reason: 'Customer called' },
  });

beforeAll(async () => {
  t = await createTestApp({ itemOptions: true });
  for (const r of await t.database.db.select().from(menuItems)) item[r.name] = r.id;
  for (const r of await t.database.db.select().from(options)) option[r.name] = r.id;
  staff = await signInStaff(t, 'staff@example.com');
});
afterAll(() => t.close());

describe('an item with a count', () => {
  it('takes each order from the count and tells the customer exactly how many remain', async () => {
    expect((await setItemCount('Bun Maska', { left: 3 })).statusCode).toBe(200);
    const first = await place([{ menuItemId: item['Bun Maska']!, quantity: 2 }]);
    expect(first.statusCode, first.body).toBe(201);
    expect(await itemCount('Bun Maska')).toBe(1);

    const tooMany = await place([{ menuItemId: item['Bun Maska']!, quantity: 2 }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(
      stockText(STOCK_MESSAGES.notEnough, { count: 1, name: 'Bun Maska' }),
    );
    expect(await itemCount('Bun Maska')).toBe(1);

    // Two lines of the same item count together.
    const split = await place([
      { menuItemId: item['Bun Maska']!, quantity: 1 },
      { menuItemId: item['Bun Maska']!, quantity: 1 },
    ]);
    expect(split.statusCode).toBe(409);

    expect((await place([{ menuItemId: item['Bun Maska']!, quantity: 1 }])).statusCode).toBe(201);
    expect(await itemCount('Bun Maska')).toBe(0);
    const none = await place([{ menuItemId: item['Bun Maska']!, quantity: 1 }]);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(stockText(STOCK_MESSAGES.noneLeft, { name: 'Bun Maska' }));
  });

  it('shows the count on the menu: few left at the low mark, Out of Stock at zero', async () => {
    await setItemCount('Vada Pav', { left: 5, low_at: 2 });
    const menu = async () =>
      (await t.app.inject('/api/menu')).json().items.find((i: { name: string }) => i.name === 'Vada Pav');
    expect(await menu()).toMatchObject({ inStock: true });
    expect((await menu()).stockLeft).toBeUndefined();
    // The menu follows the orders, a rush of them at most a second late (the refresh is debounced).
    expect((await place([{ menuItemId: item['Vada Pav']!, quantity: 3 }])).statusCode).toBe(201);
    await expect.poll(menu, { timeout: 3000 }).toMatchObject({ inStock: true, stockLeft: 2 });
    expect((await place([{ menuItemId: item['Vada Pav']!, quantity: 2 }])).statusCode).toBe(201);
    await expect.poll(menu, { timeout: 3000 }).toMatchObject({ inStock: false, stockLeft: 0 });
    // The board lists it.
    const low = await t.app.inject({ url: '/api/admin/stock/low', headers: { cookie: staff } });
    expect(low.statusCode, low.body).toBe(200);
    expect(low.json().items).toContainEqual({
      kind: 'item',
      id: item['Vada Pav'],
      name: 'Vada Pav',
      left: 0,
      low_at: 2,
    });
  });

  it('gives back what a cancelled order took', async () => {
    await setItemCount('Garlic Bread', { left: 4 });
    const placed = await place([{ menuItemId: item['Garlic Bread']!, quantity: 3 }]);
    expect(placed.statusCode).toBe(201);
    expect(await itemCount('Garlic Bread')).toBe(1);
    expect((await cancel(placed.json().id)).statusCode).toBe(200);
    expect(await itemCount('Garlic Bread')).toBe(4);
  });

  it('does not give back to a count staff set after the order was placed', async () => {
    await setItemCount('Butter Toast', { left: 4 });
    const placed = await place([{ menuItemId: item['Butter Toast']!, quantity: 2 }]);
    expect(placed.statusCode).toBe(201);
    // The shelf was counted again: 5 on it now, whatever happens to the order.
    await setItemCount('Butter Toast', { left: 5 });
    expect((await cancel(placed.json().id)).statusCode).toBe(200);
    expect(await itemCount('Butter Toast')).toBe(5);
  });

  it('never takes from an item that is not counted', async () => {
    await setItemCount('Masala Maggie', { left: null });
    expect((await place([{ menuItemId: item['Masala Maggie']!, quantity: 3 }])).statusCode).toBe(201);
    expect(await itemCount('Masala Maggie')).toBeNull();
  });
});

describe('an option with a count', () => {
  it('takes each line that chose it and names the option in the refusal', async () => {
    const chai = (quantity: number, extra: string[] = []) => ({
      menuItemId: item['Masala Chai']!,
      quantity,
      options: ['Cutting', 'Less sugar', ...extra].map((n) => option[n]!),
    });
    expect((await setOptionCount('Extra ginger', { left: 2 })).statusCode).toBe(200);
    expect((await place([chai(1, ['Extra ginger'])])).statusCode).toBe(201);
    expect(await optionCount('Extra ginger')).toBe(1);
    const tooMany = await place([chai(2, ['Extra ginger'])]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(
      stockText(STOCK_MESSAGES.optionNotEnough, { count: 1, name: 'Masala Chai', option: 'Extra ginger' }),
    );
    // Chai without it is not held back.
    const plain = await place([chai(2)]);
    expect(plain.statusCode, plain.body).toBe(201);
    const last = await place([chai(1, ['Extra ginger'])]);
    expect(last.statusCode).toBe(201);
    expect(await optionCount('Extra ginger')).toBe(0);
    const ginger = async () =>
      (await t.app.inject('/api/menu'))
        .json()
        .optionGroups.flatMap((g: { options: { id: string }[] }) => g.options)
        .find((o: { id: string }) => o.id === option['Extra ginger']);
    await expect.poll(ginger, { timeout: 3000 }).toMatchObject({ available: false });
    expect((await cancel(last.json().id)).statusCode).toBe(200);
    expect(await optionCount('Extra ginger')).toBe(1);
  });
});

describe('the board', () => {
  it('is told on its stream when an order takes the last ones, and lists them', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const board = await openSse(`${base}${STAFF_ORDER_STREAM}`, staff);
    try {
      await board.next((e) => e.event === 'ready');
      await setItemCount('Plain Maggie', { left: 1, low_at: 1 });
      await board.next((e) => e.event === 'menu');
      const low = async () =>
        (await t.app.inject({ url: '/api/admin/stock/low', headers: { cookie: staff } })).json().items;
      expect(await low()).toContainEqual(expect.objectContaining({ name: 'Plain Maggie', left: 1 }));
      const seen = board.events.length;
      expect((await place([{ menuItemId: item['Plain Maggie']!, quantity: 1 }])).statusCode).toBe(201);
      await board.next((e) => e.event === 'menu' && board.events.indexOf(e) >= seen, 3000);
      expect(await low()).toContainEqual(expect.objectContaining({ name: 'Plain Maggie', left: 0 }));
      expect(lowStockLine({ name: 'Plain Maggie', left: 0 })).toBe('Plain Maggie sold out');
    } finally {
      board.close();
    }
  });
});

describe('a counter order', () => {
  it('takes from the same count, and its refusal says how many are left', async () => {
    await setItemCount('Cheese Fries', { left: 2 });
    const counter = (quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/orders',
        headers: { cookie: staff },
        payload: {
          idempotencyKey: randomUUID(),
          channel: 'counter',
          lines: [{ menuItemId: item['Cheese Fries']!, quantity }],
          payment: { method: 'cod', paidNow: true },
        },
      });
    const tooMany = await counter(3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(
      stockText(STOCK_MESSAGES.notEnough, { count: 2, name: 'Cheese Fries' }),
    );
    expect((await counter(2)).statusCode).toBe(201);
    expect(await itemCount('Cheese Fries')).toBe(0);
  });
});

describe('concurrent checkouts', () => {
  it('sell exactly the count, however many try at once', async () => {
    await setItemCount('Salted Fries', { left: 5 });
    const cookies = await Promise.all(Array.from({ length: 12 }, () => customer()));
    const answers = await Promise.all(
      cookies.map((cookie) => place([{ menuItemId: item['Salted Fries']!, quantity: 1 }], cookie)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    // Each one refused is told in words, whether the count ran out before its read or at its write.
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().error.message).toBe(stockText(STOCK_MESSAGES.noneLeft, { name: 'Salted Fries' }));
    expect(await itemCount('Salted Fries')).toBe(0);
  });
});

describe('staff setting counts', () => {
  it('validates, records the count time and clears with null', async () => {
    const bad = await setItemCount('Bun Maska', { left: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(STOCK_MESSAGES.countFormat);
    const set = await setItemCount('Bun Maska', { left: 7, par: 12, low_at: 3 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ stock_left: 7, stock_par: 12, stock_low_at: 3 });
    const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, item['Bun Maska']!));
    expect(row!.stockCountedAt).not.toBeNull();
    const cleared = await setItemCount('Bun Maska', { left: null });
    expect(cleared.json()).toMatchObject({ stock_left: null, stock_par: null, stock_low_at: null });
    const customerTry = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/menu-items/${item['Bun Maska']}/count`,
      headers: { cookie: await customer() },
      payload: { left: 1, par: null, low_at: null },
    });
    expect(customerTry.statusCode).toBe(403);
  });
});

describe('the morning reset', () => {
  it('sets every count with a morning count to it, once per shop day', async () => {
    await setItemCount('Peri Peri Fries', { left: 1, par: 20 });
    await t.database.db.update(siteSettings).set({ stockResetDay: null });
    expect(await t.app.services.stock.resetIfNewDay()).toBe(true);
    expect(await itemCount('Peri Peri Fries')).toBe(20);
    await place([{ menuItemId: item['Peri Peri Fries']!, quantity: 2 }]);
    // The same day again, on this instance or another: nothing moves.
    expect(await t.app.services.stock.resetIfNewDay()).toBe(false);
    expect(await itemCount('Peri Peri Fries')).toBe(18);
  });

  it('runs by hand from the staff button, and only for staff', async () => {
    await setItemCount('Peri Peri Fries', { left: 3, par: 15 });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/reset',
      headers: { cookie: staff },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().reset).toBeGreaterThanOrEqual(1);
    expect(await itemCount('Peri Peri Fries')).toBe(15);
    const stranger = await t.app.inject({ method: 'POST', url: '/api/admin/stock/reset' });
    expect(stranger.statusCode).toBe(401);
  });
});

describe('an unpaid online order', () => {
  it('gives its stock back when it expires', async () => {
    const { startPayShop } = await import('../helpers/online-payments.ts');
    const { ONLINE_PAYMENT_WINDOW_MINUTES } = await import('#shared/orders.ts');
    const shop = await startPayShop();
    try {
      const [chai] = await shop.t.database.db
        .select()
        .from(menuItems)
        .where(eq(menuItems.name, 'Masala Chai'));
      await shop.t.database.db.update(menuItems).set({ stockLeft: 5 }).where(eq(menuItems.id, chai!.id));
      const { cookie } = await shop.customer();
      const order = await shop.place(cookie);
      const left = async () =>
        (await shop.t.database.db.select().from(menuItems).where(eq(menuItems.id, chai!.id)))[0]!.stockLeft;
      expect(order.status).toBe('awaiting_payment');
      expect(await left()).toBe(3);
      shop.advanceMinutes(ONLINE_PAYMENT_WINDOW_MINUTES + 1);
      await shop.t.app.services.payments.sweepExpired();
      expect((await shop.order(cookie, order.id)).status).toBe('cancelled');
      expect(await left()).toBe(5);
    } finally {
      await shop.close();
    }
  });
});
