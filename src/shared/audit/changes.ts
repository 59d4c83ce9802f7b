// The audit log keeps what a change did, not whole rows: the fields that differ, each with the
// value it had and the value it has now (docs/product.md#staff-area).

export type Changes = { oldValues: Record<string, unknown>; newValues: Record<string, unknown> };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of `after` whose value differs from the same field in `before`, apart from `ignore`
 * (timestamps the write itself moves). A field `before` lacks is recorded as having been null.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
  ignore: readonly string[] = [],
): Changes {
  const oldValues: Record<string, unknown> = {};
  const newValues: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (ignore.includes(key) || value === undefined) continue;
    const was = before?.[key] ?? null;
    if (same(was, value)) continue;
    oldValues[key] = was;
    newValues[key] = value;
  }
  return { oldValues, newValues };
}

/** Whether a save changed nothing: it leaves no entry, not an empty one (docs/product.md#staff-area). */
export const changedNothing = (changes: Changes): boolean => Object.keys(changes.newValues).length === 0;
