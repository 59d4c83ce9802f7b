// What the customer typed into checkout's address, kept in this tab's sessionStorage until the
// order is placed: a reload (or a phone that dropped the page while the customer switched apps to
// find their flat number) brings checkout back with it (issue 44, Medium 3). Only the text fields;
// the point comes from the chosen location. The typing is kept with the location it was typed
// over (the header's choice): once another place or a saved address is chosen it is not brought
// back over it.
import type { AddressDraft } from '#web/features/store/shared/lib/address-draft.ts';

const STORAGE_KEY = 'chai.checkout-typing';

export const TYPED_FIELDS = [
  'name',
  'phone',
  'house',
  'address',
  'area',
  'landmark',
  'deliveryNotes',
] as const;
type TypedField = (typeof TYPED_FIELDS)[number];
export type Typing = Partial<Record<TypedField, string>>;

type Kept = { over: string | null; typing: Typing };

function read(): Kept | undefined {
  try {
    const raw = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      over?: unknown;
      typing?: Record<string, unknown>;
    } | null;
    if (!raw || (typeof raw.over !== 'string' && raw.over !== null)) return undefined;
    const typing: Typing = {};
    for (const field of TYPED_FIELDS) {
      const value = raw.typing?.[field];
      if (typeof value === 'string') typing[field] = value.slice(0, 300);
    }
    return { over: raw.over, typing };
  } catch {
    return undefined; // storage refused, or a value from elsewhere: checkout starts as it would
  }
}

/** What this tab kept typed over the location `over` (none over another). */
export function readTyping(over: string | null): Typing {
  const kept = read();
  return kept && kept.over === over ? kept.typing : {};
}

/** Keeps one more keystroke's worth of the address typed over the location `over`. */
export function keepTyping(over: string | null, field: keyof AddressDraft, value: string): void {
  if (!(TYPED_FIELDS as readonly string[]).includes(field)) return;
  try {
    const kept: Kept = { over, typing: { ...readTyping(over), [field]: value } };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Without storage a reload starts from the chosen address, as before.
  }
}

/** The order is placed (or the customer chose a saved address): nothing typed is pending. */
export function forgetTyping(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
