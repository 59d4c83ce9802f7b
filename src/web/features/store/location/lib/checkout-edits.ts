// What checkout keeps of the customer's typing when the location chooser, opened from checkout,
// comes back. In the storefront's first load (the page keeps the typing): no imports that weigh.
import type { AddressDraft } from '#web/features/store/shared/lib/address-draft.ts';

/**
 * How the chooser came back: a new place (preset, current location), a saved address, or a place
 * that only says where the chosen saved address is (it had no point of its own).
 */
export type LocationChoice = 'place' | 'address' | 'located';

/**
 * A saved address brings all its parts, so no typing stays; a new place brings its own area and
 * point; a place that locates the saved address changes none of its text, and a typed area stays
 * unless it was left blank (then the place's area fills it).
 */
export function editsAfterChoice(
  typed: Partial<AddressDraft>,
  choice: LocationChoice,
): Partial<AddressDraft> {
  if (choice === 'address') return {};
  const { area, latitude: _latitude, longitude: _longitude, ...rest } = typed;
  return choice === 'located' && area?.trim() ? { ...rest, area } : rest;
}
