// A customer cannot hold every use of a limited code with unpaid online orders (each holds a use
// for 15 minutes, and a new one could take its place when it expires): one unpaid online order
// per customer may carry a given limited code at a time (docs/product.md#online-payments).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes } from '#server/db/schema.ts';
import { DISCOUNT_MESSAGES } from '#shared/discounts.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createItem } from '../helpers/factories.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../helpers/fake-razorpay.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let fake: FakeRazorpay;
let admin: string;
let chai: string;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp({ env: fake.env });
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.84.0.1');
  // ₹25, as the seed's chai: the tests' totals are computed from it.
  chai = (await createItem(t, { price: 25 })).id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function createCode(code: string, over: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/discount-codes',
    headers: { cookie: admin },
    payload: { code, kind: 'percent', value: 10, ...over },
    remoteAddress: '10.84.0.1',
  });
  expect(res.statusCode, res.body).toBe(201);
}

const place = (cookie: string, discountCode: string, paymentMethod: 'online' | 'cod') =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: {
      idempotencyKey: randomUUID(),
      lines: [{ menuItemId: chai, quantity: 4 }],
      address: deliveryAddress(),
      paymentMethod,
      discountCode,
    },
    remoteAddress: '10.84.1.1',
  });

const usedCount = async (code: string) =>
  (await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!.usedCount;

describe('unpaid online orders and limited codes', () => {
  it('lets one unpaid online order per customer hold a limited code, not every use of it', async () => {
    await createCode('FEWLEFT', { maxUses: 5 });
    const { cookie } = await signInCustomer(t, '9876550001', 'Nisha Pal', '10.84.1.1');
    const held = await place(cookie, 'FEWLEFT', 'online');
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().status).toBe('awaiting_payment');

    const second = await place(cookie, 'FEWLEFT', 'online');
    expect(second.statusCode).toBe(400);
    expect(second.json().error.fields.discountCode).toBe(DISCOUNT_MESSAGES.unpaidHold);
    expect(await usedCount('FEWLEFT')).toBe(1);

    // Paid at the door, the order is placed at once: that is a use, not a hold.
    expect((await place(cookie, 'FEWLEFT', 'cod')).statusCode).toBe(201);
    // Cancelling the unpaid order gives its use back and lets a new online order carry the code.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${held.json().id}/cancel`,
      headers: { cookie },
      remoteAddress: '10.84.1.1',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await place(cookie, 'FEWLEFT', 'online')).statusCode).toBe(201);
    expect(await usedCount('FEWLEFT')).toBe(2);
  });

  it('leaves codes without a total limit alone', async () => {
    await createCode('ALWAYS', {});
    const { cookie } = await signInCustomer(t, '9876550002', 'Ravi Jain', '10.84.1.1');
    expect((await place(cookie, 'ALWAYS', 'online')).statusCode).toBe(201);
    expect((await place(cookie, 'ALWAYS', 'online')).statusCode).toBe(201);
  });
});
