// The options sheet's selection: what a tap does, and what each group still needs before Add.
import { type OptionGroupRules, selectionProblem } from '#shared/catalog/item-options.ts';

/**
 * The chosen ids after a tap: a single-choice group's option replaces the group's choice (radio);
 * a multiple-choice group's option is added or taken away (checkbox). Going over a group's maximum
 * is allowed here and refused by the rules, so the customer sees why rather than a dead checkbox.
 */
export function tapChoice(
  groups: readonly OptionGroupRules[],
  chosen: readonly string[],
  groupId: string,
  optionId: string,
  checked: boolean,
): string[] {
  const group = groups.find((g) => g.id === groupId);
  if (!group?.options.some((o) => o.id === optionId)) return [...chosen];
  if (group.selection === 'single') {
    const inGroup = new Set(group.options.map((o) => o.id));
    return [...chosen.filter((id) => !inGroup.has(id)), optionId];
  }
  const without = chosen.filter((id) => id !== optionId);
  return checked ? [...without, optionId] : without;
}

/**
 * The chosen ids without any of this group's options: an optional single-choice group's 'None'.
 * A radio cannot be unticked, so without it a default extra in such a group could not be refused.
 */
export function clearChoice(
  groups: readonly OptionGroupRules[],
  chosen: readonly string[],
  groupId: string,
): string[] {
  const group = groups.find((g) => g.id === groupId);
  const inGroup = new Set(group?.options.map((o) => o.id));
  return chosen.filter((id) => !inGroup.has(id));
}

/**
 * Each group's problem with the current choices, by group id ('Choose a cup option'), so it shows
 * beside its group; the item's name is left out, the sheet already says which item it is.
 */
export function groupProblems(
  itemName: string,
  groups: readonly OptionGroupRules[],
  chosen: readonly string[],
): Map<string, string> {
  const problems = new Map<string, string>();
  for (const group of groups) {
    const inGroup = new Set(group.options.map((o) => o.id));
    const problem = selectionProblem(
      itemName,
      [group],
      chosen.filter((id) => inGroup.has(id)),
    );
    if (problem) problems.set(group.id, sentence(problem.message.replace(`${itemName}: `, '')));
  }
  return problems;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
