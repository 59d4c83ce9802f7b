// Verified ratings (docs/product.md#ratings, decision 036): what a buyer sends to rate an order, what
// they read back on the order's page, and the managers' list, replies, hides and rider figures.
import { z } from 'zod';
import {
  DELIVERY_RATING_REASONS,
  RATING_COMMENT_MAX,
  RATING_HIDE_REASON_MAX,
  RATING_REPLY_MAX,
  RATING_STARS_MAX,
  RATING_STARS_MIN,
} from '../come-back/ratings.ts';
import { UUID } from '../uuid.ts';

// Written out (not built from the limits) so the storefront's word tables find them; the ratings
// test holds them to RATING_STARS_*, RATING_COMMENT_MAX and RATING_WINDOW_DAYS.
export const RATING_MESSAGES = {
  stars: 'Choose from 1 to 5 stars',
  comment: 'A comment can be at most 200 characters',
  reply: `A reply can be at most ${RATING_REPLY_MAX} characters`,
  replyEmpty: 'Write a reply',
  reason: `A reason can be at most ${RATING_HIDE_REASON_MAX} characters`,
  reasonEmpty: 'Say why the comment is hidden',
  noItems: 'Rate at least one item',
  item: 'Choose an item from this order',
  itemTwice: 'Each item is rated once',
  deliveryReason: 'Choose reasons from the list',
  alreadyRated: 'You have already rated this order. Thank you!',
  notYet: 'You can rate this order once it has been delivered or collected.',
  tooLate: 'This order can no longer be rated: ratings close 14 days after delivery.',
  notOnOrder: 'Rate only the items that were on this order',
  noDelivery: 'This order was collected at the shop: there is no delivery to rate',
  alreadyHidden: 'This comment is already hidden',
  noComment: 'This rating has no comment to hide',
} as const;

const stars = z
  .number({ error: RATING_MESSAGES.stars })
  .int(RATING_MESSAGES.stars)
  .min(RATING_STARS_MIN, RATING_MESSAGES.stars)
  .max(RATING_STARS_MAX, RATING_MESSAGES.stars);

const itemId = z.string().regex(UUID, RATING_MESSAGES.item);

/** POST /api/orders/:id/rating: each distinct item's food, and for a delivery the delivery. */
export const rateOrderBodySchema = z.object({
  items: z
    .array(
      z.object({
        menuItemId: itemId,
        stars,
        comment: z.string().trim().max(RATING_COMMENT_MAX, RATING_MESSAGES.comment).optional(),
      }),
    )
    .min(1, RATING_MESSAGES.noItems)
    .max(50, RATING_MESSAGES.noItems)
    .refine((items) => new Set(items.map((i) => i.menuItemId.toLowerCase())).size === items.length, {
      message: RATING_MESSAGES.itemTwice,
    }),
  delivery: z
    .object({
      stars,
      reasons: z
        .array(z.enum(DELIVERY_RATING_REASONS, { error: RATING_MESSAGES.deliveryReason }))
        .max(DELIVERY_RATING_REASONS.length, RATING_MESSAGES.deliveryReason)
        .default([]),
    })
    .optional(),
});
export type RateOrderBody = z.input<typeof rateOrderBodySchema>;

/** One item's rating as its buyer reads it back, with the shop's reply. */
export const givenItemRatingSchema = z.object({
  menuItemId: z.string().nullable(),
  itemName: z.string(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});

/** GET /api/orders/:id/rating: whether the order can be rated now, what to rate, and what was given. */
export const orderRatingSchema = z.object({
  orderId: z.string(),
  orderType: z.enum(['delivery', 'pickup']),
  /** True while the buyer may still rate it: delivered or collected, within the window, not yet rated. */
  rateable: z.boolean(),
  /** When the window closes; null before delivery. */
  closesAt: z.string().nullable(),
  /** The distinct items of the order that can be rated (an item since deleted cannot). */
  items: z.array(z.object({ menuItemId: z.string(), name: z.string() })),
  given: z
    .object({
      createdAt: z.string(),
      deliveryStars: z.number().int().nullable(),
      deliveryReasons: z.array(z.string()),
      items: z.array(givenItemRatingSchema),
    })
    .nullable(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

/** GET /api/ratings/to-rate: the buyer's orders they can still rate ('Rate your order' on My orders). */
export const ordersToRateResponseSchema = z.object({ orderIds: z.array(z.string()) });
export type OrdersToRate = z.infer<typeof ordersToRateResponseSchema>;

// ---------- managers ----------

/** GET /api/admin/ratings: newest first, by item and by stars, a page at a time. */
export const ratingsQuerySchema = z.object({
  item: z.string().regex(UUID, 'Choose an item').optional(),
  stars: z.coerce.number().int().min(RATING_STARS_MIN).max(RATING_STARS_MAX).optional(),
  /** The cursor of the previous page's last rating. */
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminRatingSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  menuItemId: z.string().nullable(),
  itemName: z.string(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRating = z.infer<typeof adminRatingSchema>;

export const ratingsResponseSchema = z.object({
  ratings: z.array(adminRatingSchema),
  nextCursor: z.string().nullable(),
  /** The items that have ratings, for the item filter. */
  items: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type RatingsResponse = z.infer<typeof ratingsResponseSchema>;

export const ratingReplyBodySchema = z.object({
  reply: z
    .string({ error: RATING_MESSAGES.replyEmpty })
    .trim()
    .min(1, RATING_MESSAGES.replyEmpty)
    .max(RATING_REPLY_MAX, RATING_MESSAGES.reply),
});
export type RatingReplyBody = z.input<typeof ratingReplyBodySchema>;

export const ratingHideBodySchema = z.object({
  reason: z
    .string({ error: RATING_MESSAGES.reasonEmpty })
    .trim()
    .min(1, RATING_MESSAGES.reasonEmpty)
    .max(RATING_HIDE_REASON_MAX, RATING_MESSAGES.reason),
});
export type RatingHideBody = z.input<typeof ratingHideBodySchema>;

/** GET /api/admin/ratings/riders: delivery stars per rider over the last `days` days. */
export const riderRatingsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});
export const riderRatingsResponseSchema = z.object({
  days: z.number().int(),
  riders: z.array(
    z.object({
      riderId: z.string(),
      riderName: z.string(),
      /** One decimal. */
      average: z.number(),
      count: z.number().int(),
      /** The reasons customers ticked, most often first. */
      reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
    }),
  ),
});
export type RiderRatingsResponse = z.infer<typeof riderRatingsResponseSchema>;
