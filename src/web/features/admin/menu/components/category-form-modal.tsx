// 'Add New Category' / 'Edit Category' (spec sections 2, 3 and 5).
import { type FormEvent, useState } from 'react';
import {
  type AdminCategory,
  CATEGORY_ICON_CHOICES,
  categoryChecks,
  DEFAULT_CATEGORY_ICON,
} from '../../../../../shared/api/admin-catalog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Modal } from '../../../../components/ui/modal';
import { ApiRequestError } from '../../../../lib/api-client';
import { useSaveCategory } from '../api/save-category';
import { failureMessage } from '../lib/failure-message';
import { FIELD_CLASS, Field, FieldError } from './form-field';
import { FormModalFooter } from './form-modal-footer';
import { ImageField } from './image-field';

type Errors = Partial<Record<'name' | 'description' | 'icon' | 'image_url' | 'form', string>>;

export function CategoryFormModal({ category, onClose }: { category?: AdminCategory; onClose: () => void }) {
  const save = useSaveCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [icon, setIcon] = useState(category?.icon ?? DEFAULT_CATEGORY_ICON);
  const [image, setImage] = useState<string | null>(category?.image_url ?? null);
  const [sortOrder, setSortOrder] = useState(String(category?.sort_order ?? 0));
  const [active, setActive] = useState(category?.is_active ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  // A seeded category's own emoji stays selectable when it is not one of the ten choices.
  const icons = CATEGORY_ICON_CHOICES.some((c) => c.emoji === icon)
    ? CATEGORY_ICON_CHOICES
    : [{ label: 'Current', emoji: icon }, ...CATEGORY_ICON_CHOICES];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const nameError = categoryChecks.name(name);
    if (nameError) return setErrors({ name: nameError });
    try {
      await save.mutateAsync({
        id: category?.id,
        body: {
          name,
          description,
          icon,
          image_url: image,
          sort_order: Math.trunc(Number(sortOrder) || 0),
          is_active: active,
        },
      });
      onClose();
    } catch (failure) {
      const fields = failure instanceof ApiRequestError ? failure.fields : undefined;
      setErrors({ ...(fields ?? {}), form: failureMessage(failure, 'Failed to save category') });
    }
  }

  const footer = (
    <FormModalFooter
      formId="category-form"
      onCancel={onClose}
      saving={save.isPending}
      uploading={uploading}
    />
  );

  return (
    <Modal open onClose={onClose} title={category ? 'Edit Category' : 'Add New Category'} footer={footer}>
      <form id="category-form" noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <Field label="Name" wide error={{ id: 'category-name-error', message: errors.name }}>
          <input
            className={FIELD_CLASS}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors((x) => ({ ...x, name: undefined }));
            }}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? 'category-name-error' : undefined}
          />
        </Field>
        <Field label="Description" wide>
          <textarea
            className={FIELD_CLASS}
            rows={2}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">Icon</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {icons.map((choice) => (
              <label
                key={choice.emoji}
                title={choice.label}
                className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-xl border border-stone-300 text-2xl has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  name="category-icon"
                  value={choice.emoji}
                  checked={icon === choice.emoji}
                  onChange={() => setIcon(choice.emoji)}
                  aria-label={choice.label}
                  className="sr-only"
                />
                <span aria-hidden="true">{choice.emoji}</span>
              </label>
            ))}
          </div>
          <FieldError id="category-icon-error" message={errors.icon} />
        </fieldset>
        <Field label="Sort order">
          <input
            className={FIELD_CLASS}
            type="number"
            step="1"
            value={sortOrder}
            onChange={(e) => setSortOrder(e.target.value)}
          />
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          Active
        </label>
        <ImageField folder="categories" value={image} onChange={setImage} onBusyChange={setUploading} />
        <div className="sm:col-span-2">
          <FormAlert message={errors.form} />
        </div>
      </form>
    </Modal>
  );
}
