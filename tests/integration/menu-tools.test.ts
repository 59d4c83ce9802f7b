// The menu tools (issue 46, docs/product.md#menu-tools) through the real routes and database: a
// bulk price change previewed then saved in one transaction (percent, amount, rounding, one audit
// entry per item with old and new prices, 409 when a price moved since the preview, managers and
// up only), and the menu CSV exported and imported back (a round trip changes nothing, a dry run
// changes nothing, a bad line is refused by its number and nothing is written).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, menuItems } from '#server/db/schema.ts';
import type { AdminItem } from '#shared/api/admin-catalog.ts';
import type { BulkPricePreview, MenuImportResult } from '#shared/api/menu-tools.ts';
import { endpointCaller } from '../helpers/call.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
let categoryId: string;
let categoryName: string;
let nextIp = 0;

const call = endpointCaller(() => t.app, { remoteAddress: () => `10.93.${++nextIp % 250}.1` });

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, staff] = await Promise.all([
    sessionFor(t, 'admin'),
    sessionFor(t, 'manager'),
    sessionFor(t, 'staff'),
  ]);
  // A category of its own, so the seeded menu's items are never part of a change.
  const res = await call('POST /api/admin/categories', {
    cookie: admin,
    body: { name: 'Tools Test Chai' },
  });
  expect(res.statusCode, res.body).toBe(201);
  categoryId = res.json().id;
  categoryName = res.json().name;
});
afterAll(() => t.close());

async function createItem(
  name: string,
  price: number,
  extra: Record<string, unknown> = {},
): Promise<AdminItem> {
  const res = await call('POST /api/admin/menu-items', {
    cookie: admin,
    body: { name, price, category_id: categoryId, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const priceOf = async (id: string) =>
  (await t.database.db.select().from(menuItems).where(eq(menuItems.id, id)))[0]?.pricePaise;

describe('bulk price change', () => {
  it('previews old -> new per item by percentage with rounding, then saves them with audit entries', async () => {
    const a = await createItem('Tools Cutting Chai', 20);
    const b = await createItem('Tools Elaichi Chai', 22.5);
    const body = {
      ids: [a.id, b.id],
      change: { kind: 'percent' as const, value: 7.5 },
      rounding: 'up5' as const,
    };
    const preview = await call('POST /api/admin/menu-items/bulk-price/preview', { cookie: manager, body });
    expect(preview.statusCode, preview.body).toBe(200);
    const lines = (preview.json() as BulkPricePreview).items;
    expect(lines.map((l) => [l.name, l.old_price, l.new_price, l.problem])).toEqual([
      ['Tools Cutting Chai', 20, 25, null],
      ['Tools Elaichi Chai', 22.5, 25, null],
    ]);
    // The preview changed nothing.
    expect(await priceOf(a.id)).toBe(2000);

    const expected = lines.map((l) => ({ id: l.id, price: l.old_price }));
    const saved = await call('POST /api/admin/menu-items/bulk-price', {
      cookie: manager,
      body: { ...body, expected },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ updated: 2 });
    expect(await priceOf(a.id)).toBe(2500);
    expect(await priceOf(b.id)).toBe(2500);

    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(inArray(auditLogs.recordId, [a.id, b.id]));
    const bulk = entries.filter((e) => e.action === 'menu_items.bulk_price');
    expect(bulk).toHaveLength(2);
    expect(bulk.find((e) => e.recordId === b.id)).toMatchObject({
      tableName: 'menu_items',
      oldValues: { price: 22.5 },
      newValues: { price: 25 },
    });
  });

  it('changes a whole category by an amount, to the nearest rupee, and the storefront shows it', async () => {
    const category = await call('POST /api/admin/categories', {
      cookie: admin,
      body: { name: 'Tools Amount Snacks' },
    });
    const otherCategory = category.json().id as string;
    const one = await call('POST /api/admin/menu-items', {
      cookie: admin,
      body: { name: 'Tools Vada Pav', price: 18.4, category_id: otherCategory },
    });
    const two = await call('POST /api/admin/menu-items', {
      cookie: admin,
      body: { name: 'Tools Poha', price: 30, category_id: otherCategory, is_active: false },
    });
    const body = {
      category_id: otherCategory,
      change: { kind: 'amount' as const, value: 1.5 },
      rounding: 'rupee' as const,
    };
    const preview = (
      await call('POST /api/admin/menu-items/bulk-price/preview', { cookie: admin, body })
    ).json() as BulkPricePreview;
    // Inactive items are part of their category's change.
    expect(preview.items.map((l) => [l.name, l.new_price])).toEqual([
      ['Tools Poha', 32],
      ['Tools Vada Pav', 20],
    ]);
    const res = await call('POST /api/admin/menu-items/bulk-price', {
      cookie: admin,
      body: { ...body, expected: preview.items.map((l) => ({ id: l.id, price: l.old_price })) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const menu = (await t.app.inject('/api/menu')).json() as { items: { id: string; price: number }[] };
    expect(menu.items.find((i) => i.id === one.json().id)?.price).toBe(20);
    expect(await priceOf(two.json().id)).toBe(3200);
  });

  it('refuses with 409, in words, when a price changed since the preview, and changes nothing', async () => {
    const item = await createItem('Tools Masala Chai', 25);
    const other = await createItem('Tools Ginger Chai', 25);
    const body = {
      ids: [item.id, other.id],
      change: { kind: 'percent' as const, value: 10 },
      rounding: 'none' as const,
    };
    const preview = (
      await call('POST /api/admin/menu-items/bulk-price/preview', { cookie: manager, body })
    ).json() as BulkPricePreview;
    // Someone edits the price meanwhile.
    const edit = await call('PUT /api/admin/menu-items/:id', {
      cookie: staff,
      params: { id: item.id },
      body: { name: item.name, price: 26, category_id: categoryId },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await call('POST /api/admin/menu-items/bulk-price', {
      cookie: manager,
      body: { ...body, expected: preview.items.map((l) => ({ id: l.id, price: l.old_price })) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'The price of Tools Masala Chai changed since the preview (₹25 is now ₹26). Preview again before saving.',
    );
    expect(await priceOf(other.id)).toBe(2500);
  });

  it('refuses a price at or below 0, or over the limit, naming the item, and changes nothing', async () => {
    const cheap = await createItem('Tools Cheap Chai', 5);
    const dear = await createItem('Tools Dear Chai', 10);
    const lower = {
      ids: [cheap.id, dear.id],
      change: { kind: 'amount' as const, value: -5 },
      rounding: 'none' as const,
    };
    const preview = (
      await call('POST /api/admin/menu-items/bulk-price/preview', { cookie: manager, body: lower })
    ).json() as BulkPricePreview;
    expect(preview.items.find((l) => l.id === cheap.id)?.problem).toBe('Price must be greater than 0');
    const res = await call('POST /api/admin/menu-items/bulk-price', {
      cookie: manager,
      body: { ...lower, expected: preview.items.map((l) => ({ id: l.id, price: l.old_price })) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Tools Cheap Chai: Price must be greater than 0');
    expect(await priceOf(dear.id)).toBe(1000);

    const big = await createItem('Tools Gold Chai', 90_000);
    const raise = {
      ids: [big.id],
      change: { kind: 'percent' as const, value: 20 },
      rounding: 'none' as const,
    };
    const over = await call('POST /api/admin/menu-items/bulk-price', {
      cookie: manager,
      body: { ...raise, expected: [{ id: big.id, price: 90_000 }] },
    });
    expect(over.json().error.message).toBe('Tools Gold Chai: Price must be at most ₹1,00,000');
  });

  it('checks its body in words, and is for managers and admins, not staff', async () => {
    const item = await createItem('Tools Staff Chai', 20);
    const body = {
      ids: [item.id],
      change: { kind: 'percent' as const, value: 10 },
      rounding: 'rupee' as const,
    };
    expect(
      (await call('POST /api/admin/menu-items/bulk-price/preview', { cookie: staff, body })).statusCode,
    ).toBe(403);
    const zero = await call('POST /api/admin/menu-items/bulk-price/preview', {
      cookie: manager,
      body: { ...body, change: { kind: 'percent', value: 0 } },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields).toMatchObject({ 'change.value': 'The change cannot be 0' });
    const none = await call('POST /api/admin/menu-items/bulk-price/preview', {
      cookie: manager,
      body: { change: body.change, rounding: 'rupee' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Choose a category or at least one item');
  });
});

describe('menu CSV', () => {
  const exportCsv = async () => {
    const res = await call.url('GET', '/api/admin/menu-items/export.csv', { cookie: manager });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const importCsv = async (csv: string, dryRun: boolean, cookie = manager) =>
    call('POST /api/admin/menu-items/import', { cookie, body: { csv, dry_run: dryRun } });

  it('exports every item that is not archived, named for the day, and imports back with no change', async () => {
    await createItem('=Tools Formula Samosa', 15, { description: '-less oil, "crisp"', original_price: 20 });
    const res = await exportCsv();
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="menu-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '"id","category","name","description","price","original_price","unit","veg","in_stock","active","featured","sort_order","brand","options"',
    );
    const samosa = lines.find((l) => l.includes('Formula Samosa'));
    expect(samosa).toContain(
      `"${categoryName}","'=Tools Formula Samosa","'-less oil, ""crisp""",15.00,20.00,"piece","yes","yes","yes","no",0,"Chai Express"`,
    );

    const before = await t.database.db.select().from(menuItems);
    const dry = await importCsv(res.body, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const result = dry.json() as MenuImportResult;
    expect(result).toMatchObject({ dry_run: true, applied: false, created: [], changed: [], errors: [] });
    expect(result.unchanged).toBe(lines.length - 2);
    const applied = (await importCsv(res.body, false)).json() as MenuImportResult;
    expect(applied).toMatchObject({ applied: true, created: [], changed: [], errors: [] });
    expect(await t.database.db.select().from(menuItems)).toEqual(before);
  });

  it('shows every change on a dry run and changes nothing; applying writes them all, audited', async () => {
    const item = await createItem('Tools Import Chai', 20);
    const csv = [
      'id,category,name,price,in_stock,veg',
      `${item.id},${categoryName},Tools Import Chai,24.00,no,yes`,
      `,${categoryName},Tools New Kulhad Chai,35,yes,yes`,
    ].join('\r\n');
    const dry = (await importCsv(csv, true)).json() as MenuImportResult;
    expect(dry.changed).toEqual([
      {
        line: 2,
        id: item.id,
        name: 'Tools Import Chai',
        changes: [
          { field: 'price', old: '20.00', new: '24.00' },
          { field: 'in_stock', old: 'yes', new: 'no' },
        ],
      },
    ]);
    expect(dry.created).toEqual([{ line: 3, name: 'Tools New Kulhad Chai' }]);
    expect(await priceOf(item.id)).toBe(2000);
    expect(
      await t.database.db.select().from(menuItems).where(eq(menuItems.name, 'Tools New Kulhad Chai')),
    ).toEqual([]);

    const applied = await importCsv(csv, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await priceOf(item.id)).toBe(2400);
    const [created] = await t.database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.name, 'Tools New Kulhad Chai'));
    expect(created).toMatchObject({
      pricePaise: 3500,
      categoryId,
      slug: 'tools-new-kulhad-chai',
      isActive: true,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.recordId, item.id))
      .then((rows) => rows.filter((r) => r.action === 'menu_items.import'));
    expect(entry).toMatchObject({
      oldValues: { price: '20.00', in_stock: 'yes' },
      newValues: { price: '24.00', in_stock: 'no' },
    });
  });

  it('refuses bad lines by their number in the item form words, and an apply with one changes nothing', async () => {
    const item = await createItem('Tools Careful Chai', 20);
    const csv = [
      'id,category,name,price,original_price,featured',
      `${item.id},${categoryName},Tools Careful Chai,30,,no`,
      `,${categoryName},Tools Free Chai,0,,no`,
      `,No Such Category,Tools Lost Chai,10,,no`,
      `,${categoryName},Tools Odd Chai,10,5,maybe`,
      `${item.id},${categoryName},Tools Careful Chai,31,,no`,
      'not-an-id,x,y,1,,no',
    ].join('\r\n');
    const dry = (await importCsv(csv, true)).json() as MenuImportResult;
    expect(dry.errors).toEqual([
      { line: 3, message: 'Price must be greater than 0' },
      { line: 4, message: 'Category is required: no category is named "No Such Category"' },
      {
        line: 5,
        message: 'Featured must be yes or no; Original price must be greater than or equal to current price',
      },
      { line: 6, message: 'This item is already on line 2' },
      { line: 7, message: 'Unknown item id (leave the id blank for a new item)' },
    ]);
    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().error.message).toMatch(
      /^Nothing was imported: fix the lines below and try again: Line 3: Price must be greater than 0; Line 4: /,
    );
    expect(await priceOf(item.id)).toBe(2000);
  });

  it('refuses a file it cannot read, or too large, in words; staff may not import', async () => {
    expect((await importCsv('name,price\r\nChai,10', true)).json().error.message).toBe(
      'Line 1: the header must name the columns id, category, name, price (missing: id, category)',
    );
    expect((await importCsv('id,category,name,price\r\n,"open,10', true)).json().error.message).toBe(
      'Line 2: a quoted cell is not closed',
    );
    const rows = Array.from({ length: 2001 }, (_, i) => `,${categoryName},Item ${i},10`);
    const tooMany = await importCsv(['id,category,name,price', ...rows].join('\r\n'), true);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(
      'The CSV can be at most 1 MB and 2,000 rows; split it into parts',
    );
    // Counted in bytes as sent: 400,000 Devanagari letters are 1.2 MB (review finding).
    const wide = await importCsv(
      `id,category,name,price\r\n,${categoryName},${'च'.repeat(400_000)},10`,
      true,
    );
    expect(wide.statusCode).toBe(400);
    expect(wide.json().error.fields).toEqual({
      csv: 'The CSV can be at most 1 MB and 2,000 rows; split it into parts',
    });
    expect((await importCsv('id,category,name,price\r\n', true, staff)).statusCode).toBe(403);
    expect((await call.url('GET', '/api/admin/menu-items/export.csv', { cookie: staff })).statusCode).toBe(
      403,
    );
    // Archived items are left out of the export and refused by the import.
    const archived = await createItem('Tools Archived Chai', 20);
    await call('DELETE /api/admin/menu-items/:id', { cookie: manager, params: { id: archived.id } });
    expect((await exportCsv()).body).not.toContain(archived.id);
    const back = (
      await importCsv(`id,category,name,price\r\n${archived.id},${categoryName},Tools Archived Chai,20`, true)
    ).json();
    expect(back.errors).toEqual([
      { line: 2, message: 'Tools Archived Chai is archived: restore it before importing it' },
    ]);
  });
});
