// Orders paid at the door have a cap (docs/product.md#cart-and-order-limits), lower for a
// customer's first delivered orders, set by managers in Settings and read by checkout from the
// cached settings; orders paid online have none.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItemOptionGroups, menuItems } from '#server/db/schema.ts';
import { DEFAULT_CASH_LIMITS } from '#shared/cash-limits.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../helpers/fake-razorpay.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let fake: FakeRazorpay;
let customer: string;
let staff: string;
let manager: string;
/** One-tap items (no option groups), cheapest first, with their prices in rupees. */
let items: { id: string; price: number }[];

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp({ env: fake.env });
  customer = (await signInCustomer(t, '9876530001', 'Kavita Joshi', '10.81.0.1')).cookie;
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.81.0.2');
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.81.0.3');
  items = (
    await t.database.db
      .select({ id: menuItems.id, price: menuItems.pricePaise })
      .from(menuItems)
      .leftJoin(menuItemOptionGroups, eq(menuItemOptionGroups.menuItemId, menuItems.id))
      .where(
        and(
          isNull(menuItemOptionGroups.groupId),
          eq(menuItems.isActive, true),
          eq(menuItems.inStock, true),
          isNull(menuItems.archivedAt),
        ),
      )
      .orderBy(asc(menuItems.pricePaise))
  ).map((i) => ({ id: i.id, price: i.price / 100 }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** Lines worth at least `rupees` (and less than one more unit of the priciest item above it). */
function linesWorth(rupees: number) {
  const lines: { menuItemId: string; quantity: number }[] = [];
  let left = rupees;
  for (const item of [...items].reverse()) {
    if (left <= 0) break;
    const quantity = Math.min(50, Math.ceil(left / item.price));
    lines.push({ menuItemId: item.id, quantity });
    left -= quantity * item.price;
  }
  if (left > 0) throw new Error(`the seed menu cannot make an order of ₹${rupees}`);
  return lines;
}

const place = (rupees: number, paymentMethod: 'cod' | 'upi' | 'online' = 'cod', cookie = customer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: {
      idempotencyKey: randomUUID(),
      lines: linesWorth(rupees),
      address: deliveryAddress(),
      paymentMethod,
    },
    remoteAddress: '10.81.0.1',
  });

async function deliver(id: string) {
  for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered']) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: { cookie: staff },
      payload: { status },
    });
    expect(res.statusCode).toBe(200);
  }
}

const saveLimits = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings/cash-limits', headers: { cookie }, payload });

describe('the cap on orders paid at the door', () => {
  it('holds a new customer to ₹2,000 until two orders are delivered, then to ₹5,000; online has no cap', async () => {
    const settings = (await t.app.inject({ url: '/api/settings' })).json();
    expect(settings.cashLimits).toEqual(DEFAULT_CASH_LIMITS);

    const firstTooBig = await place(2050);
    expect(firstTooBig.statusCode).toBe(400);
    const newMessage =
      'Your first 2 orders paid at the door can be at most ₹2,000. Please pay online or remove some items.';
    expect(firstTooBig.json().error).toMatchObject({
      message: newMessage,
      fields: { paymentMethod: newMessage },
    });
    // UPI to the rider is paid at the door too.
    expect((await place(2050, 'upi')).statusCode).toBe(400);
    // Paid online, the money is there before the kitchen starts: no cap.
    const online = await place(6000, 'online');
    expect(online.statusCode).toBe(201);
    expect(online.json().status).toBe('awaiting_payment');

    const first = await place(1900);
    expect(first.statusCode).toBe(201);
    await deliver(first.json().id);
    // One delivered order is not yet two.
    expect((await place(2050)).statusCode).toBe(400);
    const second = await place(1500);
    expect(second.statusCode).toBe(201);
    await deliver(second.json().id);

    const bigger = await place(4000);
    expect(bigger.statusCode).toBe(201);
    expect(bigger.json().total).toBeGreaterThan(2000);
    await deliver(bigger.json().id);
    const tooBig = await place(5100);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toBe(
      'An order paid at the door can be at most ₹5,000. Please pay online or remove some items.',
    );
  });

  it('is set by managers in Settings and applies to the next checkout', async () => {
    expect((await saveLimits(staff, DEFAULT_CASH_LIMITS)).statusCode).toBe(403);
    const refused = await saveLimits(manager, {
      maxOrder: 3000,
      newCustomerMaxOrder: 4000,
      newCustomerOrders: 2,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.newCustomerMaxOrder).toBe(
      "A new customer's cap cannot be above the cap for everyone",
    );
    const saved = await saveLimits(manager, {
      maxOrder: 3000,
      newCustomerMaxOrder: 1000,
      newCustomerOrders: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().cashLimits).toEqual({
      maxOrder: 3000,
      newCustomerMaxOrder: 1000,
      newCustomerOrders: 1,
    });
    const over = await place(3100);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(
      'An order paid at the door can be at most ₹3,000. Please pay online or remove some items.',
    );
    expect((await place(2900)).statusCode).toBe(201);
    await saveLimits(manager, DEFAULT_CASH_LIMITS);
  });

  it('counts the orders still on their way: one cart split into several orders is capped all the same', async () => {
    const splitter = (await signInCustomer(t, '9876530002', 'Split Orders', '10.81.0.4')).cookie;
    const first = await place(1200, 'cod', splitter);
    expect(first.statusCode).toBe(201);
    const open = first.json().total as number;
    // ₹1,200 on its way: a second order of ₹900 would make more than the new customer's ₹2,000.
    const second = await place(900, 'upi', splitter);
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toBe(
      `Your first 2 orders paid at the door can come to at most ₹2,000 together, and your orders on their way already come to ₹${open.toLocaleString('en-IN')}. Please pay online, or order again once they arrive.`,
    );
    // What fits beside it is taken; paid online, nothing is counted.
    expect((await place(2000 - open - 150, 'cod', splitter)).statusCode).toBe(201);
    expect((await place(1500, 'online', splitter)).statusCode).toBe(201);
    // Once the first arrives, it no longer counts.
    await deliver(first.json().id);
    expect((await place(900, 'cod', splitter)).statusCode).toBe(201);
  });
});
