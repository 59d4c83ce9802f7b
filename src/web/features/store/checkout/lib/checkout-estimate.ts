// Checkout's minutes for the cart and the address chosen (docs/product.md#the-promise): the same
// quote the server stores for this order (shared/promise/quote.ts), from what a new order joins
// now, the cart's kinds of item and the distance from the shop to the door. Before the estimate
// is read (or once it is stale) the words are the header's, today's.
import type { Coordinates } from '#shared/delivery-area/coordinates-schema.ts';
import { distanceKm } from '#shared/delivery-area/distance-km.ts';
import { deliveryEstimateText, pickupEstimateText, shownFor } from '#shared/promise/promise-text.ts';
import { quoteMinutes } from '#shared/promise/quote.ts';
import { deliveryPromiseText } from '#shared/shop-hours/availability-text.ts';
import type { ShopStatus } from '#web/features/store/shared/lib/shop-status-text.ts';

/** What of the menu says an item's category: items name theirs by slug, the server keys by id. */
export type CategoriesOfMenu = {
  items: readonly { id: string; category: string }[];
  categories: readonly { id: string; slug: string }[];
};

/**
 * Each line's category id (the server keys kitchen times by it), null for an item with no
 * category the menu lists or an item no longer on the menu: the server counts those at the usual
 * kitchen time.
 */
export function cartCategoryIds(
  lines: readonly { itemId: string }[],
  menu: CategoriesOfMenu | undefined,
): (string | null)[] {
  const idOfSlug = new Map(menu?.categories.map((c) => [c.slug, c.id]));
  const slugOfItem = new Map(menu?.items.map((i) => [i.id, i.category]));
  return lines.map((l) => {
    const slug = slugOfItem.get(l.itemId);
    return (slug !== undefined && idOfSlug.get(slug)) || null;
  });
}

type Input = {
  /** The status of an open shop. */
  open: ShopStatus;
  categoryIds: readonly (string | null)[];
  /** The shop's point (settings.delivery.shop); undefined before the settings are read. */
  shop: Coordinates | undefined;
  /** The address's point; null before one is chosen. */
  point: Coordinates | null;
};

/** 'Delivery in 8 minutes' / 'Delivery in about N minutes' for this cart to this door. */
export function checkoutDeliveryText({ open, categoryIds, shop, point }: Input): string {
  const header = open.deliveryText ?? deliveryPromiseText(open.promiseMinutes);
  // No point yet: the header's figure, at the shop's usual distance.
  if (!open.quote || !shop || !point) return header;
  const metres = distanceKm(shop, point) * 1000;
  const minutes = quoteMinutes(open.quote.queue, { orderType: 'delivery', categoryIds, metres });
  return deliveryEstimateText(shownFor('delivery', minutes, open.quote.busyExtraMinutes));
}

/** 'Ready for pickup in about N minutes' for this cart. */
export function checkoutPickupText({ open, categoryIds }: Pick<Input, 'open' | 'categoryIds'>): string {
  if (!open.quote) return open.pickupText ?? `Ready for pickup in ${open.promiseMinutes} minutes`;
  const minutes = quoteMinutes(open.quote.queue, { orderType: 'pickup', categoryIds, metres: 0 });
  return pickupEstimateText(shownFor('pickup', minutes, open.quote.busyExtraMinutes));
}
