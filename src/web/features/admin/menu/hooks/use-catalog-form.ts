// The item and category forms work alike: one save hook creates or edits, the modal closes once
// it is stored, and an image upload holds the Save button ('Uploading...') until it is done.
import { useState } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';

type Save<Body> = {
  mutateAsync: (variables: { id?: string; body: Body }) => Promise<unknown>;
  isPending: boolean;
};

type Options<Values extends FieldValues, Body> = {
  schema: z.ZodType<Body, Values>;
  initial: DefaultValues<Values>;
  save: Save<Body>;
  /** The record being edited; absent for a new one. */
  id: string | undefined;
  /** The refusal shown when the server gives no words of its own. */
  fallback: string;
  onClose: () => void;
};

export function useCatalogForm<Values extends FieldValues & { image_url: string | null }, Body>({
  schema,
  initial,
  save,
  id,
  fallback,
  onClose,
}: Options<Values, Body>) {
  const { form, field, handleSave } = useSchemaForm(schema, initial);
  const image = useController({ name: 'image_url' as FieldPath<Values>, control: form.control });
  const [uploading, setUploading] = useState(false);

  const onSubmit = handleSave(fallback, async (body) => {
    await save.mutateAsync({ id, body });
    onClose();
  });

  return {
    form,
    field,
    /** FormModal's props but its title and fields. */
    modal: {
      onClose,
      onSubmit,
      busyLabel: uploading ? 'Uploading...' : save.isPending ? 'Saving...' : undefined,
      message: form.formState.errors.root?.message,
    },
    /** ImageField's props but its folder. */
    imageField: {
      value: image.field.value as string | null,
      onChange: image.field.onChange,
      onBusyChange: setUploading,
      error: image.fieldState.error?.message,
    },
  };
}
