// What the kitchen reads on an order line: the choices as ordered ('Cutting, Less sugar, Extra
// ginger'), taken from the line's snapshot so a renamed or deleted option reads as it was ordered.
import type { Order } from '#shared/api/orders.ts';
import { describeChoices } from '#shared/catalog/item-options.ts';

type Line = Order['lines'][number];

/** The choices in the order they were stored (the item's group order), or null for none. */
export function lineChoices(line: Pick<Line, 'options'>): string | null {
  return line.options.length === 0 ? null : describeChoices(line.options.map((o) => o.name));
}
