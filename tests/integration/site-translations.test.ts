// The site's words in Hindi and Marathi (docs/product.md#languages): GET and PUT
// /api/admin/settings/translations, who may use them, the messages a bad save gets, blank fields
// dropped (they show the English), the English shown beside them, and the audit entry.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema.ts';
import { PAGE_TEXT_MAX } from '#shared/shop-pages/shop-pages.ts';
import { endpointCaller } from '../helpers/call.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
let customer: string;

let nextAddress = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.82.${++nextAddress % 250}.1` });
// Some of the bodies are ones the route must refuse.
const save = (cookie: string | undefined, translations: object) =>
  call('PUT /api/admin/settings/translations', { cookie, body: { translations } as never });
const read = (cookie: string | undefined) => call('GET /api/admin/settings/translations', { cookie });

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, staff, customer] = await Promise.all([
    sessionFor(t, 'admin'),
    sessionFor(t, 'manager'),
    sessionFor(t, 'staff'),
    sessionFor(t, 'user'),
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('who may read and save', () => {
  it('lets managers and admins; staff, customers and guests are refused', async () => {
    const words = { hi: { bannerTitle: 'ताज़ी चाय और नाश्ता' } };
    for (const cookie of [undefined, customer, staff]) {
      expect((await read(cookie)).statusCode).toBe(cookie ? 403 : 401);
      expect((await save(cookie, words)).statusCode).toBe(cookie ? 403 : 401);
    }
    expect((await save(manager, words)).statusCode).toBe(200);
    expect((await read(admin)).json().translations).toEqual(words);
    expect((await save(admin, {})).statusCode).toBe(200);
    expect((await read(manager)).json().translations).toEqual({});
  });
});

describe('saving', () => {
  it('drops blank fields and empty languages, and answers with the English beside them', async () => {
    const res = await save(manager, {
      hi: { bannerTitle: '  ताज़ी चाय  ', bannerSubtitle: '', about: '   ' },
      mr: { promotionalMessage: '', refunds: '' },
    });
    expect(res.statusCode).toBe(200);
    const settings = (await call('GET /api/settings')).json();
    const pages = (await call('GET /api/admin/settings/pages', { cookie: manager })).json().pages;
    expect(res.json()).toEqual({
      translations: { hi: { bannerTitle: 'ताज़ी चाय' } },
      english: {
        bannerTitle: settings.bannerTitle,
        bannerSubtitle: settings.bannerSubtitle,
        promotionalMessage: settings.promotionalMessage,
        ...pages,
      },
    });
    expect((await read(manager)).json()).toEqual(res.json());
  });

  it('says what is wrong with a field, a language or a field it does not know', async () => {
    const long = await save(manager, {
      mr: { bannerTitle: 'च'.repeat(81), terms: 'अ'.repeat(PAGE_TEXT_MAX + 1) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({
      'translations.mr.bannerTitle': 'Banner title must be at most 80 characters',
      'translations.mr.terms': `Terms of Service must be at most ${PAGE_TEXT_MAX} characters`,
    });
    expect((await save(manager, { fr: { bannerTitle: 'Thé' } })).statusCode).toBe(400);
    expect((await save(manager, { hi: { siteTheme: 'x' } })).statusCode).toBe(400);
    expect(
      (await call('PUT /api/admin/settings/translations', { cookie: manager, body: {} as never })).statusCode,
    ).toBe(400);
  });

  it('is audited with what changed, and a save that changes nothing leaves no entry', async () => {
    const entries = () =>
      t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'settings.translations'), eq(auditLogs.tableName, 'site_settings')));
    await save(manager, {});
    const before = (await entries()).length;
    await save(manager, { mr: { about: 'आम्ही लोहगावात चहा बनवतो.' } });
    await save(manager, { mr: { about: 'आम्ही लोहगावात चहा बनवतो.' } });
    const after = await entries();
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({
      oldValues: { translations: {} },
      newValues: { translations: { mr: { about: 'आम्ही लोहगावात चहा बनवतो.' } } },
    });
  });

  it('drops the cached public settings, so the next read is of the saved row', async () => {
    const was = (await call('GET /api/settings')).json().updatedAt;
    await new Promise((r) => setTimeout(r, 5));
    await save(manager, { hi: { promotionalMessage: 'पहले ऑर्डर पर 20% छूट!' } });
    expect((await call('GET /api/settings')).json().updatedAt).not.toBe(was);
  });
});
