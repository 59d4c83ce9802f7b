// An order SMS survives the server dying before the gateway took it (decision 023: the outbox row
// is written in the transaction of the change). The built server runs as a real process with the
// MSG91 provider pointed at a local fake gateway that refuses order messages; staff accept an order
// (committed, its SMS queued), the worker's try is refused, and the server is killed with SIGKILL.
// Started again on the same data with the gateway accepting, it sends that message exactly once.
// On the embedded database, or on PostgreSQL when TEST_DATABASE_URL names a server.
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import { type ServerProcess, shopDataDir, startServer, waitReady } from '../e2e/support/server-process.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { createHttp, expectOk, type Http, json } from './support/http.ts';
import { signInCustomer, signInStaff } from './support/identities.ts';
import { serverDatabase } from './support/server-database.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

type Flow = { template_id: string; recipients: Record<string, string>[] };

async function start(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({ dataDir, env: { TRUST_PROXY: 'true', ...env }, waitReady: false });
  cleanups.push(() => server.stop('SIGKILL'));
  // A first start makes the embedded database: on a busy machine that takes more than a minute.
  await waitReady(server, 180_000);
  return server;
}

describe('an order SMS the gateway never took before the server was killed', () => {
  it('is sent exactly once after the restart', async () => {
    const gateway: FakeProvider = await startFakeProvider();
    cleanups.push(() => gateway.close());
    const flows: { body: Flow; accepted: boolean }[] = [];
    let ordersRefused = true;
    gateway.onRequest((_headers, raw) => {
      const body = JSON.parse(raw) as Flow;
      const accepted = body.template_id === 'otp-tpl' || !ordersRefused;
      flows.push({ body, accepted });
      gateway.answer(
        accepted
          ? { status: 200, body: { type: 'success', message: 'queued' } }
          : { status: 503, body: { type: 'error', message: 'Service unavailable' } },
      );
    });
    const database = await serverDatabase();
    cleanups.push(() => database.drop());
    const dataDir = shopDataDir();
    cleanups.push(() => fs.promises.rm(dataDir, { recursive: true, force: true }));
    const env = {
      ...database.env,
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'crash-test-key',
      MSG91_TEMPLATE_ID: 'otp-tpl',
      MSG91_URL: gateway.url,
      SMS_TEMPLATE_ORDER_ACCEPTED: 'tpl-accepted',
    };
    const sentFor = (orderNumber: string) =>
      flows.filter(
        (f) => f.body.template_id === 'tpl-accepted' && f.body.recipients[0]?.order === orderNumber,
      );

    const first = await start(dataDir, env);
    let http: Http = createHttp(first.url);
    const phone = '+919860012345';
    const codeFromGateway = async (to: string) => {
      const flow = flows.findLast(
        (f) => f.body.template_id === 'otp-tpl' && f.body.recipients[0]?.mobiles === to.slice(1),
      );
      if (!flow) throw new Error(`no code sent to ${to}`);
      return flow.body.recipients[0]!.otp!;
    };
    const customer = await signInCustomer(http, phone, '10.140.0.1', codeFromGateway);
    const staffIp = '10.140.0.2';
    let staff = await signInStaff(http, 'staff@example.com', DEMO_PASSWORD, staffIp);
    const menu = json<{ items: { id: string; inStock: boolean; optionGroupIds: string[] }[] }>(
      expectOk(await http.request('GET', '/api/menu'), 'menu'),
    );
    // A one-tap item: an item with option groups needs its choices on the line.
    const item = menu.items.find((i) => i.inStock && i.optionGroupIds.length === 0);
    expect(item).toBeDefined();
    const place = async (key: string) =>
      json<{ id: string; orderNumber: string }>(
        expectOk(
          await http.request('POST', '/api/orders', {
            cookie: customer.cookie,
            ip: '10.140.0.1',
            json: {
              idempotencyKey: key,
              lines: [{ menuItemId: item!.id, quantity: 2 }],
              orderType: 'pickup',
            },
          }),
          'placing an order',
        ),
      );
    const accept = async (orderId: string) =>
      expectOk(
        await http.request('POST', `/api/admin/orders/${orderId}/status`, {
          cookie: staff,
          ip: staffIp,
          json: { status: 'accepted' },
        }),
        'accepting the order',
      );

    const order = await place(`crash-sms-${Date.now()}`);
    await accept(order.id);
    // The change is committed and its message queued; the worker's try is refused.
    await vi.waitFor(() => expect(sentFor(order.orderNumber).length).toBeGreaterThan(0), {
      timeout: 30_000,
      interval: 50,
    });
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(sentFor(order.orderNumber).every((f) => !f.accepted)).toBe(true);

    ordersRefused = false;
    const second = await start(dataDir, env);
    http = createHttp(second.url);
    // The retry waits out its backoff (about 15 s) after the refused try.
    await vi.waitFor(() => expect(sentFor(order.orderNumber).filter((f) => f.accepted)).toHaveLength(1), {
      timeout: 90_000,
      interval: 100,
    });
    // Another change's message arriving means the worker has been round again since: still one.
    staff = await signInStaff(http, 'staff@example.com', DEMO_PASSWORD, staffIp);
    const later = await place(`crash-sms-later-${Date.now()}`);
    await accept(later.id);
    await vi.waitFor(() => expect(sentFor(later.orderNumber).filter((f) => f.accepted)).toHaveLength(1), {
      timeout: 30_000,
      interval: 50,
    });
    expect(sentFor(order.orderNumber).filter((f) => f.accepted)).toHaveLength(1);
    expect(sentFor(order.orderNumber).at(-1)!.body).toEqual({
      template_id: 'tpl-accepted',
      short_url: '0',
      recipients: [{ order: order.orderNumber, mobiles: '919860012345' }],
    });
  }, 600_000);
});
