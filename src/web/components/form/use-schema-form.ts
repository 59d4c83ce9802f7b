// Every admin form: react-hook-form with the zod resolver over the schema the server validates
// with (or one derived from it by formSchema), so the browser shows the server's own words before
// sending anything. Errors show after the first Save and then follow each edit (the form's own
// message goes at the next edit); the first field to fix gets the focus.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { clearMessageOnEdit } from './clear-message-on-edit.ts';
import { showFailure } from './show-failure.ts';

export function useSchemaForm<Values extends FieldValues, Body>(
  schema: z.ZodType<Body, Values>,
  defaultValues: DefaultValues<Values>,
) {
  const form = useForm<Values, unknown, Body>({ resolver: zodResolver(schema), defaultValues });
  useEffect(() => clearMessageOnEdit(form), [form]);
  /** What a field component takes: the input's registration and the field's message. */
  const field = (name: FieldPath<Values>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  /**
   * The form's submit handler: valid values go to `save`; a refusal shows in the form, in the
   * server's words or else `fallback` (such as 'Save failed', 'Failed to save item').
   */
  const handleSave = (fallback: string, save: (body: Body) => Promise<unknown>) =>
    form.handleSubmit(async (body) => {
      try {
        await save(body);
      } catch (failure) {
        showFailure(form, failure, fallback);
      }
    });
  return { form, field, handleSave };
}
