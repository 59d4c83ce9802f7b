// Verified ratings (docs/product.md#ratings): the buyer rates an order and reads it back; managers
// list ratings, reply to or hide a comment, and read delivery stars per rider.
import type { z } from 'zod';
import type {
  adminRatingSchema,
  OrderRating,
  OrdersToRate,
  RateOrderBody,
  RatingHideBody,
  RatingReplyBody,
  RatingsResponse,
  RiderRatingsResponse,
  ratingsQuerySchema,
  riderRatingsQuerySchema,
} from '../ratings.ts';

export interface RatingEndpoints {
  'GET /api/orders/:id/rating': { response: OrderRating };
  'POST /api/orders/:id/rating': { body: RateOrderBody; response: OrderRating };
  'GET /api/ratings/to-rate': { response: OrdersToRate };
  'GET /api/admin/ratings': { query: z.output<typeof ratingsQuerySchema>; response: RatingsResponse };
  'POST /api/admin/ratings/:id/reply': {
    body: RatingReplyBody;
    response: z.infer<typeof adminRatingSchema>;
  };
  'POST /api/admin/ratings/:id/hide': {
    body: RatingHideBody;
    response: z.infer<typeof adminRatingSchema>;
  };
  'GET /api/admin/ratings/riders': {
    query: z.output<typeof riderRatingsQuerySchema>;
    response: RiderRatingsResponse;
  };
}
