// The tax and legal settings bills print (docs/product.md#bills-and-kitchen-tickets): admins only,
// every refusal names its field and stores nothing, saves are normalized, audited, and reach the
// public settings (and so the checkout) at once.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, siteSettings } from '#server/db/schema.ts';
import { BILLING_MESSAGES, DEFAULT_BILLING } from '#shared/billing/billing-settings.ts';
import { endpointCaller } from '../helpers/call.ts';
import { sessionFor, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
let customer: string;

const valid = {
  legalName: '  Chai Express Foods LLP ',
  address: 'Shop 4, Porwal Road, Lohegaon, Pune 411047',
  gstin: '27aapfu0939f1zv',
  fssai: '1152 3999 0001 23',
  regime: 'regular' as const,
  ratePercent: 5,
  pricesIncludeTax: true,
  billPrefix: 'CE',
  upiVpa: ' chaiexpress@okicici ',
};

let nextAddress = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.78.${++nextAddress % 250}.1` });

const storedBilling = async () =>
  (await t.database.db.select({ billing: siteSettings.billing }).from(siteSettings))[0]?.billing ?? null;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin@example.com');
  manager = await signInStaff(t, 'manager@example.com');
  staff = await signInStaff(t, 'staff@example.com');
  customer = await sessionFor(t, 'user');
});
afterAll(() => t.close());

describe('billing settings', () => {
  it('answers the defaults and what bills lack before anything is saved', async () => {
    const res = await call('GET /api/admin/settings/billing', { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      billing: DEFAULT_BILLING,
      gaps: ['legal name', 'registered address', 'FSSAI licence number'],
    });
    expect((await t.app.inject('/api/settings')).json().billing).toEqual(DEFAULT_BILLING);
  });

  it('lets only admins read or save: staff and managers 403, customers 403, guests 401', async () => {
    for (const cookie of [staff, manager, customer]) {
      expect((await call('GET /api/admin/settings/billing', { cookie })).statusCode).toBe(403);
      expect((await call('PUT /api/admin/settings/billing', { cookie, body: valid })).statusCode).toBe(403);
    }
    expect((await call('GET /api/admin/settings/billing')).statusCode).toBe(401);
    expect((await call('PUT /api/admin/settings/billing', { body: valid })).statusCode).toBe(401);
    expect(await storedBilling()).toBeNull();
  });

  it('refuses a bad field with a 400 naming it, and stores nothing', async () => {
    const cases: [object, string, string][] = [
      // One character of a real GSTIN changed: the check character no longer fits.
      [{ gstin: '27AAPFU0939F1ZW' }, 'gstin', BILLING_MESSAGES.gstin],
      [{ gstin: '27AAPFU0938F1ZV' }, 'gstin', BILLING_MESSAGES.gstin],
      [{ gstin: '27AAPFU0939F1Z' }, 'gstin', BILLING_MESSAGES.gstin],
      [{ fssai: '1152399900012' }, 'fssai', BILLING_MESSAGES.fssai],
      [{ fssai: '1152399900012A' }, 'fssai', BILLING_MESSAGES.fssai],
      [{ ratePercent: 0 }, 'ratePercent', BILLING_MESSAGES.rate],
      [{ ratePercent: 41 }, 'ratePercent', BILLING_MESSAGES.rate],
      [{ ratePercent: 5.125 }, 'ratePercent', BILLING_MESSAGES.rate],
      [{ regime: 'regular', gstin: '' }, 'gstin', BILLING_MESSAGES.gstinRequired],
      [{ regime: 'composition', gstin: '  ' }, 'gstin', BILLING_MESSAGES.gstinRequired],
      [{ billPrefix: 'ce' }, 'billPrefix', BILLING_MESSAGES.prefix],
      [{ billPrefix: 'CE/1' }, 'billPrefix', BILLING_MESSAGES.prefix],
      [{ legalName: 'x'.repeat(121) }, 'legalName', BILLING_MESSAGES.legalName],
      [{ regime: 'exempt' }, 'regime', ''],
      [{ upiVpa: 'chaiexpress' }, 'upiVpa', BILLING_MESSAGES.upiVpa],
      [{ upiVpa: 'chai express@okicici' }, 'upiVpa', BILLING_MESSAGES.upiVpa],
      [{ roundOff: 'paisa' }, 'roundOff', ''],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('PUT /api/admin/settings/billing', {
        cookie: admin,
        body: { ...valid, ...change } as never,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const { error } = res.json();
      expect(Object.keys(error.fields), JSON.stringify(change)).toEqual([field]);
      if (message) expect(error.fields[field]).toBe(message);
    }
    expect(await storedBilling()).toBeNull();
  });

  it('saves normalized, audits the save, and the public settings show it at once', async () => {
    const before = (await t.app.inject('/api/settings')).json();
    expect(before.billing.regime).toBe('unregistered');
    const res = await call('PUT /api/admin/settings/billing', { cookie: admin, body: valid });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      ...valid,
      legalName: 'Chai Express Foods LLP',
      gstin: '27AAPFU0939F1ZV',
      fssai: '11523999000123',
      upiVpa: 'chaiexpress@okicici',
      // Not sent: bills are rounded to the rupee unless the shop says otherwise.
      roundOff: 'rupee',
    };
    expect(res.json()).toEqual({ billing: expected, gaps: [], updatedAt: expect.any(String) });
    expect(await storedBilling()).toEqual(expected);
    expect((await call('GET /api/admin/settings/billing', { cookie: admin })).json().billing).toEqual(
      expected,
    );
    expect((await t.app.inject('/api/settings')).json().billing).toEqual(expected);
    // The checkout's in-memory copy, which priceOrder taxes with.
    expect((await t.app.services.settings.stored()).billing).toEqual(expected);
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.billing'));
    expect(audits).toHaveLength(1);
    // Only what the save changed, each field with what it held before (the unregistered default).
    expect(audits[0]).toMatchObject({
      tableName: 'site_settings',
      oldValues: { regime: 'unregistered' },
      newValues: { regime: expected.regime, gstin: expected.gstin, legalName: expected.legalName },
    });
    expect(Object.keys(audits[0]?.oldValues as object).sort()).toEqual(
      Object.keys(audits[0]?.newValues as object).sort(),
    );
  });

  it('keeps the other settings as they were, and theirs keep billing', async () => {
    const general = (await t.app.inject('/api/settings')).json();
    const composition = { ...valid, regime: 'composition' as const, legalName: '', fssai: '' };
    const res = await call('PUT /api/admin/settings/billing', { cookie: admin, body: composition });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().gaps).toEqual(['legal name', 'FSSAI licence number']);
    const after = (await t.app.inject('/api/settings')).json();
    expect(after.bannerTitle).toBe(general.bannerTitle);
    expect(after.delivery).toEqual(general.delivery);
    expect(after.billing.regime).toBe('composition');
  });

  it('saves the round-off, audits the change, and the checkout rounds by it at once', async () => {
    const res = await call('PUT /api/admin/settings/billing', {
      cookie: admin,
      body: { ...valid, roundOff: 'none' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().billing.roundOff).toBe('none');
    expect(await storedBilling()).toMatchObject({ roundOff: 'none' });
    expect((await t.app.inject('/api/settings')).json().billing.roundOff).toBe('none');
    expect((await t.app.services.settings.stored()).billing.roundOff).toBe('none');
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.billing'))
      .orderBy(desc(auditLogs.createdAt))
      .limit(1);
    expect(audit).toMatchObject({ oldValues: { roundOff: 'rupee' }, newValues: { roundOff: 'none' } });
    // Back to the nearest rupee.
    const back = await call('PUT /api/admin/settings/billing', {
      cookie: admin,
      body: { ...valid, roundOff: 'rupee' },
    });
    expect(back.json().billing.roundOff).toBe('rupee');
  });
});
