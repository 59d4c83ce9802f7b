// Order figures computed by the database (aggregates, never every order in memory). Days and
// hours are the shop's wall clock: `created_at at time zone` turns the stored instant into local
// time, and a range of local days becomes the instants [from 00:00, to + 1 day 00:00) there.
// Plain SQL that PGlite and PostgreSQL both run.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import type { OrderChannel } from '#shared/order-book/channels.ts';
import type { OrderStatus, OrderType, PaymentMethod, PaymentStatus } from '#shared/orders.ts';
import { documentTotals } from '../month-end/documents.repo.ts';

import { type BillCursor, billsRegisterPage } from './bills-register.repo.ts';

export type DayRange = { from: string; to: string };

export type SummaryRow = {
  orders: number;
  deliveredOrders: number;
  revenue: number;
  openValue: number;
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
export type ChannelRow = { channel: OrderChannel; orders: number; revenue: number };
export type PaymentStatusRow = { status: PaymentStatus; orders: number; total: number; refunded: number };
export type CsvOrderRow = {
  id: string;
  createdAt: string;
  orderNumber: string;
  placedAt: string;
  orderType: OrderType;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** Where it came from (docs/product.md#one-order-book), and a counter order's token. */
  channel: OrderChannel;
  token: number | null;
  items: number;
  subtotal: number;
  discount: number;
  discountCode: string | null;
  deliveryFee: number;
  /** GST added on top of the prices (0 when they include it): total = subtotal - discount + fee + this. */
  taxAdded: number;
  /** The bill's round-off (-49 to +50 paise): total = subtotal - discount + fee + taxAdded + this + tip. */
  roundOff: number;
  /** The tip for the rider added at checkout (in total, never in the shop's revenue). */
  tip: number;
  total: number;
  phone: string | null;
  customerName: string | null;
  /** The delivery address's area (or, on older orders, its address line) and landmark; null for pickup. */
  area: string | null;
  landmark: string | null;
  /** The order's lines as placed, each with its chosen options' names. */
  lines: { quantity: number; name: string; options: string[] }[];
};
export type CsvCursor = { createdAt: string; id: string };
export type TaxSummaryRow = {
  bills: number;
  creditNotes: number;
  taxable: number;
  cgst: number;
  sgst: number;
  total: number;
};
/** Credit notes' value issued in a range, by the local day and hour of issue and the order's channel. */
export type CreditedRow = { date: string; hour: number; channel: OrderChannel; value: number };

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
      -- Not an order yet: the online payment has not come (docs/product.md#online-payments).
      and o.status <> 'awaiting_payment'
  )`;
}

const rows = rawRows;

/**
 * An order's sale: its total without the tip for the rider, which is the rider's money, never the
 * shop's revenue, and outside the supply its bill taxes (docs/product.md#tips).
 */
const SALE = sql.raw('(total_paise - tip_paise)');

export function createAnalyticsRepo(db: Db) {
  return {
    async summary(range: DayRange): Promise<SummaryRow> {
      const [row] = await rows<SummaryRow>(
        db,
        sql`select
          count(*) filter (where status <> 'cancelled')::int as "orders",
          count(*) filter (where status = 'delivered')::int as "deliveredOrders",
          coalesce(sum(${SALE}) filter (where status = 'delivered'), 0)::float8 as "revenue",
          coalesce(sum(${SALE}) filter (where status not in ('delivered', 'cancelled')), 0)::float8
            as "openValue",
          coalesce(round(avg(${SALE}) filter (where status = 'delivered')), 0)::float8 as "average",
          coalesce(sum(discount_paise) filter (where status <> 'cancelled'), 0)::float8 as "discounts",
          count(*) filter (where status = 'cancelled')::int as "cancelledOrders",
          coalesce(sum(${SALE}) filter (where status = 'cancelled'), 0)::float8 as "cancelledValue"
        from ${ordersIn(range)} o`,
      );
      if (!row) throw new Error('summary query returned no row');
      return row;
    },

    /**
     * One row per local day of the range, zeros where nothing was ordered: orders not cancelled,
     * and revenue from the delivered ones, as the summary counts them.
     */
    async daily(range: DayRange): Promise<DailyRow[]> {
      return rows<DailyRow>(
        db,
        sql`with per_day as (
          select local_at::date as day,
            count(*) filter (where status <> 'cancelled')::int as orders,
            coalesce(sum(${SALE}) filter (where status = 'delivered'), 0)::float8 as revenue,
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

    /** Orders (not cancelled) by local hour of day, all 24 hours; revenue from the delivered ones. */
    async hourly(range: DayRange): Promise<HourlyRow[]> {
      return rows<HourlyRow>(
        db,
        sql`with per_hour as (
          select extract(hour from local_at)::int as hour,
            count(*)::int as orders,
            coalesce(sum(${SALE}) filter (where status = 'delivered'), 0)::float8 as revenue
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

    /**
     * Orders (not cancelled) and revenue (delivered ones, as the summary counts it) by channel
     * (docs/product.md#one-order-book).
     */
    async channels(range: DayRange): Promise<ChannelRow[]> {
      return rows<ChannelRow>(
        db,
        sql`select channel as "channel",
            count(*) filter (where status <> 'cancelled')::int as "orders",
            coalesce(sum(${SALE}) filter (where status = 'delivered'), 0)::float8 as "revenue"
          from ${ordersIn(range)} o
          group by channel`,
      );
    },

    async payments(range: DayRange): Promise<PaymentRow[]> {
      return rows<PaymentRow>(
        db,
        sql`select payment_method as "method", count(*)::int as "orders",
            sum(${SALE})::float8 as "total"
          from ${ordersIn(range)} o
          where status <> 'cancelled'
          group by payment_method`,
      );
    },

    /**
     * Orders of the range by where their money stands, cancelled ones included (a refund is one),
     * except a cancelled order never paid: it owes nothing, so it is never 'Payment pending'
     * (docs/product.md#online-payments).
     */
    async paymentStatuses(range: DayRange): Promise<PaymentStatusRow[]> {
      return rows<PaymentStatusRow>(
        db,
        sql`select payment_status as "status", count(*)::int as "orders",
            sum(total_paise)::float8 as "total", sum(refunded_paise)::float8 as "refunded"
          from ${ordersIn(range)} o
          where not (status = 'cancelled' and payment_status = 'pending')
          group by payment_status`,
      );
    },

    /**
     * GST on the bills issued in the range less the credit notes issued in it (by their own
     * dates), from the month's documents: what the accountant files for it.
     */
    async taxSummary(range: DayRange): Promise<TaxSummaryRow> {
      const sum: TaxSummaryRow = { bills: 0, creditNotes: 0, taxable: 0, cgst: 0, sgst: 0, total: 0 };
      for (const row of await documentTotals(db, range)) {
        const sign = row.kind === 'bill' ? 1 : -1;
        if (row.kind === 'bill') sum.bills += row.documents;
        else sum.creditNotes += row.documents;
        sum.taxable += sign * Number(row.taxablePaise);
        sum.cgst += sign * Number(row.cgstPaise);
        sum.sgst += sign * Number(row.sgstPaise);
        sum.total += sign * Number(row.valuePaise);
      }
      return sum;
    },

    /**
     * What the credit notes issued in the range gave back of their bills (the tip is no sale), by
     * the local day and hour they were issued and the order's channel: revenue is net of them.
     */
    async credited(range: DayRange): Promise<CreditedRow[]> {
      return rows<CreditedRow>(
        db,
        sql`select to_char(n.issued_at at time zone ${zone}, 'YYYY-MM-DD') as "date",
            extract(hour from n.issued_at at time zone ${zone})::int as "hour",
            o.channel as "channel",
            sum(n.value_paise)::float8 as "value"
          from credit_notes n
          join orders o on o.id = n.order_id
          where n.issued_at >= (${range.from}::date)::timestamp at time zone ${zone}
            and n.issued_at < (${range.to}::date + 1)::timestamp at time zone ${zone}
            -- Revenue counts delivered orders only: a voided (cancelled) sale is out of it already,
            -- and taking its note off as well would count the loss twice.
            and o.status = 'delivered'
          group by 1, 2, 3`,
      );
    },

    /** One page of the bills register (bills-register.repo.ts). */
    billsPage: (range: DayRange, after: BillCursor | null, limit: number) =>
      billsRegisterPage(db, range, after, limit),

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
            o.channel as "channel",
            o.token as "token",
            (select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id)::int as "items",
            o.subtotal_paise::float8 as "subtotal",
            o.discount_paise::float8 as "discount",
            o.discount_code as "discountCode",
            o.delivery_fee_paise::float8 as "deliveryFee",
            o.tax_added_paise::float8 as "taxAdded",
            o.round_off_paise::float8 as "roundOff",
            o.tip_paise::float8 as "tip",
            o.total_paise::float8 as "total",
            coalesce(o.bill_phone, u.phone_number) as "phone",
            coalesce(nullif(o.address->>'name', ''), o.bill_name, nullif(u.name, '')) as "customerName",
            coalesce(nullif(o.address->>'area', ''), nullif(o.address->>'address', '')) as "area",
            nullif(o.address->>'landmark', '') as "landmark",
            coalesce(
              (select json_agg(
                  json_build_object(
                    'quantity', i.quantity,
                    'name', i.name,
                    'options', (select coalesce(json_agg(opt->>'name'), '[]'::json)
                                from jsonb_array_elements(i.options) opt)
                  ) order by i.name, i.id)
                from order_items i where i.order_id = o.id),
              '[]'::json
            ) as "lines"
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
