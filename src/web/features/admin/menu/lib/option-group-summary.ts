// How the option group list describes a group and an option, in the words customers see on the
// storefront's options sheet (groupRuleText) so staff and customers read the same rule.
import type { AdminOption, AdminOptionGroup } from '#shared/api/option-groups.ts';
import { groupRuleText } from '#shared/catalog/options-sheet.ts';
import { formatAmount } from '#shared/money.ts';

/** 'Single choice · Required, choose 1'. */
export function groupSummary(group: AdminOptionGroup): string {
  const kind = group.selection === 'single' ? 'Single choice' : 'Multiple choice';
  const rule = groupRuleText({
    required: group.required,
    minChoices: group.min_choices,
    maxChoices: group.max_choices,
  });
  return `${kind} · ${rule}`;
}

/** '+₹10', or 'No extra charge' for a free choice. */
export function optionPrice(option: Pick<AdminOption, 'price_delta'>): string {
  return option.price_delta > 0 ? `+${formatAmount(option.price_delta)}` : 'No extra charge';
}

/** '3 items', '1 item', 'No items'. */
export function itemCount(count: number): string {
  if (count === 0) return 'No items';
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** What deleting a group does, said before it is done. */
export function deleteGroupMessage(group: AdminOptionGroup): string {
  const used = group.item_ids.length;
  const where =
    used === 0
      ? 'No item uses it.'
      : `It is used by ${itemCount(used)} and will be removed from ${used === 1 ? 'it' : 'them'}.`;
  return `Delete the option group '${group.name}'? ${where} Past orders keep their choices.`;
}
