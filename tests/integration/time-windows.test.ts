// Menus by time of day through the real routes and the socket, on a clock the test moves
// (docs/product.md#menus-by-time-of-day): staff set windows on an item and a category, the menu
// says when an item outside its windows is next served, the checkout refuses it in words, and the
// menu's fast path and ETag change at the boundary itself.
import { randomUUID } from 'node:crypto';
import { asc, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, menuCategories, menuItems } from '#server/db/schema.ts';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { ALL_DAY_SCHEDULE } from '#shared/shop-hours/default-hours.ts';
import { TIME_WINDOW_MESSAGES, type TimeWindow } from '#shared/stock-and-time/time-windows.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { IN_AREA_ADDRESS } from '../helpers/delivery-address.ts';
import { ist } from '../helpers/shop-hours.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const EVERY_DAY = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const BREAKFAST: TimeWindow[] = [
  { label: 'Breakfast', days: EVERY_DAY as TimeWindow['days'], from: '07:00', to: '11:00' },
];

/** Tuesday 1 December 2026 in Pune; the shop is open all day, every day (the seed's hours). */
const TUESDAY = (time: string) => ist(`2026-12-01T${time}`);

// A moving clock: `clock` is the shop's time when `setAt` was taken, and it runs on from there, so
// the rebuild timer (real time) and the clock agree.
let clock = TUESDAY('10:00');
let setAt = Date.now();
const setClock = (at: Date) => {
  clock = at;
  setAt = Date.now();
};

let t: TestApp;
let base: string;
let manager: string;
let customer: string;
let nextIp = 0;
/** Three items, each in a different category. */
let items: { id: string; name: string; categoryId: string }[];

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock.getTime() + (Date.now() - setAt)) });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.81.0.1');
  customer = (await signInCustomer(t, '9871100001', 'Customer Windows', '10.81.0.2')).cookie;
  const rows = await t.database.db
    .select({ id: menuItems.id, name: menuItems.name, categoryId: menuItems.categoryId })
    .from(menuItems)
    .where(isNotNull(menuItems.categoryId))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.name));
  const seen = new Set<string>();
  items = [];
  for (const row of rows) {
    if (seen.has(row.categoryId as string)) continue;
    seen.add(row.categoryId as string);
    items.push({ id: row.id, name: row.name, categoryId: row.categoryId as string });
  }
  expect(items.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => t.close());

beforeEach(async () => {
  setClock(TUESDAY('10:00'));
  await t.database.db.update(menuItems).set({ timeWindows: [] });
  await t.database.db.update(menuCategories).set({ timeWindows: [] });
  t.app.services.catalog.invalidate();
  await saveHours([]);
});

const call = (cookie: string | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
    remoteAddress: `10.82.${++nextIp % 250}.1`,
  });

async function saveHours(holidays: { date: string }[]) {
  const res = await call(manager, 'PUT', '/api/admin/settings/hours', {
    schedule: ALL_DAY_SCHEDULE,
    holidays,
    timeZone: 'Asia/Kolkata',
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function setItemWindows(id: string, windows: TimeWindow[]) {
  const all = (await call(manager, 'GET', '/api/admin/menu-items')).json().items;
  const item = all.find((i: { id: string }) => i.id === id);
  const res = await call(manager, 'PUT', `/api/admin/menu-items/${id}`, {
    name: item.name,
    price: item.price,
    category_id: item.category_id,
    time_windows: windows,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function setCategoryWindows(id: string, windows: TimeWindow[]) {
  const all = (await call(manager, 'GET', '/api/admin/categories')).json().categories;
  const category = all.find((c: { id: string }) => c.id === id);
  const res = await call(manager, 'PUT', `/api/admin/categories/${id}`, {
    name: category.name,
    time_windows: windows,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const order = (menuItemId: string) =>
  call(customer, 'POST', '/api/orders', {
    idempotencyKey: randomUUID(),
    lines: [{ menuItemId, quantity: 1 }],
    address: IN_AREA_ADDRESS,
  });

/** The menu over the socket: the fast path once it has learned its headers, else Fastify. */
async function menuOverHttp(headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/menu`, { headers });
  const body = res.status === 200 ? await res.json() : undefined;
  return {
    status: res.status,
    etag: res.headers.get('etag') ?? '',
    items: body?.items as StorefrontItem[],
    generatedAt: body?.generatedAt as string,
  };
}
const itemIn = (list: StorefrontItem[], id: string) => list.find((i) => i.id === id) as StorefrontItem;

describe('time windows in the admin', () => {
  it('are saved on an item and a category, shown back and audited', async () => {
    const saved = await setItemWindows(items[0]!.id, BREAKFAST);
    expect(saved.time_windows).toEqual(BREAKFAST);
    const category = await setCategoryWindows(items[1]!.categoryId, [
      { days: ['monday', 'friday'], from: '16:00', to: '20:00' },
    ]);
    expect(category.time_windows).toEqual([{ days: ['monday', 'friday'], from: '16:00', to: '20:00' }]);
    const audits = await t.database.db.select().from(auditLogs);
    const itemAudit = audits
      .filter((a) => a.recordId === items[0]!.id && a.tableName === 'menu_items')
      .at(-1);
    expect(JSON.stringify(itemAudit?.newValues)).toContain('Breakfast');
  });

  it('refuses a window with no days or equal times, in words, and stores nothing', async () => {
    const all = (await call(manager, 'GET', '/api/admin/menu-items')).json().items;
    const item = all.find((i: { id: string }) => i.id === items[0]!.id);
    for (const [windows, message] of [
      [[{ days: [], from: '07:00', to: '11:00' }], TIME_WINDOW_MESSAGES.days],
      [[{ days: ['monday'], from: '07:00', to: '07:00' }], TIME_WINDOW_MESSAGES.sameTimes],
      [[{ days: ['monday'], from: '7am', to: '11:00' }], TIME_WINDOW_MESSAGES.time],
    ] as const) {
      const res = await call(manager, 'PUT', `/api/admin/menu-items/${item.id}`, {
        name: item.name,
        price: item.price,
        category_id: item.category_id,
        time_windows: windows,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    const after = (await call(manager, 'GET', '/api/admin/menu-items')).json().items;
    expect(after.find((i: { id: string }) => i.id === item.id).time_windows).toEqual([]);
  });
});

describe('an item outside its window', () => {
  it('is ordered inside it, and after 11:00 is refused with when it is next served', async () => {
    const breakfast = items[0]!;
    await setItemWindows(breakfast.id, BREAKFAST);
    setClock(TUESDAY('10:59'));
    expect((await order(breakfast.id)).statusCode).toBe(201);
    setClock(TUESDAY('11:00'));
    const refused = await order(breakfast.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `${breakfast.name} is not served now. It is available from tomorrow at 7:00 AM.`,
    );
    // Another item is not held to breakfast's window.
    expect((await order(items[2]!.id)).statusCode).toBe(201);
  });

  it("is refused by its category's window", async () => {
    const snack = items[1]!;
    await setCategoryWindows(snack.categoryId, [
      { label: 'Evening snacks', days: EVERY_DAY as TimeWindow['days'], from: '16:00', to: '20:00' },
    ]);
    setClock(TUESDAY('15:00'));
    const refused = await order(snack.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `${snack.name} is not served now. It is available from 4:00 PM.`,
    );
    expect(itemIn((await menuOverHttp()).items, snack.id).availableFrom).toBe(TUESDAY('16:00').toISOString());
    setClock(TUESDAY('16:00'));
    expect((await order(snack.id)).statusCode).toBe(201);
    expect(itemIn((await menuOverHttp()).items, snack.id).availableFrom).toBeUndefined();
  });

  it('in a window across midnight is served at 01:00 the next day and not at 02:00', async () => {
    const late = items[2]!;
    await setItemWindows(late.id, [{ label: 'Late night', days: ['tuesday'], from: '22:00', to: '02:00' }]);
    setClock(ist('2026-12-02T01:00'));
    expect(itemIn((await menuOverHttp()).items, late.id).availableFrom).toBeUndefined();
    expect((await order(late.id)).statusCode).toBe(201);
    setClock(ist('2026-12-02T02:00'));
    const refused = await order(late.id);
    expect(refused.statusCode).toBe(409);
    // Next Tuesday: the day is named.
    expect(refused.json().error.message).toBe(
      `${late.name} is not served now. It is available from Tuesday at 10:00 PM.`,
    );
    // Tuesday's window only: next Tuesday.
    expect(itemIn((await menuOverHttp()).items, late.id).availableFrom).toBe(
      ist('2026-12-08T22:00').toISOString(),
    );
  });

  it('skips a holiday to its next window, and the menu follows the saved holiday at once', async () => {
    const breakfast = items[0]!;
    await setItemWindows(breakfast.id, BREAKFAST);
    setClock(TUESDAY('12:00'));
    const noon = await menuOverHttp();
    expect(itemIn(noon.items, breakfast.id).availableFrom, noon.generatedAt).toBe(
      ist('2026-12-02T07:00').toISOString(),
    );
    // Wednesday is a holiday: no call to the catalog, the saved hours alone rebuild the menu.
    await saveHours([{ date: '2026-12-02' }]);
    expect(itemIn((await menuOverHttp()).items, breakfast.id).availableFrom).toBe(
      ist('2026-12-03T07:00').toISOString(),
    );
    const refused = await order(breakfast.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `${breakfast.name} is not served now. It is available from Thursday at 7:00 AM.`,
    );
  });
});

describe('a staff order', () => {
  it('is not held to windows: the counter may sell breakfast after 11:00', async () => {
    const breakfast = items[0]!;
    await setItemWindows(breakfast.id, BREAKFAST);
    setClock(TUESDAY('11:15'));
    expect((await order(breakfast.id)).statusCode).toBe(409);
    const staff = await signInStaff(t, 'staff@example.com', undefined, '10.81.0.3');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: { cookie: staff },
      payload: {
        idempotencyKey: randomUUID(),
        channel: 'counter',
        lines: [{ menuItemId: breakfast.id, quantity: 1 }],
        payment: { method: 'cod', paidNow: true },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("the menu's fast path at a window's boundary", () => {
  it('changes its ETag and availableFrom at 11:00 even with no write and no timer', async () => {
    const breakfast = items[0]!;
    await setItemWindows(breakfast.id, BREAKFAST);
    setClock(TUESDAY('10:59'));
    // Twice: the first teaches the fast path its headers, the second is served by it.
    await menuOverHttp();
    const before = await menuOverHttp();
    expect(itemIn(before.items, breakfast.id).availableFrom).toBeUndefined();
    expect((await menuOverHttp({ 'if-none-match': before.etag })).status).toBe(304);
    // A minute on the shop's clock, far less in real time: the rebuild timer has not fired.
    setClock(TUESDAY('11:00'));
    const after = await menuOverHttp({ 'if-none-match': before.etag });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(itemIn(after.items, breakfast.id).availableFrom).toBe(ist('2026-12-02T07:00').toISOString());
    expect(itemIn(after.items, items[1]!.id).availableFrom).toBeUndefined();
  });

  it('is rebuilt by its timer at the boundary, with no request', async () => {
    const breakfast = items[0]!;
    await setItemWindows(breakfast.id, BREAKFAST);
    // 400 ms before 11:00 on a clock that runs.
    setClock(new Date(TUESDAY('11:00').getTime() - 400));
    // The clock jumped an hour, which a real one never does: a menu built before the jump timed
    // its rebuild for an hour ahead. Built again on the moved clock.
    t.app.services.catalog.invalidate();
    const before = await t.app.services.catalog.menuSnapshot();
    expect(itemIn(before.menu.items, breakfast.id).availableFrom).toBeUndefined();
    expect(before.validUntil).toBe(TUESDAY('11:00').getTime());
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // Built by the timer before anyone asked: read on the clock before this request.
    const asked = new Date(clock.getTime() + (Date.now() - setAt));
    const rebuilt = await t.app.services.catalog.menuSnapshot();
    expect(new Date(rebuilt.menu.generatedAt).getTime()).toBeGreaterThanOrEqual(TUESDAY('11:00').getTime());
    expect(new Date(rebuilt.menu.generatedAt).getTime()).toBeLessThan(asked.getTime());
    expect(itemIn(rebuilt.menu.items, breakfast.id).availableFrom).toBe(
      ist('2026-12-02T07:00').toISOString(),
    );
  });
});
