// Open storefronts follow the catalog live (issue 16): every catalog write sends `menu` on the
// public event stream, on every instance, and the menu read right after it already shows the
// change (the cached copy was dropped before the event went out).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { menuItems } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import type { MenuResponse } from '#shared/api/catalog.ts';
import { endpointCaller } from '../helpers/call.ts';
import { openSse, type SseClient } from '../helpers/sse-client.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-database.ts';

let t: TestApp;
let base: string;
let staff: string;
let admin: string;
const clients: SseClient[] = [];

const itemId = async (name: string) =>
  (await t.database.db.select().from(menuItems).where(eq(menuItems.name, name)))[0]!.id;

let nextAddress = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.79.${++nextAddress % 250}.1` });

/** Marks an item in or out of stock the way the admin item form saves it. */
async function setInStock(id: string, inStock: boolean) {
  const { items } = (await call('GET /api/admin/menu-items', { cookie: staff })).json() as {
    items: { id: string; name: string; price: number; category_id: string }[];
  };
  const { name, price, category_id } = items.find((i) => i.id === id)!;
  return call('PUT /api/admin/menu-items/:id', {
    cookie: staff,
    params: { id },
    body: { name, price, category_id, in_stock: inStock },
  });
}

/** The menu as a browser reads it right after the event (through the socket, fast path included). */
const menuItem = async (url: string, id: string) =>
  ((await (await fetch(`${url}/api/menu`)).json()) as MenuResponse).items.find((i) => i.id === id);

async function openStorefront(url: string): Promise<SseClient> {
  const client = await openSse(`${url}/api/events`);
  clients.push(client);
  await client.next((e) => e.event === 'ready');
  return client;
}

const menuEvents = (client: SseClient) => client.events.filter((e) => e.event === 'menu').length;

beforeAll(async () => {
  t = await createTestApp({ streamHeartbeatMs: 200 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.79.255.1');
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.79.255.2');
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

describe('menu changes on the public event stream', () => {
  it('tells every open storefront when an item goes out of stock, and the menu read next shows it', async () => {
    const chai = await itemId('Masala Chai');
    // Both read the menu first, as a page does: the cached copy must not outlive the change.
    expect((await menuItem(base, chai))?.inStock).toBe(true);
    const [first, second] = [await openStorefront(base), await openStorefront(base)];

    const res = await setInStock(chai, false);
    expect(res.statusCode, res.body).toBe(200);
    for (const client of [first!, second!]) {
      const event = await client.next((e) => e.event === 'menu');
      expect(event.data).toEqual({});
    }
    expect((await menuItem(base, chai))?.inStock).toBe(false);

    await setInStock(chai, true);
    await first!.next(() => menuEvents(first!) === 2);
    expect((await menuItem(base, chai))?.inStock).toBe(true);
  });

  it('tells them when an item is removed from the menu', async () => {
    const client = await openStorefront(base);
    const bunMaska = await itemId('Bun Maska');
    expect(await menuItem(base, bunMaska)).toBeDefined();
    expect(
      (await call('DELETE /api/admin/menu-items/:id', { cookie: admin, params: { id: bunMaska } }))
        .statusCode,
    ).toBe(200);
    await client.next((e) => e.event === 'menu');
    expect(await menuItem(base, bunMaska)).toBeUndefined();
  });

  it('sends nothing when nothing in the catalog changed', async () => {
    const client = await openStorefront(base);
    const refused = await call('PUT /api/admin/menu-items/:id', {
      cookie: staff,
      params: { id: await itemId('Vada Pav') },
      body: { price: -1 } as never,
    });
    expect(refused.statusCode).toBe(400);
    // A heartbeat or two later, still only `ready`.
    await new Promise((r) => setTimeout(r, 500));
    expect(client.events.map((e) => e.event)).toEqual(['ready']);
  });
});

describe("the writer's own menu event", () => {
  it('does not drop the menu the write already rebuilt when it comes back to the writing instance', async () => {
    const chai = await itemId('Masala Chai');
    // Every event this instance sees, its own writes' included (they return through LISTEN).
    const seen: string[] = [];
    const unsubscribe = t.app.services.events.subscribe((event) => seen.push(event.kind));
    try {
      expect((await setInStock(chai, false)).statusCode).toBe(200);
      const rebuilt = await t.app.services.catalog.menuSnapshot();
      expect(rebuilt.menu.items.find((i) => i.id === chai)?.inStock).toBe(false);
      // The write's own event arrives a batch window and a round trip later.
      for (let i = 0; i < 200 && !seen.includes('menu'); i++) await new Promise((r) => setTimeout(r, 10));
      expect(seen).toContain('menu');
      await new Promise((r) => setImmediate(r));
      // The same built menu, not a second build started by the echo.
      expect(await t.app.services.catalog.menuSnapshot()).toBe(rebuilt);
    } finally {
      unsubscribe();
      await setInStock(chai, true);
    }
  });
});

describe.runIf(usingPostgres)('several instances on one PostgreSQL', () => {
  it("a catalog write on one instance reaches the other instance's storefronts", async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 2 });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data' });
    const second = await buildApp({ env, database });
    const url = await second.listen({ port: 0, host: '127.0.0.1' });
    const chai = await itemId('Masala Chai');
    try {
      // The second instance has built (and cached) its menu as it is now.
      expect((await menuItem(url, chai))?.inStock).toBe(true);
      const client = await openStorefront(url);
      await setInStock(chai, false);
      await client.next((e) => e.event === 'menu');
      expect((await menuItem(url, chai))?.inStock).toBe(false);
    } finally {
      await setInStock(chai, true);
      await second.close();
      await database.close();
    }
  });
});
