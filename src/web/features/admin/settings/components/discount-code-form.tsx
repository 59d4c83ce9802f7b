// Add / edit a discount code; the shared schema gives the same messages the server sends.
import { type FormEvent, useId, useState } from 'react';
import { type DiscountCode, discountCodeInputSchema } from '../../../../../shared/api/discounts';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Modal } from '../../../../components/ui/modal';
import { useCreateDiscountCode } from '../api/create-discount-code';
import { useUpdateDiscountCode } from '../api/update-discount-code';
import { type DiscountDraft, draftOf, fieldMessages, inputOfDraft } from '../lib/discount-draft';
import { failureFields, failureMessage } from '../lib/failure-message';

const FIELD =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-600';

type TextKey = Exclude<keyof DiscountDraft, 'kind' | 'firstOrderOnly' | 'isActive'>;

/** The order the fields appear on screen, to focus the first one to fix. */
const FIELD_ORDER = [
  'code',
  'kind',
  'value',
  'minOrder',
  'maxUses',
  'usesPerCustomer',
  'startsAt',
  'endsAt',
  'description',
] as const;

export function DiscountCodeForm({ code, onClose }: { code?: DiscountCode; onClose: () => void }) {
  const create = useCreateDiscountCode();
  const update = useUpdateDiscountCode();
  const busy = create.isPending || update.isPending;
  const [draft, setDraft] = useState(() => draftOf(code));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const id = useId();

  function set<K extends keyof DiscountDraft>(key: K, value: DiscountDraft[K]) {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = inputOfDraft(draft);
    const parsed = discountCodeInputSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldMessages(parsed.error.issues);
      setErrors(found);
      const first = FIELD_ORDER.find((key) => found[key]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      if (code) await update.mutateAsync({ id: code.id, body });
      else await create.mutateAsync(body);
      onClose();
    } catch (failure) {
      setErrors({ ...failureFields(failure), form: failureMessage(failure, 'Save failed') });
    }
  }

  const hintId = (key: string) => `${id}-${key}-hint`;
  const errorId = (key: string) => `${id}-${key}-error`;
  const described = (key: string, hint?: string) =>
    [hint ? hintId(key) : '', errors[key] ? errorId(key) : ''].filter(Boolean).join(' ') || undefined;

  const error = (key: string) =>
    errors[key] && (
      <p id={errorId(key)} role="alert" className="mt-1 text-sm font-medium text-red-700">
        {errors[key]}
      </p>
    );

  const input = (
    key: TextKey,
    label: string,
    options: { type?: string; hint?: string; inputMode?: 'numeric' | 'decimal'; wide?: boolean } = {},
  ) => (
    <div className={options.wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        min={options.type === 'number' ? 0 : undefined}
        step={options.inputMode === 'decimal' ? 'any' : undefined}
        className={FIELD}
        value={draft[key]}
        onChange={(e) => set(key, key === 'code' ? e.target.value.toUpperCase() : e.target.value)}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={described(key, options.hint)}
        autoCapitalize={key === 'code' ? 'characters' : undefined}
        autoComplete="off"
      />
      {options.hint && (
        <p id={hintId(key)} className="mt-1 text-xs text-stone-600">
          {options.hint}
        </p>
      )}
      {error(key)}
    </div>
  );

  const checkbox = (key: 'firstOrderOnly' | 'isActive', label: string) => (
    <label className="flex min-h-10 items-center gap-2 text-sm font-semibold">
      <input
        type="checkbox"
        checked={draft[key]}
        onChange={(e) => set(key, e.target.checked)}
        className="h-5 w-5 accent-brand-700"
      />
      {label}
    </label>
  );

  const footer = (
    <div className="flex justify-end gap-2">
      <button
        type="button"
        onClick={onClose}
        className="h-10 rounded-lg border border-stone-300 px-4 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        Cancel
      </button>
      <button
        type="submit"
        form={`${id}-form`}
        disabled={busy}
        className="h-10 rounded-lg bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
      >
        {busy ? 'Saving...' : 'Save'}
      </button>
    </div>
  );

  return (
    <Modal open onClose={onClose} title={code ? `Edit ${code.code}` : 'New discount code'} footer={footer}>
      <form id={`${id}-form`} noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        {input('code', 'Code', { hint: '3 to 20 letters or digits; customers type it at checkout.' })}
        <div>
          <label htmlFor={`${id}-kind`} className="block text-sm font-semibold">
            Kind
          </label>
          <select
            id={`${id}-kind`}
            className={FIELD}
            value={draft.kind}
            onChange={(e) => set('kind', e.target.value as DiscountDraft['kind'])}
            aria-invalid={Boolean(errors.kind)}
            aria-describedby={described('kind')}
          >
            <option value="percent">Percent off</option>
            <option value="flat">Flat amount (₹)</option>
          </select>
          {error('kind')}
        </div>
        {draft.kind === 'percent'
          ? input('value', 'Percent', { type: 'number', inputMode: 'numeric' })
          : input('value', 'Amount (₹)', { type: 'number', inputMode: 'decimal' })}
        {input('minOrder', 'Minimum order (₹)', { type: 'number', inputMode: 'decimal' })}
        {input('maxUses', 'Maximum total uses', {
          type: 'number',
          inputMode: 'numeric',
          hint: 'Leave blank for unlimited.',
        })}
        {input('usesPerCustomer', 'Uses per customer', {
          type: 'number',
          inputMode: 'numeric',
          hint: 'Leave blank for unlimited.',
        })}
        {input('startsAt', 'Starts', { type: 'datetime-local', hint: 'Optional; your local time.' })}
        {input('endsAt', 'Ends', { type: 'datetime-local', hint: 'Optional; your local time.' })}
        {input('description', 'Description', { hint: 'Optional; a note for the team.', wide: true })}
        {checkbox('firstOrderOnly', 'First order only')}
        {checkbox('isActive', 'Active')}
        <div className="sm:col-span-2">
          <FormAlert message={errors.form} />
        </div>
      </form>
    </Modal>
  );
}
