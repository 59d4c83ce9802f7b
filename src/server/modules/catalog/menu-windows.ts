// Menus by time of day (docs/product.md#menus-by-time-of-day): which listed items are served at
// the moment a menu is built, when each is next served, and until when that answer holds. The
// snapshot is only as good as that instant: the catalog rebuilds it when the first item's state
// changes (decision 037), so breakfast leaves the menu at 11:00, not a minute later.
import type { Holiday } from '#shared/shop-hours/holiday-rules.ts';
import { nextWindowChange, servedAt, type WindowState } from '#shared/stock-and-time/time-windows.ts';
import type { CategoryRow, ItemWithCategoryRow } from './catalog.repo.ts';

/** The moment a menu is built for and the shop's calendar it is read on (settings' hours). */
export type MenuClock = { at: Date; timeZone: string; holidays: readonly Holiday[] };

/**
 * A menu with windows is rebuilt at least this often, even when no state changes within the
 * look-ahead: an item whose next window lay beyond it gets its "available from" once it is near.
 */
export const MAX_MENU_VALIDITY_MS = 24 * 60 * 60 * 1000;

export type MenuWindows = {
  /** Each item not served at the clock's moment: when it next is (null: not within the look-ahead). */
  availableFrom: Map<string, string | null>;
  /** When the answer stops holding (ms since the epoch); null when no item or category has windows. */
  validUntil: number | null;
};

export function menuWindows(
  items: readonly ItemWithCategoryRow[],
  categories: readonly CategoryRow[],
  clock: MenuClock,
): MenuWindows {
  const categoryWindows = new Map(categories.map((c) => [c.id, c.timeWindows ?? []]));
  const availableFrom = new Map<string, string | null>();
  const states: WindowState[] = [];
  for (const item of items) {
    const ofCategory = (item.categoryId && categoryWindows.get(item.categoryId)) || [];
    const own = item.timeWindows ?? [];
    if (own.length === 0 && ofCategory.length === 0) continue;
    const state = servedAt(own, ofCategory, clock.at, clock.timeZone, clock.holidays);
    states.push(state);
    if (!state.open) availableFrom.set(item.id, state.opensAt?.toISOString() ?? null);
  }
  if (states.length === 0) return { availableFrom, validUntil: null };
  const cap = clock.at.getTime() + MAX_MENU_VALIDITY_MS;
  const change = nextWindowChange(states)?.getTime() ?? cap;
  return { availableFrom, validUntil: Math.min(change, cap) };
}
