// 'Order again' (docs/product.md#my-usual): the favourite's lines as the server priced them now,
// put in the cart with the menu's items, and what changed said in the customer's words.
import type { MenuResponse } from '#shared/api/catalog.ts';
import type { UsualChange, UsualOrder } from '#shared/api/usual-orders.ts';
import { formatAmount } from '#shared/money.ts';
import { choiceFor, itemGroups } from '#web/features/store/shared/lib/cart-lines.ts';
import type { ReorderPlan } from '#web/features/store/shared/lib/reorder-plan.ts';
import type { Translate } from '#web/lib/i18n/language-context.tsx';

/** The cart additions for the favourite's orderable lines (a line the menu in hand lacks is skipped). */
export function usualPlan(
  usual: UsualOrder,
  menu: Pick<MenuResponse, 'items' | 'optionGroups'>,
): ReorderPlan {
  const byId = new Map(menu.items.map((item) => [item.id, item]));
  const adds = usual.lines.flatMap((line) => {
    const item = byId.get(line.menuItemId);
    if (!item) return [];
    const choice = choiceFor(
      itemGroups(item, menu.optionGroups),
      line.options.map((o) => o.id),
      line.note,
    );
    return [{ item, quantity: line.quantity, choice }];
  });
  return { adds, notices: [] };
}

/** One change as a sentence in the customer's language. */
export function changeSentence(change: UsualChange, t: Translate): string {
  switch (change.kind) {
    case 'price':
      return t('{item} now costs {now} (was {was})', {
        item: change.item,
        now: formatAmount(change.now),
        was: formatAmount(change.was),
      });
    case 'out-of-stock':
      return t('{item} is out of stock and was left out', { item: change.item });
    case 'gone':
      return t('{item} is no longer on the menu and was left out', { item: change.item });
    case 'option-gone':
      return t('{item}: {option} is no longer available', { item: change.item, option: change.option });
    case 'choose-again':
      return t('{item} needs its choices made again, so it was left out', { item: change.item });
    case 'quantity':
      return t('{item}: only {count} could be added', { item: change.item, count: change.now });
  }
}

/** '2 × Cutting Chai, 1 × Bun Maska'. */
export const usualSummary = (usual: Pick<UsualOrder, 'lines'>) =>
  usual.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');
