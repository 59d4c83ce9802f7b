// The payment buttons of an order card (docs/product.md#online-payments): 'Mark paid' when the
// cash, card or UPI of an at-door order is taken (any staff), after asking 'Collected ₹150 cash?',
// 'Show UPI QR' for a UPI order still to pay, 'Refund' for an order paid online and 'Undo paid'
// for one marked paid at the door (managers and admins). Neither Mark paid nor the QR while a rider
// holds the order (docs/product.md#cash-per-rider). The dialogs with forms are chunks of
// their own, loaded when opened: the board loads without them.
import { QrCode } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useMarkCollected } from '../api/mark-collected.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { useUndoCollected } from '../api/undo-collected.ts';
import { collectedQuestion, mayMarkPaid, mayRefund, mayShowUpiQr, mayUndoPaid } from '../lib/payment-text.ts';

const UpiQrDialog = lazy(() => import('./upi-qr-dialog.tsx').then((m) => ({ default: m.UpiQrDialog })));
const RefundDialog = lazy(() => import('./refund-dialog.tsx').then((m) => ({ default: m.RefundDialog })));
const UndoPaidDialog = lazy(() =>
  import('./undo-paid-dialog.tsx').then((m) => ({ default: m.UndoPaidDialog })),
);

const BUTTON =
  'flex items-center gap-1 rounded-md border border-stone-400 px-2 py-1.5 font-semibold hover:bg-stone-100 disabled:opacity-60';

type Props = {
  order: Order;
  /** The viewer may send money back (payments:refund). */
  canRefund: boolean;
  /** The viewer may undo a mark-paid (payments:unmark). */
  canUnmark?: boolean;
};

export function PaymentActions({ order, canRefund, canUnmark = false }: Props) {
  const collect = useMarkCollected();
  const refundOrder = useRefundOrder();
  const undoCollected = useUndoCollected();
  const [error, setError] = useState<string>();
  const [dialog, setDialog] = useState<'confirm-paid' | 'qr' | 'refund' | 'undo-paid' | null>(null);
  const close = () => setDialog(null);
  // A rider holding the order collects at the door and answers for it at hand-in: staff's Mark
  // paid (and the QR, which marks paid) would leave that money off the rider's count.
  const riderCollects = Boolean(order.delivery?.current);
  const markPaid = mayMarkPaid(order) && !riderCollects;
  const qr = mayShowUpiQr(order) && !riderCollects;
  const refund = canRefund && mayRefund(order);
  const undoPaid = canUnmark && mayUndoPaid(order);

  async function onMarkPaid() {
    setError(undefined);
    try {
      await collect.mutateAsync(order.id);
    } catch (failure) {
      setError(failureMessage(failure, 'The payment could not be marked as paid'));
    } finally {
      close();
    }
  }

  return (
    <>
      {(markPaid || qr || refund || undoPaid) && (
        <div className="flex flex-wrap gap-2">
          {markPaid && (
            <button
              type="button"
              disabled={collect.isPending}
              onClick={() => setDialog('confirm-paid')}
              aria-label={`Mark paid ${order.orderNumber}`}
              className={BUTTON}
            >
              Mark paid
            </button>
          )}
          {qr && (
            <button
              type="button"
              onClick={() => setDialog('qr')}
              aria-label={`Show UPI QR ${order.orderNumber}`}
              className={BUTTON}
            >
              <QrCode aria-hidden="true" className="h-4 w-4" />
              Show UPI QR
            </button>
          )}
          {refund && (
            <button
              type="button"
              onClick={() => setDialog('refund')}
              aria-label={`Refund ${order.orderNumber}`}
              className={BUTTON}
            >
              Refund
            </button>
          )}
          {undoPaid && (
            <button
              type="button"
              onClick={() => setDialog('undo-paid')}
              aria-label={`Undo paid ${order.orderNumber}`}
              className={BUTTON}
            >
              Undo paid
            </button>
          )}
        </div>
      )}
      <FormAlert message={error} />
      <ConfirmDialog
        open={dialog === 'confirm-paid'}
        title={`Mark paid ${order.orderNumber}`}
        message={collectedQuestion(order)}
        confirmLabel="Mark paid"
        cancelLabel="Not yet"
        busy={collect.isPending}
        onConfirm={() => void onMarkPaid()}
        onCancel={close}
      />
      {/* Open even when the order is paid meanwhile on another device: Mark paid there then says so. */}
      <Suspense fallback={null}>
        {dialog === 'qr' && <UpiQrDialog order={order} collect={collect} onClose={close} />}
        {dialog === 'refund' && <RefundDialog order={order} refund={refundOrder} onClose={close} />}
        {dialog === 'undo-paid' && <UndoPaidDialog order={order} undo={undoCollected} onClose={close} />}
      </Suspense>
    </>
  );
}
