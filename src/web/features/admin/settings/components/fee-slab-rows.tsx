// The delivery fee by distance: rows of 'up to km' and 'fee ₹', nearest first. No rows means
// delivery is FREE at every distance (docs/product.md#d15-delivery-fee-zone-and-minimum-order).
import { useFieldArray } from 'react-hook-form';
import { FieldError } from '#web/components/form/field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { AddRowButton } from '#web/components/ui/add-button.tsx';
import { RemoveRowButton } from '#web/components/ui/remove-row-button.tsx';
import type { DeliveryAreaForm } from '../lib/delivery-area-draft.ts';
import { listMessage } from '../lib/list-message.ts';

const KM = { type: 'number', min: 0, step: 0.1, inputMode: 'decimal', autoComplete: 'off' } as const;
const RUPEES = { type: 'number', min: 0, step: 1, inputMode: 'numeric', autoComplete: 'off' } as const;

export function FeeSlabRows({ form, field }: Pick<DeliveryAreaForm, 'form' | 'field'>) {
  const slabs = useFieldArray({ control: form.control, name: 'feeSlabs' });
  const message = listMessage(form.getFieldState('feeSlabs', form.formState).error);
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="font-semibold">Delivery fee by distance</legend>
      <p className="text-sm text-stone-700">
        Leave fee slabs empty for FREE delivery. Each slab charges its fee from the previous slab's distance
        up to its own; the last one must reach the delivery radius.
      </p>
      {slabs.fields.length === 0 ? (
        <p className="rounded-lg bg-stone-100 p-3 text-sm">
          No fee slabs: delivery is FREE at every distance.
        </p>
      ) : (
        <ol className="space-y-2">
          {slabs.fields.map((slab, index) => {
            const which = `slab ${index + 1}`;
            return (
              <li key={slab.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                <TextField
                  label={<RowLabel text="Up to (km)" which={which} />}
                  {...KM}
                  {...field(`feeSlabs.${index}.upToKm`)}
                />
                <TextField
                  label={<RowLabel text="Fee (₹)" which={which} />}
                  {...RUPEES}
                  {...field(`feeSlabs.${index}.feeRupees`)}
                />
                <div className="pt-6">
                  <RemoveRowButton label={`Remove fee ${which}`} onClick={() => slabs.remove(index)} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError message={message} />
      <AddRowButton label="Add fee slab" onClick={() => slabs.append({ upToKm: '', feeRupees: '' })} />
    </fieldset>
  );
}

/** A row's box label: the column's words for everyone, and which row for screen readers. */
export function RowLabel({ text, which }: { text: string; which: string }) {
  return (
    <>
      {text}
      <span className="sr-only">, {which}</span>
    </>
  );
}
