// Orders for later today (docs/product.md#orders-for-later-today) through the real routes, on
// PGlite or PostgreSQL (TEST_DATABASE_URL), with the app's clock fixed at 10:59 on a Monday in
// Pune: the slots offered keep to the notice, how far ahead and opening hours; a slot takes at most
// its orders per slot, also under concurrent checkouts; a cancelled order gives its place back; an
// item is held to its time windows at the slot's time, not now.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, orderSlots } from '#server/db/schema.ts';
import type { PlaceOrderBody } from '#shared/api/orders.ts';
import type { WeeklySchedule } from '#shared/shop-hours/schedule-rules.ts';
import { LATER_ORDERS_MESSAGES, type LaterOrdersSettings } from '#shared/stock-and-time/later-orders.ts';
import { stockText } from '#shared/stock-and-time/stock.ts';
import { endpointCaller } from '../helpers/call.ts';
import { createCustomer, createItem, type TestCustomer } from '../helpers/factories.ts';
import { EMPTY_WEEK, ist } from '../helpers/shop-hours.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Monday 30 November 2026, 10:59 in Pune.
const NOW = ist('2026-11-30T10:59');
const MORNING = [{ opens: '07:00', closes: '12:00' }];
const WEEK = Object.fromEntries(Object.keys(EMPTY_WEEK).map((day) => [day, MORNING])) as WeeklySchedule;
const ON: LaterOrdersSettings = { enabled: true, aheadMinutes: 120, perSlot: 2, minNoticeMinutes: 30 };

let t: TestApp;
let manager: string;
let itemId: string;
let address = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.231.${++address % 250}.1` });

const saveLater = (body: LaterOrdersSettings) =>
  call('PUT /api/admin/settings/later-orders', { cookie: manager, body });

const checkout = (customer: TestCustomer, scheduledFor?: string, lines?: PlaceOrderBody['lines']) =>
  call('POST /api/orders', {
    cookie: customer.cookie,
    body: {
      idempotencyKey: randomUUID(),
      orderType: 'pickup',
      lines: lines ?? [{ menuItemId: itemId, quantity: 1 }],
      ...(scheduledFor ? { scheduledFor } : {}),
    },
  });

const slotsNow = async () => {
  const res = await call('GET /api/later-slots', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const waiting = async () => {
  const res = await call('GET /api/admin/orders/waiting', { cookie: manager });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  manager = await sessionFor(t, 'manager');
  const hours = await call('PUT /api/admin/settings/hours', {
    cookie: manager,
    body: { schedule: WEEK, holidays: [], timeZone: 'Asia/Kolkata' },
  });
  expect(hours.statusCode, hours.body).toBe(200);
  itemId = (await createItem(t, { price: 30 })).id;
});
afterAll(() => t.close());

describe('orders for later today', () => {
  it('offers no time and refuses one while the owner has it off', async () => {
    expect(await slotsNow()).toEqual({ enabled: false, slots: [] });
    const res = await checkout(await createCustomer(t), ist('2026-11-30T11:30').toISOString());
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(LATER_ORDERS_MESSAGES.off);
  });

  it('lists the quarter hours after the notice, within how far ahead and opening hours', async () => {
    const saved = await saveLater(ON);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().laterOrders).toEqual(ON);
    // 10:59 + 30 minutes' notice -> 11:30 first; the shop closes at 12:00, so 12:00 is no slot,
    // though two hours ahead would reach 12:59.
    expect(await slotsNow()).toEqual({
      enabled: true,
      slots: [
        { at: ist('2026-11-30T11:30').toISOString(), time: '11:30 AM', full: false },
        { at: ist('2026-11-30T11:45').toISOString(), time: '11:45 AM', full: false },
      ],
    });
  });

  it('refuses the owner a setting out of range, in words', async () => {
    const res = await saveLater({ ...ON, perSlot: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(LATER_ORDERS_MESSAGES.perSlotFormat);
  });

  it('refuses the owner how far ahead that leaves no slot past the notice, in words', async () => {
    for (const body of [
      { ...ON, aheadMinutes: 30, minNoticeMinutes: 60 },
      // 30 minutes ahead with 30 minutes' notice reaches a quarter hour only when now is on one.
      { ...ON, aheadMinutes: 30, minNoticeMinutes: 30 },
    ]) {
      const res = await saveLater(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(LATER_ORDERS_MESSAGES.aheadPastNotice);
    }
    expect((await saveLater({ ...ON, aheadMinutes: 45, minNoticeMinutes: 30 })).statusCode).toBe(200);
    expect((await saveLater(ON)).statusCode).toBe(200);
  });

  it('refuses a time that is not one of the slots', async () => {
    const customer = await createCustomer(t);
    for (const [local, time] of [
      ['2026-11-30T11:40', '11:40 AM'],
      ['2026-11-30T11:15', '11:15 AM'],
      ['2026-11-30T12:00', '12:00 PM'],
    ] as const) {
      const res = await checkout(customer, ist(local).toISOString());
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(stockText(LATER_ORDERS_MESSAGES.slotInvalid, { time }));
    }
  });

  it('places a scheduled order with its time, released before its slot by the estimate', async () => {
    const customer = await createCustomer(t);
    const slot = ist('2026-11-30T11:30');
    const before = await waiting();
    const res = await checkout(customer, slot.toISOString());
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json();
    // Not waiting for staff (the bell does not ring) until its release, which the bell is told.
    expect(Date.parse(placed.releaseAt)).toBeGreaterThan(NOW.getTime());
    expect(await waiting()).toEqual({ count: before.count, nextReleaseAt: placed.releaseAt });
    expect(placed.scheduledFor).toBe(slot.toISOString());
    const release = Date.parse(placed.releaseAt);
    expect(release).toBeGreaterThanOrEqual(NOW.getTime());
    expect(release).toBeLessThanOrEqual(slot.getTime() - placed.promisedMinutes * 60_000);
    // The customer's order page reads the same.
    const read = await call('GET /api/orders/:id', { cookie: customer.cookie, params: { id: placed.id } });
    expect(read.json().scheduledFor).toBe(slot.toISOString());
    // Not in the kitchen's queue until released: it is expected at its slot, not minutes from now.
    expect(read.json().eta).toEqual({ kind: 'ready', at: slot.toISOString() });
    // An order for now has none.
    const now = await checkout(customer);
    expect(now.statusCode, now.body).toBe(201);
    expect(now.json()).toMatchObject({ scheduledFor: null, releaseAt: null });
    expect((await waiting()).count).toBe(before.count + 1);
  });

  it('fills a slot with its orders per slot, refuses the next in words, and a cancel frees a place', async () => {
    // One order is already in 11:30 (above): one more fills it.
    const second = await createCustomer(t);
    const filled = await checkout(second, ist('2026-11-30T11:30').toISOString());
    expect(filled.statusCode, filled.body).toBe(201);
    expect((await slotsNow()).slots[0]).toMatchObject({ time: '11:30 AM', full: true });

    const third = await checkout(await createCustomer(t), ist('2026-11-30T11:30').toISOString());
    expect(third.statusCode, third.body).toBe(409);
    expect(third.json().error.message).toBe(stockText(LATER_ORDERS_MESSAGES.slotFull, { time: '11:30 AM' }));

    const cancelled = await call('POST /api/orders/:id/cancel', {
      cookie: second.cookie,
      params: { id: filled.json().id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await slotsNow()).slots[0]).toMatchObject({ time: '11:30 AM', full: false });
    const again = await checkout(await createCustomer(t), ist('2026-11-30T11:30').toISOString());
    expect(again.statusCode, again.body).toBe(201);
  });

  it('never overfills a slot under concurrent checkouts', async () => {
    const perSlot = 3;
    expect((await saveLater({ ...ON, perSlot })).statusCode).toBe(200);
    const slot = ist('2026-11-30T11:45');
    const customers = await Promise.all(Array.from({ length: 7 }, () => createCustomer(t)));
    const answers = await Promise.all(customers.map((c) => checkout(c, slot.toISOString())));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409]);
    const [row] = await t.database.db.select().from(orderSlots).where(eq(orderSlots.slotAt, slot));
    expect(row).toMatchObject({ taken: perSlot, capacity: perSlot });
  });

  it('refuses at 10:59 an order for 11:30 of an item served only until 11:00', async () => {
    const breakfast = await createItem(t, { price: 40 });
    await t.database.db
      .update(menuItems)
      .set({
        timeWindows: [
          {
            label: 'Breakfast',
            days: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
            from: '07:00',
            to: '11:00',
          },
        ],
      })
      .where(eq(menuItems.id, breakfast.id));
    const customer = await createCustomer(t);
    const lines = [{ menuItemId: breakfast.id, quantity: 1 }];
    const later = await checkout(customer, ist('2026-11-30T11:30').toISOString(), lines);
    expect(later.statusCode, later.body).toBe(409);
    expect(later.json().error.message).toBe(
      stockText(LATER_ORDERS_MESSAGES.notAtThatTime, { name: breakfast.name, time: '11:30 AM' }),
    );
    // Nothing of it was written: the slot holds what it held.
    const [row] = await t.database.db
      .select()
      .from(orderSlots)
      .where(eq(orderSlots.slotAt, ist('2026-11-30T11:30')));
    expect(row?.taken).toBe(2);
    // The same item for now (10:59) is still served.
    const now = await checkout(customer, undefined, lines);
    expect(now.statusCode, now.body).toBe(201);
  });

  it('offers and accepts no slot sooner than the promise in busy mode allows', async () => {
    // 15 minutes' notice: 10:59 + 15 = 11:14, so 11:15 is offered while the shop keeps its promise.
    expect((await saveLater({ ...ON, minNoticeMinutes: 15 })).statusCode).toBe(200);
    expect((await slotsNow()).slots[0]).toMatchObject({ time: '11:15 AM' });
    const busy = await call('PUT /api/admin/busy-mode', {
      cookie: manager,
      body: { extraMinutes: 15, forMinutes: 60 },
    });
    expect(busy.statusCode, busy.body).toBe(200);
    try {
      // 10:59 + 8 + 15 minutes promised + 5 margin = 11:27: 11:15 would be late before it started.
      expect((await slotsNow()).slots.map((slot: { time: string }) => slot.time)).toEqual([
        '11:30 AM',
        '11:45 AM',
      ]);
      const res = await checkout(await createCustomer(t), ist('2026-11-30T11:15').toISOString());
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(
        stockText(LATER_ORDERS_MESSAGES.slotInvalid, { time: '11:15 AM' }),
      );
    } finally {
      await call('DELETE /api/admin/busy-mode', { cookie: manager });
      expect((await saveLater(ON)).statusCode).toBe(200);
    }
  });

  it('lists and accepts by the hours just saved, not the ones it worked out before', async () => {
    const closesAt = async (closes: string) => {
      const schedule = Object.fromEntries(
        Object.keys(EMPTY_WEEK).map((day) => [day, [{ opens: '07:00', closes }]]),
      ) as WeeklySchedule;
      const res = await call('PUT /api/admin/settings/hours', {
        cookie: manager,
        body: { schedule, holidays: [], timeZone: 'Asia/Kolkata' },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    expect((await slotsNow()).slots).toHaveLength(2);
    await closesAt('11:45');
    try {
      expect((await slotsNow()).slots.map((slot: { time: string }) => slot.time)).toEqual(['11:30 AM']);
      const res = await checkout(await createCustomer(t), ist('2026-11-30T11:45').toISOString());
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(
        stockText(LATER_ORDERS_MESSAGES.slotInvalid, { time: '11:45 AM' }),
      );
    } finally {
      await closesAt('12:00');
    }
    expect((await slotsNow()).slots).toHaveLength(2);
  });
});
