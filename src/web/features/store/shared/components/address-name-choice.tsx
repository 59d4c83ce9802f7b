// 'Save this address as Home / Work / Other': under an address typed at checkout by a signed-in
// customer (saved under that name once the order is placed), and in the location chooser's address
// form, where a saved address is named or renamed (issue 44, Medium 3).
import { useId } from 'react';
import { ADDRESS_NAMES, type AddressName } from '#web/features/store/shared/lib/keep-checkout-address.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

type Props = { value: AddressName; onChange: (name: AddressName) => void };

export function AddressNameChoice({ value, onChange }: Props) {
  const t = useT();
  // Its own radio group name: checkout's choice and the chooser's form can be open at once.
  const group = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-1 text-sm text-stone-700">{t('Save this address as')}</legend>
      {ADDRESS_NAMES.map((name) => (
        <label
          key={name}
          className="cursor-pointer rounded-full border border-stone-300 px-3 py-1 text-sm font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
        >
          <input
            type="radio"
            name={group}
            value={name}
            checked={value === name}
            onChange={() => onChange(name)}
            className="sr-only"
          />
          {t(name)}
        </label>
      ))}
    </fieldset>
  );
}
