// A customer's order list comes a page at a time and without lines (docs/product.md#orders-and-their-statuses):
// one session could otherwise ask for 100 orders with every line over and over (a 3.6 MB answer).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, users } from '#server/db/schema.ts';
import { MY_ORDERS_PAGE } from '#shared/api/orders.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let cookie: string;
/** Newest first, as the list answers them. */
const placed: { id: string; lines: number; units: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signInCustomer(t, '9876560001', 'Meera Iyer', '10.85.0.1')).cookie;
  const [user] = await t.database.db.select().from(users).where(eq(users.phoneNumber, '+919876560001'));
  const dishes = await t.database.db.select().from(menuItems).limit(3);
  // Straight through the service: the orders limit (10 a minute) is not what is tested here.
  for (let i = 1; i <= 5; i++) {
    const lines = dishes.slice(0, 1 + (i % 3)).map((d) => ({ menuItemId: d.id, quantity: i }));
    const { order } = await t.app.services.orders.place(user!.id, {
      idempotencyKey: randomUUID(),
      lines,
      address: deliveryAddress(),
      paymentMethod: 'cod',
    });
    placed.unshift({ id: order.id, lines: lines.length, units: lines.length * i });
  }
});
afterAll(() => t.close());

const list = (query = '') => t.app.inject({ url: `/api/orders${query}`, headers: { cookie } });

describe("the customer's order list", () => {
  it("pages newest first without lines or history, with each order's line and unit counts", async () => {
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const res = await list(`?limit=2${before ? `&before=${before}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      pages++;
      expect(body.orders.length).toBeLessThanOrEqual(2);
      for (const order of body.orders) {
        expect(order).not.toHaveProperty('lines');
        expect(order).not.toHaveProperty('history');
        const mine = placed.find((p) => p.id === order.id)!;
        expect([order.lineCount, order.itemCount]).toEqual([mine.lines, mine.units]);
        seen.push(order.id);
      }
      before = body.nextCursor;
    } while (before);
    expect(pages).toBe(3);
    expect(seen).toEqual(placed.map((p) => p.id));

    // The default page, and the order opened whole.
    const first = (await list()).json();
    expect(first.orders).toHaveLength(5);
    expect(first.nextCursor).toBeNull();
    expect(MY_ORDERS_PAGE.size).toBe(20);
    const opened = await t.app.inject({ url: `/api/orders/${placed[0]!.id}`, headers: { cookie } });
    expect(opened.json().lines).toHaveLength(placed[0]!.lines);
    expect(opened.json().history).toHaveLength(1);
  });

  it('refuses a page over 50 orders and a cursor it did not make', async () => {
    const tooMany = await list(`?limit=${MY_ORDERS_PAGE.max + 1}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.limit).toBe('Ask for 1 to 50 orders');
    const forged = await list('?before=yesterday');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields.before).toBe('This page of orders is not valid');
    expect((await list(`?limit=${MY_ORDERS_PAGE.max}`)).statusCode).toBe(200);
  });
});
