import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import type { Order } from '../../../../../shared/api/orders';
import { DELIVERY_MINUTES } from '../../../../../shared/constants';
import { formatRupees, toPaise } from '../../../../../shared/money';
import { ORDER_STATUS_LABELS } from '../../../../../shared/orders';
import { Modal } from '../../../../components/ui/modal';
import { myOrderKey, useMyOrderEvents } from '../../orders/api/my-order-events';
import { getMyOrder } from '../api/place-order';

/** The confirmation with the order number and its status, followed live while open. */
export function OrderPlacedModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  useMyOrderEvents(order !== null);
  const live = useQuery({
    queryKey: myOrderKey(order?.id),
    queryFn: ({ signal }) => getMyOrder(order?.id ?? '', signal),
    enabled: order !== null,
    initialData: order ?? undefined,
  });
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
