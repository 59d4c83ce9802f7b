// An optional delivery area drawn as corners in order, which narrows the radius. The ring must end
// on its first point: the owner closes it (one tap repeats the first point), the form never does it
// unseen, so what is stored is what they see (see polygon-schema.ts).
import { useFieldArray } from 'react-hook-form';
import { FieldError } from '#web/components/form/field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { AddRowButton } from '#web/components/ui/add-button.tsx';
import { RemoveRowButton } from '#web/components/ui/remove-row-button.tsx';
import type { DeliveryAreaForm } from '../lib/delivery-area-draft.ts';
import { polygonCloses } from '../lib/delivery-area-draft.ts';
import { listMessage } from '../lib/list-message.ts';
import { RowLabel } from './fee-slab-rows.tsx';

const DEGREES = { type: 'number', step: 'any', inputMode: 'decimal', autoComplete: 'off' } as const;

export function PolygonRows({ form, field }: Pick<DeliveryAreaForm, 'form' | 'field'>) {
  const points = useFieldArray({ control: form.control, name: 'polygon' });
  const drawn = form.watch('polygon');
  const message = listMessage(form.getFieldState('polygon', form.formState).error);
  const first = drawn[0];
  const canClose = drawn.length >= 3 && !polygonCloses(drawn) && first !== undefined;
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="font-semibold">Delivery area shape (optional)</legend>
      <p className="text-sm text-stone-700">
        Leave empty to deliver everywhere within the radius. To deliver to less, list the corners in order and
        end with the first point again; addresses must be inside both the shape and the radius.
      </p>
      {points.fields.length > 0 && (
        <ol className="space-y-2">
          {points.fields.map((point, index) => {
            const which = `point ${index + 1}`;
            const rowMessage = form.getFieldState(`polygon.${index}`, form.formState).error?.message;
            return (
              <li key={point.id}>
                <div className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                  <TextField
                    label={<RowLabel text="Latitude" which={which} />}
                    {...DEGREES}
                    {...field(`polygon.${index}.lat`)}
                  />
                  <TextField
                    label={<RowLabel text="Longitude" which={which} />}
                    {...DEGREES}
                    {...field(`polygon.${index}.lng`)}
                  />
                  <div className="pt-6">
                    <RemoveRowButton label={`Remove ${which}`} onClick={() => points.remove(index)} />
                  </div>
                </div>
                <FieldError message={rowMessage} />
              </li>
            );
          })}
        </ol>
      )}
      <FieldError message={message} />
      <div className="flex flex-wrap gap-2">
        <AddRowButton label="Add point" onClick={() => points.append({ lat: '', lng: '' })} />
        {canClose && (
          <AddRowButton
            label="Close the shape"
            onClick={() => points.append({ lat: first.lat, lng: first.lng })}
          />
        )}
      </div>
    </fieldset>
  );
}
