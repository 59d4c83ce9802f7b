// Orders for later today on the board (docs/product.md#orders-for-later-today): a scheduled order
// says its time ('For 4:30 PM') and waits under Later until its release, when it joins Placed like
// a new order (the bell counts it then: GET /api/admin/orders/waiting). Staff may still open and
// accept it early: Later only holds it apart, it never refuses staff.
import type { Order } from '#shared/api/orders.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';

type Scheduled = Pick<Order, 'status' | 'scheduledFor' | 'releaseAt'>;

/** Placed for later and not yet released at `now`: the board's Later group. */
export function heldForLater(order: Scheduled, now: Date): boolean {
  return order.status === 'placed' && order.releaseAt !== null && Date.parse(order.releaseAt) > now.getTime();
}

/** 'For 4:30 PM' on the shop's clock; null for an order for now. */
export function scheduledText(order: Pick<Order, 'scheduledFor'>, timeZone: string): string | null {
  return order.scheduledFor ? `For ${shopClockTime(new Date(order.scheduledFor), timeZone)}` : null;
}

/**
 * Where an order's waiting is counted from against its promised minutes: when placed, or for an
 * order for later its slot less those minutes, so it turns late when its slot passes, not when
 * the minutes since it was placed do.
 */
export function promiseStart(order: Pick<Order, 'createdAt' | 'scheduledFor' | 'promisedMinutes'>): string {
  if (!order.scheduledFor) return order.createdAt;
  const start = Date.parse(order.scheduledFor) - order.promisedMinutes * 60_000;
  return new Date(Math.max(start, Date.parse(order.createdAt))).toISOString();
}
