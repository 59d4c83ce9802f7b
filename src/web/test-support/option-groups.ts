// Item options as the storefront's menu carries them, for the storefront's option tests (the cart's
// lines, the options sheet): an option, and a group the customer must pick exactly one of.
import type { StorefrontOptionGroup } from '#shared/api/catalog.ts';

type Option = StorefrontOptionGroup['options'][number];

export const option = (
  id: string,
  name: string,
  priceDelta = 0,
  isDefault = false,
  available = true,
): Option => ({
  id,
  name,
  priceDelta,
  isDefault,
  available,
});

/** A required single-choice group ('Cup': Cutting or Full). */
export const requiredSingleGroup = (id: string, name: string, options: Option[]): StorefrontOptionGroup => ({
  id,
  name,
  selection: 'single',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options,
});
