// Refunds of orders paid online (docs/product.md#online-payments, decision 022), through the real
// routes, the real Razorpay client and the local fake gateway: in full when the customer or staff
// cancel, in part by a manager, the gateway's refusal, refunds that settle later through the
// gateway's events, a refund started in the gateway's dashboard, and events that come twice.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLogs, menuItems, refunds as refundsTable } from '#server/db/schema.ts';
import { PAYMENT_MESSAGES } from '#shared/api/payments.ts';
import { endpointCaller } from '../helpers/call.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../helpers/fake-razorpay.ts';
import { paidOnlineOrder, relayRefundEvents } from '../helpers/paid-online-order.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let fake: FakeRazorpay;
let customer: { cookie: string; id: string };
let staff: string;
let manager: string;
let admin: string;
let lines: { menuItemId: string; quantity: number }[];

type Refund = {
  id: string;
  amount: number;
  reason: string;
  status: string;
  gatewayRefundId: string | null;
  failureReason: string | null;
};
type Order = {
  id: string;
  status: string;
  total: number;
  paymentMethod: string;
  payment: { status: string; refunded: number; refunds: Refund[] };
};

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp({ env: fake.env });
  relayRefundEvents(t, fake);
  const signedIn = await signInCustomer(t, '9890033333', 'Meera Joshi', '10.90.0.1');
  const session = await t.app.inject({ url: '/api/staff/session', headers: { cookie: signedIn.cookie } });
  customer = { cookie: signedIn.cookie, id: session.json().user.id };
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.90.0.2');
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.90.0.3');
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.90.0.4');
  const [chai] = await t.database.db.select().from(menuItems).where(eq(menuItems.name, 'Masala Chai'));
  // 4 x ₹25 = ₹100, free delivery: an easy total to split.
  lines = [{ menuItemId: chai!.id, quantity: 4 }];
});
afterAll(async () => {
  // The fake sends a processed refund's event just after answering: let the last ones land.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.setRefundBehaviour('processed'));

const paid = () => paidOnlineOrder(t, fake, customer.id, lines);

const call = endpointCaller(() => t.app);

const refund = (cookie: string, orderId: string, amount: number, reason = 'Chai was cold') =>
  call('POST /api/admin/orders/:id/refunds', { cookie, params: { id: orderId }, body: { amount, reason } });

async function adminOrder(id: string): Promise<Order> {
  return (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: { cookie: admin } })).json();
}

/** The gateway's event for this refund has been delivered and applied. */
async function eventDelivered(gatewayRefundId: string, event = 'refund.processed') {
  await vi.waitFor(
    () => {
      const delivery = fake.deliveries.find((d) => d.event === event && d.body.includes(gatewayRefundId));
      expect(delivery?.status).toBe(200);
    },
    { timeout: 5_000, interval: 20 },
  );
}

async function audited(action: string, recordId: string) {
  return t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.recordId, recordId)));
}

describe('refunds when an order paid online is cancelled', () => {
  it('refunds all of it when the customer cancels', async () => {
    const order = await paid();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/cancel`,
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body: Order = res.json();
    expect(body.status).toBe('cancelled');
    expect(body.payment.refunds).toHaveLength(1);
    const [r] = body.payment.refunds;
    expect(r).toMatchObject({
      amount: 100,
      reason: 'Cancelled by the customer',
      status: 'processed',
      failureReason: null,
    });
    expect(body.payment).toMatchObject({ status: 'refunded', refunded: 100 });
    // The gateway holds one refund of the whole payment, pointing back at our row.
    const atGateway = fake.refunds.get(r!.gatewayRefundId!);
    expect(atGateway).toMatchObject({ payment_id: order.paymentId, amount: 10_000, receipt: r!.id });
    expect(await audited('payments.refund_requested', r!.id)).toHaveLength(1);
    expect((await audited('payments.refund_requested', r!.id))[0]!.newValues).toMatchObject({
      orderId: order.orderId,
      amount: 100,
      reason: 'Cancelled by the customer',
    });
    // The gateway's event for it comes after its answer, and changes nothing.
    await eventDelivered(r!.gatewayRefundId!);
    const after = await adminOrder(order.orderId);
    expect(after.payment.refunds).toEqual(body.payment.refunds);
    expect(after.payment).toMatchObject({ status: 'refunded', refunded: 100 });
    expect(await audited('payments.refund_processed', r!.id)).toHaveLength(1);
  });

  it("refunds all of it, with the staff's reason, when staff cancel (staff need no refund permission for that)", async () => {
    const order = await paid();
    const res = await call('POST /api/admin/orders/:id/status', {
      cookie: staff,
      params: { id: order.orderId },
      body: {
        status: 'cancelled',
        reason: 'Out of milk',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body: Order = res.json();
    expect(body.status).toBe('cancelled');
    expect(body.payment.refunds).toMatchObject([{ amount: 100, reason: 'Out of milk', status: 'processed' }]);
    expect(body.payment).toMatchObject({ status: 'refunded', refunded: 100 });
    await eventDelivered(body.payment.refunds[0]!.gatewayRefundId!);
  });

  it('keeps the order cancelled when the gateway refuses, with the refund failed and audited; staff refund again by hand', async () => {
    const order = await paid();
    fake.setRefundBehaviour('refuse');
    const res = await call('POST /api/admin/orders/:id/status', {
      cookie: staff,
      params: { id: order.orderId },
      body: {
        status: 'cancelled',
        reason: 'Customer asked by phone',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body: Order = res.json();
    expect(body.status).toBe('cancelled');
    const [failed] = body.payment.refunds;
    expect(failed).toMatchObject({
      amount: 100,
      status: 'failed',
      gatewayRefundId: null,
      failureReason: 'The refund could not be processed (test)',
    });
    expect(body.payment).toMatchObject({ status: 'paid', refunded: 0 });
    const entries = await audited('payments.refund_failed', failed!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.newValues).toMatchObject({
      orderId: order.orderId,
      amount: 100,
      reason: 'The refund could not be processed (test)',
    });

    // A failed refund holds nothing back: a manager sends all of it again.
    fake.setRefundBehaviour('processed');
    const again = await refund(manager, order.orderId, 100, 'Refund again after the gateway refused');
    expect(again.statusCode, again.body).toBe(200);
    const refunded: Order = again.json();
    expect(refunded.payment).toMatchObject({ status: 'refunded', refunded: 100 });
    expect(refunded.payment.refunds.map((r) => r.status)).toEqual(['processed', 'failed']);
    await eventDelivered(refunded.payment.refunds[0]!.gatewayRefundId!);
  });

  it('cancels an order paid at the door without any refund', async () => {
    const { order } = await t.app.services.orders.place(customer.id, {
      idempotencyKey: randomUUID(),
      lines,
      address: deliveryAddress(),
      paymentMethod: 'cod',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'pending', refunds: [] });
  });
});

describe('refunds by hand', () => {
  it('lets a manager refund part with a reason, then the rest, and then nothing more', async () => {
    const order = await paid();
    const part = await refund(manager, order.orderId, 10.5, 'One chai was spilt');
    expect(part.statusCode, part.body).toBe(200);
    const afterPart: Order = part.json();
    expect(afterPart.status).toBe('placed');
    expect(afterPart.payment).toMatchObject({ status: 'partially_refunded', refunded: 10.5 });
    expect(afterPart.payment.refunds).toMatchObject([
      { amount: 10.5, reason: 'One chai was spilt', status: 'processed' },
    ]);
    expect(fake.refunds.get(afterPart.payment.refunds[0]!.gatewayRefundId!)?.amount).toBe(1_050);

    const over = await refund(admin, order.orderId, 89.51);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(PAYMENT_MESSAGES.refundAmount);

    const rest = await refund(admin, order.orderId, 89.5, 'The rest, as agreed');
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().payment).toMatchObject({ status: 'refunded', refunded: 100 });

    const nothing = await refund(manager, order.orderId, 1);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.message).toBe(PAYMENT_MESSAGES.nothingToRefund);
    // Two refunds asked for, two at the gateway: the refusals sent nothing.
    expect([...fake.refunds.values()].filter((r) => r.payment_id === order.paymentId)).toHaveLength(2);
    for (const r of rest.json().payment.refunds as Refund[]) await eventDelivered(r.gatewayRefundId!);
  });

  it('sends back no more than was paid when two refunds are asked for at once', async () => {
    const order = await paid();
    const answers = await Promise.all([
      refund(manager, order.orderId, 60, 'First tap'),
      refund(admin, order.orderId, 60, 'Second tap'),
    ]);
    // The second waits for the first under the order's lock: refused as over what is left (400),
    // or, while the first is not yet confirmed by the gateway, as unresolved (409).
    const [ok, refused] = answers.map((a) => a.statusCode).sort();
    expect(ok).toBe(200);
    expect([400, 409]).toContain(refused);
    const after = await adminOrder(order.orderId);
    expect(after.payment).toMatchObject({ status: 'partially_refunded', refunded: 60 });
    expect(after.payment.refunds).toHaveLength(1);
    expect([...fake.refunds.values()].filter((r) => r.payment_id === order.paymentId)).toHaveLength(1);
    await eventDelivered(after.payment.refunds[0]!.gatewayRefundId!);
  });

  it('refuses staff (403), a missing reason or a bad amount (400), an order paid at the door (409)', async () => {
    const order = await paid();
    const forbidden = await refund(staff, order.orderId, 10);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe("Permission 'payments:refund' required");
    for (const body of [
      { amount: 10, reason: '  ' },
      { amount: 0.5, reason: 'Too little' },
      { amount: 10.005, reason: 'Three decimals' },
      { amount: '10', reason: 'A string' },
    ]) {
      const res = await call('POST /api/admin/orders/:id/refunds', {
        cookie: manager,
        params: { id: order.orderId },
        body: body as never,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const over = await refund(manager, order.orderId, 100.01);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(PAYMENT_MESSAGES.refundAmount);

    const { order: atDoor } = await t.app.services.orders.place(customer.id, {
      idempotencyKey: randomUUID(),
      lines,
      address: deliveryAddress(),
      paymentMethod: 'upi',
    });
    const notPaidOnline = await refund(manager, atDoor.id, 10);
    expect(notPaidOnline.statusCode).toBe(409);
    expect(notPaidOnline.json().error.message).toBe(PAYMENT_MESSAGES.refundNotPaid);
    expect((await refund(manager, randomUUID(), 10)).statusCode).toBe(404);
    expect((await refund(manager, 'not-an-id', 10)).statusCode).toBe(404);
    // Nothing was asked of the gateway, nothing written.
    const rows = await t.database.db
      .select()
      .from(refundsTable)
      .where(eq(refundsTable.orderId, order.orderId));
    expect(rows).toEqual([]);
  });
});

describe("the gateway's refund events", () => {
  it('moves a pending refund to processed when the gateway settles it, and the order follows', async () => {
    const order = await paid();
    fake.setRefundBehaviour('pending');
    const started: Order = (await refund(manager, order.orderId, 40, 'Late delivery')).json();
    const [pending] = started.payment.refunds;
    expect(pending).toMatchObject({ amount: 40, status: 'pending' });
    expect(pending!.gatewayRefundId).toMatch(/^rfnd_/);
    // Started, not yet back: the order is still paid in full.
    expect(started.payment).toMatchObject({ status: 'paid', refunded: 0 });
    // A pending refund still counts against what is left.
    const tooMuch = await refund(manager, order.orderId, 60.01);
    expect(tooMuch.statusCode).toBe(400);

    await fake.settleRefund(pending!.gatewayRefundId!, 'processed');
    await eventDelivered(pending!.gatewayRefundId!);
    const settled = await adminOrder(order.orderId);
    expect(settled.payment).toMatchObject({ status: 'partially_refunded', refunded: 40 });
    expect(settled.payment.refunds[0]).toMatchObject({ id: pending!.id, status: 'processed' });
    expect(await audited('payments.refund_processed', pending!.id)).toHaveLength(1);

    const rest: Order = (await refund(manager, order.orderId, 60, 'The rest')).json();
    await fake.settleRefund(rest.payment.refunds[0]!.gatewayRefundId!, 'processed');
    await eventDelivered(rest.payment.refunds[0]!.gatewayRefundId!);
    expect((await adminOrder(order.orderId)).payment).toMatchObject({ status: 'refunded', refunded: 100 });
  });

  it('marks a refund failed when the gateway says so, in words staff can act on, and frees its amount again', async () => {
    const order = await paid();
    fake.setRefundBehaviour('pending');
    const started: Order = (await refund(manager, order.orderId, 100, 'Wrong order delivered')).json();
    const [pending] = started.payment.refunds;
    await fake.settleRefund(pending!.gatewayRefundId!, 'failed');
    await eventDelivered(pending!.gatewayRefundId!, 'refund.failed');
    const after = await adminOrder(order.orderId);
    // Razorpay's refund entity and refund.failed event carry no reason: the shop's sentence stands in.
    expect(after.payment.refunds[0]).toMatchObject({
      status: 'failed',
      failureReason: PAYMENT_MESSAGES.refundFailedAtGateway,
    });
    expect(after.payment).toMatchObject({ status: 'paid', refunded: 0 });
    const entries = await audited('payments.refund_failed', pending!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.newValues).toMatchObject({ reason: PAYMENT_MESSAGES.refundFailedAtGateway });
    fake.setRefundBehaviour('processed');
    const again = await refund(manager, order.orderId, 100, 'Sent again');
    expect(again.statusCode, again.body).toBe(200);
    await eventDelivered(again.json().payment.refunds[0].gatewayRefundId);
  });

  /** Makes the next sweep ask about every unconfirmed refund (they are asked about once a minute old). */
  async function sweepUnconfirmed() {
    await t.database.db
      .update(refundsTable)
      .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(refundsTable.status, 'pending'));
    await t.app.services.payments.sweepExpired();
  }

  const refundsAtGateway = (paymentId: string) =>
    [...fake.refunds.values()].filter((r) => r.payment_id === paymentId);

  it('never refunds twice when the answer is lost: the refund stays pending, a second one waits, and the gateway is asked again with the same key', async () => {
    const order = await paid();
    fake.setRefundBehaviour('lost');
    const res = await refund(manager, order.orderId, 40, 'Late delivery');
    expect(res.statusCode, res.body).toBe(200);
    // No answer: the refund may have been made, so it is not called failed.
    const [lost] = (res.json() as Order).payment.refunds;
    expect(lost).toMatchObject({ status: 'pending', gatewayRefundId: null, failureReason: null });
    // Staff trying again meanwhile are told to wait, and nothing more reaches the gateway.
    fake.setRefundBehaviour('processed');
    const again = await refund(manager, order.orderId, 40, 'Late delivery');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PAYMENT_MESSAGES.refundUnresolved);
    expect(refundsAtGateway(order.paymentId)).toHaveLength(1);
    // The sweep finds it at the gateway by its receipt, without asking for a refund again.
    const asked = fake.calls.filter((c) => c.path.endsWith('/refund')).length;
    await sweepUnconfirmed();
    expect(fake.calls.filter((c) => c.path.endsWith('/refund')).length).toBe(asked);
    const [atGateway] = refundsAtGateway(order.paymentId);
    expect((await adminOrder(order.orderId)).payment.refunds).toMatchObject([
      { id: lost!.id, status: 'pending', gatewayRefundId: atGateway!.id },
    ]);
    await fake.settleRefund(atGateway!.id, 'processed');
    await eventDelivered(atGateway!.id);
    const after = await adminOrder(order.orderId);
    expect(after.payment).toMatchObject({ status: 'partially_refunded', refunded: 40 });
    expect(await audited('payments.refund_processed', lost!.id)).toHaveLength(1);
    // The money that went back counts against what is left: no second refund of it.
    expect((await refund(manager, order.orderId, 60.01)).statusCode).toBe(400);
    expect(refundsAtGateway(order.paymentId)).toHaveLength(1);
  });

  it('treats a slow answer as unknown, not failed, and asks again with the same idempotency key', async () => {
    const slow = await createTestApp({
      env: { ...fake.env, RAZORPAY_TIMEOUT_MS: '300' },
      reuseDatabase: t.database,
    });
    try {
      const slowManager = await signInStaff(slow, 'manager@example.com', undefined, '10.90.0.13');
      const order = await paidOnlineOrder(slow, fake, customer.id, lines);
      fake.setRefundBehaviour('slow', 900);
      const res = await slow.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderId}/refunds`,
        headers: { cookie: slowManager },
        payload: { amount: 50, reason: 'Spilt chai' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [waiting] = (res.json() as Order).payment.refunds;
      expect(waiting).toMatchObject({ status: 'pending', gatewayRefundId: null });
      // The gateway made it all the same (its answer came too late). Before this was fixed, the
      // refund was marked failed here and a retry made a second one: ₹50 became ₹100 refunded.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(refundsAtGateway(order.paymentId)).toHaveLength(1);
      // Asked again, it is the same request: the same key and the same body.
      const first = fake.calls.find((c) => c.path === `/v1/payments/${order.paymentId}/refund`);
      expect(first?.headers['x-refund-idempotency']).toBe(waiting!.id);
      const answer = await fetch(`${fake.url}/v1/payments/${order.paymentId}/refund`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
          'content-type': 'application/json',
          'x-refund-idempotency': waiting!.id,
        },
        body: JSON.stringify(first!.body),
      });
      expect(((await answer.json()) as { id: string }).id).toBe(refundsAtGateway(order.paymentId)[0]!.id);
      expect(refundsAtGateway(order.paymentId)).toHaveLength(1);
      fake.setRefundBehaviour('processed');
      await sweepUnconfirmed();
      const seen = await slow.app.inject({
        url: `/api/admin/orders/${order.orderId}`,
        headers: { cookie: slowManager },
      });
      expect((seen.json() as Order).payment.refunds[0]).toMatchObject({
        id: waiting!.id,
        gatewayRefundId: refundsAtGateway(order.paymentId)[0]!.id,
      });
    } finally {
      fake.setRefundBehaviour('processed');
      await slow.app.close();
    }
  });

  it('asks the gateway again, with the same key, for a refund it has no record of, and fails it only on a refusal', async () => {
    const order = await paid();
    // The request never reached the gateway (it was down): nothing was made.
    fake.setDown(true);
    try {
      const res = await refund(manager, order.orderId, 25, 'Wrong snack');
      expect((res.json() as Order).payment.refunds[0]).toMatchObject({
        status: 'pending',
        gatewayRefundId: null,
      });
    } finally {
      fake.setDown(false);
    }
    expect(refundsAtGateway(order.paymentId)).toHaveLength(0);
    const [row] = (await adminOrder(order.orderId)).payment.refunds;
    await sweepUnconfirmed();
    // Made now, once, under the row's own key.
    const made = refundsAtGateway(order.paymentId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 2_500, receipt: row!.id });
    const calls = fake.calls.filter((c) => c.path === `/v1/payments/${order.paymentId}/refund`);
    expect(new Set(calls.map((c) => c.headers['x-refund-idempotency']))).toEqual(new Set([row!.id]));
    await eventDelivered(made[0]!.id);
    expect((await adminOrder(order.orderId)).payment).toMatchObject({ refunded: 25 });
    // A refusal when asked again is a real answer: the refund failed, in the gateway's words.
    const other = await paid();
    fake.setDown(true);
    await refund(manager, other.orderId, 10, 'Refused later');
    fake.setDown(false);
    fake.setRefundBehaviour('refuse');
    await sweepUnconfirmed();
    expect((await adminOrder(other.orderId)).payment.refunds[0]).toMatchObject({
      status: 'failed',
      failureReason: 'The refund could not be processed (test)',
    });
  });

  it('still refunds what is left when staff cancel while an earlier refund is unconfirmed', async () => {
    const order = await paid();
    fake.setRefundBehaviour('lost');
    await refund(manager, order.orderId, 40, 'Late delivery');
    fake.setRefundBehaviour('processed');
    const cancelled = await call('POST /api/admin/orders/:id/status', {
      cookie: manager,
      params: { id: order.orderId },
      body: { status: 'cancelled', reason: 'Customer not reachable' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The remainder (60) went back; the unconfirmed 40 is still counted, so nothing more can.
    const made = refundsAtGateway(order.paymentId)
      .map((r) => r.amount)
      .sort((a, b) => a - b);
    expect(made).toEqual([4_000, 6_000]);
    await sweepUnconfirmed();
    expect(refundsAtGateway(order.paymentId)).toHaveLength(2);
  });

  it('asks again under the same key when the gateway cannot yet list the refund, and it stays one refund', async () => {
    const order = await paid();
    fake.setRefundBehaviour('lost');
    const [lost] = ((await refund(manager, order.orderId, 30, 'Spilt')).json() as Order).payment.refunds;
    fake.setRefundBehaviour('processed');
    fake.setRefundListLag(true);
    try {
      await sweepUnconfirmed();
    } finally {
      fake.setRefundListLag(false);
    }
    // Sent again with the row's key and the same body: the gateway answered the refund it had.
    const sent = fake.calls.filter((c) => c.path === `/v1/payments/${order.paymentId}/refund`);
    expect(sent).toHaveLength(2);
    expect(sent.map((c) => c.headers['x-refund-idempotency'])).toEqual([lost!.id, lost!.id]);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
    expect(refundsAtGateway(order.paymentId)).toHaveLength(1);
    const [atGateway] = refundsAtGateway(order.paymentId);
    expect((await adminOrder(order.orderId)).payment.refunds[0]).toMatchObject({
      gatewayRefundId: atGateway!.id,
    });
  });

  it('reads a confirmed refund again when its outcome never arrived (a lost webhook)', async () => {
    const order = await paid();
    fake.setRefundBehaviour('pending');
    const [pending] = ((await refund(manager, order.orderId, 20, 'Cold')).json() as Order).payment.refunds;
    fake.setRefundBehaviour('processed');
    fake.setWebhookTarget(async () => 503);
    try {
      await fake.settleRefund(pending!.gatewayRefundId!, 'processed');
    } finally {
      relayRefundEvents(t, fake);
    }
    expect((await adminOrder(order.orderId)).payment.refunds[0]!.status).toBe('pending');
    await t.database.db
      .update(refundsTable)
      .set({ updatedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(refundsTable.id, pending!.id));
    await t.app.services.payments.sweepExpired();
    expect((await adminOrder(order.orderId)).payment).toMatchObject({ refunded: 20 });
  });

  it('looks up refunds an older version marked failed on a timeout, and counts one the gateway made', async () => {
    const order = await paid();
    const made = randomUUID();
    const never = randomUUID();
    // As the old code left them: failed, no gateway id, 'the payment service is not answering'.
    await t.database.db.insert(refundsTable).values(
      [made, never].map((id) => ({
        id,
        orderId: order.orderId,
        amountPaise: 1_000,
        reason: 'Old timeout',
        gatewayPaymentId: order.paymentId,
        status: 'failed' as const,
        failureReason: PAYMENT_MESSAGES.gatewayDown,
      })),
    );
    // The gateway had made the first after all (its receipt is our row id).
    fake.setRefundBehaviour('pending');
    const res = await fetch(`${fake.url}/v1/payments/${order.paymentId}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: 1_000, receipt: made }),
    });
    fake.setRefundBehaviour('processed');
    const atGateway = (await res.json()) as { id: string };
    await t.app.services.payments.sweepExpired();
    const rows = await t.database.db
      .select()
      .from(refundsTable)
      .where(eq(refundsTable.orderId, order.orderId));
    expect(rows.find((r) => r.id === made)).toMatchObject({
      status: 'pending',
      gatewayRefundId: atGateway.id,
    });
    expect(rows.find((r) => r.id === never)).toMatchObject({
      status: 'failed',
      failureReason: PAYMENT_MESSAGES.refundNeverMade,
    });
    await fake.settleRefund(atGateway.id, 'processed');
    await eventDelivered(atGateway.id);
    expect((await adminOrder(order.orderId)).payment).toMatchObject({ refunded: 10 });
    // Never asked for again: only the lookups reached the gateway for these rows.
    expect(fake.calls.filter((c) => c.headers['x-refund-idempotency'] === never)).toEqual([]);
  });

  it('records a refund started in the gateway dashboard for a payment of ours', async () => {
    const order = await paid();
    fake.setRefundBehaviour('pending');
    // The dashboard asks the gateway directly, with no receipt of ours.
    const res = await fetch(`${fake.url}/v1/payments/${order.paymentId}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: 2_500 }),
    });
    const { id } = (await res.json()) as { id: string };
    await fake.settleRefund(id, 'processed');
    await eventDelivered(id);
    const after = await adminOrder(order.orderId);
    expect(after.payment.refunds).toMatchObject([
      {
        amount: 25,
        reason: 'Refunded from the gateway dashboard',
        status: 'processed',
        gatewayRefundId: id,
      },
    ]);
    expect(after.payment).toMatchObject({ status: 'partially_refunded', refunded: 25 });
    expect(await audited('payments.refund_processed', after.payment.refunds[0]!.id)).toHaveLength(1);
    // It counts against what is left.
    expect((await refund(manager, order.orderId, 75.01)).statusCode).toBe(400);
  });

  it('changes nothing when the same event is applied twice, or an older state arrives late', async () => {
    const order = await paid();
    const done: Order = (await refund(manager, order.orderId, 30, 'Missing samosa')).json();
    const [r] = done.payment.refunds;
    await eventDelivered(r!.gatewayRefundId!);
    const before = await adminOrder(order.orderId);
    const auditsBefore = (await audited('payments.refund_processed', r!.id)).length;
    const news = {
      id: r!.gatewayRefundId!,
      paymentId: order.paymentId,
      amountPaise: 3_000,
      receipt: r!.id,
    };
    const { refunds } = t.app.services;
    const db = t.database.db;
    for (const status of ['processed', 'processed', 'pending', 'failed'] as const)
      expect(await db.transaction((tx) => refunds.apply({ ...news, status }, tx))).toBe(order.orderId);
    const after = await adminOrder(order.orderId);
    expect(after.payment).toEqual(before.payment);
    expect((await audited('payments.refund_processed', r!.id)).length).toBe(auditsBefore);
    expect(await audited('payments.refund_failed', r!.id)).toEqual([]);
    // News of a refund of a payment the shop does not know touches nothing.
    expect(
      await db.transaction((tx) =>
        refunds.apply(
          {
            id: 'rfnd_unknown000001',
            paymentId: 'pay_unknown0000001',
            amountPaise: 100,
            receipt: null,
            status: 'processed',
          },
          tx,
        ),
      ),
    ).toBeUndefined();
  });
});

describe('a second capture of one order (a late payment after it expired)', () => {
  it('is refunded in full, apart from the order’s own payment and only once', async () => {
    const order = await paid();
    // The customer paid twice at the gateway for one order.
    const second = await fake.pay(order.gatewayOrderId, { webhook: false });
    const context = { userId: null, ipAddress: null, userAgent: null };
    await t.app.services.refunds.start({
      orderId: order.orderId,
      paymentId: second.paymentId,
      reason: 'Paid after the order expired',
      actorUserId: null,
      context,
    });
    const after = await adminOrder(order.orderId);
    expect(after.payment.refunds).toMatchObject([
      { amount: 100, reason: 'Paid after the order expired', status: 'processed' },
    ]);
    // The order's own payment is untouched: still paid, nothing of it refunded.
    expect(after.payment).toMatchObject({ status: 'paid', refunded: 0 });
    const atGateway = fake.refunds.get(after.payment.refunds[0]!.gatewayRefundId!);
    expect(atGateway).toMatchObject({ payment_id: second.paymentId, amount: 10_000 });
    await expect(
      t.app.services.refunds.start({
        orderId: order.orderId,
        paymentId: second.paymentId,
        reason: 'Paid after the order expired',
        actorUserId: null,
        context,
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: PAYMENT_MESSAGES.nothingToRefund });
    // A payment of another gateway order is never refunded against this one.
    const other = await paid();
    await expect(
      t.app.services.refunds.start({
        orderId: order.orderId,
        paymentId: other.paymentId,
        reason: 'Wrong order',
        actorUserId: null,
        context,
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: PAYMENT_MESSAGES.refundNotPaid });
    await eventDelivered(after.payment.refunds[0]!.gatewayRefundId!);
    // The order's own payment can still be refunded in full.
    const own: Order = (await refund(manager, order.orderId, 100, 'Cancelled too')).json();
    expect(own.payment).toMatchObject({ status: 'refunded', refunded: 100 });
    await eventDelivered(own.payment.refunds[0]!.gatewayRefundId!);
  });
});
