// A board card's words for its delivery (docs/product.md#sending-an-order-with-a-rider): who has
// the order and where they are, or why the last delivery failed.
import type { OrderDelivery } from '#shared/api/dispatch.ts';
import type { Order } from '#shared/api/orders.ts';
import {
  agoText,
  FAIL_REASON_LABELS,
  metresBetween,
  metresText,
  positionIsStale,
} from '#shared/dispatch/delivery-rules.ts';

type Current = NonNullable<OrderDelivery['current']>;

/**
 * "Ravi · waiting for pick-up", "Ravi has it", "Ravi · 400 m away, 20 s ago" (from the address
 * point, when the order has one), "Ravi · location stale".
 */
export function riderLine(current: Current, address: Order['address'], now: Date): string {
  const name = current.riderName;
  if (current.status === 'assigned') return `${name} · waiting for pick-up`;
  const position = current.position;
  if (!position) return `${name} has it`;
  if (positionIsStale(position, now)) return `${name} · location stale`;
  const ago = agoText(position.at, now);
  if (address?.latitude == null || address.longitude == null) return `${name} has it · seen ${ago}`;
  const metres = metresBetween(position, { latitude: address.latitude, longitude: address.longitude });
  return `${name} · ${metresText(metres)} away, ${ago}`;
}

/** "Couldn't deliver: Not at home — rang twice". */
export function failureLine(failure: NonNullable<OrderDelivery['failure']>): string {
  const reason = FAIL_REASON_LABELS[failure.reason];
  return `Couldn't deliver: ${reason}${failure.note ? ` — ${failure.note}` : ''}`;
}
