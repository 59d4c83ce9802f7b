// Admin menu items and categories through the real routes and database: the validation messages
// (docs/product.md#validation-rules), discount and slug on save, delete as archive, bulk actions, the
// category-with-items refusal, role checks, and the storefront menu showing each change at its next
// load.
import { count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, menuCategories, menuItems } from '#server/db/schema.ts';
import type { AdminCategory, AdminItem, ItemInput } from '#shared/api/admin-catalog.ts';
import type { MenuResponse } from '#shared/api/catalog.ts';
import { endpointCaller } from '../helpers/call.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
let chaiId: string;
let burgersId: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, staff] = await Promise.all([
    sessionFor(t, 'admin'),
    sessionFor(t, 'manager'),
    sessionFor(t, 'staff'),
  ]);
  const categories = await t.database.db.select().from(menuCategories);
  chaiId = categories.find((c) => c.slug === 'classic-chai')!.id;
  burgersId = categories.find((c) => c.slug === 'burgers')!.id;
});
afterAll(() => t.close());

const call = endpointCaller(() => t.app);

async function menu(): Promise<MenuResponse> {
  const res = await t.app.inject('/api/menu');
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Some tests override a field with one the route must refuse, hence the body's cast. */
async function createItem(body: Record<string, unknown>, cookie = admin): Promise<AdminItem> {
  const res = await call('POST /api/admin/menu-items', {
    cookie,
    body: { price: 50, category_id: chaiId, ...body } as ItemInput,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('item validation (docs/product.md#validation-rules, word for word)', () => {
  it('requires a name after trimming, a price above 0 and a category', async () => {
    const empty = await call('POST /api/admin/menu-items', { cookie: admin, body: {} as never });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        name: 'Name is required',
        price: 'Price must be greater than 0',
        category_id: 'Category is required',
      },
    });
    const blank = await call('POST /api/admin/menu-items', {
      cookie: admin,
      body: {
        name: '   ',
        price: 0,
        category_id: '',
      },
    });
    expect(blank.json().error.fields).toEqual({
      name: 'Name is required',
      price: 'Price must be greater than 0',
      category_id: 'Category is required',
    });
    const negative = await call('POST /api/admin/menu-items', {
      cookie: admin,
      body: {
        name: 'Tea',
        price: -5,
        category_id: chaiId,
      },
    });
    expect(negative.json().error.fields).toEqual({ price: 'Price must be greater than 0' });
  });

  it('refuses a category that does not exist with the same message', async () => {
    const res = await call('POST /api/admin/menu-items', {
      cookie: admin,
      body: {
        name: 'Ghost Tea',
        price: 10,
        category_id: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ category_id: 'Category is required' });
  });

  it('wants the original price at least the price, on the original_price field', async () => {
    const res = await call('POST /api/admin/menu-items', {
      cookie: admin,
      body: {
        name: 'Cheap Tea',
        price: 40,
        original_price: 39.99,
        category_id: chaiId,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      original_price: 'Original price must be greater than or equal to current price',
    });
    // Equal is allowed (no discount).
    const equal = await createItem({ name: 'Even Tea', price: 40, original_price: 40 });
    expect(equal.discount).toBe(0);
  });

  it('keeps a rating between 0 and 5', async () => {
    for (const rating of [5.1, -0.1]) {
      const res = await call('POST /api/admin/menu-items', {
        cookie: admin,
        body: {
          name: 'Rated Tea',
          price: 10,
          rating,
          category_id: chaiId,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ rating: 'Rating must be between 0 and 5' });
    }
    const ok = await createItem({ name: 'Top Tea', rating: 4.46 });
    expect(ok.rating).toBe(4.5);
  });

  it('refuses image URLs this server did not issue', async () => {
    for (const image_url of ['https://evil.example/x.jpg', 'javascript:alert(1)', '/uploads/../x.jpg']) {
      const res = await call('POST /api/admin/menu-items', {
        cookie: admin,
        body: {
          name: 'Pic Tea',
          price: 10,
          category_id: chaiId,
          image_url,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ image_url: 'Image must be an uploaded image' });
    }
  });
});

describe('saving items', () => {
  it('computes the discount and slug on create and applies the defaults', async () => {
    const item = await createItem({
      name: '  Masala Chai Special!  ',
      price: 99.99,
      original_price: 149.5,
    });
    expect(item).toMatchObject({
      name: 'Masala Chai Special!',
      slug: 'masala-chai-special',
      price: 99.99,
      original_price: 149.5,
      discount: Math.round(((149.5 - 99.99) / 149.5) * 100),
      category: 'Chai',
      category_id: chaiId,
      unit: 'piece',
      brand: 'Chai Express',
      rating: 0,
      in_stock: true,
      is_featured: false,
      is_active: true,
      sort_order: 0,
      image_url: null,
    });
    expect(item.discount).toBe(33);
    const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(row).toMatchObject({ pricePaise: 9999, originalPricePaise: 14950, isVegetarian: true });

    const plain = await createItem({ name: 'Plain Tea', price: 30 });
    expect(plain.discount).toBe(0);
    expect(plain.original_price).toBeNull();
  });

  it('keeps slugs unique with -2, -3 ...', async () => {
    const first = await createItem({ name: 'Slug Twin' });
    const second = await createItem({ name: 'slug twin' });
    const third = await createItem({ name: 'Slug   Twin!!' });
    expect([first.slug, second.slug, third.slug]).toEqual(['slug-twin', 'slug-twin-2', 'slug-twin-3']);
  });

  it('recomputes the discount and slug on update and keeps fields left out', async () => {
    const item = await createItem({
      name: 'Edit Me',
      price: 80,
      original_price: 100,
      unit: 'cup',
      is_featured: true,
    });
    expect(item.discount).toBe(20);
    const res = await call('PUT /api/admin/menu-items/:id', {
      cookie: admin,
      params: { id: item.id },
      body: {
        name: 'Edited Tea',
        price: 75,
        category_id: burgersId,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited: AdminItem = res.json();
    expect(edited).toMatchObject({
      name: 'Edited Tea',
      slug: 'edited-tea',
      price: 75,
      original_price: 100,
      discount: 25,
      unit: 'cup',
      is_featured: true,
      category: 'Burgers',
    });
    expect(Date.parse(edited.updated_at)).toBeGreaterThanOrEqual(Date.parse(item.updated_at));

    // A price above the kept original price breaks the rule on the stored result.
    const tooHigh = await call('PUT /api/admin/menu-items/:id', {
      cookie: admin,
      params: { id: item.id },
      body: {
        name: 'Edited Tea',
        price: 120,
        category_id: burgersId,
      },
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.fields).toEqual({
      original_price: 'Original price must be greater than or equal to current price',
    });

    const cleared = await call('PUT /api/admin/menu-items/:id', {
      cookie: admin,
      params: { id: item.id },
      body: {
        name: 'Edited Tea',
        price: 120,
        original_price: null,
        category_id: burgersId,
      },
    });
    expect(cleared.json()).toMatchObject({ price: 120, original_price: null, discount: 0 });
  });

  it('is documented in /api/openapi.json as the partial update it is (the test above)', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const put = doc.paths['/api/admin/menu-items/{id}'].put;
    const body = put.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name', 'price', 'category_id']);
    expect(put.summary).toContain('partial update');
    expect(put.description).toContain('keeps its stored value');
    expect(put.description).toContain('original_price: null');
    // Everything the description promises to keep is a field the body may leave out.
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['original_price', 'image_url', 'unit']),
    );
  });

  it('stores every field an edit sends under its own column and reads each back by its wire name', async () => {
    const item = await createItem({ name: 'Wire Round Trip' });
    const edit = {
      name: 'Wire Round Trip',
      description: 'Every field changed at once',
      price: 40,
      original_price: 50,
      category_id: burgersId,
      unit: 'bowl' as const,
      brand: 'Tapri Co',
      rating: 3.5,
      in_stock: false,
      is_featured: true,
      is_active: false,
      sort_order: 7,
    };
    const res = await call('PUT /api/admin/menu-items/:id', {
      cookie: admin,
      params: { id: item.id },
      body: edit,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...edit, discount: 20, category: 'Burgers' });
    const listed = (await call('GET /api/admin/menu-items', { cookie: admin })).json().items;
    expect(listed.find((i: AdminItem) => i.id === item.id)).toEqual(res.json());
    const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(row).toMatchObject({
      description: 'Every field changed at once',
      pricePaise: 4000,
      originalPricePaise: 5000,
      discountPercent: 20,
      categoryId: burgersId,
      unit: 'bowl',
      brand: 'Tapri Co',
      rating: 3.5,
      inStock: false,
      isFeatured: true,
      isActive: false,
      sortOrder: 7,
    });
    // An empty brand is the shop's own, on an edit as on a create.
    const unbranded = await call('PUT /api/admin/menu-items/:id', {
      cookie: admin,
      params: { id: item.id },
      body: { ...edit, brand: '' },
    });
    expect(unbranded.json()).toMatchObject({ brand: 'Chai Express', sort_order: 7, in_stock: false });
  });

  it('answers 404 for an unknown item and 400 for a malformed id', async () => {
    const body = { name: 'X', price: 1, category_id: chaiId };
    const missing = await call('PUT /api/admin/menu-items/:id', {
      cookie: admin,
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await call('PUT /api/admin/menu-items/:id', { cookie: admin, params: { id: 'nope' }, body }))
        .statusCode,
    ).toBe(400);
  });

  it('deletes by archiving: archived_at and updated_at set, is_active kept, the row stays', async () => {
    const item = await createItem({ name: 'Soft Goodbye' });
    expect(item.archived_at).toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    const res = await call('DELETE /api/admin/menu-items/:id', { cookie: manager, params: { id: item.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, is_active: true });
    expect(Date.parse(res.json().archived_at)).toBeGreaterThan(Date.parse(item.updated_at));
    expect(Date.parse(res.json().updated_at)).toBeGreaterThan(Date.parse(item.updated_at));
    const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(row?.isActive).toBe(true);
    expect(row?.archivedAt).toBeInstanceOf(Date);
    const list = (await call('GET /api/admin/menu-items', { cookie: staff })).json().items as AdminItem[];
    expect(list.find((i) => i.id === item.id)?.archived_at).toBe(res.json().archived_at);
  });

  it('audits every write with who did it', async () => {
    const item = await createItem({ name: 'Audited Tea' });
    const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.recordId, item.id));
    expect(rows.map((r) => r.action)).toEqual(['menu_items.create']);
    expect(rows[0]?.userId).toBeTruthy();
  });
});

describe('roles', () => {
  it('lets staff create, edit and list, but not delete or manage categories', async () => {
    const item = await createItem({ name: 'Staff Tea' }, staff);
    const edit = await call('PUT /api/admin/menu-items/:id', {
      cookie: staff,
      params: { id: item.id },
      body: {
        name: 'Staff Tea',
        price: 55,
        category_id: chaiId,
      },
    });
    expect(edit.statusCode).toBe(200);
    const del = await call('DELETE /api/admin/menu-items/:id', { cookie: staff, params: { id: item.id } });
    expect(del.statusCode).toBe(403);
    expect(del.json().error.message).toBe("Permission 'items:delete' required");
    const bulkDelete = await call('POST /api/admin/menu-items/bulk', {
      cookie: staff,
      body: {
        ids: [item.id],
        action: 'delete',
      },
    });
    expect(bulkDelete.statusCode).toBe(403);
    expect(bulkDelete.json().error.message).toBe("Permission 'items:delete' required");
    const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(row?.isActive).toBe(true);
    expect(row?.archivedAt).toBeNull();
    // Deactivating is an update: staff may.
    const bulkOff = await call('POST /api/admin/menu-items/bulk', {
      cookie: staff,
      body: {
        ids: [item.id],
        action: 'deactivate',
      },
    });
    expect(bulkOff.json()).toEqual({ updated: 1 });
    expect((await call('GET /api/admin/categories', { cookie: staff })).statusCode).toBe(200);
    const category = await call('POST /api/admin/categories', { cookie: staff, body: { name: 'Staff Cat' } });
    expect(category.statusCode).toBe(403);
    expect(category.json().error.message).toBe("Permission 'categories:manage' required");
  });

  it('refuses anonymous callers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/menu-items' });
    expect(res.statusCode).toBe(401);
  });
});

describe('bulk actions', () => {
  it('changes 1,000 items in one transaction (one timestamp, one audit entry)', async () => {
    const values = Array.from({ length: 1000 }, (_, i) => ({
      categoryId: burgersId,
      name: `Bulk Item ${i}`,
      slug: `bulk-item-${i}`,
      pricePaise: 1000 + i,
    }));
    const inserted = await t.database.db.insert(menuItems).values(values).returning({ id: menuItems.id });
    const ids = inserted.map((r) => r.id);

    const off = await call('POST /api/admin/menu-items/bulk', {
      cookie: manager,
      body: { ids, action: 'deactivate' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ updated: 1000 });
    const rows = await t.database.db
      .select({ isActive: menuItems.isActive, updatedAt: menuItems.updatedAt })
      .from(menuItems)
      .where(inArray(menuItems.id, ids));
    expect(rows.every((r) => !r.isActive)).toBe(true);
    // now() is the transaction's start time: one value for all rows means one transaction.
    expect(new Set(rows.map((r) => r.updatedAt.toISOString())).size).toBe(1);
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'menu_items.bulk_deactivate'));
    expect(n).toBeGreaterThanOrEqual(1);

    const on = await call('POST /api/admin/menu-items/bulk', {
      cookie: admin,
      body: { ids, action: 'activate' },
    });
    expect(on.json()).toEqual({ updated: 1000 });
    const del = await call('POST /api/admin/menu-items/bulk', {
      cookie: admin,
      body: { ids, action: 'delete' },
    });
    expect(del.json()).toEqual({ updated: 1000 });
    // Deleting archives: the 1,000 rows stay, active as they were, all archived at one moment.
    const after = await t.database.db
      .select({ isActive: menuItems.isActive, archivedAt: menuItems.archivedAt })
      .from(menuItems)
      .where(like(menuItems.slug, 'bulk-item-%'));
    expect(after.length).toBe(1000);
    expect(after.every((r) => r.isActive)).toBe(true);
    expect(new Set(after.map((r) => r.archivedAt?.toISOString())).size).toBe(1);
    expect(after[0]?.archivedAt).toBeInstanceOf(Date);
  });

  it('limits a selection to 1..1000 known-shaped ids and skips unknown ones', async () => {
    const tooMany = Array.from(
      { length: 1001 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const res = await call('POST /api/admin/menu-items/bulk', {
      cookie: admin,
      body: { ids: tooMany, action: 'activate' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.ids).toBe('At most 1,000 items at a time');
    const none = await call('POST /api/admin/menu-items/bulk', {
      cookie: admin,
      body: { ids: [], action: 'activate' },
    });
    expect(none.json().error.fields.ids).toBe('Select at least one item');
    const item = await createItem({ name: 'Mixed Bulk' });
    const mixed = await call('POST /api/admin/menu-items/bulk', {
      cookie: admin,
      body: {
        ids: [item.id, item.id, '00000000-0000-4000-8000-000000000001'],
        action: 'deactivate',
      },
    });
    expect(mixed.json()).toEqual({ updated: 1 });
  });
});

describe('categories', () => {
  it('creates with a slug from the name, the default icon and active; name required', async () => {
    const missing = await call('POST /api/admin/categories', { cookie: manager, body: { name: '  ' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ name: 'Name is required' });
    const res = await call('POST /api/admin/categories', {
      cookie: manager,
      body: {
        name: 'Desserts & Sweets',
        description: 'After chai',
        sort_order: 20,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Desserts & Sweets',
      slug: 'desserts-sweets',
      description: 'After chai',
      icon: '🍽️',
      is_active: true,
      sort_order: 20,
      item_count: 0,
      image_url: null,
    });
    const twin = await call('POST /api/admin/categories', {
      cookie: manager,
      body: {
        name: 'Desserts Sweets',
        icon: '⭐',
      },
    });
    expect(twin.json()).toMatchObject({ slug: 'desserts-sweets-2', icon: '⭐' });
  });

  it('is documented in /api/openapi.json as the partial update it is (the test above)', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const put = doc.paths['/api/admin/menu-items/{id}'].put;
    const body = put.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name', 'price', 'category_id']);
    expect(put.summary).toContain('partial update');
    expect(put.description).toContain('keeps its stored value');
    expect(put.description).toContain('original_price: null');
    // Everything the description promises to keep is a field the body may leave out.
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['original_price', 'image_url', 'unit']),
    );
  });

  it('stores every field an edit sends under its own column and reads each back by its wire name', async () => {
    const created = (
      await call('POST /api/admin/categories', { cookie: manager, body: { name: 'Wire Category' } })
    ).json();
    const edit = {
      name: 'Wire Category',
      description: 'Changed',
      icon: '🍿',
      sort_order: -3,
      is_active: false,
    };
    const res = await call('PUT /api/admin/categories/:id', {
      cookie: manager,
      params: { id: created.id },
      body: edit,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...edit, slug: 'wire-category', item_count: 0, image_url: null });
    const listed = (await call('GET /api/admin/categories', { cookie: manager })).json().categories;
    expect(listed.find((c: AdminCategory) => c.id === created.id)).toEqual(res.json());
    const [row] = await t.database.db.select().from(menuCategories).where(eq(menuCategories.id, created.id));
    expect(row).toMatchObject({ description: 'Changed', icon: '🍿', sortOrder: -3, isActive: false });
  });

  it('accepts only the ten icon choices, or the current icon unchanged', async () => {
    const bad = await call('POST /api/admin/categories', {
      cookie: manager,
      body: { name: 'Odd', icon: '💣' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ icon: 'Choose one of the icons' });
    // Seeded 'Chai' carries 🍵; Burgers carry 🍔; 'Maggie' carries 🍜 (not one of the ten).
    const maggie = (await call('GET /api/admin/categories', { cookie: manager }))
      .json()
      .categories.find((c: AdminCategory) => c.slug === 'maggie') as AdminCategory;
    const keep = await call('PUT /api/admin/categories/:id', {
      cookie: manager,
      params: { id: maggie.id },
      body: {
        name: 'Maggi Noodles',
        icon: maggie.icon,
        sort_order: maggie.sort_order,
      },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    // Renaming keeps the slug: it is the storefront's category key.
    expect(keep.json()).toMatchObject({ name: 'Maggi Noodles', slug: 'maggie', icon: '🍜' });
    const other = await call('PUT /api/admin/categories/:id', {
      cookie: manager,
      params: { id: maggie.id },
      body: {
        name: 'Maggi Noodles',
        icon: '🧋',
      },
    });
    expect(other.statusCode).toBe(400);
  });

  it('refuses to delete a category that still has items, counting inactive ones but not archived ones', async () => {
    const created = await call('POST /api/admin/categories', {
      cookie: admin,
      body: { name: 'Short Lived' },
    });
    const category: AdminCategory = created.json();
    const a = await createItem({ name: 'Short A', category_id: category.id });
    await createItem({ name: 'Short B', category_id: category.id });
    const c = await createItem({ name: 'Short C', category_id: category.id });
    await call('POST /api/admin/menu-items/bulk', {
      cookie: admin,
      body: { ids: [c.id], action: 'deactivate' },
    });
    const d = await createItem({ name: 'Short D', category_id: category.id });
    await call('DELETE /api/admin/menu-items/:id', { cookie: admin, params: { id: d.id } });

    const refused = await call('DELETE /api/admin/categories/:id', {
      cookie: admin,
      params: { id: category.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CONFLICT',
      message: 'This category still has 3 items (1 inactive). Move them to another category first.',
    });
    const listed = (await call('GET /api/admin/categories', { cookie: admin })).json()
      .categories as AdminCategory[];
    expect(listed.find((x) => x.id === category.id)?.item_count).toBe(3);
    // The refusal rolled back: the archived item still has its category.
    const [archived] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, d.id));
    expect(archived?.categoryId).toBe(category.id);

    // Move the live ones away; then it goes.
    const all = (await call('GET /api/admin/menu-items', { cookie: admin })).json().items as AdminItem[];
    for (const item of all.filter((i) => i.category_id === category.id && !i.archived_at)) {
      const moved = await call('PUT /api/admin/menu-items/:id', {
        cookie: admin,
        params: { id: item.id },
        body: {
          name: item.name,
          price: item.price,
          category_id: chaiId,
        },
      });
      expect(moved.statusCode).toBe(200);
    }
    expect(a.category_id).toBe(category.id);
    const gone = await call('DELETE /api/admin/categories/:id', {
      cookie: admin,
      params: { id: category.id },
    });
    expect(gone.statusCode).toBe(204);
    expect(
      (await call('DELETE /api/admin/categories/:id', { cookie: admin, params: { id: category.id } }))
        .statusCode,
    ).toBe(404);
    // The archived item lost the category in the same transaction.
    const [released] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, d.id));
    expect(released?.categoryId).toBeNull();
    expect(released?.archivedAt).toBeInstanceOf(Date);
  });

  it('says "1 item" for one', async () => {
    const category: AdminCategory = (
      await call('POST /api/admin/categories', { cookie: admin, body: { name: 'Solo' } })
    ).json();
    await createItem({ name: 'Solo Item', category_id: category.id });
    const refused = await call('DELETE /api/admin/categories/:id', {
      cookie: admin,
      params: { id: category.id },
    });
    expect(refused.json().error.message).toBe(
      'This category still has 1 item. Move them to another category first.',
    );
  });
});

describe('the storefront menu shows every change at its next load', () => {
  it('new item, price edit, out of stock, deactivate, reactivate', async () => {
    await menu(); // cached now
    const item = await createItem({ name: 'Fresh Cutting Chai', price: 25 });
    const afterCreate = (await menu()).items.find((i) => i.id === item.id);
    expect(afterCreate).toMatchObject({ name: 'Fresh Cutting Chai', price: 25, inStock: true });

    const body = { name: 'Fresh Cutting Chai', price: 27.5, original_price: 30, category_id: chaiId };
    await call('PUT /api/admin/menu-items/:id', { cookie: staff, params: { id: item.id }, body });
    expect((await menu()).items.find((i) => i.id === item.id)).toMatchObject({
      price: 27.5,
      originalPrice: 30,
      discount: 8,
    });

    await call('PUT /api/admin/menu-items/:id', {
      cookie: staff,
      params: { id: item.id },
      body: { ...body, in_stock: false },
    });
    expect((await menu()).items.find((i) => i.id === item.id)?.inStock).toBe(false);

    await call('POST /api/admin/menu-items/bulk', {
      cookie: staff,
      body: { ids: [item.id], action: 'deactivate' },
    });
    expect((await menu()).items.find((i) => i.id === item.id)).toBeUndefined();

    await call('POST /api/admin/menu-items/bulk', {
      cookie: staff,
      body: { ids: [item.id], action: 'activate' },
    });
    expect((await menu()).items.find((i) => i.id === item.id)).toBeDefined();

    await call('DELETE /api/admin/menu-items/:id', { cookie: admin, params: { id: item.id } });
    expect((await menu()).items.find((i) => i.id === item.id)).toBeUndefined();
  });

  it('serves items and categories named like JavaScript object members (the fuzzing found a 500)', async () => {
    const created = await call('POST /api/admin/categories', {
      cookie: admin,
      body: { name: 'constructor' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json<AdminCategory>();
    expect(category.slug).toBe('constructor');
    const names = ['valueOf', 'constructor', '__proto__', 'toString', 'hasOwnProperty'];
    for (const name of names)
      await createItem({ name, brand: 'Odd Names', description: '', category_id: category.id });

    const res = await t.app.inject('/api/menu-items?search=odd%20names');
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json<{ items: MenuResponse['items'] }>().items;
    expect(found.map((i) => i.name).sort()).toEqual([...names].sort());
    // Uploaded image none, no artwork of that name: the unknown category's combo picture.
    for (const item of found) expect(item.image, item.name).toBe('/menu/combo.svg');
    expect((await menu()).items.filter((i) => i.category === 'constructor')).toHaveLength(names.length);
  });

  it("answers 'chai' with the items named chai first, those matching only by brand after, whatever the menu order (issue 44)", async () => {
    // Listed first on the menu: two items that match 'chai' only through their brand.
    const brandOnly = [
      await createItem({
        name: 'Veg Grill Sandwich',
        brand: 'Chai Express',
        description: 'Green chutney',
        sort_order: -100,
      }),
      await createItem({
        name: 'Bun Maska Jam',
        brand: 'Chai Express',
        description: 'Butter and jam',
        sort_order: -99,
      }),
    ];
    const named = [
      await createItem({
        name: 'Zafrani Chai',
        brand: 'Irani Cafe',
        description: 'Saffron',
        sort_order: -98,
      }),
      await createItem({ name: 'Gud Chai', brand: 'Irani Cafe', description: 'Jaggery', sort_order: -97 }),
    ];
    const onMenu = (await menu()).items.map((i) => i.id);
    expect(onMenu.slice(0, 4)).toEqual([...brandOnly, ...named].map((i) => i.id));

    const res = await t.app.inject('/api/menu-items?search=chai');
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json<{ items: MenuResponse['items'] }>().items;
    const ids = found.map((i) => i.id);
    // The brand rule stays: the brand-only items are found, after the names.
    for (const item of [...brandOnly, ...named]) expect(ids, item.name).toContain(item.id);
    const nameHasChai = found.map((i) => /chai/i.test(i.name));
    const firstOther = nameHasChai.indexOf(false);
    expect(firstOther).toBeGreaterThan(0);
    expect(nameHasChai.slice(firstOther)).not.toContain(true);
    expect(ids.indexOf(named[1]!.id)).toBeLessThan(ids.indexOf(brandOnly[0]!.id));
    // Among the names, menu order: Zafrani before Gud; then the brand-only ones in menu order.
    expect(ids.indexOf(named[0]!.id)).toBeLessThan(ids.indexOf(named[1]!.id));
    expect(ids.indexOf(brandOnly[0]!.id)).toBeLessThan(ids.indexOf(brandOnly[1]!.id));
    for (const item of [...brandOnly, ...named])
      await call('DELETE /api/admin/menu-items/:id', { cookie: admin, params: { id: item.id } });
  });

  it('new category, rename, deactivate', async () => {
    await menu();
    const created: AdminCategory = (
      await call('POST /api/admin/categories', {
        cookie: admin,
        body: { name: 'Monsoon Specials', icon: '🔥' },
      })
    ).json();
    expect((await menu()).categories.find((c) => c.id === created.id)).toMatchObject({
      slug: 'monsoon-specials',
      name: 'Monsoon Specials',
      icon: '🔥',
    });
    await call('PUT /api/admin/categories/:id', {
      cookie: admin,
      params: { id: created.id },
      body: { name: 'Rainy Day', icon: '🔥' },
    });
    expect((await menu()).categories.find((c) => c.id === created.id)?.name).toBe('Rainy Day');
    await call('PUT /api/admin/categories/:id', {
      cookie: admin,
      params: { id: created.id },
      body: {
        name: 'Rainy Day',
        icon: '🔥',
        is_active: false,
      },
    });
    expect((await menu()).categories.find((c) => c.id === created.id)).toBeUndefined();
    // Fields left out of an edit keep their values: still inactive, same icon.
    const renamed = await call('PUT /api/admin/categories/:id', {
      cookie: admin,
      params: { id: created.id },
      body: { name: 'Rainy Days' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Rainy Days', is_active: false, icon: '🔥' });
    expect((await menu()).categories.find((c) => c.id === created.id)).toBeUndefined();
  });
});
