// A new order's estimate from what it would join (docs/product.md#how-the-estimate-is-worked-out):
// the same arithmetic as estimateNew, on the few figures GET /api/estimate carries, so the checkout
// shows for its own cart and address exactly the minutes the server will store for them.
import { travelMinutes } from './forecast.ts';

/** What a new order joins, in minutes from the estimate's moment. */
export type NewOrderQueue = {
  /** Until it is accepted. */
  acceptMinutes: number;
  /** Until the first cook is free (0: one is free now). */
  kitchenFreeInMinutes: number;
  /** Until the first rider on shift is free; null when nobody is on shift (no rider wait counted). */
  riderFreeInMinutes: number | null;
  /** The kitchen time of an order whose categories were not measured. */
  usualPrepMinutes: number;
  /** Each measured category's kitchen time. */
  prepByCategory: Record<string, number>;
  riderSpeedKmh: number;
};

/** An order's kitchen time: its slowest kind of item's (the others are made alongside). */
export function prepOf(queue: NewOrderQueue, categoryIds: readonly (string | null)[]): number {
  const measured = categoryIds.map((id) => (id === null ? undefined : queue.prepByCategory[id]));
  const known = measured.filter((m): m is number => m !== undefined);
  return known.length === measured.length && known.length > 0
    ? Math.max(...known)
    : Math.max(queue.usualPrepMinutes, ...known);
}

/** Whole minutes until a new order is at the door (a delivery `metres` away) or ready (a pickup). */
export function quoteMinutes(
  queue: NewOrderQueue,
  order: { orderType: 'delivery' | 'pickup'; categoryIds: readonly (string | null)[]; metres: number },
): number {
  const begin = Math.max(queue.acceptMinutes, queue.kitchenFreeInMinutes);
  const ready = begin + prepOf(queue, order.categoryIds);
  if (order.orderType === 'pickup') return Math.max(1, Math.ceil(ready - 1e-9));
  const leave = queue.riderFreeInMinutes === null ? ready : Math.max(ready, queue.riderFreeInMinutes);
  return Math.max(1, Math.ceil(leave + travelMinutes(order.metres, queue.riderSpeedKmh) - 1e-9));
}
