// The board's emergency pause through the real routes (docs/product.md#pausing-the-shop): any staff
// member pauses, only settings:manage resumes, each recorded in the audit log with who and why, and
// other boards hear of it on the staff stream.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, users } from '#server/db/schema.ts';
import { SHOP_PAUSE_REASON_MAX } from '#shared/api/settings.ts';
import { endpointCaller } from '../helpers/call.ts';
import { openSse } from '../helpers/sse-client.ts';
import { sessionFor, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let staff: string;
let manager: string;
let customer: string;
let nextIp = 0;

const call = endpointCaller(() => t.app, { remoteAddress: () => `10.74.${++nextIp % 250}.1` });

beforeAll(async () => {
  t = await createTestApp({ streamHeartbeatMs: 200 });
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.75.0.1');
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.75.0.2');
  customer = await sessionFor(t, 'user');
});
afterAll(() => t.close());

beforeEach(async () => {
  expect((await call('DELETE /api/admin/shop-pause', { cookie: manager })).statusCode).toBe(200);
});

const shopOpen = async () => (await call('GET /api/settings')).json().shopOpen as boolean;

async function userId(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function lastEntry(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.action, action))
    .orderBy(desc(auditLogs.createdAt))
    .limit(1);
  return row;
}

describe('pausing the shop from the board', () => {
  it('is refused to strangers (401) and customers (403), and nothing changes', async () => {
    const body = { reason: 'Gas leak' };
    expect((await call('PUT /api/admin/shop-pause', { body })).statusCode).toBe(401);
    expect((await call('PUT /api/admin/shop-pause', { body, cookie: customer })).statusCode).toBe(403);
    expect((await call('DELETE /api/admin/shop-pause')).statusCode).toBe(401);
    expect((await call('DELETE /api/admin/shop-pause', { cookie: customer })).statusCode).toBe(403);
    expect(await shopOpen()).toBe(true);
  });

  it('is allowed to staff, with the reason and who in the audit log', async () => {
    const res = await call('PUT /api/admin/shop-pause', {
      body: { reason: '  Gas cylinder empty  ' },
      cookie: staff,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shopOpen).toBe(false);
    expect(await shopOpen()).toBe(false);
    const entry = await lastEntry('settings.shop_pause');
    expect(entry?.userId).toBe(await userId('staff@example.com'));
    expect(entry?.tableName).toBe('site_settings');
    expect(entry?.oldValues).toEqual({ shopOpen: true, reason: null });
    expect(entry?.newValues).toEqual({ shopOpen: false, reason: 'Gas cylinder empty' });
  });

  it('needs no reason, but refuses one too long with a message', async () => {
    const long = await call('PUT /api/admin/shop-pause', {
      body: { reason: 'x'.repeat(SHOP_PAUSE_REASON_MAX + 1) },
      cookie: staff,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ reason: `At most ${SHOP_PAUSE_REASON_MAX} characters` });
    expect(await shopOpen()).toBe(true);

    expect((await call('PUT /api/admin/shop-pause', { body: {}, cookie: staff })).statusCode).toBe(200);
    expect(await shopOpen()).toBe(false);
    expect((await lastEntry('settings.shop_pause'))?.newValues).toEqual({ shopOpen: false });
  });

  it('cannot be undone by staff, nor by staff saving the settings: a manager resumes', async () => {
    await call('PUT /api/admin/shop-pause', { body: { reason: 'Rain' }, cookie: staff });
    expect((await call('DELETE /api/admin/shop-pause', { cookie: staff })).statusCode).toBe(403);
    const settings = (await call('GET /api/settings')).json();
    const form = {
      bannerImage: settings.bannerImage,
      bannerTitle: settings.bannerTitle,
      bannerSubtitle: settings.bannerSubtitle,
      promotionalMessage: settings.promotionalMessage,
      siteTheme: settings.siteTheme,
      shopOpen: true,
      defaultLocation: settings.defaultLocation,
    };
    expect((await call('PUT /api/admin/settings', { body: form, cookie: staff })).statusCode).toBe(403);
    expect(await shopOpen()).toBe(false);

    // A manager saving a banner edit from a form filled in before the pause leaves the pause alone:
    // the form sends the open switch only when it was touched.
    const { shopOpen: _untouched, ...bannerEdit } = { ...form, bannerTitle: 'Rainy day chai' };
    const saved = await call('PUT /api/admin/settings', { body: bannerEdit, cookie: manager });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await shopOpen()).toBe(false);

    const resumed = await call('DELETE /api/admin/shop-pause', { cookie: manager });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().shopOpen).toBe(true);
    expect(await shopOpen()).toBe(true);
    const entry = await lastEntry('settings.shop_resume');
    expect(entry?.userId).toBe(await userId('manager@example.com'));
    expect(entry?.oldValues).toEqual({ shopOpen: false });
    expect(entry?.newValues).toEqual({ shopOpen: true });
  });

  it('reaches every open board on the staff stream at once', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const board = await openSse(`${base}/api/admin/orders/events`, manager);
    try {
      await board.next((e) => e.event === 'ready');
      await call('PUT /api/admin/shop-pause', { body: { reason: 'Power cut' }, cookie: staff });
      await board.next((e) => e.event === 'settings', 2_000);
    } finally {
      board.close();
    }
  });
});
