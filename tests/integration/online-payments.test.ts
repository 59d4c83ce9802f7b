// Paying an order online end to end (docs/product.md#online-payments): checkout stores it awaiting
// payment, the pay session opens one gateway order, the browser's return pays it after the gateway
// confirms, the board and the bell see it only once paid, and the expiry sweep cancels what is
// not paid (giving the code back), places what the gateway says was paid, and refunds what is
// paid after. Against the local fake Razorpay, on the embedded database and on PostgreSQL.
import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '#server/app.ts';
import { type Database, openDatabase } from '#server/db/database.ts';
import { menuItems, orderStatusEvents, orders, refunds } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { BILL_MESSAGES } from '#shared/api/billing.ts';
import type { OrderEvent } from '#shared/api/events.ts';
import { PAYMENT_MESSAGES } from '#shared/api/payments.ts';
import { ONLINE_PAYMENT_WINDOW_MINUTES } from '#shared/orders.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { type PayShop, startPayShop } from '../helpers/online-payments.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-database.ts';

let shop: PayShop;
let staff: string;
let admin: string;
const events: OrderEvent[] = [];

beforeAll(async () => {
  shop = await startPayShop();
  staff = await signInStaff(shop.t, 'staff@example.com', undefined, '10.62.0.1');
  admin = await signInStaff(shop.t, 'admin@example.com', undefined, '10.62.0.2');
  shop.t.app.services.orders.watch(
    (event) => events.push(event),
    () => {},
  );
});
afterAll(() => shop.close());

const board = async (query = '') =>
  (await shop.t.app.inject({ url: `/api/admin/orders${query}`, headers: { cookie: staff } })).json()
    .orders as {
    id: string;
  }[];
const bell = async () =>
  (await shop.t.app.inject({ url: '/api/admin/orders/waiting', headers: { cookie: staff } })).json()
    .count as number;
const row = async (id: string) =>
  (await shop.t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** An order placed and its pay session opened, as the pay page does. */
async function awaitingOrder() {
  const { cookie, phone } = await shop.customer();
  const order = await shop.place(cookie);
  const res = await shop.session(cookie, order.id);
  expect(res.statusCode, res.body).toBe(200);
  return { cookie, phone, order, session: res.json() };
}

describe('checkout with online payment', () => {
  it('stores the order awaiting payment for 15 minutes, out of the board and the bell', async () => {
    const ringing = await bell();
    const { cookie } = await shop.customer();
    const order = await shop.place(cookie);
    expect(order.status).toBe('awaiting_payment');
    expect(order.paymentMethod).toBe('online');
    expect(order.payment).toMatchObject({ status: 'pending', paidAt: null, gatewayPaymentId: null });
    expect(new Date(order.payment.payBy!).getTime() - new Date(order.createdAt).getTime()).toBeLessThan(
      ONLINE_PAYMENT_WINDOW_MINUTES * 60_000 + 60_000,
    );
    const stored = await row(order.id);
    expect(stored.payBy!.getTime()).toBe(new Date(order.payment.payBy!).getTime());
    expect(order.history.map((h) => h.status)).toEqual(['awaiting_payment']);
    // As stored: the answer was assembled from the write.
    expect(await shop.order(cookie, order.id)).toEqual(order);

    expect(events.filter((e) => e.orderId === order.id).map((e) => e.status)).toEqual(['awaiting_payment']);
    expect(await bell()).toBe(ringing);
    expect((await board()).map((o) => o.id)).not.toContain(order.id);
    expect((await board('?status=awaiting_payment')).map((o) => o.id)).toContain(order.id);
    // Nor can its kitchen ticket be printed, even by a request the board would never send.
    const ticket = await shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/ticket`,
      headers: { cookie: staff },
      payload: { trigger: 'manual' },
    });
    expect(ticket.statusCode).toBe(409);
    expect(ticket.json().error.message).toBe(BILL_MESSAGES.ticketUnpaid);
    expect((await row(order.id)).ticketPrintedAt).toBeNull();
  });

  it('sets the deadline on the app clock', async () => {
    const { cookie } = await shop.customer();
    shop.advanceMinutes(24 * 60);
    const order = await shop.place(cookie);
    const created = new Date(order.createdAt).getTime();
    // The database stamped createdAt with the real time; payBy is a day later, on the app's clock.
    expect(new Date(order.payment.payBy!).getTime() - created).toBeGreaterThan(24 * 60 * 60_000);
    shop.advanceMinutes(-24 * 60);
  });

  it('reports online payments on in the public settings', async () => {
    const res = await shop.t.app.inject('/api/settings');
    expect(res.json().onlinePayments).toBe(true);
  });
});

describe('without a gateway', () => {
  it('refuses an online order and says online payments are off; the webhook does not exist', async () => {
    // The general API limit at its lowest, to show the webhook is not counted by it.
    const plain = await createTestApp({ env: { API_REQUESTS_PER_MINUTE: '10' } });
    try {
      expect((await plain.app.inject('/api/settings')).json().onlinePayments).toBe(false);
      const { cookie } = await signInCustomer(plain, '9890033333', 'Kavya Patil', '10.62.9.1');
      const [item] = await plain.database.db.select({ id: menuItems.id }).from(menuItems).limit(1);
      const menuItemId = item!.id;
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie },
        payload: {
          idempotencyKey: randomUUID(),
          lines: [{ menuItemId, quantity: 1 }],
          orderType: 'pickup',
          paymentMethod: 'online',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        message: PAYMENT_MESSAGES.notOffered,
        fields: { paymentMethod: PAYMENT_MESSAGES.notOffered },
      });
      expect(await plain.database.db.select().from(orders)).toEqual([]);
      const webhook = await plain.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
        payload: '{"event":"payment.captured"}',
      });
      expect(webhook.statusCode).toBe(404);

      // Not counted by the general API limit (a gateway's bursts are signature-checked first),
      // while other API routes from that address are limited as always.
      const statuses = new Set<number>();
      for (let i = 0; i < 15; i++) {
        const res = await plain.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
          payload: '{}',
          remoteAddress: '10.62.9.2',
        });
        statuses.add(res.statusCode);
      }
      expect([...statuses]).toEqual([404]);
      const limited = new Set<number>();
      for (let i = 0; i < 12; i++)
        limited.add((await plain.app.inject({ url: '/api/orders', remoteAddress: '10.62.9.2' })).statusCode);
      expect(limited.has(429)).toBe(true);
    } finally {
      await plain.close();
    }
  });
});

describe('the pay session', () => {
  it('opens one gateway order for the server total and answers it again', async () => {
    const { cookie, phone } = await shop.customer();
    const order = await shop.place(cookie);
    const before = shop.fake.orders.size;
    // A double tap: both requests at once get the one gateway order.
    const [first, second] = await Promise.all([
      shop.session(cookie, order.id),
      shop.session(cookie, order.id),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const session = first.json();
    expect(second.json()).toEqual(session);
    expect(session).toEqual({
      keyId: shop.fake.keyId,
      gatewayOrderId: expect.stringMatching(/^order_/),
      amountPaise: Math.round(order.total * 100),
      currency: 'INR',
      shopName: 'Chai Express',
      description: `Order ${order.orderNumber}`,
      customerPhone: phone,
      checkoutScriptUrl: shop.fake.checkoutUrl,
      payBy: order.payment.payBy,
    });
    const again = await shop.session(cookie, order.id);
    expect(again.json().gatewayOrderId).toBe(session.gatewayOrderId);
    expect(shop.fake.orders.size).toBe(before + 1);
    const atGateway = shop.fake.orders.get(session.gatewayOrderId)!;
    expect(atGateway).toMatchObject({ amount: session.amountPaise, receipt: order.orderNumber });
    expect((await row(order.id)).gatewayOrderId).toBe(session.gatewayOrderId);
  });

  it('asks again under a new receipt when the answer to the first was lost (each receipt unique)', async () => {
    const { cookie } = await shop.customer();
    const order = await shop.place(cookie);
    shop.fake.loseNextOrderAnswer();
    const lost = await shop.session(cookie, order.id);
    expect(lost.statusCode).toBe(503);
    expect(lost.json().error.message).toBe(PAYMENT_MESSAGES.gatewayDown);
    const retry = await shop.session(cookie, order.id);
    expect(retry.statusCode, retry.body).toBe(200);
    const asked = [...shop.fake.orders.values()].filter((o) => o.notes.orderId === order.id);
    expect(asked.map((o) => o.receipt)).toEqual([order.orderNumber, `${order.orderNumber}-2`]);
    // The one the customer pays is the one the shop knows.
    expect(retry.json().gatewayOrderId).toBe(asked[1]!.id);
    expect((await row(order.id)).gatewayOrderId).toBe(asked[1]!.id);
  });

  it('names the shop by its legal name once billing has one', async () => {
    const settings = await shop.t.app.inject({
      url: '/api/admin/settings/billing',
      headers: { cookie: admin },
    });
    const billing = settings.json().billing;
    const saved = await shop.t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/billing',
      headers: { cookie: admin },
      payload: { ...billing, legalName: 'Chai Express Foods LLP' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const { session } = await awaitingOrder();
      expect(session.shopName).toBe('Chai Express Foods LLP');
    } finally {
      await shop.t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/billing',
        headers: { cookie: admin },
        payload: billing,
      });
    }
  });

  it("is the order's customer's alone", async () => {
    const { order, session } = await awaitingOrder();
    const other = await shop.customer();
    for (const res of [
      await shop.session(other.cookie, order.id),
      await shop.verify(other.cookie, order.id, {
        gatewayOrderId: session.gatewayOrderId,
        paymentId: 'pay_someone0000001',
        signature: 'a'.repeat(64),
      }),
      await shop.session(other.cookie, 'not-an-order'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Order not found');
    }
    const stranger = await shop.t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment` });
    expect(stranger.statusCode).toBe(401);
  });

  it('refuses an order that does not await payment, and one whose time ran out', async () => {
    const { cookie } = await shop.customer();
    const cash = await shop.place(cookie, { paymentMethod: 'cod' });
    expect(cash.status).toBe('placed');
    const refused = await shop.session(cookie, cash.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PAYMENT_MESSAGES.notAwaiting);

    const late = await shop.place(cookie);
    shop.advanceMinutes(ONLINE_PAYMENT_WINDOW_MINUTES + 1);
    try {
      const res = await shop.session(cookie, late.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(PAYMENT_MESSAGES.expired);
      await shop.t.app.services.payments.sweepExpired();
      const swept = await shop.session(cookie, late.id);
      expect(swept.statusCode).toBe(409);
      expect(swept.json().error.message).toBe(PAYMENT_MESSAGES.expired);
    } finally {
      shop.advanceMinutes(-(ONLINE_PAYMENT_WINDOW_MINUTES + 1));
    }
  });

  it('answers 503 while the gateway is down, and creates nothing', async () => {
    const { cookie } = await shop.customer();
    const order = await shop.place(cookie);
    shop.fake.setDown(true);
    try {
      const res = await shop.session(cookie, order.id);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(PAYMENT_MESSAGES.gatewayDown);
      expect((await row(order.id)).gatewayOrderId).toBeNull();
    } finally {
      shop.fake.setDown(false);
    }
    expect((await shop.session(cookie, order.id)).statusCode).toBe(200);
  });
});

describe("paying through the browser's return", () => {
  it('checks the signature, asks the gateway, and places the order once', async () => {
    const ringing = await bell();
    const { cookie, order, session } = await awaitingOrder();
    const paid = await shop.fake.pay(session.gatewayOrderId, { webhook: false });
    const body = {
      gatewayOrderId: session.gatewayOrderId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    };
    const res = await shop.verify(cookie, order.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.status).toBe('placed');
    expect(answer.payment).toMatchObject({ status: 'paid', gatewayPaymentId: paid.paymentId, payBy: null });
    expect(answer.payment.paidAt).not.toBeNull();
    expect(answer.history.map((h: { status: string }) => h.status)).toEqual(['awaiting_payment', 'placed']);
    expect(answer.history[1].reason).toBe('Paid online');
    expect(await shop.audited('payments.paid', order.id)).toHaveLength(1);

    // Now the kitchen sees it and the bell rings.
    expect(await bell()).toBe(ringing + 1);
    expect((await board()).map((o) => o.id)).toContain(order.id);
    expect(events.filter((e) => e.orderId === order.id).map((e) => e.status)).toEqual([
      'awaiting_payment',
      'placed',
    ]);

    // The same return again (a reload) answers the paid order and changes nothing.
    const again = await shop.verify(cookie, order.id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('placed');
    expect(await shop.audited('payments.paid', order.id)).toHaveLength(1);
    const history = await shop.t.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id));
    expect(history).toHaveLength(2);
  });

  it('captures a payment the gateway only authorized', async () => {
    const { cookie, order, session } = await awaitingOrder();
    const paid = await shop.fake.pay(session.gatewayOrderId, { outcome: 'authorized', webhook: false });
    const res = await shop.verify(cookie, order.id, {
      gatewayOrderId: session.gatewayOrderId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('placed');
    expect(shop.fake.payments.get(paid.paymentId)?.status).toBe('captured');
    expect(shop.fake.requests).toContain(`POST /v1/payments/${paid.paymentId}/capture`);
  });

  it('leaves uncaptured a payment only authorized for an order cancelled meanwhile (capturing it would cost the fee)', async () => {
    const { cookie, order, session } = await awaitingOrder();
    const cancelled = await shop.t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: { cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The window was already open: the bank authorized the payment after the cancellation.
    const paid = await shop.fake.pay(session.gatewayOrderId, { outcome: 'authorized', webhook: false });
    const res = await shop.verify(cookie, order.id, {
      gatewayOrderId: session.gatewayOrderId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(PAYMENT_MESSAGES.expired);
    // Never captured, so never refunded: the gateway lets the authorization lapse back to the customer.
    expect(shop.fake.payments.get(paid.paymentId)?.status).toBe('authorized');
    expect(shop.fake.requests).not.toContain(`POST /v1/payments/${paid.paymentId}/capture`);
    expect([...shop.fake.refunds.values()].some((r) => r.payment_id === paid.paymentId)).toBe(false);
    expect((await row(order.id)).status).toBe('cancelled');
  });

  it('refuses a forged signature, audits it, and changes nothing', async () => {
    const { cookie, order, session } = await awaitingOrder();
    const paid = await shop.fake.pay(session.gatewayOrderId, { webhook: false });
    const asked = shop.fake.requests.length;
    for (const body of [
      { gatewayOrderId: session.gatewayOrderId, paymentId: paid.paymentId, signature: 'f'.repeat(64) },
      // A genuine signature of another gateway order.
      {
        gatewayOrderId: 'order_elsewhere00001',
        paymentId: paid.paymentId,
        signature: shop.fake.checkoutSignature('order_elsewhere00001', paid.paymentId),
      },
    ]) {
      const res = await shop.verify(cookie, order.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(PAYMENT_MESSAGES.badSignature);
    }
    expect(shop.fake.requests.length).toBe(asked);
    expect(await shop.audited('payments.signature_refused', order.id)).toHaveLength(2);
    const stored = await row(order.id);
    expect(stored).toMatchObject({
      status: 'awaiting_payment',
      paymentStatus: 'pending',
      gatewayPaymentId: null,
    });
  });

  it('refuses a payment of another amount and audits it for staff', async () => {
    const { cookie, order, session } = await awaitingOrder();
    const paid = await shop.fake.pay(session.gatewayOrderId, { amount: 100, webhook: false });
    const res = await shop.verify(cookie, order.id, {
      gatewayOrderId: session.gatewayOrderId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    });
    expect(res.statusCode).toBe(409);
    const [entry] = await shop.audited('payments.amount_mismatch', order.id);
    expect(entry?.newValues).toMatchObject({ paymentId: paid.paymentId, amountPaise: 100 });
    expect((await row(order.id)).status).toBe('awaiting_payment');
  });

  it('shows a failed attempt with the gateway reason, and a retry then pays', async () => {
    const { cookie, order, session } = await awaitingOrder();
    const failed = await shop.fake.pay(session.gatewayOrderId, { outcome: 'failed', webhook: false });
    const res = await shop.verify(cookie, order.id, {
      gatewayOrderId: session.gatewayOrderId,
      paymentId: failed.paymentId,
      signature: failed.signature,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PAYMENT_MESSAGES.notCaptured);
    const seen = await shop.order(cookie, order.id);
    expect(seen.status).toBe('awaiting_payment');
    expect(seen.payment).toMatchObject({
      status: 'failed',
      failureReason: 'Payment failed because the bank declined it (test)',
    });

    const retried = await shop.session(cookie, order.id);
    expect(retried.json().gatewayOrderId).toBe(session.gatewayOrderId);
    const paid = await shop.fake.pay(session.gatewayOrderId, { webhook: false });
    const ok = await shop.verify(cookie, order.id, {
      gatewayOrderId: session.gatewayOrderId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payment).toMatchObject({ status: 'paid', failureReason: null });
  });

  it('answers 503 while the gateway is down; the webhook then pays the order', async () => {
    const { cookie, order, session } = await awaitingOrder();
    const paid = await shop.fake.pay(session.gatewayOrderId, { webhook: false });
    shop.fake.setDown(true);
    try {
      const res = await shop.verify(cookie, order.id, {
        gatewayOrderId: session.gatewayOrderId,
        paymentId: paid.paymentId,
        signature: paid.signature,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(PAYMENT_MESSAGES.gatewayDown);
    } finally {
      shop.fake.setDown(false);
    }
    const payment = shop.fake.payments.get(paid.paymentId)!;
    expect(await shop.deliver(shop.fake.eventBody('payment.captured', { payment }))).toBe(200);
    expect((await shop.order(cookie, order.id)).status).toBe('placed');
  });
});

describe('an order not paid in time', () => {
  /** Places an order with a code of one use, which it takes. */
  async function withSingleUseCode() {
    const code = `ONCE${Date.now().toString(36).toUpperCase()}`;
    const created = await shop.t.app.inject({
      method: 'POST',
      url: '/api/admin/discount-codes',
      headers: { cookie: admin },
      payload: { code, kind: 'percent', value: 10, maxUses: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { cookie } = await shop.customer();
    return { code, cookie, order: await shop.place(cookie, { discountCode: code }) };
  }

  it('is cancelled by the sweep and gives its code use back', async () => {
    const { code, cookie, order } = await withSingleUseCode();
    const other = await shop.customer();
    const usedUp = await shop.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: other.cookie },
      payload: {
        idempotencyKey: randomUUID(),
        lines: order.lines.map((l) => ({ menuItemId: l.menuItemId, quantity: l.quantity })),
        orderType: 'pickup',
        discountCode: code,
      },
    });
    expect(usedUp.statusCode).toBe(400);

    // Not yet: the deadline has not passed.
    await shop.t.app.services.payments.sweepExpired();
    expect((await row(order.id)).status).toBe('awaiting_payment');

    shop.advanceMinutes(ONLINE_PAYMENT_WINDOW_MINUTES + 1);
    try {
      await shop.t.app.services.payments.sweepExpired();
    } finally {
      shop.advanceMinutes(-(ONLINE_PAYMENT_WINDOW_MINUTES + 1));
    }
    const seen = await shop.order(cookie, order.id);
    expect(seen.status).toBe('cancelled');
    expect(seen.cancelReason).toBe('Not paid within 15 minutes');
    expect(seen.history.map((h) => h.status)).toEqual(['awaiting_payment', 'cancelled']);
    expect(await shop.audited('orders.expired', order.id)).toHaveLength(1);
    expect(events.filter((e) => e.orderId === order.id).map((e) => e.status)).toEqual([
      'awaiting_payment',
      'cancelled',
    ]);

    // The code's one use is free again.
    const reused = await shop.place(other.cookie, { paymentMethod: 'cod', discountCode: code });
    expect(reused.discountCode).toBe(code);
  });

  it('is placed instead when the gateway says it was paid (the webhook never came)', async () => {
    const { cookie, order, session } = await awaitingOrder();
    await shop.fake.pay(session.gatewayOrderId, { webhook: false });
    shop.advanceMinutes(ONLINE_PAYMENT_WINDOW_MINUTES + 1);
    try {
      const report = await shop.t.app.services.payments.sweepExpired();
      expect(report.placed).toBeGreaterThanOrEqual(1);
    } finally {
      shop.advanceMinutes(-(ONLINE_PAYMENT_WINDOW_MINUTES + 1));
    }
    const seen = await shop.order(cookie, order.id);
    expect(seen.status).toBe('placed');
    expect(seen.payment.status).toBe('paid');
    expect(shop.fake.requests).toContain(`GET /v1/orders/${session.gatewayOrderId}/payments`);
  });

  it('waits while the gateway cannot be asked, and is cancelled an hour past its deadline', async () => {
    const { cookie, order } = await awaitingOrder();
    shop.fake.setDown(true);
    try {
      shop.advanceMinutes(ONLINE_PAYMENT_WINDOW_MINUTES + 5);
      await shop.t.app.services.payments.sweepExpired();
      expect((await row(order.id)).status).toBe('awaiting_payment');
      shop.advanceMinutes(60);
      await shop.t.app.services.payments.sweepExpired();
      expect((await shop.order(cookie, order.id)).status).toBe('cancelled');
    } finally {
      shop.fake.setDown(false);
      shop.advanceMinutes(-(ONLINE_PAYMENT_WINDOW_MINUTES + 65));
    }
  });

  it('refunds in full a payment captured after it was cancelled, once', async () => {
    const { cookie, order, session } = await awaitingOrder();
    shop.advanceMinutes(ONLINE_PAYMENT_WINDOW_MINUTES + 1);
    try {
      await shop.t.app.services.payments.sweepExpired();
    } finally {
      shop.advanceMinutes(-(ONLINE_PAYMENT_WINDOW_MINUTES + 1));
    }
    expect((await row(order.id)).status).toBe('cancelled');

    // The customer's bank was slow: the money arrives now (payment.captured, then order.paid).
    const paid = await shop.fake.pay(session.gatewayOrderId);
    // And the browser comes back too.
    const res = await shop.verify(cookie, order.id, {
      gatewayOrderId: session.gatewayOrderId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PAYMENT_MESSAGES.expired);

    const atGateway = [...shop.fake.refunds.values()].filter((r) => r.payment_id === paid.paymentId);
    expect(atGateway).toHaveLength(1);
    expect(atGateway[0]?.amount).toBe(paid.payment.amount);
    const ours = await shop.t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      amountPaise: paid.payment.amount,
      gatewayPaymentId: paid.paymentId,
      reason: 'Paid after the order expired',
      actorUserId: null,
    });
    expect(await shop.audited('payments.late_capture', order.id)).toHaveLength(1);
    const stored = await row(order.id);
    expect(stored.status).toBe('cancelled');
    expect(stored.gatewayPaymentId).toBeNull();
  });
});

describe('a second payment of a paid order', () => {
  it('is refunded in full; the first one stands', async () => {
    const { cookie, order, session } = await awaitingOrder();
    const first = await shop.fake.pay(session.gatewayOrderId);
    expect((await shop.order(cookie, order.id)).payment.gatewayPaymentId).toBe(first.paymentId);
    const second = await shop.fake.pay(session.gatewayOrderId);
    const refunded = [...shop.fake.refunds.values()].filter((r) => r.payment_id === second.paymentId);
    expect(refunded).toHaveLength(1);
    expect([...shop.fake.refunds.values()].some((r) => r.payment_id === first.paymentId)).toBe(false);
    const rows = await shop.t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.gatewayPaymentId, second.paymentId)));
    expect(rows.map((r) => r.reason)).toEqual(['Paid twice']);
    const seen = await shop.order(cookie, order.id);
    expect(seen.status).toBe('placed');
    expect(seen.payment.gatewayPaymentId).toBe(first.paymentId);
  });
});

describe('two instances of the shop on one database', () => {
  let second: App;
  let database: Database;

  beforeAll(async () => {
    // On PostgreSQL a pool of its own, so the two really run at once; PGlite is one connection.
    database = usingPostgres
      ? await openDatabase({ kind: 'postgres', url: shop.t.database.url!, poolSize: 4 })
      : shop.t.database;
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent-test-data',
      API_REQUESTS_PER_MINUTE: '100000',
      ...shop.fake.env,
    });
    second = await buildApp({ env, database, now: shop.now });
  });
  afterAll(async () => {
    await second?.close();
    if (usingPostgres) await database?.close();
  });

  const sessionOn = (app: App, cookie: string, id: string) =>
    app.inject({ method: 'POST', url: `/api/orders/${id}/payment`, headers: { cookie } });

  it('open one gateway order for the order between them', async () => {
    const { cookie } = await shop.customer();
    const order = await shop.place(cookie);
    const answers = await Promise.all([
      sessionOn(shop.t.app, cookie, order.id),
      sessionOn(second, cookie, order.id),
      sessionOn(shop.t.app, cookie, order.id),
      sessionOn(second, cookie, order.id),
    ]);
    const ids = new Set(answers.map((a) => a.json().gatewayOrderId));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(ids.size).toBe(1);
    expect((await row(order.id)).gatewayOrderId).toBe([...ids][0]);
    // Asked for once: Razorpay wants each receipt unique, and the fake refuses a repeated one.
    const asked = [...shop.fake.orders.values()].filter((o) => o.notes.orderId === order.id);
    expect(asked).toHaveLength(1);
  });

  it('expire an order once when both sweep at the same moment', async () => {
    const { cookie } = await shop.customer();
    const order = await shop.place(cookie);
    shop.advanceMinutes(ONLINE_PAYMENT_WINDOW_MINUTES + 1);
    try {
      await Promise.all([
        shop.t.app.services.payments.sweepExpired(),
        second.services.payments.sweepExpired(),
      ]);
    } finally {
      shop.advanceMinutes(-(ONLINE_PAYMENT_WINDOW_MINUTES + 1));
    }
    const seen = await shop.order(cookie, order.id);
    expect(seen.history.map((h) => h.status)).toEqual(['awaiting_payment', 'cancelled']);
    expect(await shop.audited('orders.expired', order.id)).toHaveLength(1);
  });

  it("pay an order once when the browser's return and the webhook arrive together", async () => {
    const { cookie, order, session } = await awaitingOrder();
    const paid = await shop.fake.pay(session.gatewayOrderId, { webhook: false });
    const body = shop.fake.eventBody('payment.captured', { payment: paid.payment });
    const [verified, delivered] = await Promise.all([
      shop.verify(cookie, order.id, {
        gatewayOrderId: session.gatewayOrderId,
        paymentId: paid.paymentId,
        signature: paid.signature,
      }),
      second.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', shop.fake.webhookSecret).update(body).digest('hex'),
          'x-razorpay-event-id': `evt_together${Date.now()}`,
        },
        payload: body,
      }),
    ]);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const seen = await shop.order(cookie, order.id);
    expect(seen.history.map((h) => h.status)).toEqual(['awaiting_payment', 'placed']);
    expect(await shop.audited('payments.paid', order.id)).toHaveLength(1);
    expect([...shop.fake.refunds.values()].some((r) => r.payment_id === paid.paymentId)).toBe(false);
  });
});
