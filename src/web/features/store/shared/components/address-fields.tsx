// The parts of a delivery address (docs/product.md#d16-an-order-goes-to-a-real-address), as the
// location chooser's form and checkout both ask for them: who takes it, the door, the building and
// street, the area, and the optional landmark and notes for the rider.
import { useId } from 'react';
import { useT } from '#web/lib/i18n/language-context.tsx';
import type { AddressDraft, AddressFieldErrors } from '../lib/address-draft.ts';

type Props = {
  draft: AddressDraft;
  onChange: (key: keyof AddressDraft, value: string) => void;
  errors?: AddressFieldErrors;
};

type TextKey = Exclude<keyof AddressDraft, 'latitude' | 'longitude'>;

const FIELDS: { key: TextKey; label: string; autoComplete?: string; type?: string; hint?: string }[] = [
  { key: 'name', label: 'Name', autoComplete: 'name' },
  { key: 'phone', label: 'Mobile number', autoComplete: 'tel', type: 'tel', hint: 'An Indian mobile number' },
  { key: 'house', label: 'House / flat', autoComplete: 'address-line1', hint: 'e.g. Flat 4, 2nd floor' },
  { key: 'address', label: 'Building and street', autoComplete: 'address-line2' },
  { key: 'area', label: 'Area', autoComplete: 'address-level3' },
  { key: 'landmark', label: 'Landmark (optional)' },
];

const control =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 aria-[invalid=true]:border-red-700 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700';

export function AddressFields({ draft, onChange, errors = {} }: Props) {
  const t = useT();
  const id = useId();
  const describedBy = (key: TextKey, hint?: string) =>
    [hint ? `${id}-${key}-hint` : '', errors[key] ? `${id}-${key}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const row = (key: TextKey, label: string, input: React.ReactNode, hint?: string) => (
    <div key={key}>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium">
        {t(label)}
      </label>
      {input}
      {hint && (
        <p id={`${id}-${key}-hint`} className="mt-0.5 text-xs text-stone-600">
          {t(hint)}
        </p>
      )}
      {errors[key] && (
        <p id={`${id}-${key}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {t(errors[key] ?? '')}
        </p>
      )}
    </div>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {FIELDS.map(({ key, label, autoComplete, type, hint }) =>
        row(
          key,
          label,
          <input
            id={`${id}-${key}`}
            className={control}
            type={type ?? 'text'}
            autoComplete={autoComplete ?? 'off'}
            value={draft[key]}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={describedBy(key, hint)}
            onChange={(event) => onChange(key, event.target.value)}
          />,
          hint,
        ),
      )}
      <div className="sm:col-span-2">
        {row(
          'deliveryNotes',
          'Delivery notes (optional)',
          <textarea
            id={`${id}-deliveryNotes`}
            className={control}
            rows={2}
            value={draft.deliveryNotes}
            aria-invalid={errors.deliveryNotes ? true : undefined}
            aria-describedby={describedBy('deliveryNotes')}
            onChange={(event) => onChange('deliveryNotes', event.target.value)}
          />,
        )}
      </div>
    </div>
  );
}
