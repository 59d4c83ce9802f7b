// The starter option groups (docs/product.md#item-options): what a Pune chai cafe asks at the
// counter. Items are named by their seed menu's names and found by slug, so a demo database made
// before options existed gets them too.
import type { OptionSelection } from '#shared/catalog/item-options.ts';

export type SeedOption = { name: string; priceDeltaPaise: number; isDefault?: boolean };
export type SeedOptionGroup = {
  name: string;
  selection: OptionSelection;
  required: boolean;
  minChoices: number;
  maxChoices: number;
  options: SeedOption[];
  /** The seed menu's categories whose items carry the group, in the sheet's order of groups. */
  categorySlugs: string[];
};

export const SEED_OPTION_GROUPS: readonly SeedOptionGroup[] = [
  {
    name: 'Cup',
    selection: 'single',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Cutting', priceDeltaPaise: 0, isDefault: true },
      { name: 'Full', priceDeltaPaise: 1000 },
    ],
    categorySlugs: ['classic-chai'],
  },
  {
    name: 'Sugar',
    selection: 'single',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Less sugar', priceDeltaPaise: 0 },
      { name: 'Normal sugar', priceDeltaPaise: 0, isDefault: true },
      { name: 'Extra sugar', priceDeltaPaise: 0 },
      { name: 'No sugar', priceDeltaPaise: 0 },
    ],
    categorySlugs: ['classic-chai'],
  },
  {
    name: 'Add-ons',
    selection: 'multiple',
    required: false,
    minChoices: 0,
    maxChoices: 2,
    options: [
      { name: 'Extra ginger', priceDeltaPaise: 500 },
      { name: 'Elaichi', priceDeltaPaise: 500 },
    ],
    categorySlugs: ['classic-chai'],
  },
  {
    name: 'Cheese',
    selection: 'multiple',
    required: false,
    minChoices: 0,
    maxChoices: 1,
    options: [{ name: 'Extra cheese', priceDeltaPaise: 2000 }],
    categorySlugs: ['maggie', 'sandwiches', 'pizza'],
  },
  {
    name: 'Size',
    selection: 'single',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Regular', priceDeltaPaise: 0, isDefault: true },
      { name: 'Large', priceDeltaPaise: 4000 },
    ],
    categorySlugs: ['milkshakes'],
  },
];
