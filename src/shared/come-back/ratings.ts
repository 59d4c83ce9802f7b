// Verified ratings (docs/product.md#ratings): after an order is delivered or collected, its buyer
// rates it once, each item's food and (for a delivery) the delivery. Pure data: the schema's checks,
// the server, the storefront and the staff pages all read these.

/** Stars are whole numbers from 1 to 5. */
export const RATING_STARS_MIN = 1;
export const RATING_STARS_MAX = 5;

/** An item shows 'New' on the storefront until it has this many verified ratings. */
export const MIN_RATINGS_SHOWN = 3;

/** A comment on an item, a manager's reply, and the reason a comment was hidden. */
export const RATING_COMMENT_MAX = 200;
export const RATING_REPLY_MAX = 300;
export const RATING_HIDE_REASON_MAX = 200;

/** How long after delivery (or collection) an order can still be rated. */
export const RATING_WINDOW_DAYS = 14;

/** The quick reasons a customer can tick about the delivery (stored as these keys). */
export const DELIVERY_RATING_REASONS = [
  'on_time',
  'late',
  'polite_rider',
  'rude_rider',
  'spilled',
  'well_packed',
  'hard_to_find',
  'cold',
] as const;
export type DeliveryRatingReason = (typeof DELIVERY_RATING_REASONS)[number];

/** The reasons as customers and managers read them (the storefront translates these words). */
export const DELIVERY_RATING_REASON_LABELS: Record<DeliveryRatingReason, string> = {
  on_time: 'On time',
  late: 'Late',
  polite_rider: 'Polite rider',
  rude_rider: 'Rude rider',
  spilled: 'Spilled',
  well_packed: 'Well packed',
  hard_to_find: 'Rider could not find me',
  cold: 'Arrived cold',
};
