// Verified ratings in the database (docs/product.md#ratings): order_ratings (one per order, keyed by
// it) and item_ratings (one per order and item). Written once by the buyer; a manager's reply or hide
// is the only later change, and never touches the stars.
import { and, asc, desc, eq, gte, isNotNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { deliveries, itemRatings, orderItems, orderRatings, orders, users } from '#server/db/schema.ts';

export type ItemRatingRow = typeof itemRatings.$inferSelect;
export type OrderRatingRow = typeof orderRatings.$inferSelect;
export type AdminRatingRow = ItemRatingRow & { orderNumber: string; micros: string };

export type RatingCursor = { micros: string; id: string };

export type NewRating = {
  orderId: string;
  userId: string;
  deliveryStars: number | null;
  deliveryReasons: string[];
  items: { menuItemId: string; itemName: string; stars: number; comment: string | null }[];
};

export function createRatingsRepo(db: Db) {
  /** When the order last became delivered (or collected): its latest status event to 'delivered'. */
  // An order written without its history (an import) counts from its last change.
  // Spelled out with the orders table named: a column interpolated alone may be written unqualified.
  const deliveredAt = sql<Date | null>`coalesce((select max(e.created_at) from order_status_events e where e.order_id = "orders"."id" and e.to_status = 'delivered'), case when "orders"."status" = 'delivered' then "orders"."updated_at" end)`;

  return {
    async order(orderId: string) {
      const [row] = await db
        .select({
          id: orders.id,
          userId: orders.userId,
          status: orders.status,
          orderType: orders.orderType,
          deliveredAt: deliveredAt.mapWith((v: string | Date | null) => (v ? new Date(v) : null)),
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
    },

    /** The order's distinct items that still exist, by their first line's name. */
    async orderItems(orderId: string): Promise<{ menuItemId: string; name: string }[]> {
      const rows = await db
        .select({ menuItemId: orderItems.menuItemId, name: orderItems.name })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.menuItemId)))
        .orderBy(asc(orderItems.id));
      const seen = new Map<string, string>();
      for (const row of rows)
        if (row.menuItemId && !seen.has(row.menuItemId)) seen.set(row.menuItemId, row.name);
      return [...seen].map(([menuItemId, name]) => ({ menuItemId, name }));
    },

    /** The rider whose delivery of the order was completed (the latest, should there be two). */
    async deliveredBy(orderId: string): Promise<string | null> {
      const [row] = await db
        .select({ riderId: deliveries.riderId })
        .from(deliveries)
        .where(and(eq(deliveries.orderId, orderId), eq(deliveries.status, 'delivered')))
        .orderBy(desc(deliveries.finishedAt))
        .limit(1);
      return row?.riderId ?? null;
    },

    /**
     * Writes the rating, or answers 'already-rated' when the order has one: the order's key decides
     * between two tries at once, and the loser writes nothing.
     */
    async insert(rating: NewRating, riderId: string | null): Promise<'inserted' | 'already-rated'> {
      return db.transaction(async (tx) => {
        const made = await tx
          .insert(orderRatings)
          .values({
            orderId: rating.orderId,
            userId: rating.userId,
            deliveryStars: rating.deliveryStars,
            deliveryReasons: rating.deliveryReasons,
            riderId,
          })
          .onConflictDoNothing()
          .returning({ orderId: orderRatings.orderId });
        if (made.length === 0) return 'already-rated';
        await tx
          .insert(itemRatings)
          .values(rating.items.map((item) => ({ orderId: rating.orderId, ...item })));
        return 'inserted';
      });
    },

    async given(orderId: string): Promise<{ order: OrderRatingRow; items: ItemRatingRow[] } | undefined> {
      const [order] = await db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId));
      if (!order) return undefined;
      const items = await db
        .select()
        .from(itemRatings)
        .where(eq(itemRatings.orderId, orderId))
        .orderBy(asc(itemRatings.itemName));
      return { order, items };
    },

    /** The buyer's delivered orders since `since` that have no rating yet, newest first. */
    async toRate(userId: string, since: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.status, 'delivered'),
            sql`${deliveredAt} >= ${since.toISOString()}::timestamptz`,
            notExists(
              db.select({ one: sql`1` }).from(orderRatings).where(eq(orderRatings.orderId, orders.id)),
            ),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async list(filter: { item?: string; stars?: number; before?: RatingCursor; limit: number }) {
      const conditions: (SQL | undefined)[] = [
        filter.item ? eq(itemRatings.menuItemId, filter.item) : undefined,
        filter.stars ? eq(itemRatings.stars, filter.stars) : undefined,
        filter.before
          ? sql`(${itemRatings.createdAt}, ${itemRatings.id}) < (timestamptz 'epoch' + ${filter.before.micros}::bigint * interval '1 microsecond', ${filter.before.id}::uuid)`
          : undefined,
      ];
      const rows = await db
        .select({
          rating: itemRatings,
          orderNumber: orders.orderNumber,
          micros: sql<string>`(extract(epoch from ${itemRatings.createdAt}) * 1000000)::bigint::text`,
        })
        .from(itemRatings)
        .innerJoin(orders, eq(orders.id, itemRatings.orderId))
        .where(and(...conditions))
        .orderBy(desc(itemRatings.createdAt), desc(itemRatings.id))
        .limit(filter.limit + 1);
      const page: AdminRatingRow[] = rows
        .slice(0, filter.limit)
        .map((r) => ({ ...r.rating, orderNumber: r.orderNumber, micros: r.micros }));
      const last = page.at(-1);
      return { page, next: rows.length > filter.limit && last ? { micros: last.micros, id: last.id } : null };
    },

    /** The items that have ratings, for the managers' filter (by the latest name they were rated under). */
    async ratedItems(): Promise<{ id: string; name: string }[]> {
      const rows = await db
        .selectDistinctOn([itemRatings.menuItemId], {
          id: itemRatings.menuItemId,
          name: itemRatings.itemName,
        })
        .from(itemRatings)
        .where(isNotNull(itemRatings.menuItemId))
        .orderBy(itemRatings.menuItemId, desc(itemRatings.createdAt));
      return rows
        .map((r) => ({ id: r.id as string, name: r.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    async one(id: string): Promise<AdminRatingRow | undefined> {
      const [row] = await db
        .select({
          rating: itemRatings,
          orderNumber: orders.orderNumber,
          micros: sql<string>`(extract(epoch from ${itemRatings.createdAt}) * 1000000)::bigint::text`,
        })
        .from(itemRatings)
        .innerJoin(orders, eq(orders.id, itemRatings.orderId))
        .where(eq(itemRatings.id, id));
      return row ? { ...row.rating, orderNumber: row.orderNumber, micros: row.micros } : undefined;
    },

    async reply(id: string, reply: string, by: string | null, at: Date) {
      await db.update(itemRatings).set({ reply, repliedAt: at, repliedBy: by }).where(eq(itemRatings.id, id));
    },

    /** Hides the comment unless it is hidden already; answers whether this call hid it. */
    async hide(id: string, reason: string, by: string | null, at: Date): Promise<boolean> {
      const rows = await db
        .update(itemRatings)
        .set({ hiddenAt: at, hiddenReason: reason, hiddenBy: by })
        .where(and(eq(itemRatings.id, id), sql`${itemRatings.hiddenAt} is null`))
        .returning({ id: itemRatings.id });
      return rows.length > 0;
    },

    /** Delivery stars per rider since `since`: average, count and how often each reason was ticked. */
    async riderStats(since: Date) {
      const recent = and(
        isNotNull(orderRatings.riderId),
        isNotNull(orderRatings.deliveryStars),
        gte(orderRatings.createdAt, since),
      );
      const [figures, reasons] = await Promise.all([
        db
          .select({
            riderId: orderRatings.riderId,
            riderName: users.name,
            average: sql<string>`avg(${orderRatings.deliveryStars})`,
            count: sql<number>`count(*)::int`,
          })
          .from(orderRatings)
          .innerJoin(users, eq(users.id, orderRatings.riderId))
          .where(recent)
          .groupBy(orderRatings.riderId, users.name)
          .orderBy(asc(users.name)),
        db
          .select({ riderId: orderRatings.riderId, reasons: orderRatings.deliveryReasons })
          .from(orderRatings)
          .where(recent),
      ]);
      return figures.map((f) => ({
        riderId: f.riderId as string,
        riderName: f.riderName,
        average: Number(f.average),
        count: Number(f.count),
        reasons: reasonCounts(reasons.filter((r) => r.riderId === f.riderId).flatMap((r) => r.reasons)),
      }));
    },
  };
}

export type RatingsRepo = ReturnType<typeof createRatingsRepo>;

/** How often each reason was ticked, most often first. */
function reasonCounts(reasons: string[]): { reason: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}
