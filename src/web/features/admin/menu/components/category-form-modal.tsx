// 'Add New Category' / 'Edit Category' (docs/product.md#menu-admin): the shared schema's messages,
// and the server's field errors, next to their fields.
import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { AdminCategory } from '#shared/api/admin-catalog.ts';
import { CATEGORY_TEXT_LIMITS } from '#shared/api/translations.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { FormModal } from '#web/components/form/form-modal.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSaveCategory } from '../api/save-category.ts';
import { useCatalogForm } from '../hooks/use-catalog-form.ts';
import { categoryFormSchema, categoryFormValues } from '../lib/category-form-schema.ts';
import { CategoryIconPicker } from './category-icon-picker.tsx';
import { ImageField } from './image-field.tsx';
import { NameDescriptionFields } from './name-description-fields.tsx';
import { TimeWindowsField, windowsError } from './time-windows-field.tsx';

export function CategoryFormModal({ category, onClose }: { category?: AdminCategory; onClose: () => void }) {
  const [initial] = useState(() => categoryFormValues(category));
  const { form, field, modal, imageField } = useCatalogForm({
    schema: categoryFormSchema,
    initial,
    save: useSaveCategory(),
    id: category?.id,
    fallback: 'Failed to save category',
    onClose,
  });
  const windows = useController({ name: 'time_windows', control: form.control });

  return (
    <FormModal title={category ? 'Edit Category' : 'Add New Category'} wide {...modal}>
      <NameDescriptionFields
        limits={CATEGORY_TEXT_LIMITS}
        field={field}
        english={(name) => form.watch(name)}
      />
      <CategoryIconPicker initial={initial.icon} {...field('icon')} />
      <TextField label="Sort order" type="number" step="1" {...field('sort_order')} />
      <div className="self-end">
        <CheckboxField label="Active" {...form.register('is_active')} />
      </div>
      <TimeWindowsField
        of="category"
        value={windows.field.value}
        onChange={windows.field.onChange}
        error={windowsError(form.formState.errors.time_windows)}
      />
      <ImageField folder="categories" {...imageField} />
    </FormModal>
  );
}
