// Policies that match the shop (docs/product.md#storefront): the starting Terms and Refund Policy
// follow the payment set-up, every policy names a grievance contact, a shop without a phone takes
// no orders, and the owner is warned when saved policies were written for another payment set-up.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '#server/db/schema.ts';
import { DEMO_CONTACT } from '#server/seed/seed.ts';
import { defaultPageTexts, EMPTY_CONTACT } from '#shared/shop-pages/default-pages.ts';
import { NO_CONTACT_REFUSAL } from '#shared/shop-pages/no-contact.ts';
import { endpointCaller } from '../helpers/call.ts';
import { createCustomer, createItem } from '../helpers/factories.ts';
import { type PayShop, startPayShop } from '../helpers/online-payments.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('a shop that takes payment only at the door', () => {
  let t: TestApp;
  let manager: string;
  const call = endpointCaller(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
    manager = await sessionFor(t, 'manager');
  });
  afterAll(() => t.close());

  it('says there is nothing to refund, and names the grievance contact on each policy', async () => {
    const refunds = (await call('GET /api/pages/:slug', { params: { slug: 'refunds' } })).json();
    expect(refunds.text).toBe(defaultPageTexts(false).refunds);
    expect(refunds.text).toContain('there is nothing to refund');
    for (const slug of ['terms', 'privacy', 'refunds'] as const) {
      const page = (await call('GET /api/pages/:slug', { params: { slug } })).json();
      expect(page.grievance, slug).toEqual({
        name: DEMO_CONTACT.grievanceName,
        email: DEMO_CONTACT.grievanceEmail,
        phone: DEMO_CONTACT.phone,
      });
    }
    expect((await call('GET /api/pages/:slug', { params: { slug: 'about' } })).json().grievance).toBeNull();
  });

  it('names the shop’s owner and e-mail until a grievance officer is named', async () => {
    const res = await call('PUT /api/admin/settings/pages', {
      cookie: manager,
      body: {
        contact: { ...DEMO_CONTACT, grievanceName: '', grievanceEmail: '' },
        pages: defaultPageTexts(false),
      },
    });
    expect(res.statusCode).toBe(200);
    const page = (await call('GET /api/pages/:slug', { params: { slug: 'terms' } })).json();
    expect(page.grievance).toEqual({
      name: 'The shop’s owner',
      email: DEMO_CONTACT.email,
      phone: DEMO_CONTACT.phone,
    });
  });

  it('saves a form made before the grievance fields existed', async () => {
    const { grievanceName: _n, grievanceEmail: _e, ...older } = DEMO_CONTACT;
    const res = await call('PUT /api/admin/settings/pages', {
      cookie: manager,
      body: { contact: older, pages: defaultPageTexts(false) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().contact).toMatchObject({ grievanceName: '', grievanceEmail: '' });
  });

  it('refuses a grievance officer name that is not a name', async () => {
    const res = await call('PUT /api/admin/settings/pages', {
      cookie: manager,
      body: { contact: { ...DEMO_CONTACT, grievanceName: '<b>x</b>' }, pages: defaultPageTexts(false) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['contact.grievanceName']).toBeDefined();
  });

  it('takes no order while the shop has no phone, and takes them again once it has one', async () => {
    const item = await createItem(t, { price: 30 });
    const customer = await createCustomer(t);
    const order = () =>
      call('POST /api/orders', {
        cookie: customer.cookie,
        body: {
          idempotencyKey: crypto.randomUUID(),
          orderType: 'pickup',
          lines: [{ menuItemId: item.id, quantity: 1 }],
        },
      });
    const saveEmpty = await call('PUT /api/admin/settings/pages', {
      cookie: manager,
      body: { contact: EMPTY_CONTACT, pages: defaultPageTexts(false) },
    });
    expect(saveEmpty.statusCode).toBe(200);
    expect((await call('GET /api/settings')).json().contact).toEqual(EMPTY_CONTACT);
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(NO_CONTACT_REFUSAL);

    await call('PUT /api/admin/settings/pages', {
      cookie: manager,
      body: { contact: DEMO_CONTACT, pages: defaultPageTexts(false) },
    });
    expect((await order()).statusCode).toBe(201);
  });

  it('warns the owner when the saved policies promise paying online or online refunds (issue 44)', async () => {
    const save = (pages: ReturnType<typeof defaultPageTexts>) =>
      call('PUT /api/admin/settings/pages', { cookie: manager, body: { contact: DEMO_CONTACT, pages } });
    const online = defaultPageTexts(true);
    const saved = await save(online);
    expect(saved.statusCode).toBe(200);
    const warning =
      'Online payment is off, but your Terms of Service says “paid online” and your Refund Policy says “paid online”: customers pay at the door or the counter, so remove what promises online payment or online refunds.';
    expect(saved.json().policyWarning).toBe(warning);
    expect((await call('GET /api/admin/settings/pages', { cookie: manager })).json().policyWarning).toBe(
      warning,
    );
    // One sentence is enough: a refund 'to the card you paid with, in 5-7 working days'.
    await save({
      ...defaultPageTexts(false),
      refunds: 'Cancelled orders are refunded within 5-7 working days.',
    });
    expect((await call('GET /api/admin/settings/pages', { cookie: manager })).json().policyWarning).toBe(
      'Online payment is off, but your Refund Policy says “working days”: customers pay at the door or the counter, so remove what promises online payment or online refunds.',
    );
    expect((await save(defaultPageTexts(false))).json().policyWarning).toBeNull();
    expect(
      (await call('GET /api/admin/settings/pages', { cookie: manager })).json().policyWarning,
    ).toBeNull();
  });
});

describe('a shop that takes payment online', () => {
  let shop: PayShop;
  let manager: string;
  const call = endpointCaller(() => shop.t.app);

  beforeAll(async () => {
    shop = await startPayShop();
    manager = await sessionFor(shop.t, 'manager');
  });
  afterAll(() => shop.close());

  it('starts with Terms and a Refund Policy that say how orders paid online are refunded', async () => {
    const refunds = (await call('GET /api/pages/:slug', { params: { slug: 'refunds' } })).json();
    expect(refunds.text).toBe(defaultPageTexts(true).refunds);
    expect(refunds.text).toContain('refunded in full');
    expect(refunds.text).toContain('5-7 working days');
    expect(refunds.text).not.toContain('nothing to refund');
    const terms = (await call('GET /api/pages/:slug', { params: { slug: 'terms' } })).json();
    expect(terms.text).toContain('online when you place the order');
    const settings = (await call('GET /api/admin/settings/pages', { cookie: manager })).json();
    expect(settings.policyWarning).toBeNull();
  });

  it('warns the owner when the saved policies were written while online payment was off', async () => {
    // As saved by the same shop before its gateway was configured.
    await shop.t.database.db
      .update(siteSettings)
      .set({ pageTexts: { ...defaultPageTexts(false), writtenWithOnlinePayments: false } })
      .where(eq(siteSettings.id, 'site'));
    const before = (await call('GET /api/admin/settings/pages', { cookie: manager })).json();
    expect(before.policyWarning).toBe(
      'Online payment is on, but your Refund Policy says “nothing to refund”: say how orders paid online are refunded, and when.',
    );
    // Texts that read well for both, written before the gateway: checked once by saving them again.
    const both = {
      ...defaultPageTexts(false),
      refunds:
        'Cancel from My orders until we accept the order. An order paid online is refunded to where you paid from.',
    };
    await shop.t.database.db
      .update(siteSettings)
      .set({ pageTexts: { ...both, writtenWithOnlinePayments: false } })
      .where(eq(siteSettings.id, 'site'));
    expect((await call('GET /api/admin/settings/pages', { cookie: manager })).json().policyWarning).toMatch(
      /^Online payment is on, but your Terms and Refund Policy were written without it/,
    );
    // Saving them again now (reviewed) clears it.
    const saved = await call('PUT /api/admin/settings/pages', {
      cookie: manager,
      body: { contact: DEMO_CONTACT, pages: defaultPageTexts(true) },
    });
    expect(saved.json().policyWarning).toBeNull();
    expect(
      (await call('GET /api/admin/settings/pages', { cookie: manager })).json().policyWarning,
    ).toBeNull();
  });

  it('warns when saved policies say every order is paid at the door or never mention paying online (issue 44)', async () => {
    const saved = await call('PUT /api/admin/settings/pages', {
      cookie: manager,
      body: {
        contact: DEMO_CONTACT,
        pages: {
          ...defaultPageTexts(true),
          terms: 'Every order is paid at the door, in cash or by UPI.',
          refunds: 'Call us if something is wrong with your order.',
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const warning =
      'Online payment is on, but your Terms of Service says “paid at the door” and your Refund Policy never mentions paying online: say how orders paid online are refunded, and when.';
    expect(saved.json().policyWarning).toBe(warning);
    expect((await call('GET /api/admin/settings/pages', { cookie: manager })).json().policyWarning).toBe(
      warning,
    );
    await call('PUT /api/admin/settings/pages', {
      cookie: manager,
      body: { contact: DEMO_CONTACT, pages: defaultPageTexts(true) },
    });
    expect(
      (await call('GET /api/admin/settings/pages', { cookie: manager })).json().policyWarning,
    ).toBeNull();
  });
});
