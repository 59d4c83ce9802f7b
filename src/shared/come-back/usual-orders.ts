// 'My usual' (docs/product.md#my-usual): a signed-in customer keeps an order as a favourite and
// orders it again in one tap; every reorder is priced, checked for stock and options again, and
// says what changed. Pure data.

/** How many favourites one customer can keep. */
export const USUAL_ORDERS_MAX = 5;

/** A favourite's name ('My usual', 'Office chai'). */
export const USUAL_NAME_MAX = 40;
export const USUAL_DEFAULT_NAME = 'My usual';

/** One line of a favourite, as kept: the item and chosen options by id, so prices are read fresh. */
export type UsualLine = {
  menuItemId: string;
  quantity: number;
  optionIds: string[];
  note: string | null;
};
