// A labelled <textarea>, the multi-line twin of TextField.
import type { ComponentProps } from 'react';
import { CONTROL_CLASS } from './control-class.ts';
import { Field, type FieldProps } from './field.tsx';

type Props = FieldProps & Omit<ComponentProps<'textarea'>, 'className' | 'id'>;

export function TextAreaField({ label, hint, error, className, ...textarea }: Props) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...textarea} {...control} className={`mt-1 ${CONTROL_CLASS}`} />}
    </Field>
  );
}
