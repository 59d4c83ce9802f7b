// Live order events over a real socket: who receives what, the bell count, streams ending on
// sign-out and on shutdown, and (on PostgreSQL) events crossing from one instance to another.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { menuItems } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { placeOrder } from '../helpers/factories.ts';
import { openSse, type SseEvent } from '../helpers/sse-client.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-database.ts';

let t: TestApp;
let base: string;
let alice: string;
let bob: string;
let staff: string;
let chai: string;

const address = deliveryAddress({ name: 'Alice', phone: '9890011111', address: 'Porwal Rd, Lohegaon, Pune' });

beforeAll(async () => {
  t = await createTestApp({ streamHeartbeatMs: 200 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = (await signInCustomer(t, '9890011111', 'Alice Dsouza', '10.90.0.1')).cookie;
  bob = (await signInCustomer(t, '9890022222', 'Bob Shinde', '10.90.0.2')).cookie;
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.90.0.3');
  const [row] = await t.database.db.select().from(menuItems).limit(1);
  chai = row!.id;
});
afterAll(() => t.close());

const place = (cookie: string, app: App = t.app) =>
  placeOrder({ app }, cookie, { lines: [{ menuItemId: chai, quantity: 1 }], address });

const waiting = async () =>
  (await t.app.inject({ url: '/api/admin/orders/waiting', headers: { cookie: staff } })).json().count;

const orderEvent = (orderId: string, status: string) => (e: SseEvent) =>
  e.event === 'order' &&
  (e.data as { orderId: string }).orderId === orderId &&
  (e.data as { status: string }).status === status;

describe('customer order stream', () => {
  it('refuses anyone not signed in with the usual error', async () => {
    const res = await fetch(`${base}/api/orders/events`);
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('opens as an event stream with the security headers and a ready event', async () => {
    const stream = await openSse(`${base}/api/orders/events`, alice);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      expect(stream.headers.get('cache-control')).toContain('no-store');
      expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
      expect(stream.headers.get('x-request-id')).toBeTruthy();
      await stream.next((e) => e.event === 'ready');
    } finally {
      stream.close();
    }
  });

  it('carries only the customer’s own orders; staff see every order and move it', async () => {
    const [aliceStream, bobStream, board] = await Promise.all([
      openSse(`${base}/api/orders/events`, alice),
      openSse(`${base}/api/orders/events`, bob),
      openSse(`${base}/api/admin/orders/events`, staff),
    ]);
    try {
      await Promise.all([aliceStream, bobStream, board].map((s) => s.next((e) => e.event === 'ready')));
      const before = await waiting();
      const order = await place(alice);
      const seen = await aliceStream.next(orderEvent(order.id, 'placed'));
      expect(seen.data).toMatchObject({ orderNumber: order.orderNumber, status: 'placed' });
      expect(seen.data).not.toHaveProperty('userId');
      await board.next(orderEvent(order.id, 'placed'));
      expect(await waiting()).toBe(before + 1);
      // Delivery to subscribers on one instance is synchronous: Bob would have it by now.
      expect(bobStream.events.filter((e) => e.event === 'order')).toEqual([]);

      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: { cookie: staff },
        payload: { status: 'accepted' },
      });
      expect(moved.statusCode).toBe(200);
      await aliceStream.next(orderEvent(order.id, 'accepted'));
      await board.next(orderEvent(order.id, 'accepted'));
      expect(await waiting()).toBe(before);

      const bobs = await place(bob);
      await bobStream.next(orderEvent(bobs.id, 'placed'));
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${bobs.id}/cancel`,
        headers: { cookie: bob },
        payload: {},
      });
      expect(cancelled.statusCode).toBe(200);
      await board.next(orderEvent(bobs.id, 'cancelled'));
      expect(aliceStream.events.some((e) => (e.data as { orderId?: string }).orderId === bobs.id)).toBe(
        false,
      );
    } finally {
      for (const s of [aliceStream, bobStream, board]) s.close();
    }
  });
});

describe('staff order stream', () => {
  it('refuses customers and anonymous callers', async () => {
    const anonymous = await fetch(`${base}/api/admin/orders/events`);
    expect(anonymous.status).toBe(401);
    const customer = await fetch(`${base}/api/admin/orders/events`, { headers: { cookie: alice } });
    expect(customer.status).toBe(403);
    expect((await customer.json()).error.message).toBe('Admin privileges required');
  });

  it('ends when the member of staff signs out', async () => {
    const cookie = await signInStaff(t, 'manager@example.com', undefined, '10.90.0.4');
    const board = await openSse(`${base}/api/admin/orders/events`, cookie);
    await board.next((e) => e.event === 'ready');
    const out = await t.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(300);
    await expect(
      Promise.race([board.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 3000))]),
    ).resolves.toBe('ended');
  });
});

describe('shutdown', () => {
  it('ends open streams instead of waiting on them', async () => {
    const other = await createTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = await signInStaff(other, 'staff@example.com', undefined, '10.90.0.5');
    const board = await openSse(`${url}/api/admin/orders/events`, cookie);
    await board.next((e) => e.event === 'ready');
    const started = Date.now();
    await other.close();
    await board.ended;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe.runIf(usingPostgres)('several instances on one PostgreSQL', () => {
  it('an order placed on one instance reaches streams on another', async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 2 });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data' });
    const second = await buildApp({ env, database });
    const url = await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const board = await openSse(`${url}/api/admin/orders/events`, staff);
      await board.next((e) => e.event === 'ready');
      const order = await place(alice);
      await board.next(orderEvent(order.id, 'placed'));
      board.close();
    } finally {
      await second.close();
      await database.close();
    }
  });

  it('tells streams to re-read and keeps delivering after the listening connection is cut', async () => {
    const board = await openSse(`${base}/api/admin/orders/events`, staff);
    try {
      await board.next((e) => e.event === 'ready');
      const admin = new pg.Client({ connectionString: t.database.url });
      await admin.connect();
      const cut = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      await admin.end();
      expect(cut.rowCount).toBeGreaterThan(0);
      // The listener comes back on its own and the board is told to re-read (orders placed
      // while it was away were never announced); orders placed after that are announced again.
      await board.next((e) => e.event === 'ready', 10_000);
      const deadline = Date.now() + 10_000;
      let delivered = false;
      while (!delivered && Date.now() < deadline) {
        const order = await place(alice);
        delivered = await board.next(orderEvent(order.id, 'placed'), 1000).then(
          () => true,
          () => false,
        );
      }
      expect(delivered).toBe(true);
    } finally {
      board.close();
    }
  });
});
