// The payment gateway's webhook (docs/product.md#online-payments): signed over the raw bytes, each
// event applied once, the source of truth when the browser never comes back; unknown orders and
// amounts that differ change nothing; a failure to apply is answered 500 so the gateway delivers
// again. Against the local fake Razorpay, on the embedded database and on PostgreSQL.
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusEvents, orders, paymentWebhookEvents, refunds } from '#server/db/schema.ts';
import { PAYMENT_MESSAGES, PAYMENT_WEBHOOK_PATH } from '#shared/api/payments.ts';
import { type PayShop, startPayShop } from '../helpers/online-payments.ts';

let shop: PayShop;

beforeAll(async () => {
  shop = await startPayShop();
});
afterAll(() => shop.close());

const row = async (id: string) =>
  (await shop.t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const storedEvent = async (eventId: string) =>
  (
    await shop.t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId))
  ).length === 1;
const historyOf = async (id: string) =>
  shop.t.database.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, id));

const sign = (body: string): string =>
  createHmac('sha256', shop.fake.webhookSecret).update(body).digest('hex');

async function awaitingOrder() {
  const { cookie } = await shop.customer();
  const order = await shop.place(cookie);
  const res = await shop.session(cookie, order.id);
  expect(res.statusCode, res.body).toBe(200);
  return { cookie, order, gatewayOrderId: res.json().gatewayOrderId as string };
}

/** A captured payment at the gateway whose webhooks have not been sent, and its event body. */
async function capturedQuietly(gatewayOrderId: string, amount?: number) {
  const { payment } = await shop.fake.pay(gatewayOrderId, { webhook: false, amount });
  return { payment, body: shop.fake.eventBody('payment.captured', { payment }) };
}

describe('a payment reported by the webhook', () => {
  it('pays the order without the browser: payment.captured then order.paid, one effect', async () => {
    const { cookie, order, gatewayOrderId } = await awaitingOrder();
    const sent = shop.fake.deliveries.length;
    const paid = await shop.fake.pay(gatewayOrderId);
    const deliveries = shop.fake.deliveries.slice(sent);
    expect(deliveries.map((d) => [d.event, d.status])).toEqual([
      ['payment.captured', 200],
      ['order.paid', 200],
    ]);
    const seen = await shop.order(cookie, order.id);
    expect(seen.status).toBe('placed');
    expect(seen.payment).toMatchObject({ status: 'paid', gatewayPaymentId: paid.paymentId });
    expect(await shop.audited('payments.paid', order.id)).toHaveLength(1);
    expect(await historyOf(order.id)).toHaveLength(2);
    // Stored by what the signature covers: the event's name and the payment's id.
    for (const d of deliveries) expect(await storedEvent(`${d.event}:${paid.paymentId}`)).toBe(true);

    // The browser comes back afterwards: it is told the order is paid.
    const res = await shop.verify(cookie, order.id, {
      gatewayOrderId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment.status).toBe('paid');
    expect(await shop.audited('payments.paid', order.id)).toHaveLength(1);
  });

  it('applies a repeated delivery of one event once', async () => {
    const { order, gatewayOrderId } = await awaitingOrder();
    const { body } = await capturedQuietly(gatewayOrderId);
    expect(await shop.deliver(body, { eventId: 'evt_repeated000001' })).toBe(200);
    expect(await shop.deliver(body, { eventId: 'evt_repeated000001' })).toBe(200);
    expect((await row(order.id)).status).toBe('placed');
    expect(await shop.audited('payments.paid', order.id)).toHaveLength(1);
    expect(await historyOf(order.id)).toHaveLength(2);
  });

  // The event-id header is not covered by the signature: anyone who saw one genuine delivery
  // (a log, a proxy) could send it again under a new id. The key comes from the signed body.
  it('applies a replayed body under a new event-id header once', async () => {
    const { order, gatewayOrderId } = await awaitingOrder();
    const { body, payment } = await capturedQuietly(gatewayOrderId);
    const storedBefore = (await shop.t.database.db.select().from(paymentWebhookEvents)).length;
    expect(await shop.deliver(body, { eventId: 'evt_genuine0000001' })).toBe(200);
    expect(await shop.deliver(body, { eventId: 'evt_replayed000001' })).toBe(200);
    expect(await shop.deliver(body, { eventId: 'evt_replayed000002' })).toBe(200);
    expect((await row(order.id)).status).toBe('placed');
    expect(await shop.audited('payments.paid', order.id)).toHaveLength(1);
    expect(await historyOf(order.id)).toHaveLength(2);
    expect(await storedEvent(`payment.captured:${payment.id}`)).toBe(true);
    expect((await shop.t.database.db.select().from(paymentWebhookEvents)).length).toBe(storedBefore + 1);
  });

  it('applies two different events about one payment, even under one event-id header', async () => {
    const { cookie, order, gatewayOrderId } = await awaitingOrder();
    const { payment } = await shop.fake.pay(gatewayOrderId, { webhook: false });
    const gatewayOrder = shop.fake.orders.get(gatewayOrderId)!;
    const sameHeader = { eventId: 'evt_shared00000001' };
    expect(await shop.deliver(shop.fake.eventBody('payment.captured', { payment }), sameHeader)).toBe(200);
    expect(
      await shop.deliver(shop.fake.eventBody('order.paid', { payment, order: gatewayOrder }), sameHeader),
    ).toBe(200);
    expect(await storedEvent(`payment.captured:${payment.id}`)).toBe(true);
    expect(await storedEvent(`order.paid:${payment.id}`)).toBe(true);
    expect((await shop.order(cookie, order.id)).payment).toMatchObject({ status: 'paid' });
  });

  it('verifies the exact bytes received, whatever their layout', async () => {
    const { order, gatewayOrderId } = await awaitingOrder();
    const { body } = await capturedQuietly(gatewayOrderId);
    // The same event laid out otherwise: signed as sent, so it verifies as sent (a server that
    // parsed and re-serialised it would compute another digest and refuse it).
    const pretty = JSON.stringify(JSON.parse(body), null, 2);
    expect(pretty).not.toBe(body);
    const res = await shop.t.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'x-razorpay-signature': sign(pretty),
        'x-razorpay-event-id': 'evt_pretty00000001',
        // A proxy on the way may add one: the webhook is judged by its signature alone.
        origin: 'https://api.razorpay.com',
      },
      payload: pretty,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await row(order.id)).status).toBe('placed');
  });

  it('records a failed attempt with the reason, and a retry then pays', async () => {
    const { cookie, order, gatewayOrderId } = await awaitingOrder();
    await shop.fake.pay(gatewayOrderId, { outcome: 'failed' });
    const failed = await shop.order(cookie, order.id);
    expect(failed.status).toBe('awaiting_payment');
    expect(failed.payment).toMatchObject({
      status: 'failed',
      failureReason: 'Payment failed because the bank declined it (test)',
    });
    await shop.fake.pay(gatewayOrderId);
    const paid = await shop.order(cookie, order.id);
    expect(paid.status).toBe('placed');
    expect(paid.payment).toMatchObject({ status: 'paid', failureReason: null });
  });

  it('acknowledges an event for an order the shop does not know, changing nothing', async () => {
    const before = await shop.t.database.db.select().from(orders);
    const payment = {
      ...(await capturedQuietly((await awaitingOrder()).gatewayOrderId)).payment,
      id: 'pay_unknown0000001',
      order_id: 'order_unknown00001',
    };
    const body = shop.fake.eventBody('payment.captured', { payment });
    expect(await shop.deliver(body, { eventId: 'evt_unknown0000001' })).toBe(200);
    const after = await shop.t.database.db.select().from(orders);
    expect(after.filter((o) => o.status === 'placed').length).toBe(
      before.filter((o) => o.status === 'placed').length,
    );
    expect(after.some((o) => o.gatewayPaymentId === 'pay_unknown0000001')).toBe(false);
  });

  it('never pays an order with a payment of another amount: refused and audited', async () => {
    const { order, gatewayOrderId } = await awaitingOrder();
    const sent = shop.fake.deliveries.length;
    const { paymentId } = await shop.fake.pay(gatewayOrderId, { amount: 100 });
    expect(shop.fake.deliveries.slice(sent).map((d) => d.status)).toEqual([200, 200]);
    const stored = await row(order.id);
    expect(stored).toMatchObject({ status: 'awaiting_payment', gatewayPaymentId: null });
    const entries = await shop.audited('payments.amount_mismatch', order.id);
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries[0]?.newValues).toMatchObject({ paymentId, amountPaise: 100 });
  });

  it('acknowledges events it does not act on', async () => {
    const body = shop.fake.eventBody('payment.authorized', { payment: { id: 'pay_x', amount: 100 } });
    expect(await shop.deliver(body, { eventId: 'evt_ignored0000001' })).toBe(200);
    // Acted on by nobody, it is keyed by its signed bytes.
    expect(await storedEvent(`payment.authorized:sha256:${sign(body)}`)).toBe(true);
  });
});

describe('a delivery the shop cannot trust', () => {
  it('is refused when signed with another secret, or altered, or unsigned; nothing changes', async () => {
    const { order, gatewayOrderId } = await awaitingOrder();
    const { body } = await capturedQuietly(gatewayOrderId);
    expect(
      await shop.deliver(body, { eventId: 'evt_forged00000001', secret: 'not-the-webhook-secret' }),
    ).toBe(400);
    const genuine = sign(body);
    const altered = body.replace('"payment.captured"', '"order.paid"');
    expect(await shop.deliver(altered, { eventId: 'evt_forged00000002', signature: genuine })).toBe(400);
    const unsigned = await shop.t.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.message).toBe('Invalid signature');
    const empty = await shop.t.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: { 'x-razorpay-signature': sign('') },
    });
    expect(empty.statusCode).toBe(400);
    expect(await storedEvent('evt_forged00000001')).toBe(false);
    expect(await storedEvent('evt_forged00000002')).toBe(false);
    expect(await row(order.id)).toMatchObject({ status: 'awaiting_payment', gatewayPaymentId: null });
  });

  it('refuses a body over 64 KB before reading it', async () => {
    const res = await shop.t.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
      payload: JSON.stringify({ event: 'payment.captured', pad: 'x'.repeat(70_000) }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('an event that cannot be applied now', () => {
  it('is answered 500 without details and not recorded, so the redelivery applies it', async () => {
    const { order, gatewayOrderId } = await awaitingOrder();
    const { body, payment } = await capturedQuietly(gatewayOrderId);
    const key = `payment.captured:${payment.id}`;
    const db = shop.t.database.db;
    // The database refuses the status event mid-transaction (as a full disk or a dropped connection would).
    await db.execute(
      sql.raw(`create or replace function refuse_paid() returns trigger language plpgsql as $$
        begin raise exception 'secret internal detail'; end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_paid before insert on order_status_events for each row execute function refuse_paid()',
      ),
    );
    let status: number;
    try {
      const res = await shop.t.app.inject({
        method: 'POST',
        url: PAYMENT_WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sign(body),
          'x-razorpay-event-id': 'evt_retried0000001',
        },
        payload: body,
      });
      status = res.statusCode;
      expect(res.body).not.toContain('secret internal detail');
      expect(res.body).not.toContain('at ');
      expect(res.json().error.code).toBe('SERVER_ERROR');
    } finally {
      await db.execute(sql.raw('drop trigger refuse_paid on order_status_events'));
      await db.execute(sql.raw('drop function refuse_paid'));
    }
    expect(status).toBe(500);
    expect(await storedEvent(key)).toBe(false);
    expect(await row(order.id)).toMatchObject({ status: 'awaiting_payment', gatewayPaymentId: null });

    expect(await shop.deliver(body, { eventId: 'evt_retried0000001' })).toBe(200);
    expect((await row(order.id)).status).toBe('placed');
    expect(await storedEvent(key)).toBe(true);
  });
});

describe('refund news', () => {
  it('moves the refund to processed, or failed with the reason', async () => {
    const { order, gatewayOrderId } = await awaitingOrder();
    const paid = await shop.fake.pay(gatewayOrderId);
    shop.fake.setRefundBehaviour('pending');
    try {
      await shop.t.app.services.refunds.start({
        orderId: order.id,
        amountPaise: 1000,
        reason: 'Cold chai',
        actorUserId: null,
        context: { userId: null, ipAddress: null, userAgent: null },
      });
      await shop.t.app.services.refunds.start({
        orderId: order.id,
        amountPaise: 500,
        reason: 'Missing sugar',
        actorUserId: null,
        context: { userId: null, ipAddress: null, userAgent: null },
      });
    } finally {
      shop.fake.setRefundBehaviour('processed');
    }
    const [first, second] = [...shop.fake.refunds.values()].filter((r) => r.payment_id === paid.paymentId);
    await shop.fake.settleRefund(first!.id, 'processed');
    await shop.fake.settleRefund(second!.id, 'failed');
    const rows = await shop.t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.find((r) => r.gatewayRefundId === first!.id)).toMatchObject({
      status: 'processed',
      amountPaise: 1000,
    });
    expect(rows.find((r) => r.gatewayRefundId === second!.id)).toMatchObject({
      status: 'failed',
      // Razorpay's refund.failed carries no reason: staff read the shop's own sentence.
      failureReason: PAYMENT_MESSAGES.refundFailedAtGateway,
    });
    expect(await row(order.id)).toMatchObject({ refundedPaise: 1000, paymentStatus: 'partially_refunded' });
    // Two refunds of one payment are two events, each kept under its own refund's id.
    expect(await storedEvent(`refund.processed:${first!.id}`)).toBe(true);
    expect(await storedEvent(`refund.failed:${second!.id}`)).toBe(true);
  });
});
