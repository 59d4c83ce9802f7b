// 'My orders': number, date, total and status, with each order's status history, Reorder, and
// Cancel while it is still placed.
import { useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { formatRupees, toPaise } from '#shared/money.ts';
import { customerMayCancel, ORDER_TYPE_LABELS, orderStatusLabel } from '#shared/orders.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useCancelMyOrder } from '../api/cancel-my-order.ts';
import { useMyOrders } from '../api/get-my-orders.ts';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

type Props = { open: boolean; onClose: () => void; onReorder: (order: Order) => void };

export function MyOrdersModal({ open, onClose, onReorder }: Props) {
  const orders = useMyOrders(open);
  const cancel = useCancelMyOrder();
  const [expanded, setExpanded] = useState<string>();
  const [error, setError] = useState<string>();

  async function cancelOrder(id: string) {
    setError(undefined);
    try {
      await cancel.mutateAsync(id);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Update failed');
    }
  }

  const list = orders.data?.orders ?? [];
  return (
    <Modal open={open} onClose={onClose} title="My orders">
      <FormAlert message={error} />
      {orders.isPending && <p className="text-stone-600">Loading...</p>}
      {!orders.isPending && list.length === 0 && (
        <p className="py-8 text-center text-stone-600">No orders yet</p>
      )}
      <ul className="space-y-3">
        {list.map((order) => (
          <li key={order.id} className="rounded-xl border border-stone-200 p-3">
            <button
              type="button"
              aria-expanded={expanded === order.id}
              onClick={() => setExpanded(expanded === order.id ? undefined : order.id)}
              className="flex w-full flex-wrap items-baseline justify-between gap-2 text-left"
            >
              <span className="font-mono font-bold">{order.orderNumber}</span>
              <span className="text-sm text-stone-600">{dateTime.format(new Date(order.createdAt))}</span>
              <span className="tabular-nums">{formatRupees(toPaise(order.total))}</span>
              <span className="text-sm text-stone-700">{ORDER_TYPE_LABELS[order.orderType]}</span>
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-900">
                {orderStatusLabel(order.status, order.orderType)}
              </span>
            </button>
            {expanded === order.id && (
              <div className="mt-3 space-y-3 border-t border-stone-100 pt-3 text-sm">
                <ul>
                  {order.lines.map((l) => (
                    <li key={`${l.menuItemId}-${l.name}`} className="flex justify-between">
                      <span>
                        {l.quantity} × {l.name}
                      </span>
                      <span className="tabular-nums">{formatRupees(toPaise(l.lineTotal))}</span>
                    </li>
                  ))}
                </ul>
                {order.orderType === 'delivery' && (
                  <p className="flex justify-between">
                    <span>Delivery</span>
                    <span className="tabular-nums">
                      {order.deliveryFee === 0 ? 'FREE' : formatRupees(toPaise(order.deliveryFee))}
                    </span>
                  </p>
                )}
                {order.address && (
                  <p className="text-stone-700">
                    {[order.address.house, order.address.address, order.address.area]
                      .filter(Boolean)
                      .join(', ')}
                  </p>
                )}
                <ol aria-label="Status history" className="space-y-1">
                  {order.history.map((h) => (
                    <li key={`${h.status}-${h.at}`} className="flex justify-between text-stone-700">
                      <span>{orderStatusLabel(h.status, order.orderType)}</span>
                      <span>{dateTime.format(new Date(h.at))}</span>
                    </li>
                  ))}
                </ol>
                {order.cancelReason && <p className="text-red-800">{order.cancelReason}</p>}
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => onReorder(order)}
                    className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
                  >
                    Reorder
                  </button>
                  {customerMayCancel(order.status) && (
                    <button
                      type="button"
                      disabled={cancel.isPending}
                      onClick={() => cancelOrder(order.id)}
                      className="rounded-lg border border-stone-300 px-3 py-1.5 font-semibold hover:bg-stone-50"
                    >
                      Cancel order
                    </button>
                  )}
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
