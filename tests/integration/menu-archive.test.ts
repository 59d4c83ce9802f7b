// Menu controls for a busy shift (issue 21) through the real routes and database: delete archives
// (off the storefront and checkout, restorable as it was), archived items do not hold their
// category, and the item card's one-tap sold out reaches the storefront and is audited.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, menuCategories, menuItems, orders } from '#server/db/schema.ts';
import { createOrdersRepo } from '#server/modules/orders/orders.repo.ts';
import type { AdminCategory, AdminItem } from '#shared/api/admin-catalog.ts';
import type { MenuResponse } from '#shared/api/catalog.ts';
import { endpointCaller } from '../helpers/call.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
let customer: string;
let chaiId: string;
let nextIp = 0;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, staff] = await Promise.all([
    sessionFor(t, 'admin'),
    sessionFor(t, 'manager'),
    sessionFor(t, 'staff'),
  ]);
  customer = (await signInCustomer(t, '9890044444', 'Ira Joshi', '10.91.0.1')).cookie;
  const categories = await t.database.db.select().from(menuCategories);
  chaiId = categories.find((c) => c.slug === 'classic-chai')!.id;
});
afterAll(() => t.close());

const call = endpointCaller(() => t.app, { remoteAddress: () => `10.92.${++nextIp % 250}.1` });

async function createItem(name: string, categoryId = chaiId): Promise<AdminItem> {
  const res = await call('POST /api/admin/menu-items', {
    cookie: admin,
    body: {
      name,
      price: 40,
      category_id: categoryId,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const menuItem = async (id: string) =>
  ((await t.app.inject('/api/menu')).json() as MenuResponse).items.find((i) => i.id === id);
const adminItem = async (id: string) =>
  ((await call('GET /api/admin/menu-items', { cookie: staff })).json().items as AdminItem[]).find(
    (i) => i.id === id,
  );
/** The item's audit actions, sorted (rows written in one millisecond have no order). */
const auditActions = async (id: string) =>
  (await t.database.db.select().from(auditLogs).where(eq(auditLogs.recordId, id)))
    .map((r) => r.action)
    .sort();

const orderOf = (itemId: string) =>
  call('POST /api/orders', {
    cookie: customer,
    body: {
      idempotencyKey: randomUUID(),
      lines: [{ menuItemId: itemId, quantity: 1 }],
      address: deliveryAddress({ name: 'Ira', phone: '+919890044444', address: 'Porwal Rd, Lohegaon, Pune' }),
      paymentMethod: 'cod',
    },
  });

describe('deleting an item archives it', () => {
  it('leaves the storefront and checkout, keeps is_active, and a restore brings it back as it was', async () => {
    const item = await createItem('Archive Me Chai');
    await call('POST /api/admin/menu-items/bulk', {
      cookie: staff,
      body: { ids: [item.id], action: 'deactivate' },
    });
    const inactive = await createItem('Archive Me Active');
    expect(await menuItem(inactive.id)).toBeDefined();

    for (const id of [item.id, inactive.id]) {
      const res = await call('DELETE /api/admin/menu-items/:id', { cookie: manager, params: { id } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().archived_at).toEqual(expect.any(String));
    }
    expect(await menuItem(inactive.id)).toBeUndefined();
    // Checkout refuses it by name, and nothing is stored.
    const refused = await orderOf(inactive.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.body).toContain('Archive Me Active');
    expect((await createOrdersRepo(t.database.db).checkout.pricedItems([inactive.id]))[0]?.orderable).toBe(
      false,
    );

    // Deleting again changes nothing (same archived_at, no second audit entry).
    const first = (await adminItem(inactive.id))!.archived_at;
    const again = await call('DELETE /api/admin/menu-items/:id', {
      cookie: manager,
      params: { id: inactive.id },
    });
    expect(again.json().archived_at).toBe(first);
    expect(await auditActions(inactive.id)).toEqual(['menu_items.create', 'menu_items.delete']);

    for (const id of [item.id, inactive.id]) {
      const res = await call('POST /api/admin/menu-items/:id/restore', { cookie: manager, params: { id } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().archived_at).toBeNull();
    }
    // As it was: the inactive one stays inactive and off the storefront, the active one is back.
    expect((await adminItem(item.id))?.is_active).toBe(false);
    expect(await menuItem(item.id)).toBeUndefined();
    expect(await menuItem(inactive.id)).toMatchObject({ name: 'Archive Me Active', inStock: true });
    const placed = await orderOf(inactive.id);
    expect(placed.statusCode, placed.body).toBe(201);
    await t.database.db.delete(orders).where(eq(orders.id, placed.json().id));
    expect(await auditActions(inactive.id)).toEqual([
      'menu_items.create',
      'menu_items.delete',
      'menu_items.restore',
    ]);
  });

  it('lets staff neither delete nor restore, and answers 404 for an unknown item', async () => {
    const item = await createItem('Staff Cannot Restore');
    await call('DELETE /api/admin/menu-items/:id', { cookie: admin, params: { id: item.id } });
    const res = await call('POST /api/admin/menu-items/:id/restore', {
      cookie: staff,
      params: { id: item.id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("Permission 'items:delete' required");
    expect((await adminItem(item.id))?.archived_at).not.toBeNull();
    const unknown = await call('POST /api/admin/menu-items/:id/restore', {
      cookie: admin,
      params: { id: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call('POST /api/admin/menu-items/:id/restore', { cookie: admin, params: { id: 'nope' } }))
        .statusCode,
    ).toBe(400);
  });

  it('does not count archived items on the dashboard', async () => {
    const before = (await call('GET /api/admin/stats', { cookie: admin })).json();
    const item = await createItem('Counted Then Not');
    expect((await call('GET /api/admin/stats', { cookie: admin })).json().totalItems).toBe(
      before.totalItems + 1,
    );
    await call('DELETE /api/admin/menu-items/:id', { cookie: admin, params: { id: item.id } });
    expect((await call('GET /api/admin/stats', { cookie: admin })).json()).toMatchObject({
      totalItems: before.totalItems,
      activeItems: before.activeItems,
    });
  });
});

describe('a category whose items are all archived', () => {
  it('can be deleted; its archived items lose it and can still be restored', async () => {
    const category: AdminCategory = (
      await call('POST /api/admin/categories', { cookie: admin, body: { name: 'Monsoon Specials' } })
    ).json();
    const a = await createItem('Monsoon Bhajji', category.id);
    const b = await createItem('Monsoon Corn', category.id);
    const bulk = await call('POST /api/admin/menu-items/bulk', {
      cookie: admin,
      body: {
        ids: [a.id, b.id],
        action: 'delete',
      },
    });
    expect(bulk.json()).toEqual({ updated: 2 });
    const listed = (await call('GET /api/admin/categories', { cookie: admin })).json()
      .categories as AdminCategory[];
    expect(listed.find((c) => c.id === category.id)?.item_count).toBe(0);

    const gone = await call('DELETE /api/admin/categories/:id', {
      cookie: admin,
      params: { id: category.id },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    const rows = await t.database.db
      .select({ categoryId: menuItems.categoryId })
      .from(menuItems)
      .where(eq(menuItems.name, 'Monsoon Bhajji'));
    expect(rows).toEqual([{ categoryId: null }]);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordId, category.id), eq(auditLogs.action, 'menu_categories.delete')));
    expect(
      (audit!.newValues as { archived_items_released: string[] }).archived_items_released.sort(),
    ).toEqual([a.id, b.id].sort());

    const restored = await call('POST /api/admin/menu-items/:id/restore', {
      cookie: admin,
      params: { id: a.id },
    });
    expect(restored.json()).toMatchObject({ archived_at: null, category_id: null, category: '' });
  });
});

describe('one-tap sold out', () => {
  it('lets staff mark an item sold out and back; the storefront shows it and checkout refuses it', async () => {
    const item = await createItem('Sold Out Samosa');
    const out = await call('PUT /api/admin/menu-items/:id/stock', {
      cookie: staff,
      params: { id: item.id },
      body: { in_stock: false },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ id: item.id, in_stock: false, name: 'Sold Out Samosa', price: 40 });
    expect((await menuItem(item.id))?.inStock).toBe(false);
    expect((await orderOf(item.id)).statusCode).toBe(409);
    // Asking again changes nothing and records nothing.
    await call('PUT /api/admin/menu-items/:id/stock', {
      cookie: staff,
      params: { id: item.id },
      body: { in_stock: false },
    });
    const back = await call('PUT /api/admin/menu-items/:id/stock', {
      cookie: staff,
      params: { id: item.id },
      body: { in_stock: true },
    });
    expect(back.json().in_stock).toBe(true);
    expect((await menuItem(item.id))?.inStock).toBe(true);
    expect(await auditActions(item.id)).toEqual([
      'menu_items.create',
      'menu_items.stock',
      'menu_items.stock',
    ]);
  });

  it('refuses a body without a boolean, customers and strangers', async () => {
    const item = await createItem('Stock Guarded');
    const bad = await call('PUT /api/admin/menu-items/:id/stock', {
      cookie: staff,
      params: { id: item.id },
      body: { in_stock: 'no' } as never,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.in_stock).toBe('in_stock must be true or false');
    expect(
      (
        await call('PUT /api/admin/menu-items/:id/stock', {
          cookie: customer,
          params: { id: item.id },
          body: { in_stock: false },
        })
      ).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/menu-items/${item.id}/stock`,
      payload: { in_stock: false },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await menuItem(item.id))?.inStock).toBe(true);
  });
});
