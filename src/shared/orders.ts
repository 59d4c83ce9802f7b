// Order life (docs/product.md#orders-and-their-statuses): the statuses, the moves allowed, and the order
// number format.

export const ORDER_STATUSES = [
  'placed',
  'accepted',
  'preparing',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Delivered to an address, or collected at the shop (docs/product.md#d16-an-order-goes-to-a-real-address). */
export const ORDER_TYPES = ['delivery', 'pickup'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE_LABELS: Record<OrderType, string> = { delivery: 'Delivery', pickup: 'Pickup' };

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  preparing: 'Preparing',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** What the staff button says for the move into each status. */
export const MOVE_ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  accepted: 'Accept',
  preparing: 'Start preparing',
  out_for_delivery: 'Send out',
  delivered: 'Mark delivered',
};

/**
 * A pickup order waits at the counter where a delivery goes out with a rider: the same status,
 * named for what the customer does next.
 */
export function orderStatusLabel(status: OrderStatus, type: OrderType): string {
  return type === 'pickup' && status === 'out_for_delivery'
    ? 'Ready for pickup'
    : ORDER_STATUS_LABELS[status];
}

/** What the staff button says for the move into `status` of an order of this type. */
export function moveActionLabel(status: OrderStatus, type: OrderType): string | undefined {
  if (type === 'pickup' && status === 'out_for_delivery') return 'Ready for pickup';
  if (type === 'pickup' && status === 'delivered') return 'Mark collected';
  return MOVE_ACTION_LABELS[status];
}

/** The one forward move from each status, if any. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  placed: 'accepted',
  accepted: 'preparing',
  preparing: 'out_for_delivery',
  out_for_delivery: 'delivered',
};

export const PAYMENT_METHODS = ['cod', 'card', 'upi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  card: 'Card',
  upi: 'UPI',
};

/** Every method is settled at the door, or at the counter for pickup: there is no online payment gateway. */
export const PAYMENT_HINTS: Record<PaymentMethod, string> = {
  cod: 'Cash to the rider',
  card: 'Card machine at your door',
  upi: "Scan the rider's UPI QR",
};

const PICKUP_PAYMENT_HINTS: Record<PaymentMethod, string> = {
  cod: 'Cash at the counter',
  card: 'Card machine at the counter',
  upi: "Scan the shop's UPI QR",
};

export function paymentHint(method: PaymentMethod, type: OrderType): string {
  return (type === 'pickup' ? PICKUP_PAYMENT_HINTS : PAYMENT_HINTS)[method];
}

/** Staff move an order one step forward, or cancel it before it is delivered. */
export function staffMayMove(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'cancelled') return from !== 'delivered' && from !== 'cancelled';
  return NEXT_STATUS[from] === to;
}

/** A customer may only cancel, and only while the order is still placed. */
export function customerMayCancel(status: OrderStatus): boolean {
  return status === 'placed';
}

/** KCH plus 6 digits (docs/product.md#cart-and-checkout); random digits, kept unique by the database. */
export function orderNumberFrom(sixDigits: number): string {
  return `KCH${String(Math.abs(Math.trunc(sixDigits)) % 1_000_000).padStart(6, '0')}`;
}

export const ORDER_NUMBER_PATTERN = /^KCH\d{6}$/;
