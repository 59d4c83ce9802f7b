// The day close (docs/product.md#the-day-close) on the database: a day of online, counter and phone
// orders, refunds and a rider's hand-in adds up; closing keeps the figures and a late refund lands
// on the next day as an adjustment; a variance needs a reason; open orders, a day not started and a
// second close are refused; only an admin reopens, with a reason; the CSV is inert.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  deliveries,
  orders,
  refunds,
  riderCashHandIns,
  riderShifts,
  users,
} from '#server/db/schema.ts';
import { DAY_CLOSE_MESSAGES, type DayClose } from '#shared/api/day-close.ts';
import type { OrderChannel } from '#shared/order-book/channels.ts';
import { addDays, shopDayOf } from '#shared/order-book/shop-day.ts';
import type { OrderStatus, OrderType, PaymentMethod } from '#shared/orders.ts';
import { DEFAULT_SHOP_HOURS } from '#shared/shop-hours/default-hours.ts';
import { endpointCaller } from '../helpers/call.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createRider } from '../helpers/rider-fixtures.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let manager: string;
let admin: string;
let staff: string;
let customerId: string;
let address = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.221.${++address % 250}.1` });

beforeAll(async () => {
  t = await createTestApp();
  manager = await sessionFor(t, 'manager');
  admin = await sessionFor(t, 'admin');
  staff = await sessionFor(t, 'staff');
  customerId = `close-customer-${randomUUID().slice(0, 8)}`;
  await t.database.db
    .insert(users)
    .values({ id: customerId, name: 'Asha', email: `${customerId}@close.test`, phoneNumber: null });
});
afterAll(() => t.close());

const today = () => shopDayOf(new Date(), DEFAULT_SHOP_HOURS);
let numbered = 0;

type OrderInput = {
  shopDay: string;
  channel: OrderChannel;
  paymentMethod: PaymentMethod;
  orderType?: OrderType;
  status?: OrderStatus;
  paid?: boolean;
  totalPaise: number;
  discountPaise?: number;
  discountCode?: string;
};

/** An order written straight into the book (the order pad's route is another module's). */
async function insertOrder(o: OrderInput): Promise<{ id: string; orderNumber: string }> {
  numbered++;
  const orderType = o.orderType ?? (o.channel === 'counter' ? 'pickup' : 'delivery');
  const discount = o.discountPaise ?? 0;
  const [row] = await t.database.db
    .insert(orders)
    .values({
      orderNumber: `KCD${String(numbered).padStart(6, '0')}`,
      userId: o.channel === 'counter' ? null : customerId,
      idempotencyKey: randomUUID(),
      channel: o.channel,
      token: o.channel === 'counter' ? numbered : null,
      counterKind: o.channel === 'counter' ? 'takeaway' : null,
      shopDay: o.shopDay,
      status: o.status ?? 'delivered',
      paymentMethod: o.paymentMethod,
      paymentStatus: o.paid === false ? 'pending' : 'paid',
      paidAt: o.paid === false ? null : new Date(),
      orderType,
      address: orderType === 'delivery' ? deliveryAddress({ name: 'Asha', phone: '+919890011111' }) : null,
      subtotalPaise: o.totalPaise + discount,
      discountPaise: discount,
      discountCode: o.discountCode ?? null,
      taxablePaise: o.totalPaise,
      totalPaise: o.totalPaise,
      ...(o.paymentMethod === 'online' ? { gatewayPaymentId: `pay_${randomUUID()}` } : {}),
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  return row!;
}

async function insertRefund(
  orderId: string,
  amountPaise: number,
  method: 'cash' | 'gateway',
  shopDay?: string,
  status: 'pending' | 'processed' | 'failed' = 'processed',
  /** The gateway payment sent back: the order's own unless named (a second capture). */
  paymentId?: string,
): Promise<string> {
  const [order] = await t.database.db
    .select({ gatewayPaymentId: orders.gatewayPaymentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [row] = await t.database.db
    .insert(refunds)
    .values({
      orderId,
      amountPaise,
      reason: 'Cold chai',
      method,
      gatewayPaymentId: method === 'gateway' ? (paymentId ?? order?.gatewayPaymentId ?? null) : null,
      status,
      ...(shopDay ? { shopDay } : {}),
    })
    .returning({ shopDay: refunds.shopDay });
  return row!.shopDay;
}

async function dayClose(day: string, query: { openingFloat?: number } = {}): Promise<DayClose> {
  const res = await call('GET /api/admin/day-close/:day', { cookie: manager, params: { day }, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const closeDay = (
  day: string,
  body: { openingFloat: number; countedCash: number; reason?: string; expectedCash?: number },
) => call('POST /api/admin/day-close/:day/close', { cookie: manager, params: { day }, body });

describe('the day close', () => {
  it('adds up a day of online, counter and phone orders, refunds and a rider’s hand-in', async () => {
    const day = '2026-01-10';
    const online = await insertOrder({
      shopDay: day,
      channel: 'online',
      paymentMethod: 'online',
      totalPaise: 30_000,
    });
    const counterCash = await insertOrder({
      shopDay: day,
      channel: 'counter',
      paymentMethod: 'cod',
      totalPaise: 12_000,
      discountPaise: 1_000,
    });
    await insertOrder({ shopDay: day, channel: 'counter', paymentMethod: 'upi', totalPaise: 8_000 });
    // A phone delivery paid in cash to the rider, and an online pickup paid in cash at the counter.
    const phone = await insertOrder({
      shopDay: day,
      channel: 'phone',
      paymentMethod: 'cod',
      totalPaise: 25_000,
    });
    await insertOrder({
      shopDay: day,
      channel: 'online',
      paymentMethod: 'cod',
      orderType: 'pickup',
      totalPaise: 5_000,
      discountPaise: 500,
      discountCode: 'CHAI10',
    });
    // Cancelled before payment: counted, not sold. And a day after, which is not this day's.
    await insertOrder({
      shopDay: day,
      channel: 'online',
      paymentMethod: 'online',
      status: 'cancelled',
      paid: false,
      totalPaise: 9_900,
    });
    await insertOrder({
      shopDay: addDays(day, 1),
      channel: 'counter',
      paymentMethod: 'cod',
      totalPaise: 4_400,
    });
    await insertRefund(counterCash.id, 2_000, 'cash', day);
    await insertRefund(online.id, 5_000, 'gateway', day);

    // The rider's shift opened at noon of the day in Pune, 250 of cash taken, float 100, all handed in.
    const rider = await createRider(t, 'Meera Pawar');
    const [shift] = await t.database.db
      .insert(riderShifts)
      .values({ riderId: rider.id, floatPaise: 10_000, openedAt: new Date(`${day}T06:30:00Z`) })
      .returning({ id: riderShifts.id });
    await t.database.db.insert(deliveries).values({
      orderId: phone.id,
      riderId: rider.id,
      shiftId: shift!.id,
      status: 'delivered',
      finishedAt: new Date(`${day}T07:00:00Z`),
      collectedMethod: 'cash',
      collectedPaise: 25_000,
    });
    await t.database.db.insert(riderCashHandIns).values({
      shiftId: shift!.id,
      riderId: rider.id,
      expectedPaise: 35_000,
      countedPaise: 35_000,
      shopDay: day,
    });

    const { figures, state } = await dayClose(day, { openingFloat: 1_000 });
    expect(state).toBe('open');
    expect(figures.sold).toEqual({ orders: 5, amount: 800 });
    expect(figures.cancelled).toBe(1);
    expect(figures.byChannel).toEqual([
      { channel: 'online', orders: 2, amount: 350 },
      { channel: 'counter', orders: 2, amount: 200 },
      { channel: 'phone', orders: 1, amount: 250 },
      { channel: 'aggregator', orders: 0, amount: 0 },
    ]);
    expect(figures.byMethod).toEqual([
      { method: 'cod', orders: 3, amount: 420 },
      { method: 'card', orders: 0, amount: 0 },
      { method: 'upi', orders: 1, amount: 80 },
      { method: 'online', orders: 1, amount: 300 },
    ]);
    expect(figures.discounts).toEqual({ code: 5, manual: 10 });
    expect(figures.items).toBe(815);
    expect(figures.online).toEqual({ orders: 1, captured: 300, refunded: 50 });
    expect(figures.riders).toEqual([
      {
        riderId: rider.id,
        name: 'Meera Pawar',
        cash: 250,
        upi: 0,
        card: 0,
        expectedCash: 350,
        handedIn: 350,
        variance: 0,
      },
    ]);
    // Counter cash: the counter order and the online pickup paid in cash (120 + 50).
    expect(figures.drawer).toEqual({
      openingFloat: 1_000,
      cashSales: 170,
      riderHandIns: 350,
      noRiderCash: 0,
      cashRefunds: 20,
      tipsPaidOut: 0,
      expected: 1_500,
    });
    expect(figures.refunded).toBe(70);
    expect(figures.net).toBe(730);
    expect(figures.openOrders).toEqual([]);

    const closed = await closeDay(day, { openingFloat: 1_000, countedCash: 1_500 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ state: 'closed', figures, current: null });
    expect(closed.json().closes[0]).toMatchObject({ expectedCash: 1_500, countedCash: 1_500, variance: 0 });
    const audited = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'day.closed'), eq(auditLogs.tableName, 'day_closes')));
    expect(audited.some((a) => (a.newValues as { shopDay?: string }).shopDay === day)).toBe(true);

    // The CSV: one line per figure, and text typed by people made inert.
    await t.database.db
      .update(refunds)
      .set({ reason: '=HYPERLINK("x")' })
      .where(eq(refunds.orderId, online.id));
    const csv = await call.url('GET', `/api/admin/day-close/${day}.csv`, { cookie: manager });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Sales by channel","Counter","",2,200.00');
    expect(csv.body).toContain('"Counter drawer","Expected","",,1500.00');
    // The kept figures are what was closed: the reason as it was then.
    expect(csv.body).toContain('"Cold chai"');
    expect((await call.url('GET', `/api/admin/day-close/${day}.csv`, { cookie: staff })).statusCode).toBe(
      403,
    );
  });

  it('keeps a closed day’s figures: a late refund lands on the next day as an adjustment', async () => {
    const day = today();
    const order = await insertOrder({
      shopDay: day,
      channel: 'counter',
      paymentMethod: 'cod',
      totalPaise: 6_000,
    });
    const closed = await closeDay(day, { openingFloat: 0, countedCash: 60 });
    expect(closed.statusCode, closed.body).toBe(200);
    const kept = (closed.json() as DayClose).figures;

    // Written with today's day (the default, and explicitly): both move to the next open day.
    expect(await insertRefund(order.id, 1_000, 'cash')).toBe(addDays(day, 1));
    expect(await insertRefund(order.id, 500, 'cash', day)).toBe(addDays(day, 1));
    const after = await dayClose(day);
    expect(after).toMatchObject({ state: 'closed', figures: kept, current: null });
    const next = await dayClose(addDays(day, 1));
    expect(next.figures.refunds).toEqual([
      expect.objectContaining({ orderNumber: order.orderNumber, amount: 10, adjustmentFrom: day }),
      expect.objectContaining({ orderNumber: order.orderNumber, amount: 5, adjustmentFrom: day }),
    ]);
    expect(next.figures.drawer.cashRefunds).toBe(15);

    const again = await closeDay(day, { openingFloat: 0, countedCash: 60 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(DAY_CLOSE_MESSAGES.alreadyClosed);
    // Today's default is the shop day on the shop's clock.
    const todays = await call('GET /api/admin/day-close', { cookie: manager });
    expect(todays.json().shopDay).toBe(day);
  });

  it('needs a reason for a variance, and refuses open orders and a day not started', async () => {
    const day = '2026-01-12';
    await insertOrder({ shopDay: day, channel: 'counter', paymentMethod: 'cod', totalPaise: 10_000 });
    const short = await closeDay(day, { openingFloat: 500, countedCash: 590 });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(DAY_CLOSE_MESSAGES.varianceReason(-1_000));
    const withReason = await closeDay(day, {
      openingFloat: 500,
      countedCash: 590,
      reason: 'Change given twice',
    });
    expect(withReason.statusCode, withReason.body).toBe(200);
    expect(withReason.json().closes[0]).toMatchObject({
      variance: -10,
      varianceReason: 'Change given twice',
    });

    const busy = '2026-01-13';
    await insertOrder({
      shopDay: busy,
      channel: 'phone',
      paymentMethod: 'cod',
      status: 'preparing',
      paid: false,
      totalPaise: 1_000,
    });
    const open = await closeDay(busy, { openingFloat: 0, countedCash: 0 });
    expect(open.statusCode).toBe(409);
    expect(open.json().error.message).toBe(DAY_CLOSE_MESSAGES.openOrders(1));

    const future = await closeDay(addDays(today(), 2), { openingFloat: 0, countedCash: 0 });
    expect(future.statusCode).toBe(409);
    expect(future.json().error.message).toBe(DAY_CLOSE_MESSAGES.notStarted);
    const notADay = await call('GET /api/admin/day-close/:day', {
      cookie: manager,
      params: { day: '2026-02-30' },
    });
    expect(notADay.statusCode).toBe(400);
    const farOff = await call('GET /api/admin/day-close/:day', {
      cookie: manager,
      params: { day: '9999-12-31' },
    });
    expect(farOff.statusCode).toBe(400);
  });

  it('is reopened only by an admin, with a reason; the day then counts new rows again', async () => {
    const day = '2026-01-14';
    const order = await insertOrder({
      shopDay: day,
      channel: 'counter',
      paymentMethod: 'cod',
      totalPaise: 3_000,
    });
    expect((await closeDay(day, { openingFloat: 0, countedCash: 30 })).statusCode).toBe(200);

    const byManager = await call('POST /api/admin/day-close/:day/reopen', {
      cookie: manager,
      params: { day },
      body: { reason: 'Recount' },
    });
    expect(byManager.statusCode).toBe(403);
    const noReason = await call('POST /api/admin/day-close/:day/reopen', {
      cookie: admin,
      params: { day },
      body: { reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe(DAY_CLOSE_MESSAGES.reopenReason);

    const reopened = await call('POST /api/admin/day-close/:day/reopen', {
      cookie: admin,
      params: { day },
      body: { reason: 'A refund was missed' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ state: 'open' });
    expect(reopened.json().closes[0]).toMatchObject({ reopenReason: 'A refund was missed', countedCash: 30 });
    expect(reopened.json().closes[0].reopenedBy).toBeTruthy();
    const audited = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'day.reopened'));
    expect(audited).toHaveLength(1);

    // Open again: a refund written for it stays on it; closing again keeps both closes.
    expect(await insertRefund(order.id, 1_000, 'cash', day)).toBe(day);
    const second = await closeDay(day, { openingFloat: 0, countedCash: 20 });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().closes).toHaveLength(2);
    expect(second.json().figures.drawer.expected).toBe(20);

    const notClosed = await call('POST /api/admin/day-close/:day/reopen', {
      cookie: admin,
      params: { day: '2026-01-20' },
      body: { reason: 'Why not' },
    });
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json().error.message).toBe(DAY_CLOSE_MESSAGES.notClosed);
  });

  it('waits for an order being written on the day before reading its figures: none is left out', async () => {
    const day = '2026-01-16';
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let order: { id: string } | undefined;
    // A checkout's transaction on the day, still open when the manager closes it.
    const writing = t.database.db.transaction(async (tx) => {
      [order] = await tx
        .insert(orders)
        .values({
          orderNumber: 'KCD900001',
          userId: null,
          idempotencyKey: randomUUID(),
          channel: 'counter',
          shopDay: day,
          status: 'delivered',
          paymentMethod: 'cod',
          paymentStatus: 'paid',
          paidAt: new Date(),
          orderType: 'pickup',
          subtotalPaise: 7_000,
          taxablePaise: 7_000,
          totalPaise: 7_000,
        })
        .returning({ id: orders.id });
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await insertedNow;
    const closing = closeDay(day, { openingFloat: 0, countedCash: 70 });
    await writing;
    const closed = await closing;
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().figures.sold).toEqual({ orders: 1, amount: 70 });
    const [row] = await t.database.db
      .select({ shopDay: orders.shopDay })
      .from(orders)
      .where(eq(orders.id, order!.id));
    expect(row?.shopDay).toBe(day);
  });

  it('refuses to close while a refund of the day waits for the gateway, and counts only refunds the money went back for', async () => {
    const day = '2026-01-18';
    const order = await insertOrder({
      shopDay: day,
      channel: 'online',
      paymentMethod: 'online',
      totalPaise: 30_000,
    });
    await insertRefund(order.id, 30_000, 'gateway', day, 'pending');
    await insertRefund(order.id, 10_000, 'gateway', day, 'failed');
    const { figures } = await dayClose(day);
    expect(figures.refunded).toBe(0);
    expect(figures.net).toBe(300);
    expect(figures.refundsWaiting).toEqual([
      expect.objectContaining({ orderNumber: order.orderNumber, amount: 300 }),
    ]);
    const refused = await closeDay(day, { openingFloat: 0, countedCash: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(DAY_CLOSE_MESSAGES.refundsWaiting);

    // The gateway refuses it: nothing went back, and the day closes with its sale whole.
    await t.database.db
      .update(refunds)
      .set({ status: 'failed' })
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'pending')));
    const closed = await closeDay(day, { openingFloat: 0, countedCash: 0 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().figures).toMatchObject({ refunded: 0, net: 300, refundsWaiting: [] });
  });

  it('counts a rider’s variance once: a shortage carried into the next hand-in is not added twice', async () => {
    const day = '2026-01-22';
    const rider = await createRider(t, 'Ravi Kale');
    const [shift] = await t.database.db
      .insert(riderShifts)
      .values({ riderId: rider.id, floatPaise: 50_000, openedAt: new Date(`${day}T06:30:00Z`) })
      .returning({ id: riderShifts.id });
    // As the hand-in route records them: ₹500 held, ₹400 handed in (₹100 short), then the ₹100
    // still held is expected at the next hand-in and none comes (₹100 short again, the same ₹100).
    await t.database.db.insert(riderCashHandIns).values([
      { shiftId: shift!.id, riderId: rider.id, expectedPaise: 50_000, countedPaise: 40_000, shopDay: day },
      { shiftId: shift!.id, riderId: rider.id, expectedPaise: 10_000, countedPaise: 0, shopDay: day },
    ]);
    const { figures } = await dayClose(day);
    expect(figures.riders).toEqual([
      expect.objectContaining({ riderId: rider.id, expectedCash: 500, handedIn: 400, variance: -100 }),
    ]);
  });

  it('puts the cash of a delivery no rider delivered in the drawer', async () => {
    const day = '2026-01-24';
    // Marked delivered by the shop with no deliveries row (a staff member took it round).
    await insertOrder({ shopDay: day, channel: 'phone', paymentMethod: 'cod', totalPaise: 10_500 });
    const { figures } = await dayClose(day);
    expect(figures.drawer).toMatchObject({ cashSales: 0, noRiderCash: 105, riderHandIns: 0, expected: 105 });
    expect(figures.riders).toEqual([]);
  });

  it('leaves the refund of a late second payment out of the day’s net: it passes through the gateway', async () => {
    const day = '2026-01-26';
    const order = await insertOrder({
      shopDay: day,
      channel: 'online',
      paymentMethod: 'online',
      totalPaise: 30_000,
    });
    await insertRefund(order.id, 5_000, 'gateway', day);
    // The customer paid twice; the second payment goes back whole.
    await insertRefund(order.id, 30_000, 'gateway', day, 'processed', `pay_${randomUUID()}`);
    const { figures } = await dayClose(day);
    expect(figures).toMatchObject({ refunded: 50, net: 250, online: { captured: 300, refunded: 50 } });
    expect(figures.refunds).toEqual([expect.objectContaining({ amount: 50 })]);
    expect(figures.passThrough).toEqual({
      refunds: [expect.objectContaining({ orderNumber: order.orderNumber, amount: 300 })],
      amount: 300,
    });
  });

  it('gives back the GST of a refund at its order’s rate, pro rata, so the GST owed per rate is right', async () => {
    const day = '2026-01-28';
    const order = await insertOrder({
      shopDay: day,
      channel: 'counter',
      paymentMethod: 'cod',
      totalPaise: 10_500,
    });
    // A 5% bill, prices including the tax: ₹100 taxable, ₹2.50 CGST and ₹2.50 SGST.
    await t.database.db
      .update(orders)
      .set({
        taxablePaise: 10_000,
        cgstPaise: 250,
        sgstPaise: 250,
        billTerms: {
          regime: 'regular',
          rateBasisPoints: 500,
          pricesIncludeTax: true,
          legalName: 'Chai Express Foods LLP',
          address: 'Pune',
          gstin: '27AAPFU0939F1ZV',
          fssai: '11523999000123',
        },
      })
      .where(eq(orders.id, order.id));
    await insertRefund(order.id, 5_250, 'cash', day);
    const { figures } = await dayClose(day);
    expect(figures.gst).toEqual([{ ratePercent: 5, taxable: 100, cgst: 2.5, sgst: 2.5 }]);
    expect(figures.gstRefunded).toEqual([{ ratePercent: 5, taxable: 50, cgst: 1.25, sgst: 1.25 }]);
    const csv = await call.url('GET', `/api/admin/day-close/${day}.csv`, { cookie: manager });
    expect(csv.body).toContain('"GST 5%","CGST given back on refunds","",,-1.25');
  });

  it('refuses a close counted against figures that changed since the page read them', async () => {
    const day = '2026-01-30';
    const order = await insertOrder({
      shopDay: day,
      channel: 'counter',
      paymentMethod: 'cod',
      totalPaise: 10_000,
    });
    const shown = (await dayClose(day, { openingFloat: 500 })).figures.drawer.expected;
    expect(shown).toBe(600);
    // A cash refund lands while the manager counts.
    await insertRefund(order.id, 2_000, 'cash', day);
    const stale = await closeDay(day, { openingFloat: 500, countedCash: 580, expectedCash: shown });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(DAY_CLOSE_MESSAGES.figuresChanged);
    const again = await closeDay(day, { openingFloat: 500, countedCash: 580, expectedCash: 580 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().closes[0]).toMatchObject({ expectedCash: 580, variance: 0 });
  });
});
