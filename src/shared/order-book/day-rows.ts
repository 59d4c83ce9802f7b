// The rows the day close reads (docs/product.md#one-order-book): the day's orders, tips, refunds,
// rider shifts and hand-ins, as the day-close repository loads them. Types only, shared by the
// figures (day-close-figures.ts) and the tips (day-tips.ts).
import type { OrderStatus, OrderType, PaymentMethod, RefundMethod, RefundStatus } from '../orders.ts';
import type { OrderChannel } from './channels.ts';
import type { ShopDay } from './shop-day.ts';

export type DayOrder = {
  id: string;
  orderNumber: string;
  shopDay: ShopDay;
  channel: OrderChannel;
  paymentMethod: PaymentMethod;
  orderType: OrderType;
  status: OrderStatus;
  /** paid_at is set: captured online, or collected at the door or the counter. */
  paid: boolean;
  subtotalPaise: number;
  discountPaise: number;
  /** A discount by code; without one, a discount is by hand (a manager's, with a reason). */
  discountCode: string | null;
  deliveryFeePaise: number;
  taxAddedPaise: number;
  /** The bill's 'Round off' line (docs/product.md#round-off), in totalPaise. Absent: none. */
  roundOffPaise?: number;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** The GST rate of a bill under the regular regime (500 = 5%); null for composition or unregistered. */
  gstRateBasisPoints: number | null;
  /** The delivery platform collected the GST and pays it (section 9(5)): not the shop's. */
  platformCollectedGst: boolean;
  /** A rider delivered it (a delivered deliveries row): a delivery's cash then travels with them. */
  withRider: boolean;
  /** The tip for the rider added at checkout (in totalPaise, never a sale). Absent: none. */
  tipPaise?: number;
  /** The rider who delivered it (their delivered delivery); null or absent: none. */
  rider?: { id: string; name: string } | null;
  /**
   * How its tip reached someone: cash at the door (the rider's pocket, or the drawer without a
   * rider), UPI or card at the door, or online (the gateway). Absent: by its payment method.
   */
  tipMethod?: TipMethod;
};

export type TipMethod = 'cash' | 'upi' | 'card' | 'online';

/** A tip added after delivery and paid on its shop day, for the rider of that delivery. */
export type DayTip = {
  shopDay: ShopDay;
  riderId: string | null;
  name: string | null;
  amountPaise: number;
};

export type DayRefund = {
  orderNumber: string;
  shopDay: ShopDay;
  /** The shop day of the refunded order. */
  orderShopDay: ShopDay;
  method: RefundMethod;
  status: RefundStatus;
  amountPaise: number;
  reason: string;
  /**
   * It sends back a gateway payment that is not the order's own (a late or double payment): money
   * that came in and went out again, never counted in the day's sales.
   */
  secondCapture: boolean;
  /** The refunded order's bill: a refund gives back its share of the bill's GST. */
  bill: RefundedBill;
};

export type RefundedBill = Pick<
  DayOrder,
  | 'totalPaise'
  | 'taxablePaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'gstRateBasisPoints'
  | 'platformCollectedGst'
  | 'tipPaise'
>;

/** One rider shift's takings at the door and its hand-ins (shared/dispatch/cash-ledger.ts). */
export type DayRiderShift = {
  /** The shop day the shift was opened on. */
  shopDay: ShopDay;
  riderId: string;
  name: string;
  floatPaise: number;
  cashPaise: number;
  upiPaise: number;
  cardPaise: number;
  handIns: number;
  handedInPaise: number;
};

export type DayHandIn = { shopDay: ShopDay; countedPaise: number };

export type DayRows = {
  orders: readonly DayOrder[];
  refunds: readonly DayRefund[];
  shifts: readonly DayRiderShift[];
  handIns: readonly DayHandIn[];
  /** Tips added after delivery, paid (absent: none). */
  tips?: readonly DayTip[];
};
