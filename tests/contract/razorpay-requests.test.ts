// The requests the real Razorpay client makes, checked against the rules Razorpay documents for
// them (tests/contract/razorpay/SOURCES.md), and the client's reading of Razorpay's documented
// answers. The requests come from the shop doing its work (a pay session, a capture, refunds,
// the day's report) against the local fake, which records each; the answers are the published
// samples, served as they are.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GatewayError } from '#server/modules/payments/payment-gateway.ts';
import { createRazorpayGateway } from '#server/modules/payments/razorpay-gateway.ts';
import type { ApiCall } from '../helpers/fake-razorpay.ts';
import { type PayShop, startPayShop } from '../helpers/online-payments.ts';
import { systemRefund } from '../helpers/paid-online-order.ts';

let shop: PayShop;

beforeAll(async () => {
  shop = await startPayShop();
});
afterAll(() => shop.close());

const fixture = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`./razorpay/${file}`, import.meta.url), 'utf8'));

// The documented rules, as schemas: .strict() refuses a field the API does not take.
const paise = z.number().int().min(100);
const notes = z
  .record(z.string(), z.string().max(256))
  .refine((n) => Object.keys(n).length <= 15, 'at most 15 notes');
const receipt = z.string().min(1).max(40);
const orderCreate = z
  .object({
    amount: paise,
    currency: z.literal('INR'),
    receipt: receipt.optional(),
    notes: notes.optional(),
    partial_payment: z.boolean().optional(),
    first_payment_min_amount: paise.optional(),
  })
  .strict();
const refundCreate = z
  .object({
    amount: paise.optional(),
    speed: z.enum(['normal', 'optimum']).optional(),
    notes: notes.optional(),
    receipt: z.string().optional(),
  })
  .strict();
const capture = z.object({ amount: paise, currency: z.literal('INR') }).strict();
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{10,}$/);

/** Every call the shop made, each checked against its documented rules; answers what was checked. */
function checkCalls(calls: ApiCall[]): string[] {
  const checked: string[] = [];
  for (const call of calls) {
    const where = `${call.method} ${call.path}`;
    if (call.method === 'POST' && call.path === '/v1/orders') orderCreate.parse(call.body);
    else if (call.method === 'POST' && /^\/v1\/payments\/[^/]+\/refund$/.test(call.path)) {
      refundCreate.parse(call.body);
      idempotencyKey.parse(call.headers['x-refund-idempotency']);
    } else if (call.method === 'POST' && /^\/v1\/payments\/[^/]+\/capture$/.test(call.path))
      capture.parse(call.body);
    else if (call.method === 'GET') expect(call.body, where).toEqual({});
    else throw new Error(`a call the contract does not know: ${where}`);
    checked.push(call.method === 'GET' ? 'GET' : call.path.replace(/pay_[^/]+/, ':id'));
  }
  return checked;
}

describe('the requests the shop sends Razorpay', () => {
  it('keep to the documented rules: integer paise, receipts, notes, refund fields and idempotency keys', async () => {
    const { cookie } = await shop.customer();
    const order = await shop.place(cookie);
    const session = (await shop.session(cookie, order.id)).json();
    const paid = await shop.fake.pay(session.gatewayOrderId);
    expect((await shop.order(cookie, order.id)).payment.status).toBe('paid');
    // A capture, as the expiry sweep makes of an authorized payment.
    const other = await shop.place(cookie);
    const otherSession = (await shop.session(cookie, other.id)).json();
    const authorized = await shop.fake.pay(otherSession.gatewayOrderId, {
      outcome: 'authorized',
      webhook: false,
    });
    const gateway = shop.t.app.services.paymentGateway!;
    await gateway.capture(authorized.paymentId, otherSession.amountPaise);
    await systemRefund(shop.t, order.id, 1_000, 'Cold chai');
    await gateway.fetchRefunds(paid.paymentId);
    await gateway.listPayments(new Date(Date.now() - 60_000), new Date(Date.now() + 60_000));
    const checked = checkCalls(shop.fake.calls);
    expect(new Set(checked)).toEqual(
      new Set(['/v1/orders', '/v1/payments/:id/capture', '/v1/payments/:id/refund', 'GET']),
    );
    // The receipt of the gateway order is the shop's order number; of a refund, its row id.
    const created = shop.fake.calls.find((c) => c.path === '/v1/orders');
    expect(created?.body.receipt).toBe(order.orderNumber);
  });
});

/** A server answering every request with one published sample, as Razorpay would. */
async function answering(status: number, body: unknown) {
  const server = http.createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway = createRazorpayGateway({
    provider: 'razorpay',
    keyId: 'rzp_test_contract0001',
    keySecret: 'contract-secret-0001',
    webhookSecret: 'contract-webhook-01',
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    timeoutMs: 5_000,
  });
  return { gateway, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("the client's reading of Razorpay's documented answers", () => {
  it('reads the documented refund (an idempotent request answered)', async () => {
    const { gateway, close } = await answering(200, fixture('api.refund.idempotent.response.json'));
    try {
      expect(await gateway.refund('pay_29QQoUBi66xm2f', 500_100, 'a-refund-row-id')).toEqual({
        id: 'rfnd_FP8QHiV938haTz',
        paymentId: 'pay_29QQoUBi66xm2f',
        amountPaise: 500_100,
        status: 'processed',
        receipt: 'Receipt No. 31',
      });
    } finally {
      await close();
    }
  });

  it('reads the documented "same key, different request" answer as a refund made, never a refusal', async () => {
    const { gateway, close } = await answering(400, fixture('api.refund.idempotent.conflict.json'));
    try {
      const error = await gateway.refund('pay_29QQoUBi66xm2f', 500_100, 'a-refund-row-id').catch((e) => e);
      expect(error).toBeInstanceOf(GatewayError);
      // A refund exists under that key: marking the row failed would free its amount for a second.
      expect(error).toMatchObject({
        refused: false,
        description: 'Different request with the same idempotency key has already been processed.',
      });
    } finally {
      await close();
    }
  });

  it('reads the documented order', async () => {
    const { gateway, close } = await answering(200, fixture('api.order.create.response.json'));
    try {
      expect(await gateway.createOrder({ amountPaise: 5_000, receipt: 'receipt#1', notes: {} })).toEqual({
        id: 'order_RB58MiP5SPFYyM',
        amountPaise: 5_000,
      });
    } finally {
      await close();
    }
  });
});
