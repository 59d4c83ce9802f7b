// The checkout's items as this instance last read them, for a moment. A checkout without a code
// costs three round trips to the database (who is calling, the price read, the one-statement
// write); on PostgreSQL, round trips are most of an order's cost. The write statement re-reads
// every line and option and stores nothing unless each still matches what the cart was priced
// from (decision 014), so prices taken from a snapshot a moment old can never be stored wrong: a
// stale snapshot costs one more attempt on a fresh read. A refusal priced from the snapshot (an
// item that seemed sold out) is only answered after a fresh read says the same (orders.service).
import type { PricedItem } from './orders.repo.ts';

/** How long a read stands in for the next ones. */
export const PRICE_SNAPSHOT_MS = 2_000;
/** Items kept at most: a menu is a few hundred; this only bounds ids that are read once and never again. */
const MAX_ITEMS = 2_000;

export type PriceSnapshot = {
  /** Every one of these items as read within the snapshot's life, or undefined. */
  get(ids: readonly string[]): PricedItem[] | undefined;
  remember(items: readonly PricedItem[]): void;
};

export function createPriceSnapshot(
  lifeMs = PRICE_SNAPSHOT_MS,
  clock: () => number = () => performance.now(),
): PriceSnapshot {
  const items = new Map<string, { item: PricedItem; readAt: number }>();
  return {
    get(ids) {
      if (ids.length === 0) return undefined;
      const now = clock();
      const found: PricedItem[] = [];
      for (const id of ids) {
        const entry = items.get(id);
        if (!entry || now - entry.readAt >= lifeMs) return undefined;
        found.push(entry.item);
      }
      return found;
    },
    remember(list) {
      if (items.size + list.length > MAX_ITEMS) items.clear();
      const readAt = clock();
      for (const item of list) items.set(item.id, { item, readAt });
    },
  };
}
