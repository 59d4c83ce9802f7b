// The measured figures the forecast runs on (docs/product.md#how-the-estimate-is-worked-out), from
// the orders of a recent window: medians worked out by the database (percentile_cont, which PGlite
// and PostgreSQL both have), and the delivery points, whose distances are measured as the fee is.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';

/** A median and how many orders it was taken over. */
export type MeasuredMedian = { minutes: number | null; samples: number };

export type MeasuredTimes = {
  /** Placed -> accepted. */
  accept: MeasuredMedian;
  /** Accepted -> packed, over every order. */
  prep: MeasuredMedian;
  /** Accepted -> packed of the orders with an item of each category. */
  prepByCategory: Map<string, MeasuredMedian>;
};

/** The newest delivery points read for the usual distance: plenty for a median. */
const DELIVERY_POINTS_READ = 2_000;

/** Each order of the window with its placed, accepted and packed moments: `ev` in what follows. */
const timesSince = (since: Date) => sql`(
  select e.order_id,
    -- An order for later waits for the kitchen from its release, not from when it was placed
    -- (docs/product.md#orders-for-later-today): hours held would swell the accept median.
    greatest(coalesce(min(e.created_at) filter (where e.to_status = 'placed'), min(o.created_at)),
      min(o.release_at)) as placed_at,
    min(e.created_at) filter (where e.to_status in ('accepted', 'preparing')) as accepted_at,
    -- A pickup skips 'ready': on the counter ('out_for_delivery') is packed.
    min(e.created_at) filter (where e.to_status in ('ready', 'out_for_delivery')) as ready_at
  from order_status_events e join orders o on o.id = e.order_id
  where o.created_at >= ${since.toISOString()}::timestamptz
  group by e.order_id
)`;

const minutesBetween = (from: string, to: string) => sql.raw(`extract(epoch from (${to} - ${from})) / 60.0`);

export function createPromiseRatesRepo(db: Db) {
  return {
    async measuredTimes(since: Date): Promise<MeasuredTimes> {
      const [overall] = await rawRows<{
        acceptMinutes: number | null;
        acceptSamples: number;
        prepMinutes: number | null;
        prepSamples: number;
      }>(
        db,
        sql`select
          (percentile_cont(0.5) within group (order by ${minutesBetween('placed_at', 'accepted_at')})
            filter (where accepted_at >= placed_at))::float8 as "acceptMinutes",
          count(*) filter (where accepted_at >= placed_at)::int as "acceptSamples",
          (percentile_cont(0.5) within group (order by ${minutesBetween('accepted_at', 'ready_at')})
            filter (where ready_at >= accepted_at))::float8 as "prepMinutes",
          count(*) filter (where ready_at >= accepted_at)::int as "prepSamples"
        from ${timesSince(since)} ev`,
      );
      const byCategory = await rawRows<{ categoryId: string; minutes: number; samples: number }>(
        db,
        sql`select c.category_id::text as "categoryId",
          (percentile_cont(0.5) within group (order by ${minutesBetween('ev.accepted_at', 'ev.ready_at')}))::float8
            as "minutes",
          count(*)::int as "samples"
        from ${timesSince(since)} ev
        join lateral (
          select distinct mi.category_id
          from order_items oi join menu_items mi on mi.id = oi.menu_item_id
          where oi.order_id = ev.order_id and mi.category_id is not null
        ) c on true
        where ev.ready_at >= ev.accepted_at
        group by c.category_id`,
      );
      return {
        accept: { minutes: overall?.acceptMinutes ?? null, samples: overall?.acceptSamples ?? 0 },
        prep: { minutes: overall?.prepMinutes ?? null, samples: overall?.prepSamples ?? 0 },
        prepByCategory: new Map(
          byCategory.map((r) => [r.categoryId, { minutes: r.minutes, samples: r.samples }]),
        ),
      };
    },

    /** The points of the window's delivery orders, newest first (those placed, not only delivered). */
    deliveryPoints(since: Date): Promise<{ latitude: number; longitude: number }[]> {
      return rawRows(
        db,
        sql`select (address->>'latitude')::float8 as "latitude", (address->>'longitude')::float8 as "longitude"
        from orders
        where order_type = 'delivery' and created_at >= ${since.toISOString()}::timestamptz
          and status not in ('cancelled', 'awaiting_payment')
          and address->>'latitude' is not null and address->>'longitude' is not null
        order by created_at desc
        limit ${DELIVERY_POINTS_READ}`,
      );
    },

    /** Every menu item's category, so a checkout's lines find their kitchen time in memory. */
    async itemCategories(): Promise<Map<string, string>> {
      const rows = await rawRows<{ id: string; categoryId: string }>(
        db,
        sql`select id::text as "id", category_id::text as "categoryId" from menu_items where category_id is not null`,
      );
      return new Map(rows.map((r) => [r.id, r.categoryId]));
    },
  };
}

export type PromiseRatesRepo = ReturnType<typeof createPromiseRatesRepo>;
