// The audit log a manager can trust (docs/product.md#staff-area): updates keep the old values of
// the fields they changed (not whole rows), and GET /api/admin/audit-logs answers who (name and
// e-mail or phone), the record's name, filters by person and action, and the shop's time zone.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema.ts';
import type { AdminCategory, AdminItem } from '#shared/api/admin-catalog.ts';
import type { AuditLogEntry } from '#shared/api/staff.ts';
import { endpointCaller } from '../helpers/call.ts';
import { createCustomer, createItem, placeOrder } from '../helpers/factories.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.91.0.1');
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.91.0.2');
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.91.0.3');
});
afterAll(() => t.close());

const call = endpointCaller(() => t.app, {
  remoteAddress: () => '10.91.0.9',
  headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux) Chrome/131.0' },
});

async function masalaChai(): Promise<AdminItem> {
  const items = (await call('GET /api/admin/menu-items', { cookie: manager })).json().items as AdminItem[];
  const chai = items.find((i) => i.name === 'Masala Chai');
  if (!chai) throw new Error('the seed has no Masala Chai');
  return chai;
}

const entriesFor = async (query: string) => {
  const res = await call.url('GET', `/api/admin/audit-logs?${query}`, { cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    entries: AuditLogEntry[];
    people: { id: string; name: string; contact: string }[];
    actions: string[];
    timeZone: string;
  };
};

describe('old values', () => {
  it('keeps only the fields a menu item update changed, each with its old value (price in rupees)', async () => {
    const chai = await masalaChai();
    const put = (price: number, extra: object = {}) =>
      call('PUT /api/admin/menu-items/:id', {
        cookie: manager,
        params: { id: chai.id },
        body: {
          name: chai.name,
          price,
          category_id: chai.category_id!,
          ...extra,
        },
      });
    expect((await put(30)).statusCode).toBe(200);
    expect((await put(25, { in_stock: false })).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'menu_items.update'), eq(auditLogs.recordId, chai.id)));
    const last = rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
    expect(last).toMatchObject({
      oldValues: { price: 30, in_stock: true },
      newValues: { price: 25, in_stock: false },
    });
    expect(Object.keys(last?.newValues as object).sort()).toEqual(['in_stock', 'price']);
    expect((await put(25, { in_stock: true })).statusCode).toBe(200);
  });

  it("keeps the old values of a category and of an account's role", async () => {
    const categories = (await call('GET /api/admin/categories', { cookie: manager })).json()
      .categories as AdminCategory[];
    const chai = categories.find((c) => c.name === 'Chai') ?? categories[0]!;
    const renamed = await call('PUT /api/admin/categories/:id', {
      cookie: manager,
      params: { id: chai.id },
      body: {
        name: chai.name,
        description: 'Hot tea, many ways',
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [category] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'menu_categories.update'), eq(auditLogs.recordId, chai.id)));
    expect(category).toMatchObject({
      oldValues: { description: chai.description },
      newValues: { description: 'Hot tea, many ways' },
    });

    const created = await call('POST /api/admin/users', {
      cookie: admin,
      body: {
        name: 'Kavya Rao',
        email: 'kavya.audit@example.com',
        role: 'staff',
        temporaryPassword: 'Temp@12345',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const promoted = await call('PATCH /api/admin/users/:id', {
      cookie: admin,
      params: { id: created.json().id },
      body: {
        role: 'manager',
      },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const [account] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'users.update'), eq(auditLogs.recordId, created.json().id)));
    expect(account).toMatchObject({ oldValues: { role: 'staff' }, newValues: { role: 'manager' } });
  });
});

describe('a form saved unchanged', () => {
  const entriesOf = async (recordId: string) =>
    (await t.database.db.select().from(auditLogs).where(eq(auditLogs.recordId, recordId))).length;

  /** Saves `save` twice: the first save changes something and is recorded, the second leaves nothing. */
  async function savedTwice(recordId: string, save: () => Promise<{ statusCode: number; body: string }>) {
    const first = await save();
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = await entriesOf(recordId);
    const second = await save();
    expect(second.statusCode, second.body).toBe(200);
    expect(await entriesOf(recordId)).toBe(afterFirst);
  }

  it('writes no empty entry for an item, a category, the settings or an account', async () => {
    const item = await createItem(t, { name: 'Unchanged Chai', price: 20 });
    await savedTwice(item.id, () =>
      call('PUT /api/admin/menu-items/:id', {
        cookie: manager,
        params: { id: item.id },
        body: { name: item.name, price: 22, category_id: item.category_id!, description: 'Same again' },
      }),
    );

    const category = (await call('GET /api/admin/categories', { cookie: manager })).json()
      .categories[0] as AdminCategory;
    await savedTwice(category.id, () =>
      call('PUT /api/admin/categories/:id', {
        cookie: manager,
        params: { id: category.id },
        body: { name: category.name, description: 'Saved twice' },
      }),
    );

    const settings = {
      bannerImage: null,
      bannerTitle: 'Fresh chai all day',
      bannerSubtitle: 'Saved twice',
      promotionalMessage: 'Welcome',
      siteTheme: 'default',
      shopOpen: true,
      defaultLocation: 'Pune',
    } as const;
    const first = await call('PUT /api/admin/settings', { cookie: admin, body: settings });
    expect(first.statusCode, first.body).toBe(200);
    const [row] = await t.database.db
      .select({ recordId: auditLogs.recordId })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.update'));
    await savedTwice(row!.recordId!, () =>
      call('PUT /api/admin/settings', { cookie: admin, body: settings }),
    );

    const created = await call('POST /api/admin/users', {
      cookie: admin,
      body: {
        name: 'Same Role',
        email: 'same.role@example.com',
        role: 'staff',
        temporaryPassword: 'Temp@12345',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await savedTwice(id, () =>
      call('PATCH /api/admin/users/:id', { cookie: admin, params: { id }, body: { role: 'manager' } }),
    );
    // Enabling an account that is not disabled changes nothing either.
    const before = await entriesOf(id);
    const enabled = await call('PATCH /api/admin/users/:id', {
      cookie: admin,
      params: { id },
      body: { disabled: false },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(await entriesOf(id)).toBe(before);
  });
});

describe('GET /api/admin/audit-logs', () => {
  it("says who changed Masala Chai's price, from where, with the item's name, found by person and action", async () => {
    const chai = await masalaChai();
    const meera = (await entriesFor('')).people.find((p) => p.contact === 'manager@example.com');
    expect(meera).toMatchObject({ name: 'Meera Joshi' });
    const log = await entriesFor(`userId=${meera!.id}&action=menu_items.update`);
    expect(log.timeZone).toBe('Asia/Kolkata');
    expect(log.actions).toContain('menu_items.update');
    expect(log.entries.length).toBeGreaterThan(0);
    expect(log.entries.every((e) => e.userId === meera!.id && e.action === 'menu_items.update')).toBe(true);
    const change = log.entries.find((e) => (e.oldValues as { price?: number } | null)?.price === 30);
    expect(change).toMatchObject({
      actor: { id: meera!.id, name: 'Meera Joshi', contact: 'manager@example.com' },
      recordId: chai.id,
      recordLabel: 'Masala Chai',
      tableName: 'menu_items',
      newValues: { price: 25 },
      ipAddress: '10.91.0.9',
    });
    expect(change?.userAgent).toContain('Chrome');
    // Another person's filter holds none of them.
    const admins = (await entriesFor('')).people.find((p) => p.contact === 'admin@example.com');
    const theirs = await entriesFor(`userId=${admins!.id}&action=menu_items.update`);
    expect(theirs.entries).toEqual([]);
  });

  it('searches the names recorded in entries, records by their names now, order numbers and who', async () => {
    const chai = await masalaChai();
    // A price change records only the price: found by the item's name now.
    const byItem = await entriesFor('search=masala%20chai');
    expect(byItem.entries.some((e) => e.action === 'menu_items.update' && e.recordId === chai.id)).toBe(true);

    // A deleted item keeps the name recorded in its entries.
    const kahwa = await createItem(t, { name: 'Zafrani Kahwa' });
    const gone = await call('DELETE /api/admin/menu-items/:id', { cookie: admin, params: { id: kahwa.id } });
    expect(gone.statusCode, gone.body).toBe(200);
    const byRecorded = await entriesFor('search=zafrani');
    expect(byRecorded.entries.map((e) => e.recordId)).toContain(kahwa.id);
    expect(byRecorded.entries.every((e) => e.recordId === kahwa.id)).toBe(true);

    // An order's entries by its number (KCH000123).
    const customer = await createCustomer(t, 'Audit Search Customer');
    const order = await placeOrder(t, customer.cookie, { lines: [{ menuItemId: chai.id, quantity: 1 }] });
    const cancelled = await call('POST /api/orders/:id/cancel', {
      cookie: customer.cookie,
      params: { id: order.id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const byNumber = await entriesFor(`search=${order.orderNumber}`);
    expect(byNumber.entries.map((e) => [e.action, e.recordId])).toContainEqual(['orders.cancel', order.id]);

    // Who made the entry, by name.
    const byPerson = await entriesFor('search=meera');
    expect(byPerson.entries.some((e) => e.actor?.name === 'Meera Joshi')).toBe(true);
  });

  it('keeps the log to admins', async () => {
    for (const cookie of [manager, staff]) {
      const res = await call('GET /api/admin/audit-logs', { cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Insufficient permissions. Admin access required.');
    }
  });
});
