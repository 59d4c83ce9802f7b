// A checkbox with its label beside it; a checkbox in these forms cannot be invalid, so no message.
import type { ComponentProps, ReactNode } from 'react';

type Props = { label: ReactNode } & Omit<ComponentProps<'input'>, 'type' | 'className'>;

export function CheckboxField({ label, ...input }: Props) {
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm font-semibold">
      <input type="checkbox" {...input} className="h-5 w-5 accent-brand-700" />
      {label}
    </label>
  );
}
