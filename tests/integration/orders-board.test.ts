// The order board's lists over real HTTP and a real database (docs/product.md#orders-board): every
// open order oldest first whatever the day's volume, finished orders a page at a time, and the
// search by order number or customer phone, with its input checked.
import { getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, orders } from '#server/db/schema.ts';
import type { AdminOrdersResponse, Order } from '#shared/api/orders.ts';
import { ORDER_SEARCH_MESSAGES } from '#shared/order-search.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { placeOrder } from '../helpers/factories.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let staff: string;
let menuItemId: string;
const phones = ['9890031111', '9890032222', '9890033333'];
const cookies: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.82.0.1');
  for (const [i, phone] of phones.entries())
    cookies.push(
      (await signInCustomer(t, phone, ['Asha Rao', 'Ben Dsouza', 'Chitra Patil'][i], `10.82.1.${i}`)).cookie,
    );
  const [item] = await t.database.db.select().from(menuItems).limit(1);
  menuItemId = item!.id;
});
afterAll(() => t.close());

async function place(customer: number): Promise<Order> {
  return placeOrder(
    t,
    cookies[customer]!,
    {
      lines: [{ menuItemId, quantity: 1 }],
      address: deliveryAddress({ name: 'Rush Customer', phone: phones[customer]! }),
    },
    { remoteAddress: `10.82.2.${customer}` },
  );
}

async function board(query = ''): Promise<AdminOrdersResponse> {
  const res = await t.app.inject({ url: `/api/admin/orders${query}`, headers: { cookie: staff } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Moves an order's placing back in time, as if it had waited that long. */
async function backdate(id: string, minutes: number) {
  await t.database.db.execute(
    sql`update orders set created_at = now() - make_interval(mins => ${minutes}) where id = ${id}`,
  );
}

/**
 * `count` copies of an order, finished (delivered) and placed after everything else: a busy day's
 * volume without placing each over HTTP.
 */
async function finishedCopies(of: Order, count: number) {
  const names = Object.values(getTableColumns(orders))
    .map((c) => c.name)
    .filter(
      (n) => !['id', 'order_number', 'idempotency_key', 'status', 'created_at', 'bill_number'].includes(n),
    );
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  await t.database.db.execute(sql`
    insert into orders (${list}, order_number, idempotency_key, status, created_at)
    select ${list}, 'KCX' || lpad(g::text, 6, '0'), 'copy-' || g, 'delivered', now() + make_interval(secs => g)
    from orders, generate_series(1, ${count}) g where id = ${of.id}`);
}

describe('the open board', () => {
  it('lists every open order oldest first, however many finished orders the day has', async () => {
    const rush: Order[] = [];
    for (let i = 0; i < 12; i++) rush.push(await place(i % 3));
    // The first order has waited since the morning.
    await backdate(rush[0]!.id, 240);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${rush[1]!.id}/status`,
      headers: { cookie: staff },
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await finishedCopies(rush[2]!, 230);

    const open = await board();
    expect(open.nextPage).toBeNull();
    expect(open.orders).toHaveLength(12);
    expect(open.orders[0]!.id).toBe(rush[0]!.id);
    const times = open.orders.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(open.orders.map((o) => o.status))).toEqual(new Set(['placed', 'accepted']));

    // One open status: the same order, oldest first.
    const placed = await board('?status=placed');
    expect(placed.orders).toHaveLength(11);
    expect(placed.orders[0]!.id).toBe(rush[0]!.id);
  });

  it('pages finished orders newest first, without overlap', async () => {
    const first = await board('?view=finished&pageSize=100');
    expect(first.orders).toHaveLength(100);
    expect(first.nextPage).toBe(2);
    expect(first.orders.every((o) => o.status === 'delivered' || o.status === 'cancelled')).toBe(true);
    const times = first.orders.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await board('?view=finished&pageSize=100&page=2');
    const third = await board('?view=finished&pageSize=100&page=3');
    expect(third.nextPage).toBeNull();
    const ids = [...first.orders, ...second.orders, ...third.orders].map((o) => o.id);
    expect(new Set(ids).size).toBe(230);
    // The default page is 20.
    expect((await board('?view=finished')).orders).toHaveLength(20);
    expect((await board('?status=delivered')).nextPage).toBe(2);
  });
});

describe('searching the board', () => {
  it('finds an order by its number, whole or in part, in any case', async () => {
    const order = await place(0);
    const whole = await board(`?q=${order.orderNumber}`);
    expect(whole.orders.map((o) => o.id)).toEqual([order.id]);
    const part = await board(`?q=${encodeURIComponent(` ${order.orderNumber.slice(1).toLowerCase()} `)}`);
    expect(part.orders.map((o) => o.id)).toContain(order.id);
  });

  it("finds a customer's orders by phone, with or without +91, whole or in part", async () => {
    const mine = (await board('?pageSize=100')).orders.filter((o) => o.customerPhone === `+91${phones[1]}`);
    expect(mine.length).toBeGreaterThan(0);
    for (const q of [`+91 ${phones[1]}`, phones[1]!, `91${phones[1]}`, '98900-32222', '32222']) {
      const found = await board(`?q=${encodeURIComponent(q)}&pageSize=100`);
      expect(found.orders.length, q).toBeGreaterThanOrEqual(mine.length);
      expect(
        found.orders.every((o) => o.customerPhone === `+91${phones[1]}` || o.orderNumber.includes('32222')),
        q,
      ).toBe(true);
    }
    expect((await board(`?q=${encodeURIComponent('+91 9999999999')}`)).orders).toEqual([]);
  });

  it('refuses a search too short or too long, and never lets a wildcard through', async () => {
    const ask = (q: string) =>
      t.app.inject({ url: `/api/admin/orders?q=${encodeURIComponent(q)}`, headers: { cookie: staff } });
    const short = await ask('K1');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(ORDER_SEARCH_MESSAGES.tooShort);
    const long = await ask('1'.repeat(41));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(ORDER_SEARCH_MESSAGES.tooLong);
    // '%' and '_' are dropped: 'KC%_X' looks for 'KCX', the copies' numbers.
    const wild = await board(`?q=${encodeURIComponent('KC%_X0002')}&pageSize=100`);
    expect(wild.orders.length).toBeGreaterThan(0);
    expect(wild.orders.every((o) => o.orderNumber.includes('KCX0002'))).toBe(true);
    expect((await ask('%%%')).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const res = await t.app.inject({ url: '/api/admin/orders?q=KCH', headers: { cookie: cookies[0]! } });
    expect(res.statusCode).toBe(403);
  });
});
