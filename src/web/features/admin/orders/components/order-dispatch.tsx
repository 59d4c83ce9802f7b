// A delivery card's rider (docs/product.md#sending-an-order-with-a-rider): who holds the order and
// where they are, with Change rider and Take off rider (asked first) until it is picked up; after
// a failed delivery, why it failed (and the door's photo) with Send with… to try again and Make it a
// pickup (Cancel stays among the card's moves). Send with… is offered on a preparing or packed
// order only while riders are on shift; otherwise the card's Send out moves it as before.
import { useState } from 'react';
import type { OnShiftRidersResponse } from '#shared/api/dispatch.ts';
import type { Order } from '#shared/api/orders.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useDeliveryMoves } from '../api/dispatch.ts';
import { failureLine, riderLine } from '../lib/delivery-text.ts';
import { SendWithMenu } from './send-with-menu.tsx';

const SENDABLE: readonly Order['status'][] = ['preparing', 'ready'];

/**
 * Whether the card's next move is the rider's, not staff's: Send with… replaces Send out on a
 * packed delivery order with riders to send it with, and no Mark delivered while a rider carries
 * it (the rider's Delivered tap records the door and the money; the server refuses staff's).
 */
export function riderSendsIt(order: Order, riders: OnShiftRidersResponse | undefined): boolean {
  if (order.orderType !== 'delivery') return false;
  if (order.status === 'out_for_delivery') return Boolean(order.delivery?.current);
  if (order.status !== 'ready') return false;
  return Boolean(order.delivery?.current) || (riders?.riders.length ?? 0) > 0;
}

type Props = { order: Order; now: Date; riders: OnShiftRidersResponse | undefined };

export function OrderDispatch({ order, now, riders }: Props) {
  const moves = useDeliveryMoves();
  const [problem, setProblem] = useState<string>();
  const [confirmingOff, setConfirmingOff] = useState(false);
  if (order.orderType !== 'delivery') return null;
  const current = order.delivery?.current ?? null;
  const failure = order.delivery?.failure ?? null;
  const sendable = SENDABLE.includes(order.status) && (riders?.riders.length ?? 0) > 0;
  const busy = moves.assign.isPending || moves.unassign.isPending || moves.toPickup.isPending;

  async function run(action: () => Promise<unknown>, fallback: string) {
    setProblem(undefined);
    try {
      await action();
    } catch (error) {
      setProblem(failureMessage(error, fallback));
    }
  }
  const assign = (riderId: string) =>
    void run(
      () => moves.assign.mutateAsync({ id: order.id, riderId, fromRiderId: current?.riderId ?? null }),
      'The rider could not be given this order',
    );

  if (!current && !failure && !sendable) return null;
  return (
    <div data-testid="order-dispatch" className="space-y-2 rounded-md bg-sky-50 p-2">
      {current && (
        <p className="font-semibold text-sky-950" data-testid="rider-line">
          {riderLine(current, order.address, now)}
        </p>
      )}
      {!current && failure && (
        <p className="text-red-900" data-testid="delivery-failure">
          <span className="font-semibold">{failureLine(failure)}</span>
          <span className="block text-xs">by {failure.riderName}</span>
          {failure.photo && (
            <a href={failure.photo} target="_blank" rel="noreferrer" className="block underline">
              Photo of the door
            </a>
          )}
        </p>
      )}
      {order.delivery?.proofWarning && <p className="text-amber-900">{order.delivery.proofWarning}</p>}
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 px-2 py-1 text-red-900">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {current?.status === 'assigned' && riders && (
          <>
            <SendWithMenu
              orderNumber={order.orderNumber}
              riders={riders}
              currentRiderId={current.riderId}
              label="Change rider"
              busy={busy}
              onChoose={assign}
            />
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirmingOff(true)}
              className="rounded-md border border-stone-400 bg-white px-2 py-1.5"
            >
              Take off rider
            </button>
          </>
        )}
        {!current && sendable && riders && (
          <SendWithMenu orderNumber={order.orderNumber} riders={riders} busy={busy} onChoose={assign} />
        )}
        {!current && failure && (
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void run(() => moves.toPickup.mutateAsync(order.id), 'It could not be made a pickup')
            }
            className="rounded-md border border-stone-400 bg-white px-2 py-1.5 font-semibold"
          >
            Make it a pickup
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingOff}
        title={`Take ${order.orderNumber} off ${current?.riderName ?? 'the rider'}?`}
        message="The order goes back on the shelf and the rider is told it is no longer theirs."
        confirmLabel="Take off rider"
        cancelLabel="Keep rider"
        busy={moves.unassign.isPending}
        onConfirm={() =>
          void run(() => moves.unassign.mutateAsync(order.id), 'The rider could not be taken off').then(() =>
            setConfirmingOff(false),
          )
        }
        onCancel={() => setConfirmingOff(false)}
      />
    </div>
  );
}
