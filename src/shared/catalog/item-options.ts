// Item options (docs/product.md#item-options): the shop's option groups ('Cup', 'Sugar', 'Add-ons'),
// each attached to any number of items, and the rules a customer's choices must meet. Plain
// functions without zod: the storefront's options sheet checks a selection with the same code the
// server enforces, so the two can never disagree about what is valid.

export const OPTION_SELECTIONS = ['single', 'multiple'] as const;
export type OptionSelection = (typeof OPTION_SELECTIONS)[number];

export const OPTION_LIMITS = {
  /** A customer's note on one cart line ('less milk please'). */
  noteMax: 140,
  groupNameMax: 60,
  optionNameMax: 60,
  /** Options in one group. */
  optionsPerGroup: 20,
  /** Groups attached to one item. */
  groupsPerItem: 10,
  /** Option ids one order line may carry (more than any item can offer: 10 groups of 20 is the cap). */
  optionsPerLine: 200,
  /** Groups the shop may have in all. */
  groups: 200,
  /** Largest price delta of one option, in rupees. */
  maxDeltaRupees: 10_000,
} as const;

/** One choice as the storefront and the rules see it. Prices in rupees, like the rest of the API. */
export type OptionChoice = {
  id: string;
  name: string;
  /** Added to the item's price per unit when chosen; 0 allowed, never negative. */
  priceDelta: number;
  /** Chosen when the sheet opens. */
  isDefault: boolean;
  /** Staff turn a choice off when it runs out (no cheese left); it shows, but cannot be chosen. */
  available: boolean;
};

export type OptionGroupRules = {
  id: string;
  name: string;
  selection: OptionSelection;
  /** required ⇔ minChoices >= 1; single ⇒ maxChoices = 1. */
  required: boolean;
  minChoices: number;
  maxChoices: number;
  options: OptionChoice[];
};

/** Why a selection is refused. The item's name leads, so a cart of several items says which one. */
export const OPTION_MESSAGES = {
  note: `A note can be at most ${OPTION_LIMITS.noteMax} characters`,
  unknown: (item: string) => `${item}: one of the chosen options is not offered for this item`,
  duplicate: (item: string) => `${item}: an option was chosen twice`,
  unavailable: (item: string, option: string) => `${item}: ${option} is not available right now`,
  required: (item: string, group: string) => `${item}: choose a ${group.toLowerCase()} option`,
  tooFew: (item: string, group: string, min: number) => `${item}: choose at least ${min} for ${group}`,
  tooMany: (item: string, group: string, max: number) =>
    max === 1 ? `${item}: choose only one for ${group}` : `${item}: choose at most ${max} for ${group}`,
} as const;

/**
 * What is wrong with choosing `chosenIds` for an item with these groups, or undefined when the
 * selection is valid. `kind` tells the server which answer it is: 'unavailable' is a 409 (the
 * menu changed under the customer), every other kind a 400.
 */
export type SelectionProblem = {
  kind: 'unknown' | 'duplicate' | 'unavailable' | 'required' | 'too-few' | 'too-many';
  message: string;
  /** The group concerned, when there is one. */
  groupId?: string;
};

export function selectionProblem(
  itemName: string,
  groups: readonly OptionGroupRules[],
  chosenIds: readonly string[],
): SelectionProblem | undefined {
  if (new Set(chosenIds).size !== chosenIds.length)
    return { kind: 'duplicate', message: OPTION_MESSAGES.duplicate(itemName) };
  const groupOf = new Map<string, OptionGroupRules>();
  const optionOf = new Map<string, OptionChoice>();
  for (const group of groups)
    for (const option of group.options) {
      groupOf.set(option.id, group);
      optionOf.set(option.id, option);
    }
  for (const id of chosenIds)
    if (!optionOf.has(id)) return { kind: 'unknown', message: OPTION_MESSAGES.unknown(itemName) };
  for (const group of groups) {
    const count = chosenIds.filter((id) => groupOf.get(id) === group).length;
    if (count > group.maxChoices)
      return {
        kind: 'too-many',
        message: OPTION_MESSAGES.tooMany(itemName, group.name, group.maxChoices),
        groupId: group.id,
      };
    if (count < group.minChoices)
      return count === 0 && group.minChoices === 1
        ? { kind: 'required', message: OPTION_MESSAGES.required(itemName, group.name), groupId: group.id }
        : {
            kind: 'too-few',
            message: OPTION_MESSAGES.tooFew(itemName, group.name, group.minChoices),
            groupId: group.id,
          };
  }
  for (const id of chosenIds) {
    const option = optionOf.get(id) as OptionChoice;
    if (!option.available)
      return {
        kind: 'unavailable',
        message: OPTION_MESSAGES.unavailable(itemName, option.name),
        groupId: groupOf.get(id)?.id,
      };
  }
  return undefined;
}

/** The chosen options in the item's group order, then option order (how every screen lists them). */
export function chosenOptions(
  groups: readonly OptionGroupRules[],
  chosenIds: readonly string[],
): { group: OptionGroupRules; option: OptionChoice }[] {
  const chosen = new Set(chosenIds);
  return groups.flatMap((group) =>
    group.options.filter((o) => chosen.has(o.id)).map((option) => ({ group, option })),
  );
}

/** 'Cutting, Less sugar, Extra ginger': the choices as every screen and ticket writes them. */
export function describeChoices(names: readonly string[]): string {
  return names.join(', ');
}

/** Spaces, and characters that take no room on screen (zero-width spaces and joiners, marks). */
const INVISIBLE = /[\s\p{Cf}\p{Cc}]/gu;

/**
 * A note as stored: whitespace runs become one space, ends trimmed; a note with nothing that can
 * be seen (empty, spaces, zero-width characters) is no note, so the board never shows a blank one.
 */
export function normalizeNote(note: string | null | undefined): string | null {
  // No note (every line of a one-tap ADD) skips the Unicode regex, whose first use compiles it:
  // 4 ms of a phone's page start, for the grid's quantity controls.
  if (!note) return null;
  const text = note.replace(/\s+/g, ' ').trim();
  return text.replace(INVISIBLE, '') === '' ? null : text;
}

/**
 * A cart line's identity: the same item with other choices or another note is another line. The
 * option ids are sorted, so the order they were tapped in does not matter.
 */
export function cartLineKey(
  itemId: string,
  optionIds: readonly string[],
  note: string | null | undefined,
): string {
  return JSON.stringify([itemId, [...optionIds].sort(), normalizeNote(note) ?? '']);
}
