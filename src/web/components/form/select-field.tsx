// A labelled <select>; its <option>s come as children.
import type { ComponentProps } from 'react';
import { CONTROL_CLASS } from './control-class.ts';
import { Field, type FieldProps } from './field.tsx';

type Props = FieldProps & Omit<ComponentProps<'select'>, 'className' | 'id'>;

export function SelectField({ label, hint, error, className, children, ...select }: Props) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...select} {...control} className={`mt-1 ${CONTROL_CLASS}`}>
          {children}
        </select>
      )}
    </Field>
  );
}
