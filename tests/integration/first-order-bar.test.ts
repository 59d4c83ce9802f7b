// The storefront's first-order offer bar (docs/product.md#storefront) is for those who have not
// ordered yet, and the server says who has: the profile it answers (who is signed in, a sign-in, a
// name change) carries hasOrdered. An order counts once placed, one still waiting for its online
// payment too, as checkout counts it (db/orders-placed.ts); one cancelled does not. A guest has no
// profile, and sees the bar.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, orders } from '#server/db/schema.ts';
import { DISCOUNT_MESSAGES } from '#shared/discounts.ts';
import { endpointCaller } from '../helpers/call.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { createCustomer, createItem, placeOrder } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let chai: string;

let nextAddress = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.83.${++nextAddress % 250}.1` });

const hasOrdered = async (cookie: string | undefined) => {
  const res = await call('GET /api/customer/me', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profile?.hasOrdered;
};

beforeAll(async () => {
  t = await createTestApp();
  chai = (await createItem(t, { price: 25 })).id;
});
afterAll(() => t.close());

describe('whether a customer has ordered, as the server tells the storefront', () => {
  it('is no profile at all for a guest', async () => {
    expect((await call('GET /api/customer/me')).json()).toEqual({ profile: null });
  });

  it('is false for a new customer, true once an order is placed, false again once it is cancelled', async () => {
    const customer = await createCustomer(t, 'Meera Joshi');
    expect(await hasOrdered(customer.cookie)).toBe(false);
    const order = await placeOrder(t, customer.cookie, { lines: [{ menuItemId: chai, quantity: 1 }] });
    expect(await hasOrdered(customer.cookie)).toBe(true);

    // A name change and a later sign-in answer the same profile.
    const renamed = await call('PUT /api/customer/profile', {
      cookie: customer.cookie,
      body: { fullName: 'Meera J' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().hasOrdered).toBe(true);
    // The resend delay is per phone: move the last send back in time rather than wait 30 s.
    await t.database.db
      .update(auditLogs)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(auditLogs.recordId, customer.phone));
    const again = await signInCustomer(t, customer.phone.slice(3), undefined, '10.84.0.1');
    expect(again.body.profile.hasOrdered).toBe(true);

    const cancelled = await call('POST /api/orders/:id/cancel', {
      cookie: customer.cookie,
      params: { id: order.id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await hasOrdered(customer.cookie)).toBe(false);
  });

  it('counts an order still waiting for its online payment, as checkout does: no offer, and the code refused', async () => {
    const customer = await createCustomer(t, 'Ravi Patil');
    const order = await placeOrder(t, customer.cookie, { lines: [{ menuItemId: chai, quantity: 1 }] });
    // As an order paid online stands until the gateway confirms it (docs/product.md#online-payments).
    await t.database.db.update(orders).set({ status: 'awaiting_payment' }).where(eq(orders.id, order.id));
    expect(await hasOrdered(customer.cookie)).toBe(true);
    const offer = await call('GET /api/discounts/first-order-offer', { cookie: customer.cookie });
    expect(offer.json().offer).toBeNull();
    const second = await call('POST /api/orders', {
      cookie: customer.cookie,
      body: {
        idempotencyKey: randomUUID(),
        orderType: 'pickup',
        lines: [{ menuItemId: chai, quantity: 1 }],
        discountCode: 'FIRST20',
      },
    });
    expect(second.statusCode).toBe(400);
    expect(second.body).toContain(DISCOUNT_MESSAGES.firstOrderOnly);
  });

  it('is false in the sign-up answer of a new customer', async () => {
    const signUp = await signInCustomer(t, '9890077001', 'Asha New', '10.84.0.2');
    expect(signUp.body.profile.hasOrdered).toBe(false);
  });
});
