// What the rider sees at once after a tap, before the server has it (docs/product.md#the-riders-page):
// the last answer from the server with the waiting taps laid over it, so a tap made offline moves
// the page on (Picked up shows Delivered next) and says it will be sent.
import type { RiderDelivery } from '#shared/api/dispatch.ts';
import type { QueuedTap } from './tap-queue.ts';

/** A delivery finished on this phone whose tap the server has not had yet. */
export type FinishedHere = { deliveryId: string; orderNumber: string; kind: 'delivered' | 'failed' };

export type RiderView = {
  /** In hand, oldest first: the first is the current delivery, the second the next. */
  deliveries: RiderDelivery[];
  finishedHere: FinishedHere[];
};

function applyTap(delivery: RiderDelivery, tap: QueuedTap): RiderDelivery {
  switch (tap.kind) {
    case 'ack':
      return { ...delivery, acknowledgedAt: delivery.acknowledgedAt ?? tap.tappedAt };
    case 'picked-up':
      return delivery.status === 'assigned'
        ? {
            ...delivery,
            status: 'picked_up',
            pickedUpAt: tap.tappedAt,
            acknowledgedAt: delivery.acknowledgedAt ?? tap.tappedAt,
          }
        : delivery;
    case 'collected':
      return delivery.collected || !tap.details.method
        ? delivery
        : {
            ...delivery,
            collected: { method: tap.details.method, amount: delivery.amountToCollect },
            amountToCollect: 0,
          };
    default:
      return delivery;
  }
}

export function riderView(deliveries: readonly RiderDelivery[], taps: readonly QueuedTap[]): RiderView {
  const finishedHere: FinishedHere[] = [];
  const shown: RiderDelivery[] = [];
  for (const delivery of deliveries) {
    let current = delivery;
    let finished: FinishedHere | undefined;
    for (const tap of taps) {
      if (tap.deliveryId !== delivery.id) continue;
      if (tap.kind === 'delivered' || tap.kind === 'failed')
        finished = { deliveryId: delivery.id, orderNumber: delivery.orderNumber, kind: tap.kind };
      else current = applyTap(current, tap);
    }
    if (finished) finishedHere.push(finished);
    else shown.push(current);
  }
  // A finishing tap whose delivery the server no longer lists (already applied) needs no note.
  return { deliveries: shown, finishedHere };
}

/**
 * The list with a tap's answer in it: the delivery as the server now has it, or gone from the list
 * once finished (delivered, failed, withdrawn).
 */
export function withAnswer(deliveries: readonly RiderDelivery[], answer: RiderDelivery): RiderDelivery[] {
  const inHand = answer.status === 'assigned' || answer.status === 'picked_up';
  return deliveries.flatMap((d) => (d.id !== answer.id ? [d] : inHand ? [answer] : []));
}

/** Deliveries still ringing: given to the rider and not yet acknowledged (here or on the server). */
export function unacknowledged(view: RiderView): RiderDelivery[] {
  return view.deliveries.filter((d) => d.status === 'assigned' && d.acknowledgedAt === null);
}

/** Whether Delivered may be tapped: a paid-at-door order must be collected first (the server agrees). */
export function mayDeliver(delivery: RiderDelivery): boolean {
  return delivery.status === 'picked_up' && (delivery.amountToCollect <= 0 || delivery.collected !== null);
}

/** "1 tap waiting to send", "3 taps waiting to send"; null when nothing waits. */
export function waitingText(count: number): string | null {
  if (count === 0) return null;
  return `${count} tap${count === 1 ? '' : 's'} waiting to send`;
}
