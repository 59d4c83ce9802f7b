// 'Add New Menu Item' / 'Edit Menu Item' (spec section 2 and 5): the spec's messages, each cleared
// when its field is edited; the server checks the same rules and its field errors show here too.
import { type FormEvent, useState } from 'react';
import {
  type AdminCategory,
  type AdminItem,
  itemChecks,
  UNIT_CHOICES,
} from '../../../../../shared/api/admin-catalog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Modal } from '../../../../components/ui/modal';
import { ApiRequestError } from '../../../../lib/api-client';
import { useSaveItem } from '../api/save-item';
import { failureMessage } from '../lib/failure-message';
import { FIELD_CLASS, Field } from './form-field';
import { FormModalFooter } from './form-modal-footer';
import { ImageField } from './image-field';

type Draft = {
  name: string;
  description: string;
  price: string;
  original_price: string;
  category_id: string;
  unit: string;
  brand: string;
  rating: string;
  in_stock: boolean;
  is_featured: boolean;
  is_active: boolean;
  sort_order: string;
  image_url: string | null;
};
type Errors = Partial<Record<keyof Draft | 'form', string>>;

function draftOf(item: AdminItem | undefined): Draft {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: item ? String(item.price) : '',
    original_price: item?.original_price != null ? String(item.original_price) : '',
    category_id: item?.category_id ?? '',
    unit: item?.unit ?? 'piece',
    brand: item?.brand ?? '',
    rating: item ? String(item.rating) : '',
    in_stock: item?.in_stock ?? true,
    is_featured: item?.is_featured ?? false,
    is_active: item?.is_active ?? true,
    sort_order: item ? String(item.sort_order) : '0',
    image_url: item?.image_url ?? null,
  };
}

// Price and original price are the same kind of input (rupees, step 0.01, spec section 5).
const PRICE_FIELDS = [
  { key: 'price', label: 'Price (₹)' },
  { key: 'original_price', label: 'Original price (₹)' },
] as const;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

type Props = { item?: AdminItem; categories: AdminCategory[]; onClose: () => void };

export function ItemFormModal({ item, categories, onClose }: Props) {
  const save = useSaveItem();
  const [draft, setDraft] = useState(() => draftOf(item));
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const price = numberOrNull(draft.price);
    const original = numberOrNull(draft.original_price);
    const rating = numberOrNull(draft.rating);
    const found: Errors = {
      name: itemChecks.name(draft.name),
      price: itemChecks.price(price),
      category_id: itemChecks.category(draft.category_id),
      original_price: itemChecks.originalPrice(original, price),
      rating: itemChecks.rating(rating),
    };
    if (Object.values(found).some(Boolean)) return setErrors(found);
    try {
      await save.mutateAsync({
        id: item?.id,
        body: {
          name: draft.name,
          description: draft.description,
          price: price as number,
          original_price: original,
          category_id: draft.category_id,
          unit: draft.unit as (typeof UNIT_CHOICES)[number],
          brand: draft.brand,
          rating: rating ?? 0,
          in_stock: draft.in_stock,
          is_featured: draft.is_featured,
          is_active: draft.is_active,
          sort_order: Math.trunc(Number(draft.sort_order) || 0),
          image_url: draft.image_url,
        },
      });
      onClose();
    } catch (failure) {
      const fields = failure instanceof ApiRequestError ? failure.fields : undefined;
      setErrors({ ...(fields ?? {}), form: failureMessage(failure, 'Failed to save item') });
    }
  }

  const describedBy = (key: keyof Draft) => (errors[key] ? `item-${key}-error` : undefined);
  const footer = (
    <FormModalFooter formId="item-form" onCancel={onClose} saving={save.isPending} uploading={uploading} />
  );

  return (
    <Modal open onClose={onClose} title={item ? 'Edit Menu Item' : 'Add New Menu Item'} footer={footer}>
      <form id="item-form" noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <Field label="Name" wide error={{ id: 'item-name-error', message: errors.name }}>
          <input
            className={FIELD_CLASS}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy('name')}
          />
        </Field>
        <Field label="Description" wide error={{ id: 'item-description-error', message: errors.description }}>
          <textarea
            className={FIELD_CLASS}
            rows={2}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </Field>
        {PRICE_FIELDS.map(({ key, label }) => (
          <Field key={key} label={label} error={{ id: `item-${key}-error`, message: errors[key] }}>
            <input
              className={FIELD_CLASS}
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              value={draft[key]}
              onChange={(e) => set(key, e.target.value)}
              aria-invalid={Boolean(errors[key])}
              aria-describedby={describedBy(key)}
            />
          </Field>
        ))}
        <Field label="Category" error={{ id: 'item-category_id-error', message: errors.category_id }}>
          <select
            className={FIELD_CLASS}
            value={draft.category_id}
            onChange={(e) => set('category_id', e.target.value)}
            aria-invalid={Boolean(errors.category_id)}
            aria-describedby={describedBy('category_id')}
          >
            <option value="">Choose a category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.icon} {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Unit">
          <select className={FIELD_CLASS} value={draft.unit} onChange={(e) => set('unit', e.target.value)}>
            {UNIT_CHOICES.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Brand">
          <input className={FIELD_CLASS} value={draft.brand} onChange={(e) => set('brand', e.target.value)} />
        </Field>
        <Field label="Rating (0-5)" error={{ id: 'item-rating-error', message: errors.rating }}>
          <input
            className={FIELD_CLASS}
            type="number"
            step="0.1"
            min="0"
            max="5"
            value={draft.rating}
            onChange={(e) => set('rating', e.target.value)}
            aria-invalid={Boolean(errors.rating)}
            aria-describedby={describedBy('rating')}
          />
        </Field>
        <Field label="Sort order">
          <input
            className={FIELD_CLASS}
            type="number"
            step="1"
            value={draft.sort_order}
            onChange={(e) => set('sort_order', e.target.value)}
          />
        </Field>
        <fieldset className="flex flex-wrap gap-4 sm:col-span-2">
          <legend className="sr-only">Status</legend>
          {(
            [
              ['in_stock', 'In stock'],
              ['is_featured', 'Featured'],
              ['is_active', 'Active'],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                checked={draft[key]}
                onChange={(e) => set(key, e.target.checked)}
                className="h-4 w-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <ImageField
          folder="menu-items"
          value={draft.image_url}
          onChange={(url) => set('image_url', url)}
          onBusyChange={setUploading}
        />
        <div className="sm:col-span-2">
          <FormAlert message={errors.form} />
        </div>
      </form>
    </Modal>
  );
}
