// When the customer can expect the order (docs/product.md#the-promise): the server's estimate
// ('Estimated arrival 1:42 PM', 'Estimated ready 1:38 PM' on the shop's clock), worked out again as
// the order moves and read again with it. Where the server does not say (an order from before the
// estimate), the minutes promised when it was placed, counted from the moment the shop accepted
// it. A finished order has nothing left to wait for, and an order awaiting its online payment is
// not the kitchen's yet: its deadline to pay is what counts. Always an estimate, never a deadline.
import type { Order } from '#shared/api/orders.ts';
// The storefront's own clock words (its date code is in its lazily loaded chunks already); the
// staff side's shop-clock-time.ts would be one more chunk for the storefront to name.
import { shopClockTimeOf } from '#shared/shop-hours/availability-text.ts';

export type OrderEta = { text: string; minutesLeft: number | null } | null;

type EtaOf = Pick<Order, 'status' | 'orderType' | 'promisedMinutes' | 'history'> &
  Partial<Pick<Order, 'eta' | 'scheduledFor' | 'releaseAt'>>;

/**
 * `timeZone` is the shop's (settings.hours.timeZone); without it the estimate cannot be said as a
 * time. The text is English, translated where it is shown; `clockTime` says the time of day (the
 * page's language's words for it; the shop's English clock when left out).
 */
export function orderEta(
  order: EtaOf,
  now: number,
  timeZone?: string,
  clockTime: (at: Date, timeZone: string) => string = shopClockTimeOf,
): OrderEta {
  if (order.status === 'delivered' || order.status === 'cancelled') return null;
  if (order.status === 'awaiting_payment') return null;
  const pickup = order.orderType === 'pickup';
  // A pickup already made is ready, whatever an estimate read before it was made said: the status
  // is looked at before the eta. At the counter its label, 'Ready for pickup', says it all; packed
  // ('ready', which a pickup normally skips) the label names a rider, so the words say ready here.
  if (pickup && order.status === 'out_for_delivery') return null;
  if (pickup && order.status === 'ready') return { text: 'Ready for pickup', minutesLeft: 0 };
  // An order for later (docs/product.md#orders-for-later-today) says its time until the kitchen
  // takes it up: a countdown from now would promise it early.
  if (order.scheduledFor && order.releaseAt && now < Date.parse(order.releaseAt) && timeZone)
    return { text: `Scheduled for ${clockTime(new Date(order.scheduledFor), timeZone)}`, minutesLeft: null };
  if (order.eta && timeZone) return estimated(order.eta, now, timeZone, clockTime);
  const accepted = order.history.find((entry) => entry.status === 'accepted');
  if (!accepted) return { text: 'Waiting for the shop to accept', minutesLeft: null };
  const due = Date.parse(accepted.at) + order.promisedMinutes * 60_000;
  // Rounded, not rounded up: the server's clock stamps 'accepted' a moment ahead of the browser's
  // now, and 8 minutes promised must read 8 at acceptance, not 9.
  const minutesLeft = Math.max(0, Math.round((due - now) / 60_000));
  if (minutesLeft === 0)
    return { text: pickup ? 'Ready any minute now' : 'Arriving any minute now', minutesLeft };
  const unit = minutesLeft === 1 ? 'minute' : 'minutes';
  return {
    text: pickup ? `Ready for pickup in ${minutesLeft} ${unit}` : `Arriving in ${minutesLeft} ${unit}`,
    minutesLeft,
  };
}

function estimated(
  eta: NonNullable<Order['eta']>,
  now: number,
  timeZone: string,
  clockTime: (at: Date, timeZone: string) => string,
): OrderEta {
  const at = Date.parse(eta.at);
  const ready = eta.kind === 'ready';
  // The estimate was read a while ago and its time has come: never a time in the past, nor 'late'.
  const minutesLeft = Math.max(0, Math.round((at - now) / 60_000));
  if (minutesLeft === 0)
    return { text: ready ? 'Ready any minute now' : 'Arriving any minute now', minutesLeft };
  const time = clockTime(new Date(at), timeZone);
  return { text: ready ? `Estimated ready ${time}` : `Estimated arrival ${time}`, minutesLeft };
}
