// The moments of each delivered delivery order, read for "Where the minutes go"
// (docs/product.md#where-the-minutes-go). One query for the whole range: each order with its
// timeline, its rider and the categories of its items; the report is built from these rows in
// promise-report.ts. Days and hours are the shop's wall clock, as in analytics.repo.ts.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import type { DayRange } from './analytics.repo.ts';

/** What an order line's category is called when its menu item has since been deleted. */
export const REMOVED_ITEMS_CATEGORY = 'Removed items';
/** ...and when the item is still on the menu but in no category. */
export const NO_CATEGORY = 'No category';

export type PromiseOrderRow = {
  orderId: string;
  orderNumber: string;
  promisedMinutes: number;
  /** Instants as ISO strings (UTC); null where the order skipped the step. */
  placedAt: string;
  acceptedAt: string | null;
  readyAt: string | null;
  pickedUpAt: string | null;
  deliveredAt: string;
  /** The placed time on the shop's clock: its day and hour. */
  placedDate: string;
  placedHour: number;
  riderId: string | null;
  riderName: string | null;
  categories: { categoryId: string | null; name: string }[];
};

const zone = SHOP_TIME_ZONE;

const iso = (instant: SQL) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The first time the order moved to `status` (an order moved back and forth keeps its first). */
const firstEvent = (status: string) =>
  sql`(select min(e.created_at) from order_status_events e where e.order_id = d.id and e.to_status = ${status})`;

export function createPromiseRepo(db: Db) {
  return {
    /**
     * Delivery orders delivered whose placed time falls in the range, oldest placed first. Placed is
     * the event to 'placed' (an online order is placed when paid), else the order's creation.
     */
    async deliveredOrders({ from, to }: DayRange): Promise<PromiseOrderRow[]> {
      const start = sql`(${from}::date)::timestamp at time zone ${zone}`;
      const end = sql`(${to}::date + 1)::timestamp at time zone ${zone}`;
      return rawRows<PromiseOrderRow>(
        db,
        sql`with d as (
          select o.id, o.order_number, o.promised_minutes, o.updated_at,
            coalesce(
              (select min(e.created_at) from order_status_events e
                where e.order_id = o.id and e.to_status = 'placed'),
              o.created_at
            ) as placed_at
          from orders o
          where o.order_type = 'delivery' and o.status = 'delivered'
            -- Placed is never before created: this bound lets the index cut the scan.
            and o.created_at < ${end}
        )
        select d.id::text as "orderId",
          d.order_number as "orderNumber",
          d.promised_minutes as "promisedMinutes",
          ${iso(sql`d.placed_at`)} as "placedAt",
          ${iso(firstEvent('accepted'))} as "acceptedAt",
          ${iso(firstEvent('ready'))} as "readyAt",
          ${iso(sql`coalesce(dv.picked_up_at, ${firstEvent('out_for_delivery')})`)} as "pickedUpAt",
          ${iso(sql`coalesce(
            (select max(e.created_at) from order_status_events e
              where e.order_id = d.id and e.to_status = 'delivered'),
            dv.finished_at, d.updated_at)`)} as "deliveredAt",
          to_char(d.placed_at at time zone ${zone}, 'YYYY-MM-DD') as "placedDate",
          extract(hour from d.placed_at at time zone ${zone})::int as "placedHour",
          dv.rider_id as "riderId",
          u.name as "riderName",
          (select coalesce(
              json_agg(json_build_object('categoryId', c.category_id, 'name', c.name) order by c.name),
              '[]'::json)
            from (
              select distinct mc.id::text as category_id,
                case when i.menu_item_id is null then ${REMOVED_ITEMS_CATEGORY}
                     when mc.id is null then ${NO_CATEGORY}
                     else mc.name end as name
              from order_items i
              left join menu_items m on m.id = i.menu_item_id
              left join menu_categories mc on mc.id = m.category_id
              where i.order_id = d.id
            ) c
          ) as "categories"
        from d
        -- The delivery that reached the door (an order may have had a failed or withdrawn one before).
        left join lateral (
          select x.rider_id, x.picked_up_at, x.finished_at from deliveries x
          where x.order_id = d.id and x.status = 'delivered'
          order by x.finished_at desc nulls last
          limit 1
        ) dv on true
        left join users u on u.id = dv.rider_id
        where d.placed_at >= ${start} and d.placed_at < ${end}
        order by d.placed_at, d.id`,
      );
    },
  };
}

export type PromiseRepo = ReturnType<typeof createPromiseRepo>;
