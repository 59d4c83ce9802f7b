// The day close of a shop open past midnight (docs/product.md#the-day-close): at 01:30 on Saturday
// a Friday 18:00-02:00 shift is still Friday's shop day. 'Today' is Friday, Saturday has not
// started, and a rider's hand-in made then counts on Friday (the column's default, the calendar
// date, would say Saturday).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, refunds, riderCashHandIns } from '#server/db/schema.ts';
import { DAY_CLOSE_MESSAGES } from '#shared/api/day-close.ts';
import { endpointCaller } from '../helpers/call.ts';
import { createRider, openShiftDirectly } from '../helpers/rider-fixtures.ts';
import { CHAI_WEEK } from '../helpers/shop-hours.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// 01:30 on Saturday 2026-11-28 in Pune.
const SMALL_HOURS = new Date('2026-11-27T20:00:00Z');
const FRIDAY = '2026-11-27';

let t: TestApp;
let manager: string;
let address = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.223.${++address % 250}.1` });

beforeAll(async () => {
  t = await createTestApp({ now: () => SMALL_HOURS });
  manager = await sessionFor(t, 'manager');
  const saved = await call('PUT /api/admin/settings/hours', {
    cookie: manager,
    body: { schedule: CHAI_WEEK, holidays: [], timeZone: 'Asia/Kolkata' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

describe('the day close of an overnight shift', () => {
  it('takes the evening’s day for today, and refuses the calendar’s day as not started', async () => {
    const today = await call('GET /api/admin/day-close', { cookie: manager });
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().shopDay).toBe(FRIDAY);
    const saturday = await call('POST /api/admin/day-close/:day/close', {
      cookie: manager,
      params: { day: '2026-11-28' },
      body: { openingFloat: 0, countedCash: 0 },
    });
    expect(saturday.statusCode).toBe(409);
    expect(saturday.json().error.message).toBe(DAY_CLOSE_MESSAGES.notStarted);
  });

  it('counts a rider’s hand-in in the small hours on the evening’s day', async () => {
    const rider = await createRider(t);
    await openShiftDirectly(t, rider.id, 5_000);
    const res = await call('POST /api/admin/riders/:id/hand-ins', {
      cookie: manager,
      params: { id: rider.id },
      body: { counted: 50 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select({ shopDay: riderCashHandIns.shopDay })
      .from(riderCashHandIns)
      .where(eq(riderCashHandIns.riderId, rider.id));
    expect(row?.shopDay).toBe(FRIDAY);
    const friday = await call('GET /api/admin/day-close/:day', { cookie: manager, params: { day: FRIDAY } });
    expect(friday.json().figures.drawer.riderHandIns).toBe(50);
  });

  it('counts a void’s cash handed back in the small hours on the evening’s day', async () => {
    const [bun] = await t.database.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(eq(menuItems.name, 'Bun Maska'));
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: { cookie: manager },
      payload: {
        idempotencyKey: randomUUID(),
        channel: 'counter',
        lines: [{ menuItemId: bun?.id, quantity: 2 }],
        payment: { method: 'cod', paidNow: true },
      },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const order = taken.json().order;
    const voided = await call('POST /api/admin/orders/:id/void', {
      cookie: manager,
      params: { id: order.id },
      body: { reason: 'Spilt at the counter' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const [refund] = await t.database.db
      .select({ shopDay: refunds.shopDay, method: refunds.method })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    expect(refund).toEqual({ shopDay: FRIDAY, method: 'cash' });
    const friday = await call('GET /api/admin/day-close/:day', { cookie: manager, params: { day: FRIDAY } });
    expect(friday.json().figures.drawer.cashRefunds).toBe(order.total);
  });
});
