// What the forecast reads of the shop now (docs/product.md#how-the-estimate-is-worked-out): every
// unfinished order with the moments of its life, its rider and its item kinds, and the riders on
// shift. Two queries per recompute whatever the queue, never one per order, and a bounded read:
// orders abandoned hours ago are left out, and at most the oldest MAX_FORECAST_ORDERS are read.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import type { OrderType } from '#shared/orders.ts';

/** An unfinished order as stored; times are epoch milliseconds. */
export type UnfinishedOrderRow = {
  id: string;
  orderType: OrderType;
  /** When it was placed (the 'placed' move of an order paid online, else its creation). */
  placedAt: number;
  acceptedAt: number | null;
  /** The move to 'ready' (a delivery packed; one back from a failed trip is on the shelf again). */
  readyAt: number | null;
  /**
   * The move to 'out_for_delivery' (a delivery sent, a pickup on the counter), only while the
   * order is still there: a delivery brought back after a failed trip is not on the road.
   */
  outAt: number | null;
  riderId: string | null;
  pickedUpAt: number | null;
  latitude: number | null;
  longitude: number | null;
  /** The categories of its items (items without one, or deleted since, are left out). */
  categoryIds: string[];
};

/** A rider on shift and their last finished delivery (null times and points: none yet). */
export type RiderOnShiftRow = {
  riderId: string;
  finishedAt: number | null;
  latitude: number | null;
  longitude: number | null;
};

const HOUR_MS = 3_600_000;
/**
 * An unfinished order placed longer ago than this is taken as abandoned (left in Placed, Preparing
 * or Ready by mistake): it no longer holds up the forecast or keeps the automatic switch on
 * (docs/product.md#how-the-estimate-is-worked-out).
 */
export const ABANDONED_AFTER_MS = 6 * HOUR_MS;
/**
 * At most this many unfinished orders, the oldest, are read per recompute: beyond it the estimate
 * is a lower bound (docs/product.md#how-the-estimate-is-worked-out), and a recompute stays cheap.
 */
export const MAX_FORECAST_ORDERS = 300;

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

export function createShopStateRepo(db: Db) {
  return {
    /**
     * Orders in the shop's hands: placed and not yet delivered or cancelled, placed within
     * ABANDONED_AFTER_MS of `now`, the oldest MAX_FORECAST_ORDERS.
     */
    unfinishedOrders(now: Date): Promise<UnfinishedOrderRow[]> {
      const since = new Date(now.getTime() - ABANDONED_AFTER_MS);
      return rawRows<UnfinishedOrderRow>(
        db,
        sql`select o.id::text as "id", o.order_type as "orderType",
          -- An order for later waits for the kitchen from its release, not from when it was paid
          -- for (docs/product.md#orders-for-later-today).
          ${ms('greatest(coalesce(ev.placed_at, o.created_at), o.release_at)')} as "placedAt",
          ${ms('ev.accepted_at')} as "acceptedAt",
          ${ms(`case when o.status = 'out_for_delivery' then ev.ready_at else coalesce(ev.ready_at, ev.out_at) end`)} as "readyAt",
          ${ms(`case when o.status = 'out_for_delivery' then ev.out_at end`)} as "outAt",
          d.rider_id as "riderId",
          ${ms('d.picked_up_at')} as "pickedUpAt",
          (o.address->>'latitude')::float8 as "latitude",
          (o.address->>'longitude')::float8 as "longitude",
          coalesce((
            select jsonb_agg(distinct mi.category_id::text)
            from order_items oi join menu_items mi on mi.id = oi.menu_item_id
            where oi.order_id = o.id and mi.category_id is not null
          ), '[]'::jsonb) as "categoryIds"
        from orders o
        left join lateral (
          select
            min(e.created_at) filter (where e.to_status = 'placed') as placed_at,
            -- An order started without the Accept tap was accepted when it was started.
            min(e.created_at) filter (where e.to_status in ('accepted', 'preparing')) as accepted_at,
            min(e.created_at) filter (where e.to_status = 'ready') as ready_at,
            min(e.created_at) filter (where e.to_status = 'out_for_delivery') as out_at
          from order_status_events e where e.order_id = o.id
        ) ev on true
        left join deliveries d on d.order_id = o.id and d.status in ('assigned', 'picked_up')
        where o.status not in ('delivered', 'cancelled', 'awaiting_payment')
          and coalesce(o.release_at, o.created_at) >= ${since.toISOString()}::timestamptz
          -- Held for later and not yet released: not in the kitchen's queue (staff may accept it
          -- early, and then it is).
          and not (o.status = 'placed' and o.release_at is not null
            and o.release_at > ${now.toISOString()}::timestamptz)
        order by o.created_at, o.id
        limit ${MAX_FORECAST_ORDERS}`,
      );
    },

    /**
     * The riders on an open shift, each with their last finished delivery's door and when they
     * finished there: a rider on the way back from it is free once back at the shop.
     */
    ridersOnShift(): Promise<RiderOnShiftRow[]> {
      return rawRows<RiderOnShiftRow>(
        db,
        sql`select s.rider_id as "riderId",
          ${ms('last.finished_at')} as "finishedAt",
          (last.address->>'latitude')::float8 as "latitude",
          (last.address->>'longitude')::float8 as "longitude"
        from rider_shifts s
        left join lateral (
          select d.finished_at, o.address
          from deliveries d join orders o on o.id = d.order_id
          where d.rider_id = s.rider_id and d.status in ('delivered', 'failed') and d.finished_at is not null
          order by d.finished_at desc
          limit 1
        ) last on true
        where s.closed_at is null`,
      );
    },
  };
}

export type ShopStateRepo = ReturnType<typeof createShopStateRepo>;
