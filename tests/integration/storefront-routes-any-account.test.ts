// The storefront's signed-in routes (orders, the discount check, addresses) take any account,
// staff too (request.viewerId()): each reads and writes only the caller's own rows, so a staff
// account is one more shopper there, sees nothing of a customer's, and a customer nothing of its.
// Nobody signed in is told so in the storefront's words.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '#server/db/schema.ts';
import { MESSAGES } from '#shared/errors.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { IN_AREA_ADDRESS } from '../helpers/delivery-address.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let customer: string;
let staff: string;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = (await signInCustomer(t, '9890033333', 'Meera Joshi', '10.82.0.1')).cookie;
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.82.0.2');
  const [item] = await t.database.db.select().from(menuItems).limit(1);
  itemId = item!.id;
});
afterAll(() => t.close());

const address = (name: string) => ({
  name,
  phone: '9890033333',
  house: 'Flat 2',
  address: 'Porwal Rd, Lohegaon, Pune',
  latitude: IN_AREA_ADDRESS.latitude,
  longitude: IN_AREA_ADDRESS.longitude,
});

async function call(cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
    remoteAddress: '10.82.1.1',
  });
}

async function placeOrder(cookie: string, name: string) {
  const res = await call(cookie, 'POST', '/api/orders', {
    idempotencyKey: randomUUID(),
    lines: [{ menuItemId: itemId, quantity: 1 }],
    address: address(name),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('the storefront routes', () => {
  it('answer nobody signed in with 401 in the storefront words', async () => {
    for (const [method, url] of [
      ['GET', '/api/orders'],
      ['GET', '/api/customer/addresses'],
    ] as const) {
      const res = await call(undefined, method, url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(MESSAGES.userNotAuthenticated);
    }
  });

  it('let a staff account order and keep addresses as its own, apart from every customer', async () => {
    const customerOrder = await placeOrder(customer, 'Meera');
    const staffOrder = await placeOrder(staff, 'Counter');

    const mine = async (cookie: string) =>
      (await call(cookie, 'GET', '/api/orders')).json().orders.map((o: { id: string }) => o.id);
    expect(await mine(staff)).toEqual([staffOrder]);
    expect(await mine(customer)).toEqual([customerOrder]);
    expect((await call(staff, 'GET', `/api/orders/${customerOrder}`)).statusCode).toBe(404);
    expect((await call(customer, 'GET', `/api/orders/${staffOrder}`)).statusCode).toBe(404);

    const saved = await call(staff, 'POST', '/api/customer/addresses', address('Counter'));
    expect(saved.statusCode, saved.body).toBe(201);
    const addresses = async (cookie: string) =>
      (await call(cookie, 'GET', '/api/customer/addresses'))
        .json()
        .addresses.map((a: { id: string }) => a.id);
    expect(await addresses(staff)).toEqual([saved.json().id]);
    expect(await addresses(customer)).toEqual([]);
  });

  it('do not show a staff account as a customer profile', async () => {
    const me = await call(staff, 'GET', '/api/customer/me');
    expect(me.json()).toEqual({ profile: null });
  });
});
