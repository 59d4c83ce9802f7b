// How much one order may hold (docs/product.md#cart-and-order-limits): the per-item limit counts an
// item across all its lines, whatever their options and notes, so 50 lines of one chai with 50
// different notes cannot make one order of 2,500 cups. The checkout schema, the server and the
// cart apply the same rule.
import { ORDER_LIMITS } from './constants.ts';

/** The index of the first line that takes its item past the limit, or -1 when none does. */
export function lineOverItemLimit(lines: readonly { menuItemId: string; quantity: number }[]): number {
  const units = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    const total = (units.get(line.menuItemId) ?? 0) + line.quantity;
    if (total > ORDER_LIMITS.maxQuantityPerLine) return index;
    units.set(line.menuItemId, total);
  }
  return -1;
}
