// Every acknowledged order survives a SIGKILL of the server: orders are placed at 50 concurrent
// requests by many signed-in customers, the server is killed mid-run, started again on the same
// data, and every order whose response arrived must be stored whole, with no duplicate numbers.
// Runs on the embedded database, and on PostgreSQL when TEST_DATABASE_URL names a server (CI's
// reliability step, or `npm test` with that setting); without it the PostgreSQL case is skipped
// and says why.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import {
  type Customer,
  createClient,
  type HttpClient,
  ORDERS_PER_CUSTOMER,
  type OrderAttempt,
  orderableItems,
  placeOrder,
  placeOrdersConcurrently,
  signInCustomers,
} from './support/customers-over-http.mjs';
import { type ServerProcess, shopDataDir, startServer, tempDataDir } from './support/server-process.ts';

const CONCURRENCY = 50;
/** Acknowledged orders before the kill; 50 more are in flight when it lands. */
const KILL_AFTER_ACKNOWLEDGED = 150;
/** 30 customers x 10 orders a minute leave room for every request of the run and the retries. */
const CUSTOMERS = 30;

const postgresServer = process.env.TEST_DATABASE_URL;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

async function start(dataDir: string, databaseUrl?: string): Promise<ServerProcess> {
  const server = await startServer({
    dataDir,
    // Each customer's own X-Forwarded-For address keeps the per-IP sign-in limits apart.
    env: { TRUST_PROXY: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

/** A throwaway database on the PostgreSQL server, dropped after the test. */
async function throwawayDatabase(serverUrl: string): Promise<string> {
  const name = `chai_durability_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await cleanup.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The customer's orders, each read whole (the list carries no lines). */
async function ordersOf(client: HttpClient, customer: Customer): Promise<Order[]> {
  const headers = { cookie: customer.cookie, 'x-forwarded-for': customer.ip };
  const res = await client.request<{ orders: { id: string }[] }>('GET', '/api/orders?limit=50', { headers });
  expect(res.status, `orders of ${customer.phone}`).toBe(200);
  return Promise.all(
    res.body.orders.map(
      async ({ id }) => (await client.request<Order>('GET', `/api/orders/${id}`, { headers })).body,
    ),
  );
}

const lineFacts = (order: Order) =>
  order.lines.map((l) => ({ menuItemId: l.menuItemId, quantity: l.quantity, lineTotal: l.lineTotal }));

async function placeKillRestartAndCheck(databaseUrl?: string) {
  const dataDir = databaseUrl ? tempDataDir() : shopDataDir();
  cleanups.push(() => fs.promises.rm(dataDir, { recursive: true, force: true }));
  const first = await start(dataDir, databaseUrl);
  const client = createClient(first.url, { connections: CONCURRENCY });
  cleanups.push(async () => client.close());
  const items = await orderableItems(client);
  const customers = await signInCustomers(client, CUSTOMERS);

  let acknowledged = 0;
  let killed = false;
  const { results, exhausted } = await placeOrdersConcurrently({
    client,
    customers,
    items,
    concurrency: CONCURRENCY,
    shouldStop: () => killed,
    onSettled: (attempt) => {
      if (attempt.order) acknowledged++;
      if (!killed && acknowledged >= KILL_AFTER_ACKNOWLEDGED) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    },
  });
  await first.exited;
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(exhausted, 'the customers ran out of orders before the kill').toBe(false);

  const acked = results.filter((r) => r.order) as (OrderAttempt & { order: Order })[];
  const unanswered = results.filter((r) => r.status === undefined);
  // Every answer the server gave was a success: no rate limit, no error under load.
  expect(results.filter((r) => r.status !== undefined && !r.order).map((r) => r.error)).toEqual([]);
  expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
  // The kill landed mid-run: requests were still in flight.
  expect(unanswered.length).toBeGreaterThan(0);

  const second = await start(dataDir, databaseUrl);
  const after = createClient(second.url, { connections: CONCURRENCY });
  cleanups.push(async () => after.close());

  const stored = (await Promise.all(customers.map((c) => ordersOf(after, c)))).flat();
  const byId = new Map(stored.map((o) => [o.id, o]));
  for (const { order } of acked) {
    const kept = byId.get(order.id);
    expect(kept, `acknowledged order ${order.orderNumber} is stored`).toBeDefined();
    expect(kept?.orderNumber).toBe(order.orderNumber);
    expect(kept && lineFacts(kept)).toEqual(lineFacts(order));
    expect(kept?.total).toBe(order.total);
    expect(kept?.history.map((h) => h.status)).toEqual(['placed']);
  }
  // Orders committed whose answer was lost are whole too (one transaction), never half written.
  const expectedLines = lineFacts(acked[0]!.order);
  for (const order of stored) {
    expect(lineFacts(order)).toEqual(expectedLines);
    expect(order.total).toBe(acked[0]!.order.total);
  }
  expect(stored.length).toBeGreaterThanOrEqual(acked.length);
  expect(stored.length).toBeLessThanOrEqual(results.length);
  expect(new Set(stored.map((o) => o.orderNumber)).size).toBe(stored.length);

  // The customers whose answer never came retry with the same key: each checkout ends as exactly
  // one order, whether it had been committed before the kill (200, the same order) or not (201).
  const retried = await Promise.all(
    unanswered.map(async (attempt) => ({
      attempt,
      res: await placeOrder(after, attempt.customer, attempt.body),
    })),
  );
  for (const { res } of retried) expect([200, 201]).toContain(res.status);
  const committedBeforeKill = retried.filter(({ res }) => res.status === 200);
  for (const { res } of committedBeforeKill) expect(byId.has(res.body.id)).toBe(true);
  expect(stored.length).toBe(acked.length + committedBeforeKill.length);

  const final = (await Promise.all(customers.map((c) => ordersOf(after, c)))).flat();
  expect(final.length).toBe(results.length);
  expect(new Set(final.map((o) => o.orderNumber)).size).toBe(final.length);
  for (const customer of customers) {
    const sent = results.filter((r) => r.customer === customer).length;
    expect(sent).toBeLessThanOrEqual(ORDERS_PER_CUSTOMER);
    expect((await ordersOf(after, customer)).length).toBe(sent);
  }
  return {
    acknowledged: acked.length,
    inFlight: unanswered.length,
    committedBeforeKill: committedBeforeKill.length,
  };
}

describe('orders and a killed server', () => {
  it('keeps every acknowledged order on the embedded database', async () => {
    const figures = await placeKillRestartAndCheck();
    console.info('embedded database:', figures);
  });

  it.skipIf(!postgresServer)(
    postgresServer
      ? 'keeps every acknowledged order on PostgreSQL'
      : 'keeps every acknowledged order on PostgreSQL (skipped: TEST_DATABASE_URL is not set)',
    async () => {
      const figures = await placeKillRestartAndCheck(await throwawayDatabase(postgresServer!));
      console.info('PostgreSQL:', figures);
    },
  );
});
