// The real Razorpay client against the local fake gateway: the calls, the signatures, the webhook
// reading, and what a refusal or an outage turns into.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRazorpay, startFakeRazorpay } from '#tests/helpers/fake-razorpay.ts';
import { GatewayError, type PaymentGateway } from './payment-gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';

let fake: FakeRazorpay;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  gateway = createRazorpayGateway({
    provider: 'razorpay',
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
    checkoutScriptUrl: fake.checkoutUrl,
    timeoutMs: 10_000,
  });
});
afterAll(() => fake.close());

describe('the Razorpay client', () => {
  it('creates an order, sees its payment, and checks the checkout signature', async () => {
    const order = await gateway.createOrder({
      amountPaise: 12_345,
      receipt: 'KCH000001',
      notes: { orderId: 'x' },
    });
    expect(order.amountPaise).toBe(12_345);
    const paid = await fake.pay(order.id, { webhook: false });
    expect(gateway.checkoutSignatureValid(order.id, paid.paymentId, paid.signature)).toBe(true);
    expect(gateway.checkoutSignatureValid(order.id, paid.paymentId, '0'.repeat(64))).toBe(false);
    expect(gateway.checkoutSignatureValid(order.id, paid.paymentId, 'not-hex')).toBe(false);
    const payment = await gateway.fetchPayment(paid.paymentId);
    expect(payment).toMatchObject({
      orderId: order.id,
      amountPaise: 12_345,
      status: 'captured',
      method: 'upi',
    });
    expect((await gateway.fetchOrderPayments(order.id)).map((p) => p.id)).toEqual([paid.paymentId]);
  });

  it('captures an authorized payment and refunds part of it', async () => {
    const order = await gateway.createOrder({ amountPaise: 50_000, receipt: 'KCH000002', notes: {} });
    const paid = await fake.pay(order.id, { outcome: 'authorized', webhook: false });
    expect((await gateway.capture(paid.paymentId, 50_000)).status).toBe('captured');
    const refund = await gateway.refund(paid.paymentId, 10_000, 'our-refund-id-0001');
    expect(refund).toMatchObject({
      paymentId: paid.paymentId,
      amountPaise: 10_000,
      receipt: 'our-refund-id-0001',
    });
    // The receipt is also the idempotency key: asked again, the gateway answers the same refund.
    expect(fake.calls.at(-1)?.headers['x-refund-idempotency']).toBe('our-refund-id-0001');
    expect((await gateway.refund(paid.paymentId, 10_000, 'our-refund-id-0001')).id).toBe(refund.id);
    expect((await gateway.fetchRefunds(paid.paymentId)).map((r) => r.receipt)).toEqual([refund.receipt]);
    const refused = gateway.refund(paid.paymentId, 45_000, 'our-refund-id-0002');
    await expect(refused).rejects.toBeInstanceOf(GatewayError);
    // The gateway's own words, for staff to read on the failed refund; a 4xx is a refusal.
    await expect(refused).rejects.toMatchObject({
      status: 400,
      refused: true,
      description: 'The refund amount provided is greater than amount captured',
    });
  });

  it('tells a refusal from an answer that may hide a refund made', () => {
    const refused = (status?: number) => new GatewayError('x', status).refused;
    expect([400, 401, 404].map(refused)).toEqual([true, true, true]);
    // No answer, a server error, a request still in progress, too many requests: maybe made.
    expect([undefined, 500, 502, 503, 504, 409, 429].map(refused)).toEqual(Array(7).fill(false));
    // A refund was made under the key: whatever the status, not a refusal.
    const sameKey = 'Different request with the same idempotency key has already been processed.';
    expect(new GatewayError('x', 400, sameKey).refused).toBe(false);
    expect(
      new GatewayError('x', 400, 'The idempotency key must be at least 10 characters long.').refused,
    ).toBe(true);
  });

  it('reads an empty vendor text as missing, and an empty currency as the INR of our orders', async () => {
    const order = await gateway.createOrder({ amountPaise: 100, receipt: 'KCH000009', notes: {} });
    const { payment } = await fake.pay(order.id, { outcome: 'failed', webhook: false });
    payment.error_description = '';
    payment.currency = '';
    expect(await gateway.fetchPayment(payment.id)).toMatchObject({ error: null, currency: 'INR' });
  });

  it("finds our refund id in a refund event's notes when its receipt is empty", async () => {
    const order = await gateway.createOrder({ amountPaise: 3_000, receipt: 'KCH000004', notes: {} });
    const { payment } = await fake.pay(order.id, { webhook: false });
    const refund = { id: 'rfnd_x', entity: 'refund', amount: 3_000, currency: 'INR', payment_id: payment.id };
    const { createHmac } = await import('node:crypto');
    const read = (body: Buffer) =>
      gateway.readWebhook(body, createHmac('sha256', fake.webhookSecret).update(body).digest('hex'));
    const viaNotes = Buffer.from(
      fake.eventBody('refund.processed', {
        refund: { ...refund, receipt: null, notes: { receipt: 'ours-1' } },
      }),
    );
    expect(read(viaNotes)).toMatchObject({ kind: 'refund.processed', refund: { receipt: 'ours-1' } });
    const neither = Buffer.from(fake.eventBody('refund.processed', { refund: { ...refund, notes: [] } }));
    expect(read(neither)).toMatchObject({ kind: 'refund.processed', refund: { receipt: null } });
  });

  it('lists a day of payments across pages', async () => {
    const from = new Date(Date.now() - 60_000);
    const all = await gateway.listPayments(from, new Date(Date.now() + 60_000));
    expect(all.length).toBe(fake.payments.size);
  });

  it('reads a signed webhook and refuses a forged one', async () => {
    const order = await gateway.createOrder({ amountPaise: 2_000, receipt: 'KCH000003', notes: {} });
    const { payment } = await fake.pay(order.id, { webhook: false });
    const body = Buffer.from(fake.eventBody('payment.captured', { payment }));
    const { createHmac } = await import('node:crypto');
    const good = createHmac('sha256', fake.webhookSecret).update(body).digest('hex');
    expect(gateway.readWebhook(body, good)).toMatchObject({
      // Keyed by what the signature covers: the event's name and its payment's id.
      eventKey: `payment.captured:${payment.id}`,
      kind: 'payment.captured',
      payment: { id: payment.id, orderId: order.id, amountPaise: 2_000 },
    });
    const forged = createHmac('sha256', 'not-the-secret').update(body).digest('hex');
    expect(gateway.readWebhook(body, forged)).toBeUndefined();
    expect(gateway.readWebhook(body, undefined)).toBeUndefined();
    const tampered = Buffer.from(body.toString().replace('2000', '1'));
    expect(gateway.readWebhook(tampered, good)).toBeUndefined();
    const other = Buffer.from(fake.eventBody('payment.authorized', { payment }));
    const otherSig = createHmac('sha256', fake.webhookSecret).update(other).digest('hex');
    expect(gateway.readWebhook(other, otherSig)).toMatchObject({ kind: 'ignored' });
  });

  // The layout of Razorpay's documented webhook samples (entity 'event', account_id, event,
  // contains, payload.<name>.entity, created_at), written out here rather than by the fake, so the
  // fake's bodies and this reading are both held to it. The body has no event id of its own.
  it('reads bodies laid out as the vendor documents them, keyed by event and entity id', async () => {
    const { createHmac } = await import('node:crypto');
    const read = (body: object) => {
      const raw = Buffer.from(JSON.stringify(body));
      return gateway.readWebhook(raw, createHmac('sha256', fake.webhookSecret).update(raw).digest('hex'));
    };
    const payment = {
      id: 'pay_Sample0000001',
      entity: 'payment',
      amount: 50000,
      currency: 'INR',
      status: 'captured',
      order_id: 'order_Sample000001',
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      vpa: 'customer@okaxis',
      email: 'void@razorpay.com',
      contact: '+919800000000',
      notes: [],
      fee: 1180,
      tax: 180,
      error_code: null,
      error_description: null,
      created_at: 1767225600,
    };
    const envelope = (event: string, payload: object) => ({
      entity: 'event',
      account_id: 'acc_Sample0000001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: 1767225601,
    });
    expect(read(envelope('payment.captured', { payment: { entity: payment } }))).toMatchObject({
      eventKey: 'payment.captured:pay_Sample0000001',
      payment: { id: 'pay_Sample0000001', orderId: 'order_Sample000001', amountPaise: 50000 },
    });
    const order = { id: 'order_Sample000001', entity: 'order', amount: 50000, status: 'paid' };
    expect(
      read(envelope('order.paid', { payment: { entity: payment }, order: { entity: order } })),
    ).toMatchObject({ eventKey: 'order.paid:pay_Sample0000001', kind: 'order.paid' });
    const refund = {
      id: 'rfnd_Sample000001',
      entity: 'refund',
      amount: 10000,
      currency: 'INR',
      payment_id: 'pay_Sample0000001',
      notes: { receipt: 'ours-2' },
      receipt: null,
      acquirer_data: { arn: null },
      created_at: 1767229200,
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'optimum',
    };
    expect(
      read(envelope('refund.processed', { refund: { entity: refund }, payment: { entity: payment } })),
    ).toMatchObject({
      eventKey: 'refund.processed:rfnd_Sample000001',
      refund: { id: 'rfnd_Sample000001', amountPaise: 10000, receipt: 'ours-2', status: 'processed' },
    });
    // The fake builds the same envelope.
    const faked = JSON.parse(fake.eventBody('refund.processed', { refund, payment }));
    expect(Object.keys(faked).sort()).toEqual(Object.keys(envelope('x', {})).sort());
    expect(faked.contains).toEqual(['refund', 'payment']);
    expect(faked.payload.refund.entity.id).toBe(refund.id);
  });

  it('turns an outage and a bad key into gateway errors', async () => {
    fake.setDown(true);
    await expect(gateway.fetchPayment('pay_x')).rejects.toMatchObject({ name: 'GatewayError', status: 503 });
    fake.setDown(false);
    const wrongKey = createRazorpayGateway({
      provider: 'razorpay',
      keyId: fake.keyId,
      keySecret: 'wrong-secret-123',
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
      checkoutScriptUrl: fake.checkoutUrl,
      timeoutMs: 10_000,
    });
    await expect(wrongKey.createOrder({ amountPaise: 100, receipt: 'r', notes: {} })).rejects.toMatchObject({
      status: 401,
    });
    const nobody = createRazorpayGateway({
      provider: 'razorpay',
      keyId: fake.keyId,
      keySecret: fake.keySecret,
      webhookSecret: fake.webhookSecret,
      apiUrl: 'http://127.0.0.1:9',
      checkoutScriptUrl: fake.checkoutUrl,
      timeoutMs: 10_000,
    });
    await expect(nobody.fetchPayment('pay_x')).rejects.toMatchObject({
      name: 'GatewayError',
      status: undefined,
    });
  });
});
