// Cancelling from a card: a reason is required (docs/product.md#orders-and-their-statuses), and an
// order paid online says what goes back to the customer's account, since cancelling refunds what
// is left of it at once (docs/product.md#online-payments).
import { useId, useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { cancelRefundNotice } from '../lib/payment-text.ts';

type Props = {
  order: Order;
  busy: boolean;
  onCancel: (reason: string) => void;
  onKeep: () => void;
};

export function CancelOrderForm({ order, busy, onCancel, onKeep }: Props) {
  const [reason, setReason] = useState('');
  const noticeId = useId();
  const refundNotice = cancelRefundNotice(order);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim()) onCancel(reason.trim());
      }}
      className="space-y-2"
    >
      <label className="block text-xs font-medium">
        Reason for cancelling
        <input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="mt-1 w-full rounded-md border border-stone-300 px-2 py-1"
        />
      </label>
      {refundNotice && (
        <p id={noticeId} className="font-semibold text-amber-950">
          {refundNotice}
        </p>
      )}
      <div className="flex gap-2">
        <button type="button" onClick={onKeep} className="rounded-md border px-2 py-1">
          Keep
        </button>
        <button
          type="submit"
          disabled={busy || !reason.trim()}
          aria-describedby={refundNotice ? noticeId : undefined}
          className="rounded-md bg-red-700 px-2 py-1 font-semibold text-white disabled:opacity-60"
        >
          Cancel order
        </button>
      </div>
    </form>
  );
}
