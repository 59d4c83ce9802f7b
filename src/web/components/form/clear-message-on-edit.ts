// A form's own message (a refusal that belongs to no one field, said above Save) goes as soon as
// the person edits a field again, as a field's message follows its field; the next Save says it
// again if it still holds. Left alone, react-hook-form would keep it until the next submit.
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

type Form<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  'watch' | 'clearErrors' | 'getFieldState'
>;

/** Starts listening to the form's edits; answers the function that stops it. */
export function clearMessageOnEdit<Values extends FieldValues>(form: Form<Values>): () => void {
  // The form's message is react-hook-form's 'root' error, which getFieldState reads like a field's.
  const root = 'root' as FieldPath<Values>;
  const { unsubscribe } = form.watch((_values, { type }) => {
    // 'change' is an edit by the person; setValue and reset come without a type.
    if (type === 'change' && form.getFieldState(root).error) form.clearErrors('root');
  });
  return unsubscribe;
}
