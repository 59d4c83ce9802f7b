// The shop with a payment gateway for integration tests: the real app on the local fake Razorpay
// (tests/helpers/fake-razorpay.ts), whose webhooks are delivered through app.inject, a clock the
// test moves (the expiry sweep reads it), and customers placing online orders through the routes.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { auditLogs, menuItems } from '#server/db/schema.ts';
import type { Order } from '#shared/api/orders.ts';
import { PAYMENT_WEBHOOK_PATH } from '#shared/api/payments.ts';
import { signInCustomer } from './customer-session.ts';
import { type FakeRazorpay, startFakeRazorpay } from './fake-razorpay.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

export type PayShop = {
  t: TestApp;
  fake: FakeRazorpay;
  /** The app's clock (checkout's deadline and the expiry sweep read it), for a second instance too. */
  now(): Date;
  /** Moves the app's clock. */
  advanceMinutes(minutes: number): void;
  /** A newly signed-in customer of its own (orders are limited per customer). */
  customer(): Promise<{ cookie: string; phone: string }>;
  /** Places a pickup order as the customer, paid online unless another method is named. */
  place(cookie: string, body?: Record<string, unknown>): Promise<Order>;
  /** POST /api/orders/:id/payment */
  session(cookie: string, orderId: string): Promise<Answer>;
  /** POST /api/orders/:id/payment/verify */
  verify(
    cookie: string,
    orderId: string,
    body: { gatewayOrderId: string; paymentId: string; signature: string },
  ): Promise<Answer>;
  /** The customer's order as GET /api/orders/:id answers it. */
  order(cookie: string, orderId: string): Promise<Order>;
  /** POST a webhook body to the app as the gateway would, signed with the fake's secret. */
  deliver(body: string, options?: { eventId?: string; signature?: string; secret?: string }): Promise<number>;
  /** Audit entries of one action on one order. */
  audited(action: string, orderId: string): Promise<(typeof auditLogs.$inferSelect)[]>;
  close(): Promise<void>;
};

let customers = 0;

export async function startPayShop(options: { env?: Record<string, string> } = {}): Promise<PayShop> {
  const fake = await startFakeRazorpay();
  let clock = new Date();
  const t = await createTestApp({
    now: () => clock,
    env: { ...fake.env, API_REQUESTS_PER_MINUTE: '100000', ...options.env },
  });
  const [chai] = await t.database.db.select().from(menuItems).where(eq(menuItems.name, 'Masala Chai'));
  if (!chai) throw new Error('the seed has no Masala Chai');
  // As the gateway sees it: a server that is gone (a refund settling after the test) answers nothing.
  fake.setWebhookTarget(async ({ body, headers }) =>
    t.app
      .inject({ method: 'POST', url: PAYMENT_WEBHOOK_PATH, headers, payload: body })
      .then((res) => res.statusCode)
      .catch(() => 0),
  );

  const shop: PayShop = {
    t,
    fake,
    now: () => clock,
    advanceMinutes(minutes) {
      clock = new Date(clock.getTime() + minutes * 60_000);
    },
    async customer() {
      customers++;
      const phone = `97${String(process.pid % 1000).padStart(3, '0')}${String(customers).padStart(5, '0')}`;
      const { cookie } = await signInCustomer(t, phone, 'Meera Joshi', `10.61.${customers % 250}.1`);
      return { cookie, phone: `+91${phone}` };
    },
    async place(cookie, body = {}) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie },
        payload: {
          idempotencyKey: randomUUID(),
          lines: [{ menuItemId: chai.id, quantity: 2 }],
          orderType: 'pickup',
          paymentMethod: 'online',
          ...body,
        },
      });
      if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    session: (cookie, orderId) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment`, headers: { cookie } }),
    verify: (cookie, orderId, body) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/payment/verify`,
        headers: { cookie },
        payload: body,
      }),
    async order(cookie, orderId) {
      const res = await t.app.inject({ url: `/api/orders/${orderId}`, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`order read failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    deliver: (body, opts) => fake.sendWebhook(body, opts),
    async audited(action, orderId) {
      const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, action));
      return rows.filter((r) => r.recordId === orderId);
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
  return shop;
}
