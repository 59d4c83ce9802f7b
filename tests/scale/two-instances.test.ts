// Two instances of the app, each with its own database pool and Redis connection, listening on
// their own ports over one throwaway PostgreSQL database and one Redis (a key prefix of its own per
// run), as N instances run behind a load balancer (README, "Running at scale"). Whatever a customer
// or a member of staff does on one instance must hold on the other.
// Needs TEST_DATABASE_URL and Redis (REDIS_URL, or redis://127.0.0.1:6379); skipped otherwise.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '#server/app.ts';
import { type Database, openDatabase } from '#server/db/database.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { openRedis, type RedisConnection } from '#server/db/redis.ts';
import { menuItems } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { projectPath } from '#server/project-path.ts';
import { DEMO_PASSWORD, seedDatabase } from '#server/seed/seed.ts';
import { PUBLIC_STREAM, STAFF_ORDER_STREAM } from '#shared/api/events.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { openSse, type SseEvent } from '../helpers/sse-client.ts';
import { cookieHeader } from '../helpers/staff-session.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Resolves true when a Redis server answers PING at the URL within a second. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const skipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set (two instances need a PostgreSQL server)'
  : !(await redisAnswers(REDIS_URL))
    ? `no Redis answers at ${REDIS_URL} (set REDIS_URL or start redis-server)`
    : undefined;

type Instance = { app: App; url: string; database: Database; redis: RedisConnection };

const keyPrefix = `chai-test-${randomUUID()}:`;
let shared: TestDatabase;
let a: Instance;
let b: Instance;
let chai: string;

// Behind a reverse proxy (TRUST_PROXY), so each test can be its own client address.
const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data', TRUST_PROXY: 'true' });
let nextAddress = 1;
const newClient = () => `10.200.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

async function startInstance(): Promise<Instance> {
  const database = await openDatabase({ kind: 'postgres', url: shared.url!, poolSize: 3 });
  const redis = await openRedis(REDIS_URL, { keyPrefix });
  const app = await buildApp({ env, database, redis, streamHeartbeatMs: 500 });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // Counters must really be shared before the tests count on it.
  for (let i = 0; i < 50 && !redis.ready; i++) await new Promise((r) => setTimeout(r, 20));
  expect(redis.ready).toBe(true);
  return { app, url, database, redis };
}

async function http(
  instance: Instance,
  method: string,
  path: string,
  options: { client: string; cookie?: string; json?: unknown },
) {
  const res = await fetch(`${instance.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': options.client,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

async function solvedRobotCheck(instance: Instance, client: string) {
  const challenge = (await http(instance, 'GET', '/api/customer/robot-check', { client })).body;
  return { challenge, solution: await solveChallenge({ challenge, deriveKey }) };
}

/** Signs a customer in on one instance (the code read from that instance's development outbox). */
async function customerOn(instance: Instance, phone: string, client: string): Promise<string> {
  const sent = await http(instance, 'POST', '/api/customer/otp/send', {
    client,
    json: { phone, robotCheck: await solvedRobotCheck(instance, client) },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const outbox = await http(instance, 'GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, {
    client,
  });
  const code = outbox.body.messages[0].code;
  const res = await fetch(`${instance.url}/api/customer/otp/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ phone, code, fullName: 'Scale Tester' }),
  });
  expect(res.status).toBe(200);
  return cookieHeader(res.headers.getSetCookie());
}

async function staffOn(instance: Instance, email: string, client: string): Promise<string> {
  const res = await fetch(`${instance.url}/api/staff/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return cookieHeader(res.headers.getSetCookie());
}

const orderBody = () => ({
  idempotencyKey: randomUUID(),
  lines: [{ menuItemId: chai, quantity: 1 }],
  address: deliveryAddress({
    name: 'Scale Tester',
    phone: '9890088888',
    address: 'Flat 2, Porwal Rd, Lohegaon, Pune',
  }),
});

/** A TCP relay to Redis that a test can cut and restore, as a network outage would. */
async function startTcpProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((downstream) => {
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 6379) });
    for (const socket of [downstream, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    downstream.pipe(upstream).pipe(downstream);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) server.close(() => resolve());
      else resolve();
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () => void stop(),
    restore: () => listen(port),
    close: stop,
  };
}

async function deleteKeys(redis: RedisConnection) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.client.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

describe.skipIf(skipReason !== undefined)(
  `two instances on one PostgreSQL and one Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    beforeAll(async () => {
      shared = await openTestDatabase();
      await seedDatabase(shared.db, { demoStaff: true, itemOptions: false, demoOrders: false });
      const [row] = await shared.db.select().from(menuItems).limit(1);
      chai = row!.id;
      [a, b] = await Promise.all([startInstance(), startInstance()]);
    });
    afterAll(async () => {
      for (const instance of [a, b]) {
        if (!instance) continue;
        await instance.app.close();
        await instance.database.close();
      }
      if (a) await deleteKeys(a.redis);
      await Promise.all([a?.redis.close(), b?.redis.close()]);
      await shared?.close();
    });

    it('are both ready, naming the database and Redis', async () => {
      for (const instance of [a, b]) {
        const ready = await http(instance, 'GET', '/readyz', { client: newClient() });
        expect(ready.status).toBe(200);
        expect(ready.body).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
      }
    });

    it('a session made on A works on B, for a customer and for staff', async () => {
      const client = newClient();
      const customer = await customerOn(a, '9890012001', client);
      const me = await http(b, 'GET', '/api/customer/me', { client, cookie: customer });
      expect(me.status).toBe(200);
      expect(me.body.profile).toMatchObject({ phoneNumber: '+919890012001', fullName: 'Scale Tester' });

      const staff = await staffOn(a, 'staff@example.com', client);
      const session = await http(b, 'GET', '/api/staff/session', { client, cookie: staff });
      expect(session.status).toBe(200);
      expect(session.body.user.email).toBe('staff@example.com');

      // Signing out on B ends the session on A too.
      expect((await http(b, 'POST', '/api/customer/sign-out', { client, cookie: customer })).status).toBe(
        200,
      );
      const after = await http(a, 'GET', '/api/customer/me', { client, cookie: customer });
      expect(after.body).toEqual({ profile: null });
    });

    it('counts a rate limit over A and B together: the order limit per customer', async () => {
      const client = newClient();
      const cookie = await customerOn(a, '9890012002', client);
      const statuses: number[] = [];
      for (let i = 0; i <= RATE_LIMITS.orders.max; i++) {
        const instance = i % 2 === 0 ? a : b;
        statuses.push(
          (await http(instance, 'POST', '/api/orders', { client, cookie, json: orderBody() })).status,
        );
      }
      // Either instance alone has seen at most 6 of the 11: only a shared count refuses the 11th.
      expect(statuses.slice(0, RATE_LIMITS.orders.max)).toEqual(Array(RATE_LIMITS.orders.max).fill(201));
      expect(statuses.at(-1)).toBe(429);
      // And it holds on both.
      expect((await http(a, 'POST', '/api/orders', { client, cookie, json: orderBody() })).status).toBe(429);
    });

    it('counts the general API limit per client address over A and B together', async () => {
      const client = newClient();
      for (let i = 0; i < RATE_LIMITS.api.max; i++) {
        // A guest asking for orders is counted (the session checks are not) and answered 401.
        const res = await http(i % 2 === 0 ? a : b, 'GET', '/api/orders', { client });
        expect(res.status).toBe(401);
      }
      const limited = await http(b, 'GET', '/api/orders', { client });
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
      // Another address is not affected.
      expect((await http(a, 'GET', '/api/orders', { client: newClient() })).status).toBe(401);
    });

    it('refuses a robot-check solution already used on the other instance', async () => {
      const client = newClient();
      const robotCheck = await solvedRobotCheck(a, client);
      const first = await http(a, 'POST', '/api/customer/otp/send', {
        client,
        json: { phone: '9890012003', robotCheck },
      });
      expect(first.status).toBe(200);
      const replay = await http(b, 'POST', '/api/customer/otp/send', {
        client: newClient(),
        json: { phone: '9890012004', robotCheck },
      });
      expect(replay.status).toBe(400);
      expect(replay.body.error.message).toBe('The robot check failed. Please try again.');
    });

    it("an order placed on A rings on B's staff order stream", async () => {
      const client = newClient();
      const staff = await staffOn(a, 'staff@example.com', client);
      const customer = await customerOn(a, '9890012005', client);
      const board = await openSse(`${b.url}${STAFF_ORDER_STREAM}`, staff);
      try {
        expect(board.status).toBe(200);
        await board.next((e) => e.event === 'ready');
        const placedAt = performance.now();
        const placed = await http(a, 'POST', '/api/orders', { client, cookie: customer, json: orderBody() });
        expect(placed.status).toBe(201);
        const rang = await board.next(
          (e: SseEvent) => e.event === 'order' && (e.data as { orderId: string }).orderId === placed.body.id,
        );
        console.info(`order event crossed instances in ${Math.round(performance.now() - placedAt)} ms`);
        expect(rang.data).toMatchObject({ orderNumber: placed.body.orderNumber, status: 'placed' });
      } finally {
        board.close();
      }
    });

    it('a promotion published on A reaches a storefront connected to B', async () => {
      const client = newClient();
      const manager = await staffOn(a, 'manager@example.com', client);
      const storefront = await openSse(`${b.url}${PUBLIC_STREAM}`);
      try {
        await storefront.next((e) => e.event === 'ready');
        const published = await http(a, 'POST', '/api/admin/settings/publish-promotion', {
          client,
          cookie: manager,
        });
        expect(published.status).toBe(200);
        const promo = await storefront.next((e) => e.event === 'promo');
        expect(promo.data).toEqual(published.body);
      } finally {
        storefront.close();
      }
    });

    it('concurrent checkouts on A and B sell exactly the count, and a storefront on B sees it sell out', async () => {
      // docs/product.md#counted-stock: the count is taken in each order's own statement, so no
      // two instances can sell the same last one.
      const count = 4;
      const buyers = 10;
      const client = newClient();
      const staff = await staffOn(a, 'staff@example.com', client);
      const set = await http(a, 'PUT', `/api/admin/menu-items/${chai}/count`, {
        client,
        cookie: staff,
        json: { left: count, par: null, low_at: null },
      });
      expect(set.status).toBe(200);
      const customers = await Promise.all(
        Array.from({ length: buyers }, async (_, i) => {
          const own = newClient();
          return { client: own, cookie: await customerOn(a, `98900131${String(i).padStart(2, '0')}`, own) };
        }),
      );
      const storefront = await openSse(`${b.url}${PUBLIC_STREAM}`);
      try {
        await storefront.next((e) => e.event === 'ready');
        const answers = await Promise.all(
          customers.map(({ client: own, cookie }, i) =>
            http(i % 2 === 0 ? a : b, 'POST', '/api/orders', { client: own, cookie, json: orderBody() }),
          ),
        );
        const statuses = answers.map((r) => r.status);
        expect(statuses.filter((s) => s === 201)).toHaveLength(count);
        expect(statuses.filter((s) => s === 409)).toHaveLength(buyers - count);
        const [row] = await shared.db.select().from(menuItems).where(eq(menuItems.id, chai));
        expect(row!.stockLeft).toBe(0);
        // Sold out on the storefront open on B, without a reload: it is told to re-read the menu.
        await storefront.next((e) => e.event === 'menu');
        await expect
          .poll(
            async () =>
              (await http(b, 'GET', '/api/menu', { client })).body.items.find(
                (i: { id: string }) => i.id === chai,
              ),
            { timeout: 5000 },
          )
          .toMatchObject({ inStock: false, stockLeft: 0 });
      } finally {
        storefront.close();
        await http(a, 'PUT', `/api/admin/menu-items/${chai}/count`, {
          client,
          cookie: staff,
          json: { left: null, par: null, low_at: null },
        });
      }
    });

    it('a menu change saved on A shows on B, whose menu was cached', async () => {
      const client = newClient();
      const before = await http(b, 'GET', '/api/menu', { client });
      const item = before.body.items.find((i: { id: string }) => i.id === chai);
      expect(item).toBeDefined();
      const admin = await staffOn(a, 'admin@example.com', client);
      const name = `Scale Chai ${randomUUID().slice(0, 8)}`;
      const saved = await http(a, 'PUT', `/api/admin/menu-items/${chai}`, {
        client,
        cookie: admin,
        json: {
          name,
          price: item.price,
          category_id: before.body.categories.find((c: { slug: string }) => c.slug === item.category).id,
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // The notice crosses through PostgreSQL; poll B until it has dropped its copy.
      let seen: string | undefined;
      for (let i = 0; i < 100 && seen !== name; i++) {
        const menu = await http(b, 'GET', '/api/menu', { client });
        seen = menu.body.items.find((x: { id: string }) => x.id === chai)?.name;
        if (seen !== name) await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen).toBe(name);
    });

    it('a third instance rides out a Redis outage: it keeps serving, then shares counts again', async () => {
      const proxy = await startTcpProxy(new URL(REDIS_URL));
      const database = await openDatabase({ kind: 'postgres', url: shared.url!, poolSize: 2 });
      const redis = await openRedis(proxy.url, { keyPrefix });
      const app = await buildApp({ env, database, redis });
      const c: Instance = { app, url: await app.listen({ port: 0, host: '127.0.0.1' }), database, redis };
      const until = async (what: string, condition: () => boolean) => {
        for (let i = 0; i < 300 && !condition(); i++) await new Promise((r) => setTimeout(r, 50));
        expect(condition(), what).toBe(true);
      };
      try {
        await until('connected through the proxy', () => redis.ready);
        proxy.cut();
        await until('noticed the outage', () => !redis.ready);
        const client = newClient();
        const ready = await http(c, 'GET', '/readyz', { client });
        expect(ready.status).toBe(200);
        expect(ready.body).toEqual({ status: 'degraded', database: 'ok', redis: 'unavailable' });
        expect((await http(c, 'GET', '/api/customer/me', { client })).status).toBe(200);

        await proxy.restore();
        await until('reconnected', () => redis.ready);
        expect((await http(c, 'GET', '/readyz', { client })).body.status).toBe('ok');
        const counted = newClient();
        for (let i = 0; i < RATE_LIMITS.api.max; i++) {
          expect((await http(a, 'GET', '/api/orders', { client: counted })).status).toBe(401);
        }
        expect((await http(c, 'GET', '/api/orders', { client: counted })).status).toBe(429);
      } finally {
        await app.close();
        await database.close();
        await redis.close();
        await proxy.close();
      }
    });

    it('several instances starting at once on a fresh database apply the migrations exactly once', async () => {
      const fresh = await openTestDatabase({ migrate: false });
      const starting = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: fresh.url!, poolSize: 2 })),
      );
      try {
        await Promise.all(starting.map((database) => applyMigrations(database)));
        const journal = JSON.parse(fs.readFileSync(projectPath('drizzle', 'meta', '_journal.json'), 'utf8'));
        const admin = new pg.Client({ connectionString: fresh.url });
        await admin.connect();
        try {
          const applied = await admin.query('select hash from drizzle.__drizzle_migrations');
          expect(applied.rowCount).toBe(journal.entries.length);
          expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(journal.entries.length);
          const tables = await admin.query(
            "select count(*)::int as n from information_schema.tables where table_name = 'orders'",
          );
          expect(tables.rows[0].n).toBe(1);
        } finally {
          await admin.end();
        }
      } finally {
        await Promise.all(starting.map((database) => database.close()));
        await fresh.close();
      }
    });
  },
);
