// One shop day's figures from its rows (docs/product.md#the-day-close): a pure function, so that the
// property test can hold every total to the sum of its parts, and so that the server's figures and
// a close's kept figures are made by the same arithmetic. Amounts are summed in paise and turned
// into rupees only at the end (decision 002).
//
// What counts on day D:
// - An order is sold on D when its shop_day is D and it was delivered (collected) or paid (paid_at
//   set). A paid order later cancelled stays sold on D: the money it took back is a refund, counted
//   on the refund's own day. An order cancelled before any money was taken is only counted.
// - A refund counts on its own shop_day once the money has gone back (processed); when its order
//   belongs to another day it is an adjustment and names that day (adjustmentFrom): a closed day's
//   figures never move. A refund still waiting for the gateway is listed apart and not summed: it
//   may yet fail, so the day cannot close while one is (the service refuses).
// - A refund of a second capture (a late or double payment of an order, not its own payment) is a
//   pass-through: the payment was never counted in sales, so its refund lowers neither the net nor
//   the gateway's refunded; it is listed apart.
// - GST by rate is the sold orders' GST; a counted refund gives back its share of its order's GST,
//   pro rata (refund / order total x the bill's taxable value, CGST and SGST), on the refund's day
//   and at the order's rate, so that what is owed per rate is the sales' less what went back.
// - The counter's drawer holds the cash paid at the shop: every sold order paid in cash ('cod') and
//   collected at the shop (order type pickup: counter orders, and online or phone orders collected
//   at the counter). Cash for a delivery travels with its rider and reaches the drawer with the
//   rider's hand-in, counted on the hand-in's shop_day; a cash delivery no rider delivered (the
//   shop took it some other way) is in no rider's hands, so the drawer holds it. So the drawer
//   expects: opening float + counter cash sales + cash of deliveries without a rider + riders'
//   cash hand-ins - cash refunds. The opening float is what the
//   drawer held once the riders' floats were handed out (a rider's hand-in brings its float back).
// - A rider's takings are those of the shifts opened on D (the caller gives each shift its day), and
//   their variance is what they handed in less what they held for the shop (float + cash taken).
// - Tips for riders (docs/product.md#tips) are never sales: an order's sale is its total less its
//   tip, and a refund's tip part (what it gives back beyond the supply) is not in refunded. The tips
//   of D are those of D's delivered orders, by the rider who delivered and how they were paid, and
//   the tips added after delivery paid on D (order_tips.shop_day). A tip taken in cash at the door
//   is the rider's at once (their cash for the shop excludes it); any other tip (UPI, card, online)
//   reached the shop and is paid to its rider from the drawer at the close, so the drawer expects
//   that much less. A tip of a delivery no rider delivered is listed with no rider and not paid out.
import type { DayCloseFigures } from '../api/day-close.ts';
import { toRupees } from '../money.ts';
import { PAYMENT_METHODS } from '../orders.ts';
import { ORDER_CHANNELS } from './channels.ts';
import type { DayOrder, DayRefund, DayRiderShift, DayRows } from './day-rows.ts';
import { dayTips } from './day-tips.ts';
import type { ShopDay } from './shop-day.ts';

export type {
  DayHandIn,
  DayOrder,
  DayRefund,
  DayRiderShift,
  DayRows,
  DayTip,
  RefundedBill,
  TipMethod,
} from './day-rows.ts';

/** Whether an order of its day is sold: delivered (collected), or paid. */
export function isSold(order: Pick<DayOrder, 'status' | 'paid'>): boolean {
  return order.status === 'delivered' || order.paid;
}

/** Whether an order is still under way: the day cannot close while one is. */
export function isOpen(order: Pick<DayOrder, 'status'>): boolean {
  return order.status !== 'delivered' && order.status !== 'cancelled';
}

/** Whether an order's cash was taken at the shop's counter (and so is in the drawer). */
export function isCounterCash(order: Pick<DayOrder, 'paymentMethod' | 'orderType'>): boolean {
  return order.paymentMethod === 'cod' && order.orderType === 'pickup';
}

/** Whether a refund of the day still waits for the gateway: the day cannot close while one does. */
export function isWaiting(refund: Pick<DayRefund, 'status'>): boolean {
  return refund.status === 'pending';
}

/**
 * Whether an order is a delivery paid in cash that no rider delivered (the shop took it some other
 * way): its cash is in no rider's hands, so it is the drawer's.
 */
export function isNoRiderCash(order: Pick<DayOrder, 'paymentMethod' | 'orderType' | 'withRider'>): boolean {
  return order.paymentMethod === 'cod' && order.orderType === 'delivery' && !order.withRider;
}

/** An order's sale: its total without the rider's tip. */
export const salePaise = (order: Pick<DayOrder, 'totalPaise' | 'tipPaise'>) =>
  order.totalPaise - (order.tipPaise ?? 0);

/** The part of a refund that gave back a tip: what it returns beyond its order's supply. */
export const refundTipPaise = (refund: Pick<DayRefund, 'amountPaise' | 'bill'>) =>
  Math.min(refund.bill.tipPaise ?? 0, Math.max(0, refund.amountPaise - salePaise(refund.bill)));

const sum = <T>(rows: readonly T[], paise: (row: T) => number) =>
  rows.reduce((total, row) => total + paise(row), 0);

type GstSums = Map<number, { taxable: number; cgst: number; sgst: number }>;

/** GST sums by rate (basis points), lowest rate first, in rupees. */
const byRate = (sums: GstSums) =>
  [...sums.entries()]
    .sort(([a], [b]) => a - b)
    .map(([basisPoints, rate]) => ({
      ratePercent: basisPoints / 100,
      taxable: toRupees(rate.taxable),
      cgst: toRupees(rate.cgst),
      sgst: toRupees(rate.sgst),
    }));

/** The figures of `day` from rows that may hold other days too (only `day`'s are read). */
export function dayCloseFigures(day: ShopDay, rows: DayRows, openingFloatPaise: number): DayCloseFigures {
  const ofDay = rows.orders.filter((o) => o.shopDay === day);
  const sold = ofDay.filter(isSold);
  const processed = rows.refunds.filter((r) => r.shopDay === day && r.status === 'processed');
  const refunds = processed.filter((r) => !r.secondCapture);
  const passThrough = processed.filter((r) => r.secondCapture);
  const waiting = rows.refunds.filter((r) => r.shopDay === day && isWaiting(r));
  const shifts = rows.shifts.filter((s) => s.shopDay === day);
  const handIns = rows.handIns.filter((h) => h.shopDay === day);

  const refundLine = (r: DayRefund) => {
    const tip = refundTipPaise(r);
    return {
      orderNumber: r.orderNumber,
      method: r.method,
      amount: toRupees(r.amountPaise),
      // Only when it gave back a tip: not a sale's refund, so not in refunded.
      ...(tip > 0 ? { tip: toRupees(tip) } : {}),
      reason: r.reason,
      adjustmentFrom: r.orderShopDay === day ? null : r.orderShopDay,
    };
  };

  const sales = (orders: readonly DayOrder[]) => ({
    orders: orders.length,
    amount: toRupees(sum(orders, salePaise)),
  });

  const gst: GstSums = new Map();
  for (const order of sold) {
    if (order.gstRateBasisPoints === null || order.platformCollectedGst) continue;
    const rate = gst.get(order.gstRateBasisPoints) ?? { taxable: 0, cgst: 0, sgst: 0 };
    rate.taxable += order.taxablePaise;
    rate.cgst += order.cgstPaise;
    rate.sgst += order.sgstPaise;
    gst.set(order.gstRateBasisPoints, rate);
  }

  const gstRefunded: GstSums = new Map();
  for (const { amountPaise, bill } of refunds) {
    if (bill.gstRateBasisPoints === null || bill.platformCollectedGst || bill.totalPaise <= 0) continue;
    // Of the supply only: a tip carries no GST, so a refund beyond the supply gives back none.
    const supply = salePaise(bill);
    if (supply <= 0) continue;
    const share = (paise: number) => Math.round((paise * Math.min(amountPaise, supply)) / supply);
    const rate = gstRefunded.get(bill.gstRateBasisPoints) ?? { taxable: 0, cgst: 0, sgst: 0 };
    rate.taxable += share(bill.taxablePaise);
    rate.cgst += share(bill.cgstPaise);
    rate.sgst += share(bill.sgstPaise);
    gstRefunded.set(bill.gstRateBasisPoints, rate);
  }

  // A rider with two shifts on the day is one line: the shifts' figures added up.
  const riders = new Map<string, DayRiderShift>();
  for (const shift of shifts) {
    const was = riders.get(shift.riderId);
    riders.set(
      shift.riderId,
      was
        ? {
            ...was,
            floatPaise: was.floatPaise + shift.floatPaise,
            cashPaise: was.cashPaise + shift.cashPaise,
            upiPaise: was.upiPaise + shift.upiPaise,
            cardPaise: was.cardPaise + shift.cardPaise,
            handIns: was.handIns + shift.handIns,
            handedInPaise: was.handedInPaise + shift.handedInPaise,
          }
        : shift,
    );
  }

  const { tipsByRider, tipLines } = dayTips(day, ofDay, rows.tips ?? []);
  const tipsPaidOutPaise = sum(tipsByRider, (r) => r.owedPaise);

  const soldPaise = sum(sold, salePaise);
  const refundedPaise = sum(refunds, (r) => r.amountPaise - refundTipPaise(r));
  const cashSalesPaise = sum(sold.filter(isCounterCash), (o) => o.totalPaise);
  const noRiderCashPaise = sum(sold.filter(isNoRiderCash), (o) => o.totalPaise);
  const riderHandInsPaise = sum(handIns, (h) => h.countedPaise);
  const cashRefundsPaise = sum(
    refunds.filter((r) => r.method === 'cash'),
    (r) => r.amountPaise,
  );
  const onlineSold = sold.filter((o) => o.paymentMethod === 'online');

  return {
    shopDay: day,
    byChannel: ORDER_CHANNELS.map((channel) => ({
      channel,
      ...sales(sold.filter((o) => o.channel === channel)),
    })),
    byMethod: PAYMENT_METHODS.map((method) => ({
      method,
      ...sales(sold.filter((o) => o.paymentMethod === method)),
    })),
    sold: sales(sold),
    cancelled: ofDay.filter((o) => o.status === 'cancelled' && !o.paid).length,
    items: toRupees(sum(sold, (o) => o.subtotalPaise)),
    discounts: {
      code: toRupees(sum(sold, (o) => (o.discountCode ? o.discountPaise : 0))),
      manual: toRupees(sum(sold, (o) => (o.discountCode ? 0 : o.discountPaise))),
    },
    deliveryFees: toRupees(sum(sold, (o) => o.deliveryFeePaise)),
    taxAdded: toRupees(sum(sold, (o) => o.taxAddedPaise)),
    roundOff: toRupees(sum(sold, (o) => o.roundOffPaise ?? 0)),
    gst: byRate(gst),
    gstRefunded: byRate(gstRefunded),
    online: {
      orders: onlineSold.length,
      captured: toRupees(sum(onlineSold, salePaise)),
      refunded: toRupees(
        sum(
          refunds.filter((r) => r.method === 'gateway'),
          (r) => r.amountPaise,
        ),
      ),
    },
    riders: [...riders.values()]
      .sort((a, b) => a.name.localeCompare(b.name) || a.riderId.localeCompare(b.riderId))
      .map((r) => ({
        riderId: r.riderId,
        name: r.name,
        cash: toRupees(r.cashPaise),
        upi: toRupees(r.upiPaise),
        card: toRupees(r.cardPaise),
        // What the rider holds for the shop: the float and the cash taken at doors.
        expectedCash: toRupees(r.floatPaise + r.cashPaise),
        handedIn: r.handIns > 0 ? toRupees(r.handedInPaise) : null,
        // Handed in - expected over the day, not the hand-ins' own variances added up: a shortage
        // at one hand-in is carried into the next one's expected, and would be counted twice.
        variance: r.handIns > 0 ? toRupees(r.handedInPaise - r.floatPaise - r.cashPaise) : null,
      })),
    drawer: {
      openingFloat: toRupees(openingFloatPaise),
      cashSales: toRupees(cashSalesPaise),
      riderHandIns: toRupees(riderHandInsPaise),
      noRiderCash: toRupees(noRiderCashPaise),
      cashRefunds: toRupees(cashRefundsPaise),
      tipsPaidOut: toRupees(tipsPaidOutPaise),
      expected: toRupees(
        openingFloatPaise +
          cashSalesPaise +
          noRiderCashPaise +
          riderHandInsPaise -
          cashRefundsPaise -
          tipsPaidOutPaise,
      ),
    },
    tips: {
      riders: tipsByRider.map(({ owedPaise: _o, cashPaise: _c, ...r }) => r),
      total: toRupees(sum(tipLines, (l) => l.paise)),
      keptByRiders: toRupees(sum(tipsByRider, (r) => r.cashPaise)),
      paidFromDrawer: toRupees(tipsPaidOutPaise),
      refunded: toRupees(sum(refunds, refundTipPaise)),
    },
    refunds: refunds.map(refundLine),
    refundsWaiting: waiting.map(refundLine),
    passThrough: {
      refunds: passThrough.map(refundLine),
      amount: toRupees(sum(passThrough, (r) => r.amountPaise)),
    },
    refunded: toRupees(refundedPaise),
    net: toRupees(soldPaise - refundedPaise),
    openOrders: ofDay.filter(isOpen).map((o) => ({ id: o.id, orderNumber: o.orderNumber, status: o.status })),
  };
}
