// Order figures computed by the database (aggregates, never every order in memory). Days and
// hours are the shop's wall clock: `created_at at time zone` turns the stored instant into local
// time, and a range of local days becomes the instants [from 00:00, to + 1 day 00:00) there.
// Plain SQL that PGlite and PostgreSQL both run.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import type { OrderStatus, OrderType, PaymentMethod } from '#shared/orders.ts';

export type DayRange = { from: string; to: string };

export type SummaryRow = {
  orders: number;
  revenue: number;
  average: number;
  discounts: number;
  cancelledOrders: number;
  cancelledValue: number;
};
export type DailyRow = { date: string; orders: number; revenue: number; cancelled: number };
export type HourlyRow = { hour: number; orders: number; revenue: number };
export type TopItemRow = { menuItemId: string | null; name: string; quantity: number; revenue: number };
export type TopOptionRow = { group: string; name: string; quantity: number; revenue: number };
export type PaymentRow = { method: PaymentMethod; orders: number; total: number };
export type CsvOrderRow = {
  id: string;
  createdAt: string;
  orderNumber: string;
  placedAt: string;
  orderType: OrderType;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  items: number;
  subtotal: number;
  discount: number;
  discountCode: string | null;
  deliveryFee: number;
  total: number;
  phone: string | null;
};
export type CsvCursor = { createdAt: string; id: string };

// Amounts in paise come back as float8 (exact below 2^53) and counts as int4, so both drivers
// hand over plain numbers rather than bigint strings.
const zone = SHOP_TIME_ZONE;

/** The orders of a range of local days: `o` in the query that follows. */
function ordersIn({ from, to }: DayRange): SQL {
  return sql`(
    select o.*, o.created_at at time zone ${zone} as local_at
    from orders o
    where o.created_at >= (${from}::date)::timestamp at time zone ${zone}
      and o.created_at < (${to}::date + 1)::timestamp at time zone ${zone}
  )`;
}

const rows = rawRows;

export function createAnalyticsRepo(db: Db) {
  return {
    async summary(range: DayRange): Promise<SummaryRow> {
      const [row] = await rows<SummaryRow>(
        db,
        sql`select
          count(*) filter (where status <> 'cancelled')::int as "orders",
          coalesce(sum(total_paise) filter (where status <> 'cancelled'), 0)::float8 as "revenue",
          coalesce(round(avg(total_paise) filter (where status <> 'cancelled')), 0)::float8 as "average",
          coalesce(sum(discount_paise) filter (where status <> 'cancelled'), 0)::float8 as "discounts",
          count(*) filter (where status = 'cancelled')::int as "cancelledOrders",
          coalesce(sum(total_paise) filter (where status = 'cancelled'), 0)::float8 as "cancelledValue"
        from ${ordersIn(range)} o`,
      );
      if (!row) throw new Error('summary query returned no row');
      return row;
    },

    /** One row per local day of the range, zeros where nothing was ordered. */
    async daily(range: DayRange): Promise<DailyRow[]> {
      return rows<DailyRow>(
        db,
        sql`with per_day as (
          select local_at::date as day,
            count(*) filter (where status <> 'cancelled')::int as orders,
            coalesce(sum(total_paise) filter (where status <> 'cancelled'), 0)::float8 as revenue,
            count(*) filter (where status = 'cancelled')::int as cancelled
          from ${ordersIn(range)} o
          group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as "date",
          coalesce(p.orders, 0) as "orders",
          coalesce(p.revenue, 0)::float8 as "revenue",
          coalesce(p.cancelled, 0) as "cancelled"
        from (select generate_series(${range.from}::date, ${range.to}::date, interval '1 day')::date as day) d
        left join per_day p on p.day = d.day
        order by d.day`,
      );
    },

    /** Orders (not cancelled) by local hour of day, all 24 hours. */
    async hourly(range: DayRange): Promise<HourlyRow[]> {
      return rows<HourlyRow>(
        db,
        sql`with per_hour as (
          select extract(hour from local_at)::int as hour,
            count(*)::int as orders,
            sum(total_paise)::float8 as revenue
          from ${ordersIn(range)} o
          where status <> 'cancelled'
          group by 1
        )
        select h.hour::int as "hour",
          coalesce(p.orders, 0) as "orders",
          coalesce(p.revenue, 0)::float8 as "revenue"
        from generate_series(0, 23) as h(hour)
        left join per_hour p on p.hour = h.hour
        order by h.hour`,
      );
    },

    /** The best sellers among orders that were not cancelled, by quantity or by line revenue. */
    async topItems(range: DayRange, by: 'quantity' | 'revenue', limit: number): Promise<TopItemRow[]> {
      const first =
        by === 'quantity' ? sql`"quantity" desc, "revenue" desc` : sql`"revenue" desc, "quantity" desc`;
      return rows<TopItemRow>(
        db,
        sql`select i.menu_item_id::text as "menuItemId", i.name as "name",
            sum(i.quantity)::int as "quantity",
            sum(i.line_total_paise)::float8 as "revenue"
          from ${ordersIn(range)} o
          join order_items i on i.order_id = o.id
          where o.status <> 'cancelled'
          group by i.menu_item_id, i.name
          order by ${first}, "name" asc
          limit ${limit}`,
      );
    },

    /**
     * The options chosen most among orders that were not cancelled, named as ordered (a renamed
     * option's old orders keep their old name): units ordered with each, and what its delta added.
     */
    async topOptions(range: DayRange, limit: number): Promise<TopOptionRow[]> {
      return rows<TopOptionRow>(
        db,
        sql`select c."group" as "group", c.name as "name",
            sum(i.quantity)::int as "quantity",
            sum(i.quantity * c."priceDeltaPaise")::float8 as "revenue"
          from ${ordersIn(range)} o
          join order_items i on i.order_id = o.id
          cross join lateral jsonb_to_recordset(i.options) as c("group" text, name text, "priceDeltaPaise" int)
          where o.status <> 'cancelled'
          group by c."group", c.name
          order by "quantity" desc, "revenue" desc, "group" asc, "name" asc
          limit ${limit}`,
      );
    },

    async payments(range: DayRange): Promise<PaymentRow[]> {
      return rows<PaymentRow>(
        db,
        sql`select payment_method as "method", count(*)::int as "orders",
            sum(total_paise)::float8 as "total"
          from ${ordersIn(range)} o
          where status <> 'cancelled'
          group by payment_method`,
      );
    },

    /**
     * One page of the export, oldest first, continuing after `after` (keyset on created_at, id)
     * so a long range is read in bounded pages however many orders it holds.
     */
    async csvPage(range: DayRange, after: CsvCursor | null, limit: number): Promise<CsvOrderRow[]> {
      const continueAfter = after
        ? sql`where (o.created_at, o.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
        : sql``;
      return rows<CsvOrderRow>(
        db,
        sql`select o.id::text as "id",
            to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt",
            o.order_number as "orderNumber",
            to_char(o.local_at, 'YYYY-MM-DD HH24:MI:SS') as "placedAt",
            o.order_type as "orderType",
            o.status as "status",
            o.payment_method as "paymentMethod",
            (select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id)::int as "items",
            o.subtotal_paise::float8 as "subtotal",
            o.discount_paise::float8 as "discount",
            o.discount_code as "discountCode",
            o.delivery_fee_paise::float8 as "deliveryFee",
            o.total_paise::float8 as "total",
            u.phone_number as "phone"
          from ${ordersIn(range)} o
          left join users u on u.id = o.user_id
          ${continueAfter}
          order by o.created_at, o.id
          limit ${limit}`,
      );
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
