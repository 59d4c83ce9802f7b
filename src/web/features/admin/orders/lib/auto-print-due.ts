// Which orders auto-print claims (docs/product.md#bills-and-kitchen-tickets): still in the kitchen
// (accepted or preparing; once out for delivery a ticket is too late), never printed, and accepted
// since auto-print was switched on here, so switching it on never prints the backlog. The accept
// time is the server's clock and `since` this device's: a clock running ahead here by a minute
// skips orders accepted in the minute after switching on (staff print those by hand).
import type { Order } from '#shared/api/orders.ts';

const KITCHEN_STATUSES: readonly Order['status'][] = ['accepted', 'preparing'];

export function autoPrintDue(order: Order, since: string): boolean {
  if (!KITCHEN_STATUSES.includes(order.status) || order.ticketPrintedAt !== null) return false;
  const accepted = order.history.findLast((event) => event.status === 'accepted');
  return accepted !== undefined && Date.parse(accepted.at) >= Date.parse(since);
}
