// Verified ratings (docs/product.md#ratings, decision 036): only the buyer rates, once, an order that
// was delivered or collected, within RATING_WINDOW_DAYS, and only the items that were on it. A new
// rating drops the cached menu (the same way a menu edit does) so the storefront's stars follow.
// Managers reply to or hide a comment (audited); a hidden comment's stars still count.

import type { z } from 'zod';
import { conflict, invalid, notFound } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import {
  type AdminRating,
  type OrderRating,
  type OrdersToRate,
  RATING_MESSAGES,
  type RatingsResponse,
  type RiderRatingsResponse,
  type rateOrderBodySchema,
  type ratingsQuerySchema,
} from '#shared/api/ratings.ts';
import { RATING_WINDOW_DAYS } from '#shared/come-back/ratings.ts';
import { UUID } from '#shared/uuid.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { AdminRatingRow, RatingsRepo } from './ratings.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = RATING_WINDOW_DAYS * DAY_MS;
/** 'Rate your order' shows on at most this many of the buyer's orders. */
const TO_RATE_MAX = 50;

type Deps = {
  repo: RatingsRepo;
  audit: AuditService;
  /** What a menu edit calls: drops the menu here and on every instance (services/core.ts). */
  catalog: Pick<CatalogService, 'invalidate'>;
  now: () => Date;
};

const ORDER_NOT_FOUND = 'Order not found';
const RATING_NOT_FOUND = 'Rating not found';

function toAdminRating(row: AdminRatingRow): AdminRating {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    menuItemId: row.menuItemId,
    itemName: row.itemName,
    stars: row.stars,
    comment: row.comment,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenReason: row.hiddenReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createRatingsService({ repo, audit, catalog, now }: Deps) {
  /** The buyer's own order, or 404 (the same answer for a stranger's order and for none). */
  async function buyersOrder(userId: string, orderId: string) {
    const order = UUID.test(orderId) ? await repo.order(orderId) : undefined;
    if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  async function view(order: Awaited<ReturnType<typeof buyersOrder>>): Promise<OrderRating> {
    const [items, given] = await Promise.all([repo.orderItems(order.id), repo.given(order.id)]);
    const delivered = order.status === 'delivered' && order.deliveredAt ? order.deliveredAt : null;
    const closesAt = delivered ? new Date(delivered.getTime() + WINDOW_MS) : null;
    return {
      orderId: order.id,
      orderType: order.orderType,
      rateable: !given && closesAt !== null && now() <= closesAt && items.length > 0,
      closesAt: closesAt?.toISOString() ?? null,
      items,
      given: given
        ? {
            createdAt: given.order.createdAt.toISOString(),
            deliveryStars: given.order.deliveryStars,
            deliveryReasons: given.order.deliveryReasons,
            items: given.items.map((i) => ({
              menuItemId: i.menuItemId,
              itemName: i.itemName,
              stars: i.stars,
              comment: i.comment,
              reply: i.reply,
              repliedAt: i.repliedAt?.toISOString() ?? null,
            })),
          }
        : null,
    };
  }

  async function ratingOf(id: string): Promise<AdminRatingRow> {
    const row = UUID.test(id) ? await repo.one(id) : undefined;
    if (!row) throw notFound(RATING_NOT_FOUND);
    return row;
  }

  return {
    async ofOrder(userId: string, orderId: string): Promise<OrderRating> {
      return view(await buyersOrder(userId, orderId));
    },

    async rate(
      userId: string,
      orderId: string,
      body: z.output<typeof rateOrderBodySchema>,
    ): Promise<OrderRating> {
      const order = await buyersOrder(userId, orderId);
      if (order.status !== 'delivered' || !order.deliveredAt) throw conflict(RATING_MESSAGES.notYet);
      if (now().getTime() > order.deliveredAt.getTime() + WINDOW_MS) throw conflict(RATING_MESSAGES.tooLate);
      if (await repo.given(order.id)) throw conflict(RATING_MESSAGES.alreadyRated);
      const names = new Map((await repo.orderItems(order.id)).map((i) => [i.menuItemId, i.name]));
      const items = body.items.map((item) => {
        const id = item.menuItemId.toLowerCase();
        const name = names.get(id);
        if (!name) throw invalid(RATING_MESSAGES.notOnOrder, { items: RATING_MESSAGES.notOnOrder });
        return { menuItemId: id, itemName: name, stars: item.stars, comment: item.comment || null };
      });
      if (body.delivery && order.orderType !== 'delivery')
        throw invalid(RATING_MESSAGES.noDelivery, { delivery: RATING_MESSAGES.noDelivery });
      const rider = body.delivery ? await repo.deliveredBy(order.id) : null;
      const written = await repo.insert(
        {
          orderId: order.id,
          userId,
          deliveryStars: body.delivery?.stars ?? null,
          deliveryReasons: [...new Set(body.delivery?.reasons ?? [])],
          items,
        },
        rider,
      );
      if (written === 'already-rated') throw conflict(RATING_MESSAGES.alreadyRated);
      // The storefront's stars are part of the menu: the same drop a menu edit makes.
      catalog.invalidate();
      return view(order);
    },

    async toRate(userId: string): Promise<OrdersToRate> {
      const since = new Date(now().getTime() - WINDOW_MS);
      return { orderIds: await repo.toRate(userId, since, TO_RATE_MAX) };
    },

    async list(query: z.output<typeof ratingsQuerySchema>): Promise<RatingsResponse> {
      const [micros, id] = query.before?.split('_') ?? [];
      const before = micros && /^\d{1,16}$/.test(micros) && id && UUID.test(id) ? { micros, id } : undefined;
      const [{ page, next }, items] = await Promise.all([
        repo.list({ item: query.item, stars: query.stars, before, limit: query.limit }),
        repo.ratedItems(),
      ]);
      return {
        ratings: page.map(toAdminRating),
        nextCursor: next ? `${next.micros}_${next.id}` : null,
        items,
      };
    },

    async reply(id: string, reply: string, context: RequestContext): Promise<AdminRating> {
      const before = await ratingOf(id);
      await repo.reply(id, reply, context.userId, now());
      await audit.record(context, {
        action: 'ratings.replied',
        tableName: 'item_ratings',
        recordId: id,
        oldValues: { reply: before.reply },
        newValues: { reply, item: before.itemName, order: before.orderNumber },
      });
      return toAdminRating(await ratingOf(id));
    },

    async hide(id: string, reason: string, context: RequestContext): Promise<AdminRating> {
      const before = await ratingOf(id);
      if (!before.comment) throw conflict(RATING_MESSAGES.noComment);
      if (!(await repo.hide(id, reason, context.userId, now())))
        throw conflict(RATING_MESSAGES.alreadyHidden);
      await audit.record(context, {
        action: 'ratings.comment_hidden',
        tableName: 'item_ratings',
        recordId: id,
        oldValues: { comment: before.comment },
        newValues: { reason, item: before.itemName, order: before.orderNumber, stars: before.stars },
      });
      return toAdminRating(await ratingOf(id));
    },

    async riders(days: number): Promise<RiderRatingsResponse> {
      const since = new Date(now().getTime() - days * DAY_MS);
      const riders = await repo.riderStats(since);
      return {
        days,
        riders: riders.map((r) => ({ ...r, average: Math.round(r.average * 10) / 10 })),
      };
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
