// 'Add New Menu Item' / 'Edit Menu Item' (docs/product.md#menu-admin): the shared schema's messages,
// each checked again as its field is edited; the server's field errors show here too. The item's
// option groups (docs/product.md#item-options) are saved right after the item, a new item's once it
// exists; a refusal of them shows above Save and the next Save tries again on the same item.
import { useState } from 'react';
import { useController } from 'react-hook-form';
import {
  type AdminCategory,
  type AdminItem,
  type ItemInput,
  UNIT_CHOICES,
} from '#shared/api/admin-catalog.ts';
import { ITEM_TEXT_LIMITS } from '#shared/api/translations.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { FormModal } from '#web/components/form/form-modal.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { ValueOptions } from '#web/components/form/value-options.tsx';
import { useOptionGroups } from '../api/get-option-groups.ts';
import { useSaveItem } from '../api/save-item.ts';
import { useSetItemOptionGroups } from '../api/set-item-option-groups.ts';
import { useCatalogForm } from '../hooks/use-catalog-form.ts';
import { sameList } from '../lib/group-list.ts';
import { itemFormSchema, itemFormValues } from '../lib/item-form-schema.ts';
import { searchWordsMessage } from '../lib/search-words.ts';
import { ImageField } from './image-field.tsx';
import { ItemOptionGroups } from './item-option-groups.tsx';
import { NameDescriptionFields } from './name-description-fields.tsx';
import { TimeWindowsField, windowsError } from './time-windows-field.tsx';

const STATUS_FLAGS = [
  ['in_stock', 'In stock'],
  ['is_featured', 'Featured'],
  ['is_active', 'Active'],
] as const;
// Price and original price are the same kind of input (rupees, step 0.01: docs/product.md#validation-rules).
const RUPEES = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' } as const;
const WIDE = 'sm:col-span-2';

type Props = {
  item?: AdminItem;
  categories: AdminCategory[];
  /** Managers and up attach option groups; staff see them only. */
  canManageOptions: boolean;
  onClose: () => void;
};

export function ItemFormModal({ item, categories, canManageOptions, onClose }: Props) {
  const groups = useOptionGroups();
  const saveItem = useSaveItem();
  const saveGroups = useSetItemOptionGroups();
  const [groupIds, setGroupIds] = useState(() => item?.option_group_ids ?? []);
  // What the server holds for this item: its id once created here, and its groups once saved.
  const [stored, setStored] = useState(() => ({ id: item?.id, groupIds: item?.option_group_ids ?? [] }));

  const save = {
    isPending: saveItem.isPending || saveGroups.isPending,
    mutateAsync: async (variables: { id?: string; body: ItemInput }) => {
      const saved = await saveItem.mutateAsync(variables);
      setStored((s) => ({ ...s, id: saved.id }));
      if (!canManageOptions || sameList(groupIds, stored.groupIds)) return;
      await saveGroups.mutateAsync({ id: saved.id, groupIds });
      setStored({ id: saved.id, groupIds });
    },
  };
  const { form, field, modal, imageField } = useCatalogForm({
    schema: itemFormSchema,
    initial: itemFormValues(item),
    save,
    id: stored.id,
    fallback: 'Failed to save item',
    onClose,
  });
  const windows = useController({ name: 'time_windows', control: form.control });

  return (
    <FormModal title={item ? 'Edit Menu Item' : 'Add New Menu Item'} wide {...modal}>
      <NameDescriptionFields limits={ITEM_TEXT_LIMITS} field={field} english={(name) => form.watch(name)} />
      <TextField
        label="Search words"
        className={WIDE}
        autoComplete="off"
        hint="Other words customers may search for it by, separated by commas: chaha, चहा, चाय. Up to 12, each up to 40 characters."
        {...form.register('search_aliases')}
        error={searchWordsMessage(form.formState.errors.search_aliases)}
      />
      <TextField label="Price (₹)" {...RUPEES} {...field('price')} />
      <TextField label="Original price (₹)" {...RUPEES} {...field('original_price')} />
      <SelectField label="Category" {...field('category_id')}>
        <option value="">Choose a category</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.icon} {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Unit" {...field('unit')}>
        <ValueOptions values={UNIT_CHOICES} />
      </SelectField>
      <TextField label="Brand" {...field('brand')} />
      {/* The first design's field, kept with its check; customers see only verified ratings (decision 036). */}
      <TextField
        label="Staff score (0-5)"
        hint="Your own score of the item, seen only here. Customers see the stars their ratings give."
        type="number"
        step="0.1"
        min="0"
        max="5"
        {...field('rating')}
      />
      <TextField label="Sort order" type="number" step="1" {...field('sort_order')} />
      <fieldset className={`flex flex-wrap gap-x-4 ${WIDE}`}>
        <legend className="sr-only">Status</legend>
        {STATUS_FLAGS.map(([key, label]) => (
          <CheckboxField key={key} label={label} {...form.register(key)} />
        ))}
      </fieldset>
      <TimeWindowsField
        of="item"
        value={windows.field.value}
        onChange={windows.field.onChange}
        error={windowsError(form.formState.errors.time_windows)}
      />
      <ImageField folder="menu-items" {...imageField} />
      <ItemOptionGroups
        groups={groups.data}
        value={groupIds}
        onChange={setGroupIds}
        readOnly={!canManageOptions}
      />
    </FormModal>
  );
}
