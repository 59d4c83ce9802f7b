// A labelled <input>; any input attribute passes through, so react-hook-form's register() spreads in.
import type { ComponentProps } from 'react';
import { CONTROL_CLASS } from './control-class.ts';
import { Field, type FieldProps } from './field.tsx';

type Props = FieldProps & Omit<ComponentProps<'input'>, 'className' | 'id'>;

export function TextField({ label, hint, error, className, ...input }: Props) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...input} {...control} className={`mt-1 ${CONTROL_CLASS}`} />}
    </Field>
  );
}
