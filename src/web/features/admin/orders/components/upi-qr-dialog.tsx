// 'Show UPI QR' on a UPI-at-door card (docs/product.md#online-payments): the QR the rider or the
// counter holds up, drawn by the server (upi://pay with the shop's UPI ID, its name, the exact
// amount and the order number as the reference), large enough to scan from a customer's phone an
// arm's length away, with the amount and the UPI ID in words to check against the payer's screen,
// and 'Mark paid' once the money shows as received. Loaded when first opened.
import { useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { formatInr } from '#shared/money.ts';
import { CancelButton } from '#web/components/ui/cancel-button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useUpiQr } from '../api/get-upi-qr.ts';

type Props = {
  order: Order;
  /** Marks the money collected (the card's mutation, so this chunk carries no request code of its own). */
  collect: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  onClose: () => void;
};

export function UpiQrDialog({ order, collect, onClose }: Props) {
  const qr = useUpiQr(order.id);
  const [error, setError] = useState<string>();

  async function markPaid() {
    setError(undefined);
    try {
      await collect.mutateAsync(order.id);
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, 'The payment could not be marked as paid'));
    }
  }

  const footer = (
    <div className="flex justify-end gap-2">
      <CancelButton onClick={onClose} label="Close" />
      <button
        type="button"
        disabled={collect.isPending}
        onClick={markPaid}
        className="h-10 rounded-lg bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
      >
        {collect.isPending ? 'Marking paid...' : 'Mark paid'}
      </button>
    </div>
  );

  const data = qr.data;
  return (
    <Modal open onClose={onClose} title={`UPI QR for ${order.orderNumber}`} footer={footer}>
      <div className="space-y-3 text-center">
        {qr.isPending && (
          <p role="status" className="py-16 text-stone-600">
            Drawing the QR...
          </p>
        )}
        {qr.isError && <FormAlert message={failureMessage(qr.error, 'The QR could not be shown')} />}
        {data && (
          <>
            <p className="text-4xl font-extrabold tabular-nums">{formatInr(data.amount)}</p>
            <img
              src={data.image}
              alt={`UPI QR code: pay ${formatInr(data.amount)} to ${data.vpa} for order ${data.orderNumber}`}
              className="mx-auto aspect-square w-full max-w-[min(24rem,70dvh)] bg-white"
            />
            <dl className="space-y-1 text-base">
              <div>
                <dt className="inline text-stone-700">To: </dt>
                <dd className="inline font-semibold">
                  {data.payeeName} (<span className="font-mono">{data.vpa}</span>)
                </dd>
              </div>
              <div>
                <dt className="inline text-stone-700">Order: </dt>
                <dd className="inline font-mono font-semibold">{data.orderNumber}</dd>
              </div>
            </dl>
            <p className="text-sm text-stone-700">
              Mark paid once the customer's app shows the payment as successful.
            </p>
          </>
        )}
        <FormAlert message={error} />
      </div>
    </Modal>
  );
}
