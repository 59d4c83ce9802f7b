// The day close adds up (docs/product.md#the-day-close): for random days of orders, refunds, rider
// shifts and hand-ins, every total is the sum of its parts, and a day's figures do not change when
// later rows land on the next day.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DayCloseFigures } from '../api/day-close.ts';
import { roundOffOf } from '../billing/tax.ts';
import { toPaise } from '../money.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, REFUND_METHODS, REFUND_STATUSES } from '../orders.ts';
import { ORDER_CHANNELS } from './channels.ts';
import {
  type DayHandIn,
  type DayOrder,
  type DayRefund,
  type DayRiderShift,
  type DayRows,
  type DayTip,
  dayCloseFigures,
  isSold,
  type RefundedBill,
  salePaise,
} from './day-close-figures.ts';

const DAY = '2026-11-27';
const NEXT = '2026-11-28';
const PREVIOUS = '2026-11-26';
const paise = (max: number) => fc.integer({ min: 0, max });

const order = (shopDay: fc.Arbitrary<string>): fc.Arbitrary<DayOrder> =>
  fc
    .record({
      id: fc.uuid(),
      orderNumber: fc.stringMatching(/^KCH\d{6}$/),
      shopDay,
      channel: fc.constantFrom(...ORDER_CHANNELS),
      paymentMethod: fc.constantFrom(...PAYMENT_METHODS),
      orderType: fc.constantFrom('delivery' as const, 'pickup' as const),
      status: fc.constantFrom(...ORDER_STATUSES),
      paid: fc.boolean(),
      subtotalPaise: paise(500_000),
      discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
      discountCode: fc.option(fc.constantFrom('CHAI10', 'WELCOME'), { nil: null }),
      deliveryFeePaise: paise(5_000),
      gstRateBasisPoints: fc.option(fc.constantFrom(500, 1200, 1800), { nil: null }),
      taxOnTop: fc.boolean(),
      platformCollectedGst: fc.boolean(),
      withRider: fc.boolean(),
      tip: fc.option(fc.integer({ min: 100, max: 50_000 }), { nil: 0 }),
      rider: fc.option(fc.constantFrom({ id: 'rider-a', name: 'Meera' }, { id: 'rider-b', name: 'Ravi' }), {
        nil: null,
      }),
      tipMethod: fc.option(fc.constantFrom('cash' as const, 'upi' as const, 'card' as const), {
        nil: undefined,
      }),
    })
    .map(({ discountShare, taxOnTop, tip, ...o }) => {
      const discountPaise = Math.floor(o.subtotalPaise * discountShare);
      const taxablePaise = o.subtotalPaise - discountPaise + o.deliveryFeePaise;
      const half = Math.round((taxablePaise * (o.gstRateBasisPoints ?? 0)) / 20_000);
      const taxAddedPaise = taxOnTop ? 2 * half : 0;
      // The bill brought to the rupee, as orderTax does by default (docs/product.md#round-off).
      const roundOffPaise = roundOffOf(taxablePaise + taxAddedPaise, 'rupee');
      // A tip only on a delivery, outside the taxable value and in the total (docs/product.md#tips).
      const tipPaise = o.orderType === 'delivery' ? tip : 0;
      return {
        ...o,
        discountPaise,
        taxablePaise,
        cgstPaise: half,
        sgstPaise: half,
        taxAddedPaise,
        roundOffPaise,
        tipPaise,
        totalPaise: taxablePaise + taxAddedPaise + roundOffPaise + tipPaise,
      };
    });

const billOf = (o: DayOrder): RefundedBill => ({
  totalPaise: o.totalPaise,
  taxablePaise: o.taxablePaise,
  cgstPaise: o.cgstPaise,
  sgstPaise: o.sgstPaise,
  gstRateBasisPoints: o.gstRateBasisPoints,
  platformCollectedGst: o.platformCollectedGst,
  tipPaise: o.tipPaise,
});

/** A bill without GST of the shop's, for refunds whose GST is not the point. */
const NO_GST: RefundedBill = {
  totalPaise: 10_000,
  taxablePaise: 10_000,
  cgstPaise: 0,
  sgstPaise: 0,
  gstRateBasisPoints: null,
  platformCollectedGst: false,
};

const refund = (shopDay: fc.Arbitrary<string>): fc.Arbitrary<DayRefund> =>
  fc.record({
    orderNumber: fc.stringMatching(/^KCH\d{6}$/),
    shopDay,
    orderShopDay: fc.constantFrom(PREVIOUS, DAY, NEXT),
    method: fc.constantFrom(...REFUND_METHODS),
    status: fc.constantFrom(...REFUND_STATUSES),
    amountPaise: fc.integer({ min: 1, max: 200_000 }),
    reason: fc.string({ maxLength: 20 }),
    secondCapture: fc.boolean(),
    bill: order(fc.constant(DAY)).map(billOf),
  });

const shift = (shopDay: fc.Arbitrary<string>): fc.Arbitrary<DayRiderShift> =>
  fc.record({
    shopDay,
    riderId: fc.constantFrom('rider-a', 'rider-b', 'rider-c'),
    name: fc.constantFrom('Meera', 'Ravi'),
    floatPaise: paise(100_000),
    cashPaise: paise(300_000),
    upiPaise: paise(300_000),
    cardPaise: paise(300_000),
    handIns: fc.integer({ min: 0, max: 3 }),
    handedInPaise: paise(400_000),
  });

const handIn = (shopDay: fc.Arbitrary<string>): fc.Arbitrary<DayHandIn> =>
  fc.record({ shopDay, countedPaise: paise(400_000) });

const tipAfter = (shopDay: fc.Arbitrary<string>): fc.Arbitrary<DayTip> =>
  fc.record({
    shopDay,
    riderId: fc.option(fc.constantFrom('rider-a', 'rider-b'), { nil: null }),
    name: fc.constantFrom('Meera', 'Ravi'),
    amountPaise: fc.integer({ min: 100, max: 50_000 }),
  });

const rows = (shopDay: fc.Arbitrary<string>): fc.Arbitrary<DayRows> =>
  fc.record({
    orders: fc.array(order(shopDay), { maxLength: 40 }),
    refunds: fc.array(refund(shopDay), { maxLength: 10 }),
    shifts: fc.array(shift(shopDay), { maxLength: 5 }),
    handIns: fc.array(handIn(shopDay), { maxLength: 5 }),
    tips: fc.array(tipAfter(shopDay), { maxLength: 5 }),
  });

const anyDay = fc.constantFrom(PREVIOUS, DAY, NEXT);
const float = paise(1_000_000);

/** Sums in paise: rupees with two decimals added as floats drift. */
const sumPaise = (amounts: number[]) => amounts.reduce((total, a) => total + toPaise(a), 0);

function expectAddsUp(f: DayCloseFigures) {
  const sold = toPaise(f.sold.amount);
  expect(sumPaise(f.byChannel.map((c) => c.amount))).toBe(sold);
  expect(sumPaise(f.byMethod.map((m) => m.amount))).toBe(sold);
  expect(f.byChannel.reduce((n, c) => n + c.orders, 0)).toBe(f.sold.orders);
  expect(f.byMethod.reduce((n, m) => n + m.orders, 0)).toBe(f.sold.orders);
  expect(
    toPaise(f.items) -
      toPaise(f.discounts.code) -
      toPaise(f.discounts.manual) +
      toPaise(f.deliveryFees) +
      toPaise(f.taxAdded) +
      toPaise(f.roundOff ?? 0),
  ).toBe(sold);
  // A refund's tip part gave back a tip, not a sale.
  expect(sumPaise(f.refunds.map((r) => r.amount)) - sumPaise(f.refunds.map((r) => r.tip ?? 0))).toBe(
    toPaise(f.refunded),
  );
  expect(toPaise(f.net)).toBe(sold - toPaise(f.refunded));
  const d = f.drawer;
  expect(toPaise(d.expected)).toBe(
    toPaise(d.openingFloat) +
      toPaise(d.cashSales) +
      toPaise(d.noRiderCash ?? 0) +
      toPaise(d.riderHandIns) -
      toPaise(d.cashRefunds) -
      toPaise(d.tipsPaidOut ?? 0),
  );
  const tips = f.tips;
  if (tips) {
    expect(sumPaise(tips.riders.map((r) => r.total))).toBe(toPaise(tips.total));
    for (const r of tips.riders) {
      expect(toPaise(r.cash) + toPaise(r.upi) + toPaise(r.card) + toPaise(r.online)).toBe(toPaise(r.total));
      // Every tip that reached the shop goes to its rider; a rider's cash tips are theirs already.
      expect(toPaise(r.paidFromDrawer)).toBe(r.riderId === null ? 0 : toPaise(r.total) - toPaise(r.cash));
    }
    expect(sumPaise(tips.riders.map((r) => r.paidFromDrawer))).toBe(toPaise(tips.paidFromDrawer));
    expect(toPaise(tips.paidFromDrawer)).toBe(toPaise(d.tipsPaidOut ?? 0));
    expect(sumPaise(f.refunds.map((r) => r.tip ?? 0))).toBe(toPaise(tips.refunded));
  }
  expect(sumPaise(f.refunds.filter((r) => r.method === 'cash').map((r) => r.amount))).toBe(
    toPaise(d.cashRefunds),
  );
  expect(sumPaise(f.refunds.filter((r) => r.method === 'gateway').map((r) => r.amount))).toBe(
    toPaise(f.online.refunded),
  );
  const online = f.byMethod.find((m) => m.method === 'online');
  expect(f.online).toMatchObject({ orders: online?.orders, captured: online?.amount });
  for (const r of f.refunds) expect(r.adjustmentFrom).not.toBe(f.shopDay);
  expect(sumPaise(f.passThrough?.refunds.map((r) => r.amount) ?? [])).toBe(
    toPaise(f.passThrough?.amount ?? 0),
  );
  for (const r of f.riders)
    expect(r.variance === null ? null : toPaise(r.variance)).toBe(
      r.handedIn === null ? null : toPaise(r.handedIn) - toPaise(r.expectedCash),
    );
}

describe('the day close figures', () => {
  it('add up: every total is the sum of its parts', () => {
    fc.assert(
      fc.property(rows(anyDay), float, (r, openingFloat) => {
        expectAddsUp(dayCloseFigures(DAY, r, openingFloat));
      }),
      { numRuns: 300 },
    );
  });

  it('do not change when later rows land on the next day', () => {
    fc.assert(
      fc.property(rows(anyDay), rows(fc.constant(NEXT)), float, (before, later, openingFloat) => {
        const closed = dayCloseFigures(DAY, before, openingFloat);
        const after: DayRows = {
          orders: [...before.orders, ...later.orders],
          refunds: [...before.refunds, ...later.refunds],
          shifts: [...before.shifts, ...later.shifts],
          handIns: [...before.handIns, ...later.handIns],
          tips: [...(before.tips ?? []), ...(later.tips ?? [])],
        };
        expect(dayCloseFigures(DAY, after, openingFloat)).toEqual(closed);
      }),
      { numRuns: 200 },
    );
  });

  it('count an order sold once delivered or paid, cancelled unpaid ones only as a number', () => {
    const base = fc.sample(order(fc.constant(DAY)), { numRuns: 1, seed: 7 })[0]!;
    const o = (over: Partial<DayOrder>): DayOrder => ({ ...base, id: crypto.randomUUID(), ...over });
    const f = dayCloseFigures(
      DAY,
      {
        orders: [
          o({ status: 'delivered', paid: false }),
          o({ status: 'preparing', paid: true }),
          o({ status: 'cancelled', paid: true }),
          o({ status: 'cancelled', paid: false }),
          o({ status: 'placed', paid: false }),
        ],
        refunds: [],
        shifts: [],
        handIns: [],
      },
      0,
    );
    expect(f.sold.orders).toBe(3);
    expect(f.cancelled).toBe(1);
    expect(f.openOrders).toHaveLength(2);
  });

  it('put counter cash (paid in cash, collected at the shop) and a delivery’s without a rider in the drawer, a delivery’s with its rider', () => {
    const base = fc.sample(order(fc.constant(DAY)), { numRuns: 1, seed: 3 })[0]!;
    const o = (over: Partial<DayOrder>): DayOrder => ({
      ...base,
      id: crypto.randomUUID(),
      status: 'delivered',
      paid: true,
      subtotalPaise: 10_000,
      discountPaise: 0,
      deliveryFeePaise: 0,
      taxAddedPaise: 0,
      totalPaise: 10_000,
      ...over,
    });
    const f = dayCloseFigures(
      DAY,
      {
        orders: [
          o({ channel: 'counter', orderType: 'pickup', paymentMethod: 'cod' }),
          o({ channel: 'online', orderType: 'pickup', paymentMethod: 'cod' }),
          o({ channel: 'phone', orderType: 'delivery', paymentMethod: 'cod', withRider: true }),
          o({ channel: 'phone', orderType: 'delivery', paymentMethod: 'cod', withRider: false }),
          o({ channel: 'counter', orderType: 'pickup', paymentMethod: 'upi' }),
        ],
        refunds: [
          {
            orderNumber: 'KCH000001',
            shopDay: DAY,
            orderShopDay: PREVIOUS,
            method: 'cash',
            status: 'processed',
            amountPaise: 2_500,
            reason: 'Spilt',
            secondCapture: false,
            bill: NO_GST,
          },
        ],
        shifts: [],
        handIns: [{ shopDay: DAY, countedPaise: 15_000 }],
      },
      50_000,
    );
    expect(f.drawer).toEqual({
      openingFloat: 500,
      cashSales: 200,
      riderHandIns: 150,
      noRiderCash: 100,
      cashRefunds: 25,
      tipsPaidOut: 0,
      expected: 925,
    });
    expect(f.refunds[0]?.adjustmentFrom).toBe(PREVIOUS);
  });

  it('count only refunds the money went back for: one waiting for the gateway is listed apart, a failed one not at all', () => {
    const refund = (status: DayRefund['status'], amountPaise: number): DayRefund => ({
      orderNumber: 'KCH000001',
      shopDay: DAY,
      orderShopDay: DAY,
      method: 'gateway',
      status,
      amountPaise,
      reason: 'Cold',
      secondCapture: false,
      bill: NO_GST,
    });
    const f = dayCloseFigures(
      DAY,
      {
        orders: [],
        refunds: [refund('processed', 1_000), refund('pending', 2_000), refund('failed', 4_000)],
        shifts: [],
        handIns: [],
      },
      0,
    );
    expect(f.refunded).toBe(10);
    expect(f.online.refunded).toBe(10);
    expect(f.refunds.map((r) => r.amount)).toEqual([10]);
    expect(f.refundsWaiting?.map((r) => r.amount)).toEqual([20]);
  });

  it('leave a second capture’s refund out of the net and the gateway’s refunded: it passes through', () => {
    const base = fc.sample(order(fc.constant(DAY)), { numRuns: 1, seed: 5 })[0]!;
    // An online order that expired unpaid, then paid late and refunded: the payment was never sold.
    const expired: DayOrder = { ...base, paymentMethod: 'online', status: 'cancelled', paid: false };
    const f = dayCloseFigures(
      DAY,
      {
        orders: [expired],
        refunds: [
          {
            orderNumber: expired.orderNumber,
            shopDay: DAY,
            orderShopDay: DAY,
            method: 'gateway',
            status: 'processed',
            amountPaise: 10_500,
            reason: 'Paid after it expired',
            secondCapture: true,
            bill: billOf(expired),
          },
        ],
        shifts: [],
        handIns: [],
      },
      0,
    );
    expect(f).toMatchObject({ net: 0, refunded: 0, refunds: [], online: { refunded: 0 } });
    expect(f.passThrough).toEqual({
      refunds: [expect.objectContaining({ orderNumber: expired.orderNumber, amount: 105 })],
      amount: 105,
    });
  });

  it('give back the GST of refunds by rate: a day whose sales all went back owes no GST', () => {
    fc.assert(
      // An order that came to nothing (its paise rounded off to ₹0) has no money to give back.
      fc.property(fc.array(order(fc.constant(DAY)), { maxLength: 20 }), (generated) => {
        const orders = generated.filter((o) => salePaise(o) > 0);
        const refunds: DayRefund[] = orders.filter(isSold).map((o) => ({
          orderNumber: o.orderNumber,
          shopDay: DAY,
          orderShopDay: DAY,
          method: 'cash',
          status: 'processed',
          amountPaise: o.totalPaise,
          reason: 'Void',
          secondCapture: false,
          bill: billOf(o),
        }));
        const f = dayCloseFigures(DAY, { orders, refunds, shifts: [], handIns: [] }, 0);
        expect(f.net).toBe(0);
        expect(f.gstRefunded).toEqual(f.gst);
      }),
      { numRuns: 200 },
    );
  });

  it('give back a part refund’s share of its bill’s GST', () => {
    const bill: RefundedBill = {
      totalPaise: 10_500,
      taxablePaise: 10_000,
      cgstPaise: 250,
      sgstPaise: 250,
      gstRateBasisPoints: 500,
      platformCollectedGst: false,
    };
    const refund = (amountPaise: number, over: Partial<RefundedBill> = {}): DayRefund => ({
      orderNumber: 'KCH000001',
      shopDay: DAY,
      orderShopDay: PREVIOUS,
      method: 'cash',
      status: 'processed',
      amountPaise,
      reason: 'Half',
      secondCapture: false,
      bill: { ...bill, ...over },
    });
    const f = dayCloseFigures(
      DAY,
      {
        orders: [],
        refunds: [
          refund(5_250),
          refund(5_250, { platformCollectedGst: true }),
          refund(5_250, { gstRateBasisPoints: null }),
        ],
        shifts: [],
        handIns: [],
      },
      0,
    );
    expect(f.gst).toEqual([]);
    expect(f.gstRefunded).toEqual([{ ratePercent: 5, taxable: 50, cgst: 1.25, sgst: 1.25 }]);
  });
});

describe('tips for riders in the day close', () => {
  const base = fc.sample(order(fc.constant(DAY)), { numRuns: 1, seed: 11 })[0]!;
  const meera = { id: 'rider-a', name: 'Meera' };
  const ravi = { id: 'rider-b', name: 'Ravi' };
  /** A delivered ₹100 order (no discount, fee or GST) with a tip on top. */
  const tipped = (tipPaise: number, over: Partial<DayOrder>): DayOrder => ({
    ...base,
    id: crypto.randomUUID(),
    channel: 'online',
    orderType: 'delivery',
    status: 'delivered',
    paid: true,
    subtotalPaise: 10_000,
    discountPaise: 0,
    deliveryFeePaise: 0,
    taxAddedPaise: 0,
    taxablePaise: 10_000,
    cgstPaise: 0,
    sgstPaise: 0,
    gstRateBasisPoints: null,
    tipPaise,
    totalPaise: 10_000 + tipPaise,
    withRider: true,
    tipMethod: undefined,
    ...over,
  });

  it('are never sales: each reaches the rider who delivered, cash kept at the door, the rest paid from the drawer', () => {
    const f = dayCloseFigures(
      DAY,
      {
        orders: [
          tipped(2_000, { paymentMethod: 'cod', rider: meera, tipMethod: 'cash' }),
          tipped(3_000, { paymentMethod: 'online', rider: meera }),
          tipped(1_000, { paymentMethod: 'cod', rider: ravi, tipMethod: 'upi' }),
          // Cancelled after it was paid: not delivered, so its tip is no one's (its refund gives it back).
          tipped(5_000, { paymentMethod: 'online', rider: null, status: 'cancelled', withRider: false }),
        ],
        refunds: [],
        shifts: [],
        handIns: [],
        tips: [
          { shopDay: DAY, riderId: 'rider-b', name: 'Ravi', amountPaise: 4_000 },
          { shopDay: NEXT, riderId: 'rider-b', name: 'Ravi', amountPaise: 9_900 },
        ],
      },
      0,
    );
    // Four orders sold at ₹100 each: no tip is a sale.
    expect(f.sold).toEqual({ orders: 4, amount: 400 });
    expect(f.tips?.riders).toEqual([
      {
        riderId: 'rider-a',
        name: 'Meera',
        cash: 20,
        upi: 0,
        card: 0,
        online: 30,
        afterDelivery: 0,
        total: 50,
        paidFromDrawer: 30,
      },
      {
        riderId: 'rider-b',
        name: 'Ravi',
        cash: 0,
        upi: 10,
        card: 0,
        online: 40,
        afterDelivery: 40,
        total: 50,
        paidFromDrawer: 50,
      },
    ]);
    expect(f.tips).toMatchObject({ total: 100, keptByRiders: 20, paidFromDrawer: 80 });
    expect(f.drawer.tipsPaidOut).toBe(80);
    expect(f.drawer.expected).toBe(-80);
  });

  it('give a refund’s tip part back apart from the sale: a whole refund of a tipped order leaves no net and no GST', () => {
    const order = tipped(2_000, {
      paymentMethod: 'online',
      status: 'cancelled',
      taxablePaise: 10_000,
      cgstPaise: 250,
      sgstPaise: 250,
      taxAddedPaise: 500,
      gstRateBasisPoints: 500,
      totalPaise: 12_500,
    });
    const f = dayCloseFigures(
      DAY,
      {
        orders: [order],
        refunds: [
          {
            orderNumber: order.orderNumber,
            shopDay: DAY,
            orderShopDay: DAY,
            method: 'gateway',
            status: 'processed',
            amountPaise: 12_500,
            reason: 'Cancelled',
            secondCapture: false,
            bill: billOf(order),
          },
        ],
        shifts: [],
        handIns: [],
      },
      0,
    );
    expect(f.sold.amount).toBe(105);
    expect(f.refunds[0]).toMatchObject({ amount: 125, tip: 20 });
    expect(f.refunded).toBe(105);
    expect(f.net).toBe(0);
    expect(f.gstRefunded).toEqual(f.gst);
    expect(f.tips).toMatchObject({ total: 0, refunded: 20 });
  });
});
