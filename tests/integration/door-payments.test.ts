// Money taken at the door or the counter (docs/product.md#online-payments): staff mark it
// collected, a delivery collects it, and a UPI order shows the QR that pays the shop's UPI ID.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema.ts';
import { BILLING_SETTINGS_PATH } from '#shared/api/billing.ts';
import { PAYMENT_MESSAGES } from '#shared/api/payments.ts';
import { DEFAULT_BILLING } from '#shared/billing/billing-settings.ts';
import type { OrderStatus, PaymentMethod } from '#shared/orders.ts';
import { endpointCaller } from '../helpers/call.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createItem } from '../helpers/factories.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../helpers/fake-razorpay.ts';
import { paidOnlineOrder } from '../helpers/paid-online-order.ts';
import { sessionFor, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let fake: FakeRazorpay;
let customerId: string;
let customer: string;
let staff: string;
let admin: string;
let manager: string;
let lines: { menuItemId: string; quantity: number }[];

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp({ env: fake.env });
  customer = await sessionFor(t, 'user');
  customerId = (await t.app.inject({ url: '/api/staff/session', headers: { cookie: customer } })).json().user
    .id;
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.91.0.1');
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.91.0.2');
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.91.0.3');
  // 4 x ₹25 = ₹100 with free delivery.
  lines = [{ menuItemId: (await createItem(t, { price: 25 })).id, quantity: 4 }];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function placed(paymentMethod: PaymentMethod) {
  const { order } = await t.app.services.orders.place(customerId, {
    idempotencyKey: randomUUID(),
    lines,
    address: deliveryAddress(),
    paymentMethod,
  });
  return order;
}

const call = endpointCaller(() => t.app);
const collect = (id: string, cookie = staff) =>
  call('POST /api/admin/orders/:id/collected', { cookie, params: { id } });
const uncollect = (id: string, cookie: string, reason?: string) =>
  call('POST /api/admin/orders/:id/uncollected', {
    cookie,
    params: { id },
    body: (reason === undefined ? {} : { reason }) as never,
  });
const move = (id: string, status: OrderStatus, reason?: string) =>
  call('POST /api/admin/orders/:id/status', {
    cookie: staff,
    params: { id },
    body: { status, ...(reason ? { reason } : {}) },
  });
const qr = (id: string, cookie = staff) =>
  t.app.inject({ url: `/api/admin/orders/${id}/upi-qr`, headers: { cookie } });

async function saveBilling(changes: Partial<typeof DEFAULT_BILLING>) {
  const res = await t.app.inject({
    method: 'PUT',
    url: BILLING_SETTINGS_PATH,
    headers: { cookie: admin },
    payload: { ...DEFAULT_BILLING, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('money collected at the door', () => {
  it('marks an at-door order paid once, audited, and refuses a second time', async () => {
    for (const method of ['cod', 'card', 'upi'] as const) {
      const order = await placed(method);
      expect(order.payment).toMatchObject({ status: 'pending', paidAt: null });
      const res = await collect(order.id);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.status).toBe('placed');
      expect(body.payment.status).toBe('paid');
      expect(Date.parse(body.payment.paidAt)).toBeGreaterThan(Date.now() - 60_000);
      const [entry] = await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'payments.collected'), eq(auditLogs.recordId, order.id)));
      expect(entry?.newValues).toEqual({ method, amount: 100 });
      const again = await collect(order.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(PAYMENT_MESSAGES.alreadyPaid);
      // Delivering it afterwards keeps the moment it was collected.
      for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered'] as const)
        expect((await move(order.id, status)).statusCode).toBe(200);
      const delivered = (
        await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: { cookie: staff } })
      ).json();
      expect(delivered.payment).toEqual(body.payment);
    }
  });

  it('refuses an order paid online, a cancelled one, an unknown one, and callers who do not run the board', async () => {
    const online = await paidOnlineOrder(t, fake, customerId, lines);
    const onlineRes = await collect(online.orderId);
    expect(onlineRes.statusCode).toBe(409);
    expect(onlineRes.json().error.message).toBe(PAYMENT_MESSAGES.notAtDoor);

    const cancelled = await placed('cod');
    expect((await move(cancelled.id, 'cancelled', 'Customer unreachable')).statusCode).toBe(200);
    const cancelledRes = await collect(cancelled.id);
    expect(cancelledRes.statusCode).toBe(409);
    expect(cancelledRes.json().error.message).toBe(PAYMENT_MESSAGES.cancelledOrder);

    expect((await collect(randomUUID())).statusCode).toBe(404);
    expect((await collect('not-an-id')).statusCode).toBe(404);
    const order = await placed('cod');
    expect((await collect(order.id, customer)).statusCode).toBe(403);
    expect(
      (await call('POST /api/admin/orders/:id/collected', { params: { id: order.id } })).statusCode,
    ).toBe(401);
    expect((await t.app.services.orders.one(order.id)).payment.status).toBe('pending');
  });
});

describe('undoing a mark-paid', () => {
  it('puts the payment back to pending for a manager or an admin, with the reason in the audit log', async () => {
    for (const [method, cookie, who] of [
      ['cod', manager, 'manager'],
      ['upi', admin, 'admin'],
    ] as const) {
      const order = await placed(method);
      expect((await collect(order.id)).statusCode).toBe(200);
      const res = await uncollect(order.id, cookie, '  Tapped the wrong card: no cash taken  ');
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      expect(res.json().payment).toMatchObject({ status: 'pending', paidAt: null });
      const [entry] = await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'payments.uncollected'), eq(auditLogs.recordId, order.id)));
      expect(entry?.newValues).toEqual({
        paymentStatus: 'pending',
        method,
        amount: 100,
        reason: 'Tapped the wrong card: no cash taken',
      });
      expect(entry?.oldValues).toMatchObject({ paymentStatus: 'paid' });
      // Pending again: it can be marked paid again, and undoing twice is refused.
      const again = await uncollect(order.id, cookie, 'Twice');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(PAYMENT_MESSAGES.notMarkedPaid);
      expect((await collect(order.id)).statusCode).toBe(200);
    }
  });

  it('needs a reason, and refuses staff (403), an online payment, a cancelled order and customers', async () => {
    const order = await placed('card');
    expect((await collect(order.id)).statusCode).toBe(200);
    const noReason = await uncollect(order.id, manager);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe(PAYMENT_MESSAGES.unmarkReason);
    expect((await uncollect(order.id, manager, '   ')).statusCode).toBe(400);

    const byStaff = await uncollect(order.id, staff, 'Not taken');
    expect(byStaff.statusCode).toBe(403);
    expect((await uncollect(order.id, customer, 'Not taken')).statusCode).toBe(403);
    expect((await t.app.services.orders.one(order.id)).payment.status).toBe('paid');

    const online = await paidOnlineOrder(t, fake, customerId, lines);
    const onlineRes = await uncollect(online.orderId, admin, 'Customer says not paid');
    expect(onlineRes.statusCode).toBe(409);
    expect(onlineRes.json().error.message).toBe(PAYMENT_MESSAGES.onlinePaidStays);
    expect((await t.app.services.orders.one(online.orderId)).payment.status).toBe('paid');

    const cancelled = await placed('cod');
    expect((await move(cancelled.id, 'cancelled', 'Out of milk')).statusCode).toBe(200);
    expect((await uncollect(cancelled.id, manager, 'x')).json().error.message).toBe(
      PAYMENT_MESSAGES.cancelledOrder,
    );
    const unpaid = await placed('cod');
    expect((await uncollect(unpaid.id, manager, 'x')).json().error.message).toBe(
      PAYMENT_MESSAGES.notMarkedPaid,
    );
    expect((await uncollect(randomUUID(), manager, 'x')).statusCode).toBe(404);
  });
});

describe('a delivery collects the money of an at-door order', () => {
  it('marks it paid at the moment of the bill, in the same move', async () => {
    const order = await placed('card');
    for (const status of ['accepted', 'preparing', 'out_for_delivery'] as const) {
      const res = await move(order.id, status);
      expect(res.json().payment.status).toBe('pending');
    }
    const delivered = (await move(order.id, 'delivered')).json();
    expect(delivered.status).toBe('delivered');
    expect(delivered.payment.status).toBe('paid');
    expect(delivered.payment.paidAt).toBe(delivered.bill.issuedAt);
  });

  it('leaves an order paid online as it was paid', async () => {
    const online = await paidOnlineOrder(t, fake, customerId, lines, {
      paidAt: new Date('2026-11-20T10:00:00.000Z'),
    });
    for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered'] as const)
      expect((await move(online.orderId, status)).statusCode).toBe(200);
    const order = await t.app.services.orders.one(online.orderId);
    expect(order.payment).toMatchObject({ status: 'paid', paidAt: '2026-11-20T10:00:00.000Z' });
  });
});

describe('the UPI QR for paying at the door', () => {
  it('is refused until the shop has a UPI ID, then shows upi://pay with the exact amount and the order number', async () => {
    const order = await placed('upi');
    const none = await qr(order.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(PAYMENT_MESSAGES.noUpiId);

    // Without a legal name the payee is the shop's brand.
    await saveBilling({ upiVpa: 'chaiexpress@okicici' });
    const branded = await qr(order.id);
    expect(branded.statusCode, branded.body).toBe(200);
    expect(branded.json()).toMatchObject({ payeeName: 'Chai Express', vpa: 'chaiexpress@okicici' });

    await saveBilling({ upiVpa: 'chai.express-1@okicici', legalName: 'Chai & Co. Foods' });
    const res = await qr(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const n = order.orderNumber;
    expect(body.uri).toBe(
      `upi://pay?pa=chai.express-1%40okicici&pn=Chai%20%26%20Co.%20Foods&am=100.00&cu=INR&tn=Order%20${n}&tr=${n}`,
    );
    expect(body).toMatchObject({
      vpa: 'chai.express-1@okicici',
      payeeName: 'Chai & Co. Foods',
      amount: 100,
      orderNumber: n,
    });
    expect(body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<path');
  });

  it('is refused for an order not paid by UPI at the door, a cancelled one, one already paid, and customers', async () => {
    await saveBilling({ upiVpa: 'chaiexpress@okicici' });
    const cash = await placed('cod');
    const cashRes = await qr(cash.id);
    expect(cashRes.statusCode).toBe(409);
    expect(cashRes.json().error.message).toBe(PAYMENT_MESSAGES.notUpi);

    const online = await paidOnlineOrder(t, fake, customerId, lines);
    expect((await qr(online.orderId)).json().error.message).toBe(PAYMENT_MESSAGES.notUpi);

    const cancelled = await placed('upi');
    await move(cancelled.id, 'cancelled', 'Out of milk');
    const cancelledRes = await qr(cancelled.id);
    expect(cancelledRes.statusCode).toBe(409);
    expect(cancelledRes.json().error.message).toBe(PAYMENT_MESSAGES.cancelledOrder);

    const collected = await placed('upi');
    expect((await collect(collected.id)).statusCode).toBe(200);
    const paidRes = await qr(collected.id);
    expect(paidRes.statusCode).toBe(409);
    expect(paidRes.json().error.message).toBe(PAYMENT_MESSAGES.alreadyPaid);

    expect((await qr(randomUUID())).statusCode).toBe(404);
    const upi = await placed('upi');
    expect((await qr(upi.id, customer)).statusCode).toBe(403);
  });
});
