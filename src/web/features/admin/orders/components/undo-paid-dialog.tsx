// 'Undo paid' on a card (managers and admins, payments:unmark; docs/product.md#online-payments): an
// order marked paid at the door whose money never came goes back to payment pending, with a
// reason the audit log keeps. Loaded when first opened.
import type { Order } from '#shared/api/orders.ts';
import { type UncollectBody, uncollectBodySchema } from '#shared/api/payments.ts';
import { formatAmount } from '#shared/money.ts';
import { FormModal } from '#web/components/form/form-modal.tsx';
import { TextAreaField } from '#web/components/form/text-area-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';

type Props = {
  order: Order;
  /** Sends the undo (the card's mutation, so this chunk carries no request code of its own). */
  undo: {
    mutateAsync: (variables: { id: string; body: UncollectBody }) => Promise<unknown>;
    isPending: boolean;
  };
  onClose: () => void;
};

export function UndoPaidDialog({ order, undo, onClose }: Props) {
  const { form, field, handleSave } = useSchemaForm(uncollectBodySchema, { reason: '' });

  const onSubmit = handleSave('The payment could not be undone', async (body) => {
    await undo.mutateAsync({ id: order.id, body });
    onClose();
  });

  return (
    <FormModal
      title={`Undo paid ${order.orderNumber}`}
      onClose={onClose}
      onSubmit={onSubmit}
      busyLabel={undo.isPending ? 'Undoing...' : undefined}
      message={form.formState.errors.root?.message}
      submitLabel="Undo paid"
    >
      <p className="text-sm text-stone-700 sm:col-span-2">
        {formatAmount(order.total)} goes back to payment pending: the card shows it as due again.
      </p>
      <TextAreaField
        label="Reason"
        className="sm:col-span-2"
        rows={2}
        maxLength={300}
        hint="Kept in the audit log."
        data-autofocus
        {...field('reason')}
      />
    </FormModal>
  );
}
