// An item's unit is one concept with one stored value ('piece', 'cup' ...). The admin picks it
// from UNIT_CHOICES; the storefront shows one of it ('1 piece'), through unitLabel only.

export const UNIT_CHOICES = ['piece', 'cup', 'glass', 'plate', 'bowl', 'serving'] as const;
export type Unit = (typeof UNIT_CHOICES)[number];
/** A new item's unit when none is picked. */
export const DEFAULT_UNIT: Unit = 'piece';

/** How the storefront names what one price buys: '1 piece', '1 cup'. */
export function unitLabel(unit: Unit): string {
  return `1 ${unit}`;
}
