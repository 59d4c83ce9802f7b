// Opening hours, the pause switch and busy mode through the real routes, on a fixed clock in Pune
// (docs/product.md#d17-the-promise-shown-is-one-the-shop-can-keep): who may set them, what is
// refused with nothing stored, and what checkout says and promises at a given moment.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, menuItems } from '#server/db/schema.ts';
import { BUSY_MESSAGES } from '#shared/api/settings.ts';
import { SHOP_PAUSED_REFUSAL } from '#shared/errors.ts';
import { DEFAULT_SHOP_HOURS } from '#shared/shop-hours/default-hours.ts';
import { HOURS_MESSAGES } from '#shared/shop-hours/hours-messages.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { IN_AREA_ADDRESS } from '../helpers/delivery-address.ts';
import { CHAI_WEEK, ist } from '../helpers/shop-hours.ts';
import { sessionFor, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Wednesday 25 November 2026, 23:30 in Pune: after the evening shift (16:00-23:00) closed. */
const WEDNESDAY_NIGHT = ist('2026-11-25T23:30');

let clock = WEDNESDAY_NIGHT;
let t: TestApp;
let manager: string;
let staff: string;
let customer: string;
let chai: string;
let customers = 0;
let nextIp = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.71.0.1');
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.71.0.2');
  // These tests are about the area and busy mode, not the estimate: a kitchen and riders fast enough
  // that every order here keeps the normal 8 minutes (docs/product.md#the-promise).
  const fast = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/promise',
    headers: { cookie: manager },
    payload: { kitchenSlots: 20, riderSpeedKmh: 40, handoverMinutes: 1, protect: null },
  });
  if (fast.statusCode !== 200) throw new Error(`promise settings: ${fast.statusCode} ${fast.body}`);
  // The forecast the checkout reads is worked out again with them now, not at the next event.
  await t.app.services.promise.refresh();
  customer = await sessionFor(t, 'user');
  const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.name, 'Masala Chai'));
  chai = row!.id;
});
afterAll(() => t.close());

const call = (
  cookie: string | undefined,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
    remoteAddress: `10.72.${++nextIp % 250}.1`,
  });

async function newCustomer(): Promise<string> {
  const n = ++customers;
  const name = `Customer ${String.fromCharCode(64 + n)}`;
  return (await signInCustomer(t, `98710${String(n).padStart(5, '0')}`, name, `10.73.${n}.1`)).cookie;
}

const hoursOf = async () => (await t.app.inject('/api/settings')).json().hours;
const saveHours = (cookie: string | undefined, body: object) =>
  call(cookie, 'PUT', '/api/admin/settings/hours', body);
const chaiWeek = (overrides: object = {}) => ({
  schedule: CHAI_WEEK,
  holidays: [],
  timeZone: 'Asia/Kolkata',
  ...overrides,
});
const order = (cookie: string) =>
  call(cookie, 'POST', '/api/orders', {
    idempotencyKey: randomUUID(),
    lines: [{ menuItemId: chai, quantity: 1 }],
    address: IN_AREA_ADDRESS,
  });

beforeEach(async () => {
  clock = WEDNESDAY_NIGHT;
  await call(manager, 'DELETE', '/api/admin/busy-mode');
  expect((await saveHours(manager, chaiWeek())).statusCode).toBe(200);
});

describe('the opening hours setting', () => {
  it('is refused to customers and staff (403) and strangers (401), and nothing is stored', async () => {
    const allDay = { schedule: DEFAULT_SHOP_HOURS.schedule, holidays: [], timeZone: 'Asia/Kolkata' };
    for (const [cookie, status] of [
      [customer, 403],
      [staff, 403],
      [undefined, 401],
    ] as const) {
      expect((await saveHours(cookie, allDay)).statusCode).toBe(status);
    }
    expect((await hoursOf()).schedule).toEqual(CHAI_WEEK);
  });

  it.each([
    [
      'a reversed shift',
      { ...CHAI_WEEK, monday: [{ opens: '14:00', closes: '07:00' }] },
      [],
      'schedule.monday.0',
      HOURS_MESSAGES.reversed('Monday', '14:00-07:00'),
    ],
    [
      'overlapping shifts',
      {
        ...CHAI_WEEK,
        tuesday: [
          { opens: '07:00', closes: '12:00' },
          { opens: '11:00', closes: '15:00' },
        ],
      },
      [],
      'schedule.tuesday.1',
      HOURS_MESSAGES.overlap('Tuesday', '07:00-12:00', '11:00-15:00'),
    ],
    [
      'a holiday before today in Pune',
      CHAI_WEEK,
      [{ date: '2026-11-24' }],
      'holidays.0.date',
      HOURS_MESSAGES.holidayPast('2026-11-24'),
    ],
  ])(
    'refuses %s with a 400 naming it, and stores nothing',
    async (_name, schedule, holidays, field, message) => {
      const res = await saveHours(manager, chaiWeek({ schedule, holidays }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
      expect(await hoursOf()).toEqual({ ...chaiWeek(), busy: null });
    },
  );

  it('takes a holiday today, and audits the change', async () => {
    const res = await saveHours(manager, chaiWeek({ holidays: [{ date: '2026-11-25', note: 'Diwali' }] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hours.holidays).toEqual([{ date: '2026-11-25', note: 'Diwali' }]);
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.hours'));
    expect(entries.at(-1)?.newValues).toMatchObject({ holidays: [{ date: '2026-11-25', note: 'Diwali' }] });
    // Gone by the next day: the form reads back only holidays still to come.
    clock = ist('2026-11-26T09:00');
    expect((await hoursOf()).holidays).toEqual([]);
  });
});

describe('checkout on the shop’s clock', () => {
  it('is refused at night with the next opening, and taken once the morning shift opens', async () => {
    const cookie = await newCustomer();
    const closed = await order(cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe('We are closed now. We open tomorrow at 7:00 AM.');
    expect((await call(cookie, 'GET', '/api/orders')).json().orders).toEqual([]);

    clock = ist('2026-11-26T07:00');
    const open = await order(cookie);
    expect(open.statusCode, open.body).toBe(201);
    expect(open.json().promisedMinutes).toBe(8);
  });

  it('keeps a shift that runs past midnight open until it closes, on the day it opened', async () => {
    const cookie = await newCustomer();
    // Friday 18:00-02:00: Saturday 01:30 is still Friday's shift.
    clock = ist('2026-11-28T01:30');
    expect((await order(cookie)).statusCode).toBe(201);
    clock = ist('2026-11-28T02:00');
    const after = await order(cookie);
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toBe('We are closed now. We open at 7:00 AM.');
    // Saturday's short shift ends at 11:30; nothing on Sunday.
    clock = ist('2026-11-28T12:00');
    expect((await order(cookie)).json().error.message).toBe('We are closed now. We open Monday at 7:00 AM.');
  });

  it('skips a holiday to the next shift', async () => {
    await saveHours(manager, chaiWeek({ holidays: [{ date: '2026-11-26' }] }));
    const res = await order(await newCustomer());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('We are closed now. We open Friday at 6:00 PM.');
  });

  it('is refused with the pause message while the shop is paused, even in its hours', async () => {
    clock = ist('2026-11-26T09:00');
    const settings = (await t.app.inject('/api/settings')).json();
    const general = {
      bannerImage: settings.bannerImage,
      bannerTitle: settings.bannerTitle,
      bannerSubtitle: settings.bannerSubtitle,
      promotionalMessage: settings.promotionalMessage,
      siteTheme: settings.siteTheme,
      defaultLocation: settings.defaultLocation,
    };
    expect(
      (await call(manager, 'PUT', '/api/admin/settings', { ...general, shopOpen: false })).statusCode,
    ).toBe(200);
    try {
      const res = await order(await newCustomer());
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(SHOP_PAUSED_REFUSAL);
      // Saving the general settings left the hours as they were.
      expect((await hoursOf()).schedule).toEqual(CHAI_WEEK);
    } finally {
      await call(manager, 'PUT', '/api/admin/settings', { ...general, shopOpen: true });
    }
  });
});

describe('busy mode', () => {
  it('is set by staff with one tap, grows the promise, and ends by itself', async () => {
    clock = ist('2026-11-26T09:00');
    const res = await call(staff, 'PUT', '/api/admin/busy-mode', { extraMinutes: 10, forMinutes: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const until = ist('2026-11-26T09:30').toISOString();
    expect(res.json().hours.busy).toEqual({ extraMinutes: 10, until });
    expect((await hoursOf()).busy).toEqual({ extraMinutes: 10, until });
    // The schedule is untouched by busy mode, and saving hours leaves busy mode on.
    expect((await hoursOf()).schedule).toEqual(CHAI_WEEK);
    expect((await saveHours(manager, chaiWeek())).json().hours.busy).toEqual({ extraMinutes: 10, until });

    const cookie = await newCustomer();
    expect((await order(cookie)).json().promisedMinutes).toBe(18);

    clock = ist('2026-11-26T09:30');
    expect((await hoursOf()).busy).toBeNull();
    expect((await order(cookie)).json().promisedMinutes).toBe(8);
  });

  it('is ended early by DELETE', async () => {
    clock = ist('2026-11-26T09:00');
    await call(staff, 'PUT', '/api/admin/busy-mode', { extraMinutes: 15, forMinutes: 120 });
    const cookie = await newCustomer();
    expect((await order(cookie)).json().promisedMinutes).toBe(23);
    const ended = await call(staff, 'DELETE', '/api/admin/busy-mode');
    expect(ended.statusCode).toBe(200);
    expect(ended.json().hours.busy).toBeNull();
    expect((await order(cookie)).json().promisedMinutes).toBe(8);
  });

  it('is refused to customers (403) and strangers (401), and to choices off the board', async () => {
    const body = { extraMinutes: 5, forMinutes: 60 };
    expect((await call(customer, 'PUT', '/api/admin/busy-mode', body)).statusCode).toBe(403);
    expect((await call(undefined, 'PUT', '/api/admin/busy-mode', body)).statusCode).toBe(401);
    expect((await call(customer, 'DELETE', '/api/admin/busy-mode')).statusCode).toBe(403);
    const odd = await call(staff, 'PUT', '/api/admin/busy-mode', { extraMinutes: 7, forMinutes: 45 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.fields).toEqual({
      extraMinutes: BUSY_MESSAGES.extra,
      forMinutes: BUSY_MESSAGES.duration,
    });
    expect((await hoursOf()).busy).toBeNull();
  });
});
