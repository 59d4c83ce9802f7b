// A payment survives the server dying before it heard of it (decision 022: the webhook is the
// source of truth). The built server runs as a real process against the local fake Razorpay; a
// customer places an online order and pays at the gateway while no webhook is delivered; the
// server is killed with SIGKILL and started again on the same data; the gateway then delivers its
// signed webhook over HTTP, and the order is placed and paid. On the embedded database, or on
// PostgreSQL when TEST_DATABASE_URL names a server.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { PAYMENT_WEBHOOK_PATH, type PaymentSession } from '#shared/api/payments.ts';
import {
  createClient,
  customerIdentity,
  orderableItems,
  signInCustomer,
} from '../e2e/support/customers-over-http.mjs';
import { type ServerProcess, shopDataDir, startServer } from '../e2e/support/server-process.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../helpers/fake-razorpay.ts';
import { serverDatabase } from './support/server-database.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

async function start(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  // Each customer's own X-Forwarded-For address keeps the per-IP sign-in limits apart.
  const server = await startServer({ dataDir, env: { TRUST_PROXY: 'true', ...env } });
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

describe('a payment the server never heard of before it was killed', () => {
  it('places and pays the order when the webhook arrives after the restart', async () => {
    const fake: FakeRazorpay = await startFakeRazorpay();
    cleanups.push(() => fake.close());
    const database = await serverDatabase();
    cleanups.push(() => database.drop());
    const dataDir = shopDataDir();
    cleanups.push(() => fs.promises.rm(dataDir, { recursive: true, force: true }));
    const env = { ...fake.env, ...database.env };

    const first = await start(dataDir, env);
    const client = createClient(first.url, { connections: 4 });
    cleanups.push(async () => client.close());
    const [item] = await orderableItems(client, 1);
    const customer = await signInCustomer(client, customerIdentity(0, 71));
    const as = { cookie: customer.cookie, 'x-forwarded-for': customer.ip };

    const placed = await client.request<Order>('POST', '/api/orders', {
      headers: as,
      body: {
        idempotencyKey: `crash-${Date.now()}`,
        lines: [{ menuItemId: item!.id, quantity: 2 }],
        orderType: 'pickup',
        paymentMethod: 'online',
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.status).toBe('awaiting_payment');
    const session = await client.request<PaymentSession>('POST', `/api/orders/${placed.body.id}/payment`, {
      headers: as,
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);

    // Paid at the gateway; the webhook is not delivered, and the browser never comes back.
    const { payment } = await fake.pay(session.body.gatewayOrderId, { webhook: false });
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    client.close();

    const second = await start(dataDir, env);
    const after = createClient(second.url, { connections: 4 });
    cleanups.push(async () => after.close());
    const before = await after.request<Order>('GET', `/api/orders/${placed.body.id}`, { headers: as });
    expect(before.status).toBe(200);
    expect(before.body.status).toBe('awaiting_payment');

    // The gateway retries its webhook until it gets a 2xx: this delivery reaches the new process.
    fake.setWebhookTarget(`${second.url}${PAYMENT_WEBHOOK_PATH}`);
    expect(await fake.sendWebhook(fake.eventBody('payment.captured', { payment }))).toBe(200);

    const paid = await after.request<Order>('GET', `/api/orders/${placed.body.id}`, { headers: as });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('placed');
    expect(paid.body.payment).toMatchObject({ status: 'paid', gatewayPaymentId: payment.id });
    expect(paid.body.history.map((h) => h.status)).toEqual(['awaiting_payment', 'placed']);
    // And a repeated delivery of the same news (order.paid) changes nothing.
    expect(await fake.sendWebhook(fake.eventBody('order.paid', { payment }))).toBe(200);
    const again = await after.request<Order>('GET', `/api/orders/${placed.body.id}`, { headers: as });
    expect(again.body.history).toHaveLength(2);
  });
});
