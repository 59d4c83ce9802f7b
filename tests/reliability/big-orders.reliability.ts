// Absurd orders against the real app on a real port (issue 36, Medium 2): one customer once placed
// a cash order of 2,500 cups (50 lines of one chai with 50 different notes, ₹4,22,500). Each
// such order is refused with a readable message and nothing is stored; the customer's order list
// stays a small page without lines however many orders they have.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItemOptionGroups, menuItems, orders } from '#server/db/schema.ts';
import { LINES_LIMIT_MESSAGE } from '#shared/api/orders.ts';
import { DEFAULT_CASH_LIMITS } from '#shared/cash-limits.ts';
import { ORDER_LIMITS, QUANTITY_LIMIT_MESSAGE } from '#shared/constants.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { errorShapeProblem } from './support/error-shape.ts';
import { type Answer, type Http, ipPool, json, listen } from './support/http.ts';
import { accountId, phonePool, type SignedInCustomer, signInCustomer } from './support/identities.ts';

let t: TestApp;
let http: Http;
const nextIp = ipPool(61);
const nextPhone = phonePool(61);
let customer: SignedInCustomer;
let customerId: string;
let ip: string;
/** The dearest one-tap item (no option groups) in stock, and its price in rupees. */
let dish: { id: string; price: number };

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  http = await listen(t);
  ip = nextIp();
  customer = await signInCustomer(http, nextPhone(), ip);
  customerId = await accountId(http, customer.cookie, ip);
  const [row] = await t.database.db
    .select({ id: menuItems.id, pricePaise: menuItems.pricePaise })
    .from(menuItems)
    .leftJoin(menuItemOptionGroups, eq(menuItemOptionGroups.menuItemId, menuItems.id))
    .where(
      and(isNull(menuItemOptionGroups.groupId), isNull(menuItems.archivedAt), eq(menuItems.inStock, true)),
    )
    .orderBy(desc(menuItems.pricePaise))
    .limit(1);
  dish = { id: row!.id, price: row!.pricePaise / 100 };
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const checkout = (lines: object[], paymentMethod = 'cod') =>
  http.request('POST', '/api/orders', {
    cookie: customer.cookie,
    ip,
    json: { idempotencyKey: randomUUID(), lines, address: deliveryAddress(), paymentMethod },
  });

async function storedOrders() {
  const [row] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, customerId));
  return row?.n ?? 0;
}

function expectRefused(answer: Answer, field: string, message: string) {
  expect(answer.status).toBe(400);
  expect(errorShapeProblem(answer)).toBeUndefined();
  expect(json<{ error: { fields: Record<string, string> } }>(answer).error.fields[field]).toBe(message);
}

describe('absurd orders', () => {
  it('refuses the 2,500-cup order (50 lines of one chai x 50, each with its own note) however it is cut', async () => {
    const line = (i: number, quantity: number) => ({ menuItemId: dish.id, quantity, note: `cup ${i + 1}` });
    // The order as it was placed once: past the lines limit and past the item's 50.
    const started = performance.now();
    const original = await checkout(Array.from({ length: 50 }, (_, i) => line(i, 50)));
    console.log(
      `50 lines x 50 of one item: ${original.status} in ${Math.round(performance.now() - started)} ms`,
    );
    expect(original.status).toBe(400);
    expect(errorShapeProblem(original)).toBeUndefined();
    // Within the lines limit, the item's 50 still counts every line.
    expectRefused(
      await checkout(Array.from({ length: ORDER_LIMITS.maxLines }, (_, i) => line(i, 50))),
      'lines.1.quantity',
      QUANTITY_LIMIT_MESSAGE,
    );
    // One cup a line, 31 lines.
    expectRefused(
      await checkout(Array.from({ length: ORDER_LIMITS.maxLines + 1 }, (_, i) => line(i, 1))),
      'lines',
      LINES_LIMIT_MESSAGE,
    );
    expect(await storedOrders()).toBe(0);
  });

  it('refuses a cash order over the cap with a message saying what to do, and stores nothing', async () => {
    // A new customer: the first orders' cap, passed by one line of the dearest one-tap item.
    const quantity = Math.ceil((DEFAULT_CASH_LIMITS.newCustomerMaxOrder + 1) / dish.price);
    expect(quantity).toBeLessThanOrEqual(ORDER_LIMITS.maxQuantityPerLine);
    const answer = await checkout([{ menuItemId: dish.id, quantity }]);
    const message = `Your first ${DEFAULT_CASH_LIMITS.newCustomerOrders} orders paid at the door can be at most ₹2,000. Please remove some items.`;
    expectRefused(answer, 'paymentMethod', message);
    expect(json<{ error: { message: string } }>(answer).error.message).toBe(message);
    expect(await storedOrders()).toBe(0);
    const within = await checkout([{ menuItemId: dish.id, quantity: 2 }]);
    expect(within.status).toBe(201);
  });

  it('answers the order list a page at a time without lines', async () => {
    const list = await http.request('GET', '/api/orders', { cookie: customer.cookie, ip });
    expect(list.status).toBe(200);
    const body = json<{ orders: Record<string, unknown>[]; nextCursor: string | null }>(list);
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).not.toHaveProperty('lines');
    expect(body.nextCursor).toBeNull();
    const huge = await http.request('GET', '/api/orders?limit=1000', { cookie: customer.cookie, ip });
    expect(huge.status).toBe(400);
    expect(errorShapeProblem(huge)).toBeUndefined();
  });
});
