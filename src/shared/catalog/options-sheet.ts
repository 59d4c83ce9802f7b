// What the options sheet shows: each group's rule, the choices it opens with, the price they add.
// Beside item-options.ts rather than in it: the storefront's first load holds that module whole (its
// cart checks selections), and only the options sheet, the staff area and the tests use these
// (docs/decisions/005-storefront-first-load.md).
import { toPaise } from '#shared/money.ts';
import { chosenOptions, type OptionGroupRules } from './item-options.ts';

/** The rule as the options sheet shows it under the group's name. */
export function groupRuleText(
  group: Pick<OptionGroupRules, 'required' | 'minChoices' | 'maxChoices'>,
): string {
  const { minChoices: min, maxChoices: max } = group;
  // 'Optional, choose 1' read as if one had to be chosen: an optional group is always 'up to'.
  if (!group.required) return `Optional, up to ${max}`;
  if (min === max) return min === 1 ? 'Required, choose 1' : `Required, choose ${min}`;
  return `Required, choose ${min} to ${max}`;
}

/** The choices that start selected: each group's available defaults, within its maximum. */
export function defaultChoiceIds(groups: readonly OptionGroupRules[]): string[] {
  return groups.flatMap((g) =>
    g.options
      .filter((o) => o.isDefault && o.available)
      .slice(0, g.maxChoices)
      .map((o) => o.id),
  );
}

/** The rupees the chosen options add to one unit. Sums in paise, so 0.1 + 0.2 cannot drift. */
export function choicesDelta(groups: readonly OptionGroupRules[], chosenIds: readonly string[]): number {
  const paise = chosenOptions(groups, chosenIds).reduce(
    (sum, { option }) => sum + toPaise(option.priceDelta),
    0,
  );
  return paise / 100;
}
