// 'Add Option Group' / 'Edit Option Group' (docs/product.md#item-options): the shared schema's
// messages (OPTION_GROUP_MESSAGES) next to their fields, checked again as each is edited; the
// server's field messages land on the same fields, option rows included. An edit sends the
// updated_at it loaded; a group changed meanwhile (another edit, a choice marked sold out) is
// refused, and the form offers to reload it rather than write its older values back.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminOptionGroup, OPTION_GROUP_MESSAGES } from '#shared/api/option-groups.ts';
import { OPTION_LIMITS } from '#shared/catalog/item-options.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { FormModal } from '#web/components/form/form-modal.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { TranslatedFields } from '#web/components/form/translated-fields.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { optionGroupsQueryOptions } from '../api/get-option-groups.ts';
import { useSaveOptionGroup } from '../api/save-option-group.ts';
import {
  fittedCounts,
  optionGroupFormSchema,
  optionGroupFormValues,
} from '../lib/option-group-form-schema.ts';
import { isStaleGroupFailure } from '../lib/stale-group.ts';
import { OptionRows } from './option-rows.tsx';
import { StaleGroupNotice } from './stale-group-notice.tsx';

const COUNT = { type: 'number', step: '1', min: '0', inputMode: 'numeric', autoComplete: 'off' } as const;
const WIDE = 'sm:col-span-2';

type Props = { group?: AdminOptionGroup; onClose: () => void };

export function OptionGroupFormModal({ group, onClose }: Props) {
  const [initial] = useState(() => optionGroupFormValues(group));
  const { form, field, handleSave } = useSchemaForm(optionGroupFormSchema, initial);
  const save = useSaveOptionGroup();
  const queryClient = useQueryClient();
  /** The stored group's updated_at as this form last loaded it. */
  const [loadedAt, setLoadedAt] = useState(group?.updated_at);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const single = form.watch('selection') === 'single';

  // A change of kind or of Required brings the counts along (a single-choice group allows exactly
  // 1), so the rules' messages are for what the person typed, not for what they did not touch.
  const fitCounts = () => {
    const counts = fittedCounts(form.getValues());
    const check = { shouldValidate: form.formState.isSubmitted };
    form.setValue('min_choices', counts.min_choices, check);
    form.setValue('max_choices', counts.max_choices, check);
  };

  const onSubmit = handleSave('Failed to save option group', async (body) => {
    try {
      await save.mutateAsync({ id: group?.id, body: group ? { ...body, updated_at: loadedAt } : body });
    } catch (failure) {
      if (!isStaleGroupFailure(failure)) throw failure;
      setStale(true);
      return;
    }
    onClose();
  });

  /** Reads the groups again and puts this one's saved values in the form. */
  async function reload() {
    if (!group) return;
    setReloading(true);
    try {
      await queryClient.invalidateQueries({ queryKey: optionGroupsQueryOptions().queryKey });
      const { groups } = await queryClient.fetchQuery(optionGroupsQueryOptions());
      const fresh = groups.find((g) => g.id === group.id);
      setStale(false);
      if (!fresh) {
        form.setError('root', { type: 'server', message: OPTION_GROUP_MESSAGES.groupNotFound });
        return;
      }
      form.reset(optionGroupFormValues(fresh));
      setLoadedAt(fresh.updated_at);
    } catch (failure) {
      form.setError('root', {
        type: 'server',
        message: failureMessage(failure, 'Failed to reload option group'),
      });
    } finally {
      setReloading(false);
    }
  }

  return (
    <FormModal
      title={group ? 'Edit Option Group' : 'Add Option Group'}
      onClose={onClose}
      onSubmit={onSubmit}
      busyLabel={save.isPending ? 'Saving...' : undefined}
      message={form.formState.errors.root?.message}
      wide
    >
      <TranslatedFields
        legend="Name"
        className={WIDE}
        fields={[{ name: 'name', label: 'Name', maxLength: OPTION_LIMITS.groupNameMax }]}
        english={
          <TextField
            label="Name"
            hint="What customers see above the choices, e.g. Sugar, Cup, Add-ons."
            maxLength={OPTION_LIMITS.groupNameMax}
            autoComplete="off"
            data-autofocus
            {...field('name')}
          />
        }
        englishText={() => form.watch('name')}
        box={(lang) => field(`translations.${lang}.name`)}
      />
      <SelectField
        label="Choice"
        error={field('selection').error}
        {...form.register('selection', { onChange: fitCounts })}
      >
        <option value="single">Single choice (one of them)</option>
        <option value="multiple">Multiple choice</option>
      </SelectField>
      <div className="self-end">
        <CheckboxField label="Required" {...form.register('required', { onChange: fitCounts })} />
      </div>
      <TextField
        label="Minimum choices"
        {...COUNT}
        readOnly={single}
        hint={single ? 'Follows Required for a single-choice group.' : undefined}
        {...field('min_choices')}
      />
      <TextField
        label="Maximum choices"
        {...COUNT}
        min="1"
        readOnly={single}
        hint={single ? 'A single-choice group allows exactly 1.' : undefined}
        {...field('max_choices')}
      />
      <TextField
        label="Display order"
        type="number"
        step="1"
        hint="Lower numbers show first on an item."
        {...field('sort_order')}
      />
      <OptionRows form={form} field={field} />
      {stale && (
        <div className="sm:col-span-2">
          <StaleGroupNotice onReload={reload} reloading={reloading} />
        </div>
      )}
    </FormModal>
  );
}
