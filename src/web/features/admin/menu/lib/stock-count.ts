// What the menu's cards say of a count, and the count form's fields as the API takes them
// (docs/product.md#counted-stock).
import { MAX_STOCK_COUNT } from '#shared/stock-and-time/stock.ts';

export type Counts = { stock_left: number | null; stock_par: number | null; stock_low_at: number | null };

/** 'Not counted', or '5 left · morning 20 · warn at 3'. */
export function countSummary(c: Counts): string {
  if (c.stock_left === null)
    return c.stock_par === null ? 'Not counted' : `Not counted · morning ${c.stock_par}`;
  const parts = [c.stock_left === 0 ? 'None left' : `${c.stock_left} left`];
  if (c.stock_par !== null) parts.push(`morning ${c.stock_par}`);
  if (c.stock_low_at !== null) parts.push(`warn at ${c.stock_low_at}`);
  return parts.join(' · ');
}

/** A field as typed: empty is null (not counted / no reset / no warning); the server checks the rest. */
export function countField(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : Number.NaN;
}

export const COUNT_MAX = MAX_STOCK_COUNT;
