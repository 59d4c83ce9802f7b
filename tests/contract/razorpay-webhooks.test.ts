// Razorpay's own published webhook samples (tests/contract/razorpay, SOURCES.md says where each
// comes from), replayed against the real webhook route of a real server: only the ids and the
// amount are changed, to point a sample at an order of the test's own; every other field stays as
// Razorpay documents it (an empty currency, an empty error text, a refund event without a reason).
// What the shop does with each must be what it does with the fake's deliveries.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '#server/db/schema.ts';
import { PAYMENT_MESSAGES } from '#shared/api/payments.ts';
import { type PayShop, startPayShop } from '../helpers/online-payments.ts';
import { systemRefund } from '../helpers/paid-online-order.ts';

let shop: PayShop;

beforeAll(async () => {
  shop = await startPayShop();
});
afterAll(() => shop.close());

type Entity = Record<string, unknown>;
type Sample = { event: string; payload: Record<string, { entity: Entity }> } & Entity;

/** A sample as Razorpay publishes it, parsed. */
const sample = (file: string): Sample =>
  JSON.parse(readFileSync(new URL(`./razorpay/${file}`, import.meta.url), 'utf8')) as Sample;

/** The sample with its entities' ids and amounts pointed at ours; nothing else changes. */
function pointed(
  file: string,
  ours: { orderId?: string; paymentId?: string; refundId?: string; amount: number },
) {
  const body = sample(file);
  const { payment, order, refund } = body.payload;
  if (payment) {
    Object.assign(payment.entity, { amount: ours.amount });
    if (ours.paymentId) payment.entity.id = ours.paymentId;
    if (ours.orderId) payment.entity.order_id = ours.orderId;
  }
  if (order) Object.assign(order.entity, { id: ours.orderId, amount: ours.amount, amount_paid: ours.amount });
  if (refund)
    Object.assign(refund.entity, { id: ours.refundId, payment_id: ours.paymentId, amount: ours.amount });
  return JSON.stringify(body, null, 2);
}

const row = async (id: string) =>
  (await shop.t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

async function awaitingOrder() {
  const { cookie } = await shop.customer();
  const order = await shop.place(cookie);
  const res = await shop.session(cookie, order.id);
  expect(res.statusCode, res.body).toBe(200);
  return {
    cookie,
    order,
    gatewayOrderId: res.json().gatewayOrderId as string,
    paise: res.json().amountPaise,
  };
}

/** A payment id in Razorpay's shape, new each time (each test pays its own order). */
let payments = 0;
const paymentId = () => `pay_Contract${String(++payments).padStart(6, '0')}`;

describe("Razorpay's documented payment samples", () => {
  for (const file of ['webhook.payment.captured.upi.json', 'webhook.order.paid.upi.json']) {
    it(`pays the order: ${file}`, async () => {
      const { cookie, order, gatewayOrderId, paise } = await awaitingOrder();
      const id = paymentId();
      expect(
        await shop.deliver(pointed(file, { orderId: gatewayOrderId, paymentId: id, amount: paise })),
      ).toBe(200);
      const seen = await shop.order(cookie, order.id);
      expect(seen).toMatchObject({ status: 'placed', payment: { status: 'paid', gatewayPaymentId: id } });
    });
  }

  it('pays the order when the sample says currency "" (netbanking), as our gateway orders are all INR', async () => {
    const { cookie, order, gatewayOrderId, paise } = await awaitingOrder();
    const body = pointed('webhook.payment.captured.netbanking.json', {
      orderId: gatewayOrderId,
      paymentId: paymentId(),
      amount: paise,
    });
    expect(body).toContain('"currency": ""');
    expect(await shop.deliver(body)).toBe(200);
    expect((await shop.order(cookie, order.id)).payment.status).toBe('paid');
  });

  it("records a failed attempt with the gateway words, or ours when the sample's are empty (card)", async () => {
    const upi = await awaitingOrder();
    await shop.deliver(
      pointed('webhook.payment.failed.upi.json', {
        orderId: upi.gatewayOrderId,
        paymentId: paymentId(),
        amount: upi.paise,
      }),
    );
    expect((await row(upi.order.id)).paymentFailure).toBe('Payment failed');
    const card = await awaitingOrder();
    const body = pointed('webhook.payment.failed.card.json', {
      orderId: card.gatewayOrderId,
      paymentId: paymentId(),
      amount: card.paise,
    });
    expect(body).toContain('"error_description": ""');
    expect(await shop.deliver(body)).toBe(200);
    // Before empty texts were read as missing, '' was stored and the customer saw no reason.
    expect((await row(card.order.id)).paymentFailure).toBe('The payment failed');
    const seen = await shop.order(card.cookie, card.order.id);
    expect(seen.payment).toMatchObject({ status: 'failed', failureReason: 'The payment failed' });
  });
});

describe("Razorpay's documented refund samples", () => {
  /** An order paid online with one refund started and pending at the gateway. */
  async function pendingRefund() {
    const { cookie, order, gatewayOrderId } = await awaitingOrder();
    const paid = await shop.fake.pay(gatewayOrderId);
    expect((await shop.order(cookie, order.id)).payment.status).toBe('paid');
    shop.fake.setRefundBehaviour('pending');
    try {
      await systemRefund(shop.t, order.id, 1_000, 'Cold chai');
    } finally {
      shop.fake.setRefundBehaviour('processed');
    }
    const [made] = [...shop.fake.refunds.values()].filter((r) => r.payment_id === paid.paymentId);
    return { cookie, order, paymentId: paid.paymentId, refundId: made!.id };
  }

  it('moves the refund to processed, and the order follows', async () => {
    const { cookie, order, paymentId: pid, refundId } = await pendingRefund();
    const body = pointed('webhook.refund.processed.json', { paymentId: pid, refundId, amount: 1_000 });
    expect(await shop.deliver(body)).toBe(200);
    const seen = await shop.order(cookie, order.id);
    expect(seen.payment).toMatchObject({ status: 'partially_refunded', refunded: 10 });
    expect(seen.payment.refunds[0]).toMatchObject({ status: 'processed', gatewayRefundId: refundId });
  });

  it("marks the refund failed with the shop's own sentence: the documented event says nothing of why", async () => {
    const { order, paymentId: pid, refundId } = await pendingRefund();
    const documented = sample('webhook.refund.failed.json').payload.refund!.entity;
    expect(Object.keys(documented).some((key) => /reason|error/.test(key))).toBe(false);
    const body = pointed('webhook.refund.failed.json', { paymentId: pid, refundId, amount: 1_000 });
    expect(await shop.deliver(body)).toBe(200);
    const [stored] = await shop.t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.gatewayRefundId, refundId));
    expect(stored).toMatchObject({ status: 'failed', failureReason: PAYMENT_MESSAGES.refundFailedAtGateway });
    expect((await row(order.id)).refundedPaise).toBe(0);
  });
});
