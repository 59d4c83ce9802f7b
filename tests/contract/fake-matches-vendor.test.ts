// The local fakes drive the browser and integration suites, so they must say what the vendors
// say: every field the fake Razorpay puts in an event, an entity or an error is one Razorpay's
// published samples carry, in the same envelope; the fake MSG91 answers as MSG91's samples do.
// When a fixture and a fake disagree, the fake is wrong.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRazorpay, startFakeRazorpay } from '../helpers/fake-razorpay.ts';

let fake: FakeRazorpay;
const events: string[] = [];

beforeAll(async () => {
  fake = await startFakeRazorpay();
  fake.setWebhookTarget(async ({ body }) => {
    events.push(body);
    return 200;
  });
});
afterAll(() => fake.close());

type Json = Record<string, unknown>;
const fixture = (dir: string, file: string): Json =>
  JSON.parse(readFileSync(new URL(`./${dir}/${file}`, import.meta.url), 'utf8')) as Json;
const keys = (o: unknown) => Object.keys(o as Json).sort();
const entityOf = (event: Json, name: string) =>
  (event.payload as Record<string, { entity: Json }>)[name]!.entity;
/** Every field any of the samples' entities carries. */
const documentedFields = (files: string[], name: string) =>
  new Set(files.flatMap((file) => keys(entityOf(fixture('razorpay', file), name))));

const PAYMENT_SAMPLES = [
  'webhook.payment.captured.upi.json',
  'webhook.payment.captured.netbanking.json',
  'webhook.payment.failed.card.json',
  'webhook.payment.failed.upi.json',
  'webhook.order.paid.upi.json',
];
const REFUND_SAMPLES = ['webhook.refund.processed.json', 'webhook.refund.failed.json'];

async function fakeEvents() {
  events.length = 0;
  const order = await fetch(`${fake.url}/v1/orders`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ amount: 5_000, currency: 'INR', receipt: `KCH${Date.now()}` }),
  }).then((r) => r.json() as Promise<{ id: string }>);
  const { paymentId } = await fake.pay(order.id);
  await fake.pay(order.id, { outcome: 'failed' });
  fake.setRefundBehaviour('pending');
  const refund = await fetch(`${fake.url}/v1/payments/${paymentId}/refund`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
      'x-refund-idempotency': 'contract-refund-0001',
    },
    body: JSON.stringify({ amount: 1_000, receipt: 'contract-refund-0001' }),
  }).then((r) => r.json() as Promise<{ id: string }>);
  fake.setRefundBehaviour('processed');
  await fake.settleRefund(refund.id, 'failed');
  return events.map((body) => JSON.parse(body) as Json);
}

describe('the fake Razorpay against the published samples', () => {
  it('sends events in the documented envelope, entities carrying only documented fields', async () => {
    const sent = await fakeEvents();
    expect(sent.map((e) => e.event)).toEqual([
      'payment.captured',
      'order.paid',
      'payment.failed',
      'refund.failed',
    ]);
    const envelope = keys(fixture('razorpay', 'webhook.refund.failed.json'));
    const paymentFields = documentedFields(PAYMENT_SAMPLES, 'payment');
    const refundFields = documentedFields(REFUND_SAMPLES, 'refund');
    const orderFields = new Set(keys(entityOf(fixture('razorpay', 'webhook.order.paid.upi.json'), 'order')));
    for (const event of sent) {
      expect(keys(event), String(event.event)).toEqual(envelope);
      const payload = event.payload as Record<string, { entity: Json }>;
      for (const [name, { entity }] of Object.entries(payload)) {
        const documented = { payment: paymentFields, refund: refundFields, order: orderFields }[name];
        expect(documented, `${event.event}: ${name}`).toBeDefined();
        const extra = keys(entity).filter((field) => !documented!.has(field));
        expect(extra, `${event.event}: fields of ${name} Razorpay never sends`).toEqual([]);
      }
    }
  });

  it('never says why a refund failed, as Razorpay does not', async () => {
    const sent = await fakeEvents();
    const failed = sent.find((e) => e.event === 'refund.failed')!;
    const refund = entityOf(failed, 'refund');
    expect(JSON.stringify(refund)).not.toMatch(/reason|error/);
  });

  it('answers a changed body under a used idempotency key with the documented refusal', async () => {
    const order = Object.values(Object.fromEntries(fake.payments)).find((p) => p.status === 'captured')!;
    const post = (amount: number) =>
      fetch(`${fake.url}/v1/payments/${order.id}/refund`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
          'content-type': 'application/json',
          'x-refund-idempotency': 'contract-refund-0002',
        },
        body: JSON.stringify({ amount }),
      });
    expect((await post(100)).status).toBe(200);
    const refused = await post(200);
    const documented = fixture('razorpay', 'api.refund.idempotent.conflict.json') as { error: Json };
    const answer = (await refused.json()) as { error: Json };
    expect(answer.error.code).toBe(documented.error.code);
    expect(answer.error.description).toBe(documented.error.description);
  });
});
