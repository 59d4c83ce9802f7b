// A refused save in a form: the server's per-field messages next to their fields (keyed by the
// body's field names, which are the form's), and the form's message above Save, said once: not
// again above Save when it is already next to a field of this form.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { failureFields, failureMessage } from '#web/lib/failure-message.ts';

type Form<Values extends FieldValues> = { setError: UseFormSetError<Values>; getValues: () => Values };

export function showFailure<Values extends FieldValues>(
  form: Form<Values>,
  failure: unknown,
  fallback: string,
): void {
  const fieldNames = Object.keys(form.getValues());
  const besideFields = new Set<string>();
  for (const [name, message] of Object.entries(failureFields(failure))) {
    form.setError(name as FieldPath<Values>, { type: 'server', message });
    // 'feeSlabs.1.upToKm' sits beside its box in a form with a list of rows.
    if (fieldNames.includes(name.split('.')[0] ?? name)) besideFields.add(message);
  }
  const message = failureMessage(failure, fallback);
  if (!besideFields.has(message)) form.setError('root', { type: 'server', message });
}
