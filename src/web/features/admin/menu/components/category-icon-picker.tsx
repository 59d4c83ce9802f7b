// The category form's icon: the ten choices (docs/product.md#menu-and-categories) as a radio group
// of emoji, plus the category's own emoji when it is not one of them (seeded categories carry
// others), so editing keeps it. Each radio is wired to the group's message as Field wires its
// control (aria-invalid, aria-describedby).
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CATEGORY_ICON_CHOICES } from '#shared/api/admin-catalog.ts';
import { FieldError } from '#web/components/form/field.tsx';

type Props = UseFormRegisterReturn & {
  /** The icon the form started with. */
  initial: string;
  error?: string;
};

export function CategoryIconPicker({ initial, error, ...registration }: Props) {
  const errorId = `${useId()}-error`;
  const icons = CATEGORY_ICON_CHOICES.some((c) => c.emoji === initial)
    ? CATEGORY_ICON_CHOICES
    : [{ label: 'Current', emoji: initial }, ...CATEGORY_ICON_CHOICES];
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold">Icon</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {icons.map((choice) => (
          <label
            key={choice.emoji}
            title={choice.label}
            className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-xl border border-stone-300 text-2xl has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              value={choice.emoji}
              {...registration}
              aria-label={choice.label}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="sr-only"
            />
            <span aria-hidden="true">{choice.emoji}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
