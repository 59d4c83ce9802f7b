// The menu and the site's words in Hindi and Marathi through the real routes and database
// (docs/product.md#languages): each field in the language or, without a translation, in English;
// one snapshot, ETag and fast-path answer per language; every language dropped by a catalog write;
// staff's search words and the other languages' names found by search; translations kept by an
// option group save that leaves them out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs, menuItems, siteSettings } from '#server/db/schema.ts';
import type { AdminItem } from '#shared/api/admin-catalog.ts';
import type { MenuResponse, StorefrontItem } from '#shared/api/catalog.ts';
import type { AdminOptionGroup, OptionGroupInput } from '#shared/api/option-groups.ts';
import { marathiNameOf, marathiNamesOf } from '#shared/kitchen/marathi-names.ts';
import { endpointCaller } from '../helpers/call.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let base: string;
let admin: string;
const call = endpointCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ env: { API_REQUESTS_PER_MINUTE: '10000' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await sessionFor(t, 'admin');
});
afterAll(() => t.close());

async function menu(lang?: string): Promise<MenuResponse> {
  const res = await t.app.inject(lang ? `/api/menu?lang=${lang}` : '/api/menu');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** What an item update must carry besides the fields a test changes (the form sends it whole). */
async function itemBase(id: string) {
  const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, id));
  if (!row) throw new Error(`no item ${id}`);
  return { name: row.name, price: row.pricePaise / 100, category_id: row.categoryId as string };
}

const byId = (m: MenuResponse, id: string) => m.items.find((i) => i.id === id) as StorefrontItem;
const named = (m: MenuResponse, name: string) => m.items.find((i) => i.name === name) as StorefrontItem;

describe('GET /api/menu?lang=', () => {
  it('answers each text in the language, and in English where it has no translation', async () => {
    const [en, hi, mr] = await Promise.all([menu(), menu('hi'), menu('mr')]);
    expect([en.language, hi.language, mr.language]).toEqual(['en', 'hi', 'mr']);
    const chai = named(en, 'Masala Chai');
    expect(byId(hi, chai.id)).toMatchObject({
      name: 'मसाला चाय',
      description: 'अदरक, इलायची, लौंग और काली मिर्च वाली कड़क चाय।',
      price: chai.price,
      image: chai.image,
    });
    expect(byId(mr, chai.id).name).toBe('मसाला चहा');
    // A name translated, its description not: the description reads in English.
    const peach = named(en, 'Peach Iced Tea');
    expect(byId(hi, peach.id)).toMatchObject({ name: 'पीच आइस्ड टी', description: peach.description });
    expect(hi.categories.find((c) => c.slug === 'classic-chai')?.name).toBe('चाय');
    expect(mr.categories.find((c) => c.slug === 'classic-chai')?.name).toBe('चहा');
    // A category without a translated description keeps the English one.
    const pizza = en.categories.find((c) => c.slug === 'pizza');
    expect(mr.categories.find((c) => c.slug === 'pizza')).toMatchObject({
      name: 'पिझ्झा',
      description: pizza?.description,
    });
  });

  it('carries only the Hindi texts in the Hindi menu, besides fallbacks and search words', async () => {
    const [en, hi, mr] = await Promise.all([menu(), menu('hi'), menu('mr')]);
    const texts = JSON.stringify({
      ...hi,
      items: hi.items.map(({ searchAliases: _words, ...item }) => item),
    });
    for (const item of en.items) {
      const hindi = byId(hi, item.id).name;
      const marathi = byId(mr, item.id).name;
      expect(hindi, item.name).not.toBe(item.name);
      expect(texts, item.name).not.toContain(`"${item.name}"`);
      if (marathi !== hindi) expect(texts, marathi).not.toContain(`"${marathi}"`);
      // The other languages' names are search words instead.
      expect(byId(hi, item.id).searchAliases).toContain(item.name);
    }
    // Smaller than the three languages together: one language's strings only.
    expect(JSON.stringify(hi).length).toBeLessThan(JSON.stringify(en).length * 2);
  });

  it("gives the kitchen ticket each item's Marathi name, and none for an item without one", async () => {
    const item = named(await menu(), 'Masala Chai');
    // As an order's line names it: its item's id and the English name.
    const chai = { menuItemId: item.id, name: item.name };
    expect(marathiNameOf(chai, marathiNamesOf(await menu('mr')))).toBe('मसाला चहा');
    // Without its Marathi name the item reads in English in the Marathi menu: none on the ticket.
    const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    const save = async (translations: unknown) =>
      call('PUT /api/admin/menu-items/:id', {
        cookie: admin,
        params: { id: item.id },
        body: { ...(await itemBase(item.id)), translations } as never,
      });
    try {
      expect((await save({ hi: row?.translations.hi })).statusCode).toBe(200);
      const mr = await menu('mr');
      expect(byId(mr, item.id).name).toBe('Masala Chai');
      expect(marathiNameOf(chai, marathiNamesOf(mr))).toBeNull();
    } finally {
      expect((await save(row?.translations)).statusCode).toBe(200);
    }
  });

  it('gives each language its own ETag and revalidates each with its own', async () => {
    const tags: string[] = [];
    for (const url of ['/api/menu', '/api/menu?lang=hi', '/api/menu?lang=mr']) {
      const res = await t.app.inject(url);
      const etag = res.headers.etag as string;
      expect(res.headers.vary).toBe('accept-encoding');
      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      tags.push(etag);
    }
    expect(new Set(tags).size).toBe(3);
    const english = await t.app.inject('/api/menu?lang=en');
    expect(english.headers.etag).toBe(tags[0]);
    // Another language's tag is not this one's: the full answer comes back.
    const crossed = await t.app.inject({ url: '/api/menu?lang=hi', headers: { 'if-none-match': tags[2] } });
    expect(crossed.statusCode).toBe(200);
  });

  it('refuses a language it does not speak with a 400 in words', async () => {
    for (const url of ['/api/menu?lang=fr', '/api/menu-items?lang=xx', '/api/categories?lang=de']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(400);
      expect((await res.json()).error.fields.lang, url).toBe('Language must be English, Hindi or Marathi');
    }
  });

  it('answers /api/menu?lang=mr at the socket with the bytes Fastify sent', async () => {
    t.app.services.catalog.invalidate();
    const peek = vi.spyOn(t.app.services.catalog, 'peekSnapshot');
    try {
      for (const lang of ['mr', 'hi', 'en']) {
        const url = `${base}/api/menu?lang=${lang}`;
        const headers = { 'accept-encoding': 'br' };
        const viaFastify = await fetch(url, { headers });
        const viaFastPath = await fetch(url, { headers });
        expect(viaFastPath.status).toBe(200);
        expect(viaFastPath.headers.get('etag')).toBe(viaFastify.headers.get('etag'));
        expect(viaFastPath.headers.get('content-type')).toBe(viaFastify.headers.get('content-type'));
        expect(await viaFastPath.text()).toBe(await viaFastify.text());
        expect(peek).toHaveBeenLastCalledWith(lang);
        const etag = viaFastPath.headers.get('etag') ?? '';
        const notModified = await fetch(url, { headers: { 'if-none-match': etag } });
        expect(notModified.status).toBe(304);
      }
      expect(((await (await fetch(`${base}/api/menu?lang=mr`)).json()) as MenuResponse).language).toBe('mr');
    } finally {
      peek.mockRestore();
    }
  });

  it('drops every language on a catalog write', async () => {
    const before = await Promise.all(['en', 'hi', 'mr'].map(menu));
    const id = named(before[0] as MenuResponse, 'Vada Pav').id;
    const res = await call('PUT /api/admin/menu-items/:id', {
      cookie: admin,
      params: { id },
      body: {
        ...(await itemBase(id)),
        translations: { hi: { name: 'बटाटा वड़ा पाव' }, mr: { name: 'वडा पाव' } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await Promise.all(['en', 'hi', 'mr'].map(menu));
    for (const [index, m] of after.entries()) expect(m.generatedAt).not.toBe(before[index]?.generatedAt);
    expect(byId(after[1] as MenuResponse, id).name).toBe('बटाटा वड़ा पाव');
    // The English description was never translated into Hindi here: it stays.
    expect(byId(after[0] as MenuResponse, id).searchAliases).toEqual(
      expect.arrayContaining(['बटाटा वड़ा पाव', 'वडा पाव', 'vadapav']),
    );
  });
});

describe('search in every language', () => {
  const names = async (query: string) => {
    const res = await t.app.inject(`/api/menu-items?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as StorefrontItem[]).map((i) => i.name);
  };

  it("finds the chai by 'चहा' in English, Hindi and Marathi, and by 'chaha'", async () => {
    const chaha = encodeURIComponent('चहा');
    expect(await names(`search=${chaha}`)).toContain('Masala Chai');
    expect(await names(`search=${chaha}&lang=hi`)).toContain('मसाला चाय');
    expect(await names(`search=${chaha}&lang=mr`)).toContain('मसाला चहा');
    expect(await names('search=chaha&lang=hi')).toContain('अदरक वाली चाय');
    // The English name finds the Hindi item ('samosa' finds समोसा).
    expect(await names('search=vada%20pav&lang=mr')).toContain('वडा पाव');
  });

  it('answers categories in the language', async () => {
    const res = await t.app.inject('/api/categories?lang=mr');
    expect(res.json().categories[0].name).toBe('चहा');
  });
});

describe('admin writes of translations and search words', () => {
  it('stores what the item form sends, reads it back and audits it', async () => {
    const [chai] = await t.database.db
      .select({ categoryId: menuItems.categoryId })
      .from(menuItems)
      .where(eq(menuItems.slug, 'masala-chai'));
    const created = await call('POST /api/admin/menu-items', {
      cookie: admin,
      body: {
        name: 'Samosa',
        price: 20,
        category_id: chai?.categoryId ?? null,
        search_aliases: ['samosa', ' सामोसा ', 'Samosa'],
        translations: { hi: { name: 'समोसा' }, mr: { name: 'सामोसा', description: '' } },
      } as never,
    });
    expect(created.statusCode, created.body).toBe(201);
    const item: AdminItem = created.json();
    expect(item.search_aliases).toEqual(['samosa', 'सामोसा']);
    expect(item.translations).toEqual({ hi: { name: 'समोसा' }, mr: { name: 'सामोसा' } });
    const hi = await menu('hi');
    expect(byId(hi, item.id)).toMatchObject({ name: 'समोसा' });
    expect(await (await t.app.inject('/api/menu-items?search=samosa&lang=hi')).json().items[0].name).toBe(
      'समोसा',
    );

    const updated = await call('PUT /api/admin/menu-items/:id', {
      cookie: admin,
      params: { id: item.id },
      body: {
        ...(await itemBase(item.id)),
        search_aliases: ['singhada'],
        translations: { hi: { name: 'समोसा', description: 'आलू भरा' } },
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      search_aliases: ['singhada'],
      translations: { hi: { name: 'समोसा', description: 'आलू भरा' } },
    });
    const entries = await t.database.db.select().from(auditLogs).where(eq(auditLogs.recordId, item.id));
    const update = entries.find((e) => e.action === 'menu_items.update');
    expect(update?.newValues).toMatchObject({ search_aliases: ['singhada'] });
    expect(update?.oldValues).toMatchObject({ search_aliases: ['samosa', 'सामोसा'] });
  });

  it('stores a category translation', async () => {
    const [list] = [(await call('GET /api/admin/categories', { cookie: admin })).json()];
    const fries = list.categories.find((c: { slug: string }) => c.slug === 'fries');
    const res = await call('PUT /api/admin/categories/:id', {
      cookie: admin,
      params: { id: fries.id },
      body: { name: fries.name, translations: { hi: { name: 'फ्राइज़', description: 'कुरकुरे' } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().translations).toEqual({ hi: { name: 'फ्राइज़', description: 'कुरकुरे' } });
    const hi = await menu('hi');
    expect(hi.categories.find((c) => c.slug === 'fries')?.description).toBe('कुरकुरे');
  });

  it('keeps a group’s and its options’ translations when a save leaves them out', async () => {
    const en = await menu();
    const body: OptionGroupInput = {
      name: 'Milk',
      selection: 'single',
      required: true,
      min_choices: 1,
      max_choices: 1,
      translations: { hi: { name: 'दूध' }, mr: { name: 'दूध' } },
      options: [
        { name: 'Full cream', price_delta: 0, is_default: true, translations: { mr: { name: 'फुल क्रीम' } } },
        { name: 'Oat', price_delta: 20 },
      ],
    } as OptionGroupInput;
    const created = await call('POST /api/admin/option-groups', { cookie: admin, body });
    expect(created.statusCode, created.body).toBe(201);
    const group: AdminOptionGroup = created.json();
    await call('PUT /api/admin/menu-items/:id/option-groups', {
      cookie: admin,
      params: { id: named(en, 'Masala Chai').id },
      body: { group_ids: [group.id] },
    });
    const [full, oat] = group.options;
    const saved = await call('PUT /api/admin/option-groups/:id', {
      cookie: admin,
      params: { id: group.id },
      body: {
        name: 'Milk choice',
        selection: 'single',
        required: true,
        min_choices: 1,
        max_choices: 1,
        options: [
          { id: full?.id, name: 'Full cream', price_delta: 0, is_default: true },
          { id: oat?.id, name: 'Oat milk', price_delta: 25, translations: { hi: { name: 'ओट दूध' } } },
        ],
      } as OptionGroupInput,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Milk choice',
      translations: { hi: { name: 'दूध' }, mr: { name: 'दूध' } },
      options: [
        { name: 'Full cream', translations: { mr: { name: 'फुल क्रीम' } } },
        { name: 'Oat milk', translations: { hi: { name: 'ओट दूध' } } },
      ],
    });
    const [mr, hi] = await Promise.all([menu('mr'), menu('hi')]);
    const mrGroup = mr.optionGroups.find((g) => g.id === group.id);
    expect(mrGroup?.name).toBe('दूध');
    expect(mrGroup?.options.map((o) => o.name)).toEqual(['फुल क्रीम', 'Oat milk']);
    expect(hi.optionGroups.find((g) => g.id === group.id)?.options.map((o) => o.name)).toEqual([
      'Full cream',
      'ओट दूध',
    ]);
    // Cleared on purpose ({}), they are gone.
    const reloaded: AdminOptionGroup = saved.json();
    const cleared = await call('PUT /api/admin/option-groups/:id', {
      cookie: admin,
      params: { id: group.id },
      body: {
        name: reloaded.name,
        selection: 'single',
        required: true,
        min_choices: 1,
        max_choices: 1,
        translations: {},
        options: reloaded.options.map((o) => ({
          id: o.id,
          name: o.name,
          price_delta: o.price_delta,
          is_default: o.is_default,
          translations: {},
        })),
      } as OptionGroupInput,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().translations).toEqual({});
    expect(cleared.json().options.map((o: { translations: object }) => o.translations)).toEqual([{}, {}]);
  });
});

describe("the site's words in the language", () => {
  it('answers the banner, promotion and pages in Hindi, each in English without a translation', async () => {
    await t.database.db.update(siteSettings).set({
      contentTranslations: { hi: { bannerTitle: 'ताज़ा चाय, हर दिन', about: 'हमारी कहानी' } },
    });
    t.app.services.settings.invalidate();
    const en = (await t.app.inject('/api/settings')).json();
    const hi = (await t.app.inject('/api/settings?lang=hi')).json();
    expect(hi.bannerTitle).toBe('ताज़ा चाय, हर दिन');
    expect(hi.bannerSubtitle).toBe(en.bannerSubtitle);
    expect(hi.promotionalMessage).toBe(en.promotionalMessage);
    expect(en.bannerTitle).not.toBe(hi.bannerTitle);
    expect((await t.app.inject('/api/settings?lang=mr')).json().bannerTitle).toBe(en.bannerTitle);
    expect((await t.app.inject('/api/pages/about?lang=hi')).json().text).toBe('हमारी कहानी');
    const terms = (await t.app.inject('/api/pages/terms')).json().text;
    expect((await t.app.inject('/api/pages/terms?lang=hi')).json().text).toBe(terms);
    expect((await t.app.inject('/api/settings?lang=xx')).statusCode).toBe(400);
  });
});
