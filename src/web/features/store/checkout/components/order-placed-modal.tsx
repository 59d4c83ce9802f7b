import { CheckCircle2 } from 'lucide-react';
import type { Order } from '#shared/api/orders.ts';
import { DELIVERY_MINUTES } from '#shared/constants.ts';
import { formatRupees, toPaise } from '#shared/money.ts';
import { ORDER_STATUS_LABELS } from '#shared/orders.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { useMyOrder } from '#web/features/store/orders/api/get-my-order.ts';

/** The confirmation with the order number and its status, followed live while open. */
export function OrderPlacedModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const live = useMyOrder(order);
  const current = live.data ?? order;
  return (
    <Modal open={order !== null} onClose={onClose} title="Order placed">
      {current && (
        <div className="flex flex-col items-center gap-3 py-4 text-center">
          <CheckCircle2 aria-hidden="true" className="h-14 w-14 text-green-700" />
          <p className="text-lg font-bold">Thank you! Your order is in.</p>
          <p>
            Order number <strong className="font-mono text-lg">{current.orderNumber}</strong>
          </p>
          <p role="status" className="rounded-full bg-brand-50 px-4 py-1 font-semibold text-brand-900">
            {ORDER_STATUS_LABELS[current.status]}
          </p>
          <p className="text-sm text-stone-700">
            {formatRupees(toPaise(current.total))} · arriving in about {DELIVERY_MINUTES} minutes
          </p>
        </div>
      )}
    </Modal>
  );
}
