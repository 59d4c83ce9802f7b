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

/** Where a page of the CSV carries on: after this order, by its exact placed time then its id. */
export type PromiseCursor = { placedAt: string; id: string };
/** A row of a CSV page: the row, and its placed time to the microsecond to carry on after it. */
export type PromiseOrderPageRow = PromiseOrderRow & { cursor: string };

const zone = SHOP_TIME_ZONE;

/**
 * An online order is created when the customer taps Pay and placed once paid, within its payment
 * window (ONLINE_PAYMENT_WINDOW_MINUTES): placed is never more than this after created. Reading from
 * this much before the first placed time lets the (status, created_at) index cut the scan.
 */
const PLACED_AFTER_CREATED_AT_MOST = sql`interval '1 day'`;

const iso = (instant: SQL) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The first time the order moved to `status` (an order moved back and forth keeps its first). */
const firstEvent = (status: string) =>
  sql`(select min(e.created_at) from order_status_events e where e.order_id = d.id and e.to_status = ${status})`;

/**
 * Delivery orders delivered whose placed time falls in the range, oldest placed first (after
 * `after`, at most `limit`, for the CSV's pages). Placed is the event to 'placed' (an online order
 * is placed when paid), else the order's creation.
 *
 * Each moment is read from one source where it has one: a rider's tap time (deliveries.picked_up_at,
 * finished_at) for the pick-up and the door, since a tap replayed from an offline queue writes its
 * status event only when it reaches the server. The legs (docs/product.md#where-the-minutes-go):
 * - ready: the first of the first 'ready' event, the first pick-up and the first 'out_for_delivery'
 *   event. A failed delivery puts the order back to 'ready', and a rider may take it while it is
 *   still 'preparing': the kitchen ends when the food first left it either way.
 * - picked up: the first pick-up of any delivery not withdrawn (a failed trip is road time), else
 *   the first 'out_for_delivery' event (staff sent it out without a rider).
 * - delivered: the finish of the delivery that reached the door, else the 'delivered' event, else
 *   the order's last change.
 */
export function deliveredOrdersQuery(
  { from, to }: DayRange,
  page?: { after: PromiseCursor | null; limit: number },
) {
  const start = sql`(${from}::date)::timestamp at time zone ${zone}`;
  const end = sql`(${to}::date + 1)::timestamp at time zone ${zone}`;
  // Placed is never before created, nor more than a day after: both bounds let the index cut the scan.
  const createdFrom = page?.after
    ? sql`${page.after.placedAt}::timestamptz - ${PLACED_AFTER_CREATED_AT_MOST}`
    : sql`${start} - ${PLACED_AFTER_CREATED_AT_MOST}`;
  const continueAfter = page?.after
    ? sql`and (d.placed_at, d.id) > (${page.after.placedAt}::timestamptz, ${page.after.id}::uuid)`
    : sql``;
  const limit = page ? sql`limit ${page.limit}` : sql``;
  return sql`with d as (
      select o.id, o.order_number, o.promised_minutes, o.updated_at,
        coalesce(
          (select min(e.created_at) from order_status_events e
            where e.order_id = o.id and e.to_status = 'placed'),
          o.created_at
        ) as placed_at
      from orders o
      where o.order_type = 'delivery' and o.status = 'delivered'
        -- The report measures the minutes shown at checkout: an order for later was promised its
        -- slot instead (counted on time by it on the board's line, promise-today.repo.ts).
        and o.scheduled_for is null
        and o.created_at >= ${createdFrom}
        and o.created_at < ${end}
    ),
    m as (
      select d.*,
        (select min(x.picked_up_at) from deliveries x
          where x.order_id = d.id and x.status <> 'withdrawn') as first_pick_up,
        ${firstEvent('out_for_delivery')} as first_out,
        ${firstEvent('ready')} as first_ready
      from d
      where d.placed_at >= ${start} and d.placed_at < ${end} ${continueAfter}
      order by d.placed_at, d.id
      ${limit}
    )
    select d.id::text as "orderId",
      d.order_number as "orderNumber",
      d.promised_minutes as "promisedMinutes",
      ${iso(sql`d.placed_at`)} as "placedAt",
      ${iso(firstEvent('accepted'))} as "acceptedAt",
      -- least() passes over nulls.
      ${iso(sql`least(d.first_ready, d.first_pick_up, d.first_out)`)} as "readyAt",
      ${iso(sql`coalesce(d.first_pick_up, d.first_out)`)} as "pickedUpAt",
      ${iso(sql`coalesce(
        dv.finished_at,
        (select max(e.created_at) from order_status_events e
          where e.order_id = d.id and e.to_status = 'delivered'),
        d.updated_at)`)} as "deliveredAt",
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
      ) as "categories",
      to_char(d.placed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursor"
    from m d
    -- The delivery that reached the door (an order may have had a failed or withdrawn one before).
    left join lateral (
      select x.rider_id, x.finished_at from deliveries x
      where x.order_id = d.id and x.status = 'delivered'
      order by x.finished_at desc nulls last
      limit 1
    ) dv on true
    left join users u on u.id = dv.rider_id
    order by d.placed_at, d.id`;
}

export function createPromiseRepo(db: Db) {
  return {
    /** Every delivered delivery order of the range, for the report (a median needs them all). */
    async deliveredOrders(range: DayRange): Promise<PromiseOrderRow[]> {
      return rawRows<PromiseOrderPageRow>(db, deliveredOrdersQuery(range));
    },

    /** One page of them for the CSV, after `after` (null: from the start). */
    async deliveredOrdersPage(
      range: DayRange,
      after: PromiseCursor | null,
      limit: number,
    ): Promise<PromiseOrderPageRow[]> {
      return rawRows<PromiseOrderPageRow>(db, deliveredOrdersQuery(range, { after, limit }));
    },
  };
}

export type PromiseRepo = ReturnType<typeof createPromiseRepo>;
