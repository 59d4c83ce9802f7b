// Site settings as managers change them: validation messages, the storefront seeing a save at
// once (API and the page's boot data), the audit trail, who may save, pausing the shop, and
// publishing the promotion live to every open storefront over a real socket.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { auditLogs, menuItems, users } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { endpointCaller } from '../helpers/call.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { openSse, type SseClient } from '../helpers/sse-client.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-database.ts';

let t: TestApp;
let base: string;
let webRoot: string;
let admin: string;
let manager: string;
let staff: string;
let customer: string;
let managerId: string;
let chai: string;

const valid = {
  bannerImage: null,
  bannerTitle: 'Monsoon Specials',
  bannerSubtitle: 'Hot chai for rainy days',
  promotionalMessage: 'Free samosa with every chai today!',
  siteTheme: 'default',
  shopOpen: true,
  defaultLocation: 'YS1 - Porwal Rd, Lohegaon, Pune',
};

let nextAddress = 0;
// The global limit is 100 a minute per address.
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.77.${++nextAddress % 250}.1` });

// Many of the bodies are ones the route must refuse.
const save = (cookie: string | undefined, body: object) =>
  call('PUT /api/admin/settings', { cookie, body: body as never });
const publicSettings = async () => (await t.app.inject('/api/settings')).json();

const placeOrder = () =>
  call('POST /api/orders', {
    cookie: customer,
    body: {
      idempotencyKey: randomUUID(),
      lines: [{ menuItemId: chai, quantity: 1 }],
      address: deliveryAddress({
        name: 'Asha',
        phone: '9890011111',
        address: 'Flat 4, Porwal Rd, Lohegaon, Pune',
      }),
    },
  });

beforeAll(async () => {
  // A minimal built storefront: enough for the server to write its boot data into the page.
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-settings-web-'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><!--boot-head--></head><body><!--boot-data--><div id="root"><!--ssr-outlet--></div></body></html>',
  );
  t = await createTestApp({ webRoot, streamHeartbeatMs: 200 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.76.0.1');
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.76.0.2');
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.76.0.3');
  customer = (await signInCustomer(t, '9890055555', 'Asha Kale', '10.76.0.4')).cookie;
  const [row] = await t.database.db.select().from(users).where(eq(users.email, 'manager@example.com'));
  managerId = row!.id;
  const [item] = await t.database.db.select().from(menuItems).where(eq(menuItems.name, 'Masala Chai'));
  chai = item!.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('PUT /api/admin/settings', () => {
  it('answers every invalid field with its message, as a 400 with fields, and saves nothing', async () => {
    const before = await publicSettings();
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ bannerImage: 'javascript:alert(1)' }, 'bannerImage', 'Use an uploaded image or an https address'],
      [
        { bannerImage: 'http://example.com/a.jpg' },
        'bannerImage',
        'Use an uploaded image or an https address',
      ],
      [{ bannerImage: '/uploads/a b.jpg' }, 'bannerImage', 'Use an uploaded image or an https address'],
      [{ bannerTitle: '   ' }, 'bannerTitle', 'Banner title is required'],
      [{ bannerTitle: 'x'.repeat(81) }, 'bannerTitle', 'At most 80 characters'],
      [{ bannerSubtitle: 'x'.repeat(161) }, 'bannerSubtitle', 'At most 160 characters'],
      [{ promotionalMessage: '' }, 'promotionalMessage', 'Promotional message is required'],
      [{ promotionalMessage: 'x'.repeat(201) }, 'promotionalMessage', 'At most 200 characters'],
      [{ defaultLocation: ' ' }, 'defaultLocation', 'Default location is required'],
      [{ defaultLocation: 'x'.repeat(101) }, 'defaultLocation', 'At most 100 characters'],
      [{ siteTheme: 'dark' }, 'siteTheme', undefined],
      [{ shopOpen: 'yes' }, 'shopOpen', undefined],
      [{ bannerTitle: undefined }, 'bannerTitle', undefined],
    ];
    for (const [over, field, message] of cases) {
      const res = await save(manager, { ...valid, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(error.fields), JSON.stringify(over)).toEqual([field]);
      if (message) expect(error.fields[field]).toBe(message);
      else expect(error.fields[field]).toEqual(expect.any(String));
    }
    expect(await publicSettings()).toEqual(before);
  });

  it('saves as a manager, shows at once on /api/settings and in the storefront page, and is audited', async () => {
    // Read first, so the old value sits in the cache the save must drop.
    expect((await publicSettings()).bannerTitle).toBe('Fresh Chai and Snacks, Fast');
    const page = async () =>
      (await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } })).body;
    expect(await page()).toContain('Fresh Chai and Snacks, Fast');

    const res = await save(manager, {
      ...valid,
      bannerTitle: '  Monsoon Specials  ',
      bannerImage: '/uploads/banner.webp',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ ...valid, bannerImage: '/uploads/banner.webp' });
    // The storefront's copy also carries its zone's offsets (shared/shop-hours/zone-offsets.ts).
    expect(await publicSettings()).toEqual({
      ...saved,
      zoneOffsets: { from: expect.any(Number), to: expect.any(Number), changes: [expect.anything()] },
    });

    const html = await page();
    expect(html).toContain('Monsoon Specials');
    expect(html).toContain('Free samosa with every chai today!');
    expect(html).not.toContain('Fresh Chai and Snacks, Fast');

    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.update'));
    expect(audit).toMatchObject({
      userId: managerId,
      tableName: 'site_settings',
      recordId: 'site',
      // What changed, with what it was: the fields the save left as they were are not repeated.
      oldValues: expect.objectContaining({ bannerTitle: 'Fresh Chai and Snacks, Fast' }),
      newValues: expect.objectContaining({ bannerTitle: 'Monsoon Specials' }),
    });
    expect(audit?.newValues).not.toHaveProperty('shopOpen');
  });

  it('lets managers and admins save; staff and customers get 403, anonymous 401', async () => {
    expect((await save(admin, { ...valid, bannerSubtitle: 'Saved by the admin' })).statusCode).toBe(200);
    expect((await publicSettings()).bannerSubtitle).toBe('Saved by the admin');
    for (const [cookie, status, message] of [
      [staff, 403, "Permission 'settings:manage' required"],
      [customer, 403, 'Admin privileges required'],
      [undefined, 401, 'Authentication required'],
    ] as const) {
      const res = await save(cookie, { ...valid, bannerSubtitle: 'Not allowed' });
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    expect((await publicSettings()).bannerSubtitle).toBe('Saved by the admin');
  });

  it("keeps 'for newcomers only' as saved: on by default, off when a manager says so, untouched when left out, staff refused", async () => {
    expect((await publicSettings()).promoForNewcomers).toBe(true);
    const off = await save(manager, { ...valid, promoForNewcomers: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().promoForNewcomers).toBe(false);
    expect((await publicSettings()).promoForNewcomers).toBe(false);
    // A form from before the setting leaves it as it is.
    expect((await save(manager, valid)).statusCode).toBe(200);
    expect((await publicSettings()).promoForNewcomers).toBe(false);
    expect((await save(staff, { ...valid, promoForNewcomers: true })).statusCode).toBe(403);
    expect((await save(manager, { ...valid, promoForNewcomers: 'yes' })).statusCode).toBe(400);
    expect((await publicSettings()).promoForNewcomers).toBe(false);
    expect((await save(admin, { ...valid, promoForNewcomers: true })).json().promoForNewcomers).toBe(true);
    expect((await publicSettings()).promoForNewcomers).toBe(true);
  });
});

describe('pausing the shop', () => {
  it('refuses orders while paused, with the message, and accepts them again once reopened', async () => {
    expect((await placeOrder()).statusCode).toBe(201);

    expect((await save(manager, { ...valid, shopOpen: false })).json().shopOpen).toBe(false);
    expect((await publicSettings()).shopOpen).toBe(false);
    const refused = await placeOrder();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CONFLICT',
      message: 'The shop is not taking orders right now. Please try again later.',
    });

    expect((await save(manager, { ...valid, shopOpen: true })).json().shopOpen).toBe(true);
    expect((await publicSettings()).shopOpen).toBe(true);
    const accepted = await placeOrder();
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});

describe('publishing the promotion', () => {
  const clients: SseClient[] = [];
  afterAll(() => {
    for (const c of clients) c.close();
  });

  it('sends the saved message to every open storefront, anonymous ones included, after ready', async () => {
    await save(manager, { ...valid, promotionalMessage: 'Two cutting chai for ₹30 till 6 pm' });
    const first = await openSse(`${base}/api/events`);
    const second = await openSse(`${base}/api/events`, customer);
    clients.push(first, second);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/event-stream/);
    for (const client of [first, second]) await client.next((e) => e.event === 'ready');

    const res = await call('POST /api/admin/settings/publish-promotion', { cookie: manager });
    expect(res.statusCode, res.body).toBe(200);
    const notice = res.json();
    expect(notice).toEqual({ id: expect.any(String), message: 'Two cutting chai for ₹30 till 6 pm' });
    expect(notice.id.length).toBeGreaterThan(0);

    for (const client of [first, second]) {
      const promo = await client.next((e) => e.event === 'promo');
      expect(promo.data).toEqual(notice);
      expect(client.events.map((e) => e.event)).toEqual(['ready', 'promo']);
    }

    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'settings.publish_promotion'), eq(auditLogs.recordId, notice.id)));
    expect(audit).toMatchObject({ userId: managerId, newValues: { message: notice.message } });
  });

  it('gives each publication its own id, and publishes nothing for staff or anonymous callers', async () => {
    const client = await openSse(`${base}/api/events`);
    clients.push(client);
    await client.next((e) => e.event === 'ready');

    for (const [cookie, status] of [
      [staff, 403],
      [undefined, 401],
    ] as const) {
      expect((await call('POST /api/admin/settings/publish-promotion', { cookie })).statusCode).toBe(status);
    }
    const a = (await call('POST /api/admin/settings/publish-promotion', { cookie: admin })).json();
    const b = (await call('POST /api/admin/settings/publish-promotion', { cookie: manager })).json();
    expect(a.id).not.toBe(b.id);
    await client.next((e) => e.event === 'promo' && (e.data as { id: string }).id === b.id);
    // Only the two allowed publications arrived, in order.
    expect(client.events.filter((e) => e.event === 'promo').map((e) => e.data)).toEqual([a, b]);
  });
});

describe.runIf(usingPostgres)('several instances on one PostgreSQL', () => {
  it('a save on one instance reaches the others: settings, pause, and published promotions', async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 2 });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data' });
    const second = await buildApp({ env, database });
    const url = await second.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${url}/api/events`);
    try {
      await stream.next((e) => e.event === 'ready');
      const onSecond = async () => (await second.inject('/api/settings')).json();
      // The second instance has read (and cached) the settings as they are now.
      expect((await onSecond()).shopOpen).toBe(true);

      await save(manager, { ...valid, bannerTitle: 'Closed for Diwali', shopOpen: false });
      // The change travels as an event: give it a moment.
      const deadline = Date.now() + 3000;
      while ((await onSecond()).shopOpen && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(await onSecond()).toMatchObject({ bannerTitle: 'Closed for Diwali', shopOpen: false });
      const refused = await second.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: customer },
        payload: {
          idempotencyKey: randomUUID(),
          lines: [{ menuItemId: chai, quantity: 1 }],
          address: deliveryAddress({
            name: 'Asha',
            phone: '9890011111',
            address: 'Flat 4, Porwal Rd, Lohegaon, Pune',
          }),
        },
        remoteAddress: '10.78.0.1',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'The shop is not taking orders right now. Please try again later.',
      );

      const notice = (await call('POST /api/admin/settings/publish-promotion', { cookie: manager })).json();
      expect((await stream.next((e) => e.event === 'promo')).data).toEqual(notice);
    } finally {
      stream.close();
      await save(manager, valid);
      await second.close();
      await database.close();
    }
  });
});
