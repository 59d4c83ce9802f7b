// 'Refund' on a card (managers and admins, payments:refund; docs/product.md#online-payments): part
// or all of what is left of an order paid online, with a reason, sent back through the gateway.
// Loaded when first opened. The server checks the amount again under the order's lock; its field
// messages show beside the boxes, and the card shows the refund and its state once it answers.
import { useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import type { RefundBody } from '#shared/api/payments.ts';
import { formatInr } from '#shared/money.ts';
import { FormModal } from '#web/components/form/form-modal.tsx';
import { TextAreaField } from '#web/components/form/text-area-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { refundLeft } from '../lib/payment-text.ts';
import { refundDraft, refundFormSchema } from '../lib/refund-form.ts';

const WIDE = 'sm:col-span-2';

type Props = {
  order: Order;
  /** Sends the refund (the card's mutation, so this chunk carries no request code of its own). */
  refund: {
    mutateAsync: (variables: { id: string; body: RefundBody }) => Promise<unknown>;
    isPending: boolean;
  };
  onClose: () => void;
};

export function RefundDialog({ order, refund, onClose }: Props) {
  // What is left when the dialog opened: the limit stays put while the person types.
  const [left] = useState(() => refundLeft(order));
  const [schema] = useState(() => refundFormSchema(left));
  const { form, field, handleSave } = useSchemaForm(schema, refundDraft(left));

  const onSubmit = handleSave('The refund could not be made', async (body) => {
    await refund.mutateAsync({ id: order.id, body });
    onClose();
  });

  return (
    <FormModal
      title={`Refund ${order.orderNumber}`}
      onClose={onClose}
      onSubmit={onSubmit}
      busyLabel={refund.isPending ? 'Refunding...' : undefined}
      message={form.formState.errors.root?.message}
      submitLabel="Refund"
    >
      <p className={`${WIDE} text-sm text-stone-700`}>
        Paid online {formatInr(order.total)}. Up to {formatInr(left)} can be refunded; the money goes back to
        the customer's account through the payment gateway.
      </p>
      <TextField
        label="Amount (₹)"
        inputMode="decimal"
        autoComplete="off"
        hint={`Up to ${formatInr(left)}, at most two decimals.`}
        data-autofocus
        {...field('amount')}
      />
      <TextAreaField
        label="Reason"
        className={WIDE}
        rows={2}
        maxLength={300}
        hint="Kept with the refund and in the audit log."
        {...field('reason')}
      />
    </FormModal>
  );
}
