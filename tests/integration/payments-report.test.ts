// The daily payments report (docs/product.md#online-payments): one day's money per method, and
// our online payments reconciled with what the local fake gateway reports captured that day.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { menuItems } from '#server/db/schema.ts';
import { todayIn } from '#shared/analytics-range.ts';
import { PAYMENT_MESSAGES, type PaymentsReport } from '#shared/api/payments.ts';
import type { PaymentMethod } from '#shared/orders.ts';
import { endpointCaller } from '../helpers/call.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../helpers/fake-razorpay.ts';
import { type PaidOnline, paidOnlineOrder, relayRefundEvents } from '../helpers/paid-online-order.ts';
import { sessionFor, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let fake: FakeRazorpay;
let customerId: string;
let staff: string;
let manager: string;
let lines: { menuItemId: string; quantity: number }[];
let today: string;
const online: PaidOnline[] = [];

const call = endpointCaller(() => t.app);

async function placed(paymentMethod: PaymentMethod) {
  const { order } = await t.app.services.orders.place(customerId, {
    idempotencyKey: randomUUID(),
    lines,
    address: deliveryAddress(),
    paymentMethod,
  });
  return order;
}

async function report(date: string, cookie = manager): Promise<PaymentsReport> {
  const res = await t.app.inject({ url: `/api/admin/payments/report?date=${date}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp({ env: fake.env });
  relayRefundEvents(t, fake);
  const customer = await sessionFor(t, 'user');
  customerId = (await t.app.inject({ url: '/api/staff/session', headers: { cookie: customer } })).json().user
    .id;
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.92.0.1');
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.92.0.2');
  const [chai] = await t.database.db.select().from(menuItems).where(eq(menuItems.name, 'Masala Chai'));
  // 4 x ₹25 = ₹100 with free delivery.
  lines = [{ menuItemId: chai!.id, quantity: 4 }];

  // The day: cash delivered (collected by the rider), UPI collected at the door, a card order not
  // paid yet, and two orders paid online, one of them refunded ₹10.
  const cash = await placed('cod');
  for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered'] as const)
    expect(
      (
        await call('POST /api/admin/orders/:id/status', {
          cookie: staff,
          params: { id: cash.id },
          body: { status },
        })
      ).statusCode,
    ).toBe(200);
  const upi = await placed('upi');
  expect(
    (await call('POST /api/admin/orders/:id/collected', { cookie: staff, params: { id: upi.id } }))
      .statusCode,
  ).toBe(200);
  await placed('card');
  online.push(await paidOnlineOrder(t, fake, customerId, lines));
  online.push(await paidOnlineOrder(t, fake, customerId, lines));
  const refunded = await call('POST /api/admin/orders/:id/refunds', {
    cookie: manager,
    params: { id: online[0]!.orderId },
    body: {
      amount: 10,
      reason: 'One chai short',
    },
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
  const gatewayRefundId = refunded.json().payment.refunds[0].gatewayRefundId;
  await vi.waitFor(() => expect(fake.deliveries.some((d) => d.body.includes(gatewayRefundId))).toBe(true));
  today = todayIn((await t.app.services.settings.stored()).hours.timeZone);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the daily payments report', () => {
  it("shows the day's money per method and reconciles with the gateway", async () => {
    const body = await report(today);
    expect(body.date).toBe(today);
    expect(body.timeZone).toBe('Asia/Kolkata');
    expect(body.byMethod).toEqual([
      { method: 'cod', orders: 1, collected: 100, refunded: 0, net: 100, tips: 0 },
      { method: 'card', orders: 0, collected: 0, refunded: 0, net: 0, tips: 0 },
      { method: 'upi', orders: 1, collected: 100, refunded: 0, net: 100, tips: 0 },
      { method: 'online', orders: 2, collected: 200, refunded: 10, net: 190, tips: 0 },
    ]);
    expect(body.gateway).toEqual({
      checked: true,
      error: null,
      capturedHere: 200,
      capturedAtGateway: 200,
      matches: true,
      onlyAtGateway: [],
      onlyHere: [],
      amountsDiffer: [],
    });
  });

  it('has nothing on another day', async () => {
    const body = await report('2020-01-01');
    expect(body.byMethod.every((m) => m.orders === 0 && m.collected === 0 && m.refunded === 0)).toBe(true);
    expect(body.gateway).toMatchObject({
      checked: true,
      capturedHere: 0,
      capturedAtGateway: 0,
      matches: true,
    });
  });

  it('lists a capture only the gateway has, a payment only we have, and amounts that differ', async () => {
    // A second payment of the same gateway order, and a payment of a gateway order not ours.
    const second = await fake.pay(online[1]!.gatewayOrderId, { webhook: false });
    const gateway = t.app.services.paymentGateway!;
    const stranger = await gateway.createOrder({ amountPaise: 4_200, receipt: 'elsewhere', notes: {} });
    const strangerPaid = await fake.pay(stranger.id, { webhook: false });
    // A failed attempt is not a capture.
    await fake.pay(online[1]!.gatewayOrderId, { outcome: 'failed', webhook: false });
    let body = await report(today);
    expect(body.gateway.matches).toBe(false);
    expect(body.gateway.capturedAtGateway).toBe(200 + 100 + 42);
    expect(body.gateway.onlyAtGateway).toEqual(
      expect.arrayContaining([
        { paymentId: second.paymentId, amount: 100, orderId: online[1]!.orderId },
        { paymentId: strangerPaid.paymentId, amount: 42, orderId: null },
      ]),
    );
    expect(body.gateway.onlyAtGateway).toHaveLength(2);
    fake.payments.delete(second.paymentId);
    fake.payments.delete(strangerPaid.paymentId);

    // Our record of the first says ₹100; the gateway now says ₹99. The second vanished there.
    const first = fake.payments.get(online[0]!.paymentId)!;
    const removed = fake.payments.get(online[1]!.paymentId)!;
    first.amount = 9_900;
    fake.payments.delete(online[1]!.paymentId);
    try {
      body = await report(today);
      expect(body.gateway).toMatchObject({
        checked: true,
        matches: false,
        capturedHere: 200,
        capturedAtGateway: 99,
      });
      expect(body.gateway.amountsDiffer).toEqual([
        { paymentId: online[0]!.paymentId, orderNumber: online[0]!.orderNumber, here: 100, atGateway: 99 },
      ]);
      expect(body.gateway.onlyHere).toEqual([
        { paymentId: online[1]!.paymentId, amount: 100, orderNumber: online[1]!.orderNumber },
      ]);
      expect(body.gateway.onlyAtGateway).toEqual([]);
    } finally {
      first.amount = 10_000;
      fake.payments.set(removed.id, removed);
    }
    expect((await report(today)).gateway.matches).toBe(true);
  });

  it('still answers the rest when the gateway is down, marked unchecked', async () => {
    fake.setDown(true);
    try {
      const body = await report(today);
      expect(body.byMethod.find((m) => m.method === 'online')).toMatchObject({ orders: 2, net: 190 });
      expect(body.gateway).toEqual({
        checked: false,
        error: PAYMENT_MESSAGES.gatewayDown,
        capturedHere: 200,
        capturedAtGateway: 0,
        matches: false,
        onlyAtGateway: [],
        onlyHere: [],
        amountsDiffer: [],
      });
    } finally {
      fake.setDown(false);
    }
  });

  it('refuses a bad date and staff without analytics', async () => {
    // Years the database or the clock cannot hold (0000, 0001) are refused too, never a 500.
    for (const query of [
      '',
      '?date=2026-13-01',
      '?date=today',
      '?date=2026-1-5',
      '?date=0000-01-01',
      '?date=0001-01-01',
      '?date=1969-12-31',
    ]) {
      const res = await t.app.inject({
        url: `/api/admin/payments/report${query}`,
        headers: { cookie: manager },
      });
      expect(res.statusCode, query).toBe(400);
    }
    const res = await t.app.inject({
      url: `/api/admin/payments/report?date=${today}`,
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the report on a server without a gateway', () => {
  it('says online payments are not configured, and answers the rest', async () => {
    const plain = await createTestApp();
    try {
      const cookie = await signInStaff(plain, 'manager@example.com');
      const res = await plain.app.inject({
        url: `/api/admin/payments/report?date=${today}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().byMethod).toHaveLength(4);
      expect(res.json().gateway).toMatchObject({
        checked: false,
        error: 'Online payments are not configured',
        capturedHere: 0,
      });
    } finally {
      await plain.close();
    }
  });
});
