// Verified ratings (docs/product.md#ratings): the buyer's routes (their session; 404 for anyone
// else's order) and the managers' (ratings:manage): the list, a reply, a hidden comment, and the
// delivery stars per rider.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, routeRateLimit } from '#server/http/route-options.ts';
import {
  adminRatingSchema,
  orderRatingSchema,
  ordersToRateResponseSchema,
  rateOrderBodySchema,
  ratingHideBodySchema,
  ratingReplyBodySchema,
  ratingsQuerySchema,
  ratingsResponseSchema,
  riderRatingsQuerySchema,
  riderRatingsResponseSchema,
} from '#shared/api/ratings.ts';
import type { RatingsService } from './ratings.service.ts';

const manage = { permission: 'ratings:manage' } as const;
/** A buyer rates each order once: a handful of tries a minute is plenty, and keeps guessing slow. */
const RATE_BUDGET = { max: 20, windowMs: 60_000 };

export const ratingsRoutes: FastifyPluginAsyncZod<{ ratings: RatingsService }> = async (app, { ratings }) => {
  app.get(
    '/api/orders/:id/rating',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The buyer's rating of their order: whether it can be rated now, its items, and what was given (404 for anyone else's order)",
        params: idParams,
        response: { 200: orderRatingSchema },
      },
    },
    async (request) => ratings.ofOrder(await request.viewerId(), request.params.id),
  );

  app.post(
    '/api/orders/:id/rating',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Rates a delivered or collected order once, by its buyer: each item 1-5 stars with a short comment, and the delivery; 409 when already rated, not yet delivered, or too late',
        params: idParams,
        body: rateOrderBodySchema,
        response: { 201: orderRatingSchema },
      },
      config: {
        rateLimit: {
          ...routeRateLimit(RATE_BUDGET),
          keyGenerator: async (request) => `ratings|${(await request.viewer())?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const rated = await ratings.rate(await request.viewerId(), request.params.id, request.body);
      return reply.status(201).send(rated);
    },
  );

  app.get(
    '/api/ratings/to-rate',
    {
      schema: {
        tags: ['orders'],
        summary: "The buyer's delivered orders they can still rate, newest first",
        response: { 200: ordersToRateResponseSchema },
      },
    },
    async (request) => ratings.toRate(await request.viewerId()),
  );

  app.get(
    '/api/admin/ratings',
    {
      config: manage,
      schema: {
        tags: ['admin'],
        summary:
          'Item ratings newest first, by item and by stars, a page at a time, with replies and hidden comments',
        querystring: ratingsQuerySchema,
        response: { 200: ratingsResponseSchema },
      },
    },
    async (request) => ratings.list(request.query),
  );

  app.post(
    '/api/admin/ratings/:id/reply',
    {
      config: manage,
      schema: {
        tags: ['admin'],
        summary:
          'Replies to a rating (the buyer sees it on their order); a new reply replaces the last, audited',
        params: idParams,
        body: ratingReplyBodySchema,
        response: { 200: adminRatingSchema },
      },
    },
    async (request) => ratings.reply(request.params.id, request.body.reply, await request.actor()),
  );

  app.post(
    '/api/admin/ratings/:id/hide',
    {
      config: manage,
      schema: {
        tags: ['admin'],
        summary:
          "Hides a rating's comment with a reason, audited; its stars still count. 409 when already hidden",
        params: idParams,
        body: ratingHideBodySchema,
        response: { 200: adminRatingSchema },
      },
    },
    async (request) => ratings.hide(request.params.id, request.body.reason, await request.actor()),
  );

  app.get(
    '/api/admin/ratings/riders',
    {
      config: manage,
      schema: {
        tags: ['admin'],
        summary:
          "Each rider's delivery stars over the last days (30 unless asked): average, count, the reasons ticked",
        querystring: riderRatingsQuerySchema,
        response: { 200: riderRatingsResponseSchema },
      },
    },
    async (request) => ratings.riders(request.query.days),
  );
};
