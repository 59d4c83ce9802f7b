// 'Collected by UPI' shows the QR first (docs/product.md#the-riders-page): drawn by the server with
// the shop's UPI ID and the exact amount, held up to the customer; the rider taps once the money
// shows as received on the customer's phone.
import { useQuery } from '@tanstack/react-query';
import type { RiderDelivery } from '#shared/api/dispatch.ts';
import { formatInr } from '#shared/money.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { getRiderUpiQr } from '../api/rider-api.ts';
import { GREEN } from './button-class.ts';

type Props = { delivery: RiderDelivery; onCollected: () => void; onClose: () => void };

export function UpiCollectDialog({ delivery, onCollected, onClose }: Props) {
  const qr = useQuery({
    queryKey: ['rider', 'upi-qr', delivery.id],
    queryFn: ({ signal }) => getRiderUpiQr(delivery.id, signal),
    staleTime: 0,
    retry: false,
  });
  const footer = (
    <button
      type="button"
      className={GREEN}
      onClick={() => {
        onCollected();
        onClose();
      }}
    >
      Money received: Collected by UPI
    </button>
  );
  return (
    <Modal open onClose={onClose} title={`UPI for ${delivery.orderNumber}`} footer={footer}>
      <div className="space-y-3 text-center">
        <p className="text-4xl font-extrabold tabular-nums">{formatInr(delivery.amountToCollect)}</p>
        {qr.isPending && (
          <p role="status" className="py-16 text-stone-600">
            Drawing the QR...
          </p>
        )}
        {qr.isError && (
          <FormAlert
            message={`${failureMessage(qr.error, 'The QR could not be shown')}. The customer can pay the shop's UPI ID instead.`}
          />
        )}
        {qr.data && (
          <>
            <img
              src={qr.data.image}
              alt={`UPI QR code: pay ${formatInr(qr.data.amount)} to ${qr.data.vpa} for order ${qr.data.orderNumber}`}
              className="mx-auto aspect-square w-full max-w-[min(22rem,60dvh)] bg-white"
            />
            <p className="text-base">
              To <span className="font-semibold">{qr.data.payeeName}</span> (
              <span className="font-mono">{qr.data.vpa}</span>)
            </p>
          </>
        )}
        <p className="text-sm text-stone-700">Tap below only when the payment shows as done.</p>
      </div>
    </Modal>
  );
}
