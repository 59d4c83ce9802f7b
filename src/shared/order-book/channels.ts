// Where an order came from (docs/product.md#one-order-book): the storefront, the counter, the phone,
// or later a delivery platform. One order book: every channel's orders share the menu, prices,
// taxes, bill series, kitchen tickets and board; the channel says who took the order and how.

import type { CounterKind, OrderChannel } from '../orders.ts';

// The enumerations live in orders.ts with the order's others (the storefront's order schemas read
// them); here for the order book's code, which imports them with their labels.
export { COUNTER_KINDS, type CounterKind, ORDER_CHANNELS, type OrderChannel } from '../orders.ts';

/** The channels staff take orders in from the order pad. */
export const STAFF_CHANNELS = ['counter', 'phone'] as const satisfies readonly OrderChannel[];
export type StaffChannel = (typeof STAFF_CHANNELS)[number];

export const CHANNEL_LABELS: Record<OrderChannel, string> = {
  online: 'Online',
  counter: 'Counter',
  phone: 'Phone',
  // No route creates these yet: the columns for a platform's own order id and whether the
  // platform collected the GST are there so its orders can join the book without a migration.
  aggregator: 'Delivery platform',
};

/** A counter order is eaten at the shop or taken away: the ticket says which. */
export const COUNTER_KIND_LABELS: Record<CounterKind, string> = {
  takeaway: 'Takeaway',
  dine_in: 'Dine-in',
};

/** How a counter token is written on the ticket, the bill and the board: 'Token 7'. */
export function tokenLabel(token: number): string {
  return `Token ${token}`;
}
