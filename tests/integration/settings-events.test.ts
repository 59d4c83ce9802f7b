// Open storefronts follow the shop's state live (issue 44): pausing, resuming and busy mode send
// `settings` on the public event stream, on every instance, and the settings read right after it
// already show the change. The server stays the authority: while paused it refuses the order the
// page may still try to place.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { menuItems } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { PUBLIC_STREAM } from '#shared/api/events.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { SHOP_PAUSED_REFUSAL } from '#shared/errors.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { IN_AREA_ADDRESS } from '../helpers/delivery-address.ts';
import { openSse, type SseClient } from '../helpers/sse-client.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-database.ts';

let t: TestApp;
let base: string;
let staff: string;
let manager: string;
let nextIp = 0;
const clients: SseClient[] = [];

const call = (cookie: string, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
    remoteAddress: `10.86.${++nextIp % 250}.1`,
  });

/** The settings as a browser reads them right after the event (through the socket). */
const settingsAt = async (url: string) =>
  (await (await fetch(`${url}/api/settings`)).json()) as PublicSettings;

async function openStorefront(url: string): Promise<SseClient> {
  const client = await openSse(`${url}${PUBLIC_STREAM}`);
  clients.push(client);
  await client.next((e) => e.event === 'ready');
  return client;
}

const settingsEvents = (client: SseClient) => client.events.filter((e) => e.event === 'settings').length;

beforeAll(async () => {
  t = await createTestApp({ streamHeartbeatMs: 200 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.87.0.1');
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.87.0.2');
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

describe('the shop’s state on the public event stream', () => {
  it('tells every open storefront when staff pause the shop, and the server refuses the order meanwhile', async () => {
    const [first, second] = [await openStorefront(base), await openStorefront(base)];
    expect((await call(staff, 'PUT', '/api/admin/shop-pause', { reason: 'Gas ran out' })).statusCode).toBe(
      200,
    );
    for (const client of [first!, second!]) {
      const event = await client.next((e) => e.event === 'settings', 2_000);
      expect(event.data).toEqual({});
    }
    expect((await settingsAt(base)).shopOpen).toBe(false);

    const [chai] = await t.database.db.select().from(menuItems).where(eq(menuItems.name, 'Masala Chai'));
    const { cookie } = await signInCustomer(t, '9871099001', 'Live Page', '10.88.0.1');
    const order = () =>
      call(cookie, 'POST', '/api/orders', {
        idempotencyKey: randomUUID(),
        lines: [{ menuItemId: chai!.id, quantity: 1 }],
        address: IN_AREA_ADDRESS,
      });
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(SHOP_PAUSED_REFUSAL);

    expect((await call(manager, 'DELETE', '/api/admin/shop-pause')).statusCode).toBe(200);
    await first!.next(() => settingsEvents(first!) === 2, 2_000);
    expect((await settingsAt(base)).shopOpen).toBe(true);
    expect((await order()).statusCode).toBe(201);
  });

  it('tells them when busy mode goes on and off', async () => {
    const client = await openStorefront(base);
    const busy = await call(staff, 'PUT', '/api/admin/busy-mode', { extraMinutes: 10, forMinutes: 30 });
    expect(busy.statusCode, busy.body).toBe(200);
    await client.next((e) => e.event === 'settings', 2_000);
    expect((await settingsAt(base)).hours.busy?.extraMinutes).toBe(10);
    expect((await call(staff, 'DELETE', '/api/admin/busy-mode')).statusCode).toBe(200);
    await client.next(() => settingsEvents(client) === 2, 2_000);
    expect((await settingsAt(base)).hours.busy).toBeNull();
  });

  it('tells them when a manager saves the opening hours, and the settings read next carry them (issue 44)', async () => {
    const client = await openStorefront(base);
    const { hours } = await settingsAt(base);
    // Sundays become a holiday of the week: closed all day.
    const schedule = { ...hours.schedule, sunday: [] };
    const saved = await call(manager, 'PUT', '/api/admin/settings/hours', {
      schedule,
      holidays: hours.holidays,
      timeZone: hours.timeZone,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The event may already be here when the save answers (on PostgreSQL it comes back through
    // LISTEN/NOTIFY as fast as the answer): wait for it, never assert it has not come yet.
    await client.next((e) => e.event === 'settings', 2_000);
    expect((await settingsAt(base)).hours.schedule.sunday).toEqual([]);
  });
});

describe.runIf(usingPostgres)('several instances on one PostgreSQL', () => {
  it("a pause on one instance reaches the other instance's storefronts", async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 2 });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data' });
    const second = await buildApp({ env, database });
    const url = await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      // The second instance has read (and cached) its settings as they are now.
      expect((await settingsAt(url)).shopOpen).toBe(true);
      const client = await openStorefront(url);
      await call(staff, 'PUT', '/api/admin/shop-pause', {});
      await client.next((e) => e.event === 'settings', 5_000);
      expect((await settingsAt(url)).shopOpen).toBe(false);
    } finally {
      await call(manager, 'DELETE', '/api/admin/shop-pause');
      await second.close();
      await database.close();
    }
  });
});
