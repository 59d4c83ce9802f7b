// What a test needs, made for it through the shop's own routes instead of looked up by a seed
// name: an item at a price the test states, a customer of its own, an order. A test that reads
// 'Masala Chai' from the seed breaks when the seed's menu changes; one that makes its item says
// what it depends on (the price its totals are computed from).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '#server/app.ts';
import { users } from '#server/db/schema.ts';
import type { AdminItem, ItemInput } from '#shared/api/admin-catalog.ts';
import type { Order, PlaceOrderBody } from '#shared/api/orders.ts';
import { endpointCaller } from './call.ts';
import { signInCustomer } from './customer-session.ts';
import { signInStaff } from './staff-session.ts';
import type { TestApp } from './test-app.ts';

// One admin session and one category per app: each test file builds its own app.
const adminOf = new WeakMap<TestApp, Promise<string>>();
const categoryOf = new WeakMap<TestApp, Promise<string>>();
let made = 0;

function admin(t: TestApp): Promise<string> {
  let cookie = adminOf.get(t);
  if (!cookie) {
    cookie = signInStaff(t, 'admin@example.com', undefined, '10.201.0.1');
    adminOf.set(t, cookie);
  }
  return cookie;
}

async function firstCategory(t: TestApp): Promise<string> {
  let id = categoryOf.get(t);
  if (!id) {
    id = (async () => {
      const res = await endpointCaller(() => t.app)('GET /api/admin/categories', { cookie: await admin(t) });
      const first = res.json().categories[0]?.id;
      if (!first) throw new Error(`no category to put an item in: ${res.statusCode} ${res.body}`);
      return first as string;
    })();
    categoryOf.set(t, id);
  }
  return id;
}

/**
 * A new active, in-stock menu item (price in rupees, 25 unless given), created by an admin through
 * POST /api/admin/menu-items so the menu and the checkout see it as they see any item.
 */
export async function createItem(t: TestApp, fields: Partial<ItemInput> = {}): Promise<AdminItem> {
  made++;
  const res = await endpointCaller(() => t.app)('POST /api/admin/menu-items', {
    cookie: await admin(t),
    remoteAddress: '10.201.0.1',
    body: { name: `Test Item ${made}`, price: 25, category_id: await firstCategory(t), ...fields },
  });
  if (res.statusCode !== 201) throw new Error(`createItem failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export type TestCustomer = { cookie: string; phone: string; id: string };

/** A newly signed-up customer with a phone number of their own (limits count per customer). */
export async function createCustomer(t: TestApp, name = 'Test Customer'): Promise<TestCustomer> {
  made++;
  // 96 + three digits of the process + five of the count: unique across the files of a worker.
  const digits = `96${String(process.pid % 1000).padStart(3, '0')}${String(made % 100_000).padStart(5, '0')}`;
  const { cookie } = await signInCustomer(t, digits, name, `10.202.${made % 250}.1`);
  // The account's id (orders.userId), which the profile the sign-in answers does not carry.
  const [account] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, `+91${digits}`));
  if (!account) throw new Error(`createCustomer: no account for +91${digits}`);
  return { cookie, phone: `+91${digits}`, id: account.id };
}

/**
 * Places an order as the customer through POST /api/orders and answers it; a refused checkout
 * throws with the server's answer. Without an address the order is a pickup (the route's default
 * is a delivery, which needs one); the payment is the route's default, cash at the door or counter.
 */
export async function placeOrder(
  t: { app: App },
  cookie: string,
  body: Partial<PlaceOrderBody> & Pick<PlaceOrderBody, 'lines'>,
  options: { remoteAddress?: string } = {},
): Promise<Order> {
  const pickup = body.address || body.savedAddressId ? {} : { orderType: 'pickup' as const };
  const res = await endpointCaller(() => t.app)('POST /api/orders', {
    cookie,
    body: { idempotencyKey: randomUUID(), ...pickup, ...body },
    ...options,
  });
  if (res.statusCode !== 201) throw new Error(`placeOrder failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
