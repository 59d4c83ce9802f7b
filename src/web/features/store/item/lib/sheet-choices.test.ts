import { describe, expect, it } from 'vitest';
import type { OptionGroupRules } from '#shared/catalog/item-options.ts';
import { option, requiredSingleGroup } from '#web/test-support/option-groups.ts';
import { clearChoice, groupProblems, tapChoice } from './sheet-choices.ts';

const opt = (id: string, available = true) => option(id, id, 0, false, available);
const cup: OptionGroupRules = requiredSingleGroup('cup', 'Cup', [opt('cutting'), opt('full')]);
const addOns: OptionGroupRules = {
  id: 'addons',
  name: 'Add-ons',
  selection: 'multiple',
  required: false,
  minChoices: 0,
  maxChoices: 1,
  options: [opt('ginger'), opt('elaichi', false)],
};
const groups = [cup, addOns];

describe('options sheet choices', () => {
  it('replaces a single choice and toggles a multiple one', () => {
    let chosen = tapChoice(groups, [], 'cup', 'cutting', true);
    chosen = tapChoice(groups, chosen, 'addons', 'ginger', true);
    chosen = tapChoice(groups, chosen, 'cup', 'full', true);
    expect(chosen).toEqual(['ginger', 'full']);
    expect(tapChoice(groups, chosen, 'addons', 'ginger', false)).toEqual(['full']);
    // An option of another group, or none at all, changes nothing.
    expect(tapChoice(groups, chosen, 'cup', 'ginger', true)).toEqual(chosen);
  });

  it("clears one group's choice (an optional single-choice group's None), leaving the others", () => {
    const milk: OptionGroupRules = { ...cup, id: 'milk', required: false, minChoices: 0 };
    expect(clearChoice([milk, addOns], ['cutting', 'ginger'], 'milk')).toEqual(['ginger']);
    expect(clearChoice([milk, addOns], ['ginger'], 'milk')).toEqual(['ginger']);
    expect(clearChoice([milk, addOns], ['cutting'], 'nope')).toEqual(['cutting']);
  });

  it('names each group that blocks Add, beside that group', () => {
    expect(groupProblems('Masala Chai', groups, [])).toEqual(new Map([['cup', 'Choose a cup option']]));
    expect(groupProblems('Masala Chai', groups, ['cutting', 'ginger', 'elaichi'])).toEqual(
      new Map([['addons', 'Choose only one for Add-ons']]),
    );
    expect(groupProblems('Masala Chai', groups, ['full', 'elaichi'])).toEqual(
      new Map([['addons', 'Elaichi is not available right now']]),
    );
    expect(groupProblems('Masala Chai', groups, ['full'])).toEqual(new Map());
  });
});
