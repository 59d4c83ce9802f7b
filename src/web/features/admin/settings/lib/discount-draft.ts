// The discount form edits text (what inputs hold); the API takes numbers, nulls and ISO times.
// Pure, so the conversions (blank means unlimited, datetime-local in the browser's zone) are tested.
import {
  type DISCOUNT_KINDS,
  type DiscountCode,
  type DiscountCodeInput,
  discountCodeInputSchema,
} from '#shared/api/discounts.ts';
import { formSchema } from '#web/components/form/form-schema.ts';

export type DiscountDraft = Record<
  'code' | 'description' | 'value' | 'minOrder' | 'maxUses' | 'usesPerCustomer' | 'startsAt' | 'endsAt',
  string
> & { kind: (typeof DISCOUNT_KINDS)[number]; firstOrderOnly: boolean; isActive: boolean };

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value ("2026-11-23T18:30") on this browser's clock. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A datetime-local value as ISO 8601 with this browser's offset ("2026-11-23T18:30:00+05:30"),
 * so the server stores the instant the admin meant. Blank is null; a value the browser cannot read
 * is passed on as typed, so the schema answers with its own message.
 */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:${pad(d.getSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Blank is "no limit" (null); anything else a number for the schema to judge. */
const countOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

export function draftOf(code?: DiscountCode): DiscountDraft {
  return {
    code: code?.code ?? '',
    description: code?.description ?? '',
    kind: code?.kind ?? 'percent',
    value: code ? String(code.value) : '',
    minOrder: code ? String(code.minOrder) : '0',
    maxUses: code?.maxUses != null ? String(code.maxUses) : '',
    usesPerCustomer: code?.usesPerCustomer != null ? String(code.usesPerCustomer) : '',
    firstOrderOnly: code?.firstOrderOnly ?? false,
    startsAt: toLocalInput(code?.startsAt ?? null),
    endsAt: toLocalInput(code?.endsAt ?? null),
    isActive: code?.isActive ?? true,
  };
}

export function inputOfDraft(draft: DiscountDraft): DiscountCodeInput {
  return {
    code: draft.code,
    description: draft.description.trim() || null,
    kind: draft.kind,
    // Blank stays "not a number", which the schema reports as 'Value is required'.
    value: draft.value.trim() === '' ? Number.NaN : Number(draft.value),
    minOrder: draft.minOrder.trim() === '' ? 0 : Number(draft.minOrder),
    maxUses: countOrNull(draft.maxUses),
    usesPerCustomer: countOrNull(draft.usesPerCustomer),
    firstOrderOnly: draft.firstOrderOnly,
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
    isActive: draft.isActive,
  };
}

/** A stored code as the body of a PUT, e.g. to flip isActive and keep every other rule. */
export function inputOfCode(code: DiscountCode): DiscountCodeInput {
  const { id: _id, usedCount: _used, createdAt: _created, updatedAt: _updated, ...input } = code;
  return input;
}

/** The form's schema: the API's own, over the body the draft converts to. */
export const discountFormSchema = formSchema(inputOfDraft, discountCodeInputSchema);
