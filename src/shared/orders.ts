// Order life (docs/product.md#orders-and-their-statuses): the statuses, the moves allowed, and the order
// number format.

export const ORDER_STATUSES = [
  // An order paid online waits here until the gateway confirms the payment (docs/product.md#online-payments);
  // only then is it placed, reaches the board and rings. Unpaid, it expires after ONLINE_PAYMENT_WINDOW_MINUTES.
  'awaiting_payment',
  'placed',
  'accepted',
  'preparing',
  // A delivery order packed and on the shelf, waiting for a rider (docs/product.md#orders-and-their-statuses).
  // A pickup order skips it: once made it is 'Ready for pickup' (out_for_delivery) at the counter.
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order came from (docs/product.md#one-order-book): here, with the order's other
 * enumerations, so the order schemas the storefront loads need no module of their own for it;
 * labels and the staff channels are in order-book/channels.ts.
 */
export const ORDER_CHANNELS = ['online', 'counter', 'phone', 'aggregator'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
/** A counter order is eaten at the shop or taken away. */
export const COUNTER_KINDS = ['takeaway', 'dine_in'] as const;
export type CounterKind = (typeof COUNTER_KINDS)[number];

/** Delivered to an address, or collected at the shop (docs/product.md#d16-an-order-goes-to-a-real-address). */
export const ORDER_TYPES = ['delivery', 'pickup'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE_LABELS: Record<OrderType, string> = { delivery: 'Delivery', pickup: 'Pickup' };

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  placed: 'Placed',
  accepted: 'Accepted',
  preparing: 'Preparing',
  ready: 'Packed, waiting for a rider',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** What the staff button says for the move into each status. */
export const MOVE_ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  accepted: 'Accept',
  preparing: 'Start preparing',
  ready: 'Packed',
  out_for_delivery: 'Send out',
  delivered: 'Mark delivered',
};

/**
 * A pickup order waits at the counter where a delivery goes out with a rider: the same status,
 * named for what the customer does next.
 */
export function orderStatusLabel(status: OrderStatus, type: OrderType): string {
  if (type === 'pickup' && status === 'out_for_delivery') return 'Ready for pickup';
  // A pickup order is collected at the counter: nobody delivered it.
  if (type === 'pickup' && status === 'delivered') return 'Collected';
  return ORDER_STATUS_LABELS[status];
}

/** What the staff button says for the move into `status` of an order of this type. */
export function moveActionLabel(status: OrderStatus, type: OrderType): string | undefined {
  if (type === 'pickup' && status === 'out_for_delivery') return 'Ready for pickup';
  if (type === 'pickup' && status === 'delivered') return 'Mark collected';
  return MOVE_ACTION_LABELS[status];
}

/** The one forward move from each status of a delivery order, if any. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  placed: 'accepted',
  accepted: 'preparing',
  preparing: 'ready',
  ready: 'out_for_delivery',
  out_for_delivery: 'delivered',
};

/** The one forward move from `status`: a pickup order goes from the kitchen straight to the counter. */
export function nextStatus(status: OrderStatus, type: OrderType): OrderStatus | undefined {
  if (type === 'pickup' && status === 'preparing') return 'out_for_delivery';
  return NEXT_STATUS[status];
}

/**
 * Cash on Delivery (the default), card or UPI at the door (or the counter), or paid online through
 * the payment gateway before the kitchen sees the order; 'online' is offered only when the server
 * has a gateway configured (docs/product.md#online-payments).
 */
export const PAYMENT_METHODS = ['cod', 'card', 'upi', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  card: 'Card',
  upi: 'UPI',
  online: 'Paid online',
};

/**
 * How an order of this type is paid, in words: a pickup order's cash is paid at the counter, so it
 * never reads 'Cash on Delivery' (docs/product.md#online-payments). Every display of a method goes
 * through here; PAYMENT_LABELS alone names a method whatever the order (analytics per method).
 */
export function paymentLabel(method: PaymentMethod, type: OrderType): string {
  return type === 'pickup' && method === 'cod' ? 'Cash at the counter' : PAYMENT_LABELS[method];
}

/** The checkout's wording for the online choice. */
export const ONLINE_PAYMENT_OPTION = 'Pay online (UPI, cards, netbanking)';

/** Settled when the food is handed over, at the door or the counter: not through the gateway. */
export function paidAtDoor(method: PaymentMethod): boolean {
  return method !== 'online';
}

export const PAYMENT_HINTS: Record<PaymentMethod, string> = {
  cod: 'Cash to the rider',
  card: 'Card machine at your door',
  upi: "Scan the rider's UPI QR",
  online: 'Pay now, before the kitchen starts',
};

const PICKUP_PAYMENT_HINTS: Record<PaymentMethod, string> = {
  cod: 'Pay when you collect it',
  card: 'Card machine at the counter',
  upi: "Scan the shop's UPI QR",
  online: 'Pay now, before the kitchen starts',
};

/** An unpaid online order is cancelled this long after it was created, and its code use given back. */
export const ONLINE_PAYMENT_WINDOW_MINUTES = 15;

/**
 * Where an order's money stands. At-door orders are pending until collected (marked by staff, or
 * on delivery); online orders until the gateway confirms the capture. failed: the last online
 * attempt failed (the customer may try again while the order awaits payment).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

/** A refund's life at the gateway: asked for, money on its way back, or refused. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
/**
 * How a refund reached the customer: through the gateway, or handed back by staff (cash from the
 * counter's drawer, UPI or card) when a manager voids a paid counter or phone order.
 */
export const REFUND_METHODS = ['gateway', 'cash', 'upi', 'card'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Refund started',
  processed: 'Refunded',
  failed: 'Refund failed',
};

export function paymentHint(method: PaymentMethod, type: OrderType): string {
  return (type === 'pickup' ? PICKUP_PAYMENT_HINTS : PAYMENT_HINTS)[method];
}

/** Staff move an order one step forward, or cancel it before it is delivered. */
export function staffMayMove(from: OrderStatus, to: OrderStatus, type: OrderType): boolean {
  // An order awaiting payment is the customer's and the gateway's: it is placed by the payment,
  // cancelled by the customer or by expiry, never moved from the board.
  if (from === 'awaiting_payment') return false;
  if (to === 'cancelled') return from !== 'delivered' && from !== 'cancelled';
  // Sent out straight from the kitchen (the rider was at the counter): packed and gone at once.
  if (from === 'preparing' && to === 'out_for_delivery') return true;
  return nextStatus(from, type) === to;
}

/** A customer may only cancel, and only before the shop accepts (or, online, before paying). */
export function customerMayCancel(status: OrderStatus): boolean {
  return status === 'placed' || status === 'awaiting_payment';
}

/** KCH plus 6 digits (docs/product.md#cart-and-checkout); random digits, kept unique by the database. */
export function orderNumberFrom(sixDigits: number): string {
  return `KCH${String(Math.abs(Math.trunc(sixDigits)) % 1_000_000).padStart(6, '0')}`;
}

export const ORDER_NUMBER_PATTERN = /^KCH\d{6}$/;
