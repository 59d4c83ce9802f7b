// The first-order offer shown at checkout (issue 16: offers were invisible). Only a customer with
// no order yet is offered a code, and only a code meant for everyone's first order: first order
// only, active and within its dates, with no cap on total uses. Guests get null.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes } from '#server/db/schema.ts';
import type { DiscountCodeInput } from '#shared/api/discounts.ts';
import { endpointCaller } from '../helpers/call.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createCustomer, createItem } from '../helpers/factories.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let staff: string;
let chai: string;

let nextAddress = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.81.${++nextAddress % 250}.1` });

const offerFor = async (cookie: string | undefined) => {
  const res = await call('GET /api/discounts/first-order-offer', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().offer;
};

const newCustomer = async () => (await createCustomer(t, 'Meera Joshi')).cookie;

const placeOrder = (cookie: string) =>
  call('POST /api/orders', {
    cookie,
    body: {
      idempotencyKey: randomUUID(),
      lines: [{ menuItemId: chai, quantity: 2 }],
      address: deliveryAddress({
        name: 'Meera',
        phone: '9890011111',
        address: 'Flat 4, Porwal Rd, Lohegaon, Pune',
      }),
    },
  });

/** Every code but `keep` switched off, so a test sees only the codes it made. */
const onlyCode = (keep: string[]) =>
  Promise.all(
    ['FIRST20', 'CAPPED', 'LATER', 'EVERYONE', 'WELCOME50'].map(async (code) => {
      await t.database.db
        .update(discountCodes)
        .set({ isActive: keep.includes(code) })
        .where(eq(discountCodes.code, code));
    }),
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.80.0.1');
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.80.0.2');
  // ₹25, as the seed's chai: the tests' totals are computed from it.
  chai = (await createItem(t, { price: 25 })).id;
  const create = async (body: DiscountCodeInput) =>
    expect((await call('POST /api/admin/discount-codes', { cookie: admin, body })).statusCode).toBe(201);
  await create({ code: 'CAPPED', kind: 'percent', value: 50, firstOrderOnly: true, maxUses: 100 });
  await create({
    code: 'LATER',
    kind: 'percent',
    value: 30,
    firstOrderOnly: true,
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  await create({ code: 'EVERYONE', kind: 'percent', value: 15 });
  await create({ code: 'WELCOME50', kind: 'flat', value: 50, minOrder: 199, firstOrderOnly: true });
});
afterAll(() => t.close());

describe('GET /api/discounts/first-order-offer', () => {
  it('offers the seeded FIRST20 to a customer with no order yet, and nothing to a guest', async () => {
    await onlyCode(['FIRST20', 'CAPPED', 'LATER', 'EVERYONE']);
    expect(await offerFor(await newCustomer())).toEqual({
      code: 'FIRST20',
      kind: 'percent',
      value: 20,
      minOrder: 0,
    });
    expect(await offerFor(undefined)).toBeNull();
  });

  it('stops offering once the customer has an order, and offers again if that order is cancelled', async () => {
    await onlyCode(['FIRST20']);
    const customer = await newCustomer();
    const placed = await placeOrder(customer);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await offerFor(customer)).toBeNull();
    const cancelled = await call('POST /api/orders/:id/cancel', {
      cookie: customer,
      params: { id: placed.json().id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await offerFor(customer))?.code).toBe('FIRST20');
  });

  it('never offers a code with a cap on its uses, one not started yet, or one for every order', async () => {
    await onlyCode(['CAPPED', 'LATER', 'EVERYONE']);
    expect(await offerFor(await newCustomer())).toBeNull();
  });

  it('offers a flat first-order code with its minimum order, in rupees', async () => {
    await onlyCode(['WELCOME50', 'CAPPED']);
    expect(await offerFor(await newCustomer())).toEqual({
      code: 'WELCOME50',
      kind: 'flat',
      value: 50,
      minOrder: 199,
    });
  });

  it('offers nothing once the code is switched off', async () => {
    await onlyCode([]);
    expect(await offerFor(await newCustomer())).toBeNull();
    // Staff accounts read it like anyone signed in (they have no orders either).
    await onlyCode(['FIRST20']);
    expect((await offerFor(staff))?.code).toBe('FIRST20');
  });
});
