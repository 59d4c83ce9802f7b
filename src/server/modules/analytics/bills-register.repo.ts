// The bills register (docs/product.md#bills-and-kitchen-tickets, #credit-notes): each bill of a
// range of local days in number order, then each credit note in its own, read a page at a time for
// the CSV and the analytics page. Kept apart from the order figures in analytics.repo.ts.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rawRows as rows } from '#server/db/raw-rows.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import type { OrderChannel } from '#shared/order-book/channels.ts';
import type { OrderStatus, OrderType, PaymentMethod } from '#shared/orders.ts';
// Local days, inclusive, as the analytics and month-end reads take them.
import type { DocumentRange as DayRange } from '../month-end/documents.repo.ts';

export type BillRow = {
  /** A bill, or a credit note against one (its amounts negative, docs/product.md#credit-notes). */
  kind: 'bill' | 'credit_note';
  /** The bill's number, or the credit note's. */
  billNumber: string;
  /** A credit note's bill; null on a bill. */
  againstBill: string | null;
  year: string;
  serial: number;
  /** The bill date on the shop's clock, 'YYYY-MM-DD'. */
  billDate: string;
  orderNumber: string;
  customerName: string | null;
  phone: string | null;
  taxable: number;
  cgst: number;
  sgst: number;
  total: number;
  paymentMethod: PaymentMethod;
  orderType: OrderType;
  channel: OrderChannel;
  token: number | null;
  /** A bill stays in the register once issued: a voided or cancelled order says so here. */
  status: OrderStatus;
  /**
   * Paise given back on the order (processed refunds of its own money; a second capture's are not
   * its); on a credit note, its refund's amount.
   */
  refunded: number;
};
/**
 * Where a page of the register ended: bills first (rank 0), then credit notes (rank 1), each by
 * financial year ('26-27') and serial.
 */
export type BillCursor = { rank: number; year: string; serial: number };
/** A register row with where it sits in the register's order (the cursor's parts). */
export type BillPageRow = BillRow & BillCursor;

const zone = SHOP_TIME_ZONE;

/** The bills issued in a range of local days (by billed_at): `o` in the query that follows. */
function billsIn({ from, to }: DayRange): SQL {
  return sql`(
    select o.*
    from orders o
    where o.bill_number is not null
      and o.billed_at >= (${from}::date)::timestamp at time zone ${zone}
      and o.billed_at < (${to}::date + 1)::timestamp at time zone ${zone}
  )`;
}

/**
 * One page of the bills register, continuing after `after`: the bills in bill-number order,
 * then the credit notes in theirs (docs/product.md#credit-notes). The order is the year part
 * then the serial of 'CE/26-27/000123' (prefix/year/serial, none containing a slash), not the
 * text nor the date: the prefix may change within a year, and two deliveries at once can take
 * their numbers in the other order than their clocks. A credit note's amounts are negative.
 */
export async function billsRegisterPage(
  db: Db,
  range: DayRange,
  after: BillCursor | null,
  limit: number,
): Promise<BillPageRow[]> {
  const continueAfter = after
    ? sql`where (d.rank, d.year, d.serial) > (${after.rank}::int, ${after.year}::text, ${after.serial}::int)`
    : sql``;
  return rows<BillPageRow>(
    db,
    sql`select d.kind as "kind", d.number as "billNumber", d.against as "againstBill",
        d.year as "year", d.serial as "serial", d.rank as "rank",
        to_char(d.at at time zone ${zone}, 'YYYY-MM-DD') as "billDate",
        o.order_number as "orderNumber",
        -- As the bill prints them: the delivery address's name and phone, the account's for pickup
        -- (kept on the order once the customer has deleted their account).
        coalesce(nullif(o.address->>'name', ''), o.bill_name, nullif(u.name, '')) as "customerName",
        coalesce(nullif(o.address->>'phone', ''), o.bill_phone, u.phone_number) as "phone",
        d.taxable::float8 as "taxable",
        d.cgst::float8 as "cgst",
        d.sgst::float8 as "sgst",
        d.total::float8 as "total",
        o.payment_method as "paymentMethod",
        o.order_type as "orderType",
        o.channel as "channel",
        o.token as "token",
        o.status as "status",
        d.refunded::float8 as "refunded"
      from (
        select 0 as rank, 'bill' as kind, b.id as order_id, b.bill_number as number,
          null::text as against, b.billed_at as at,
          split_part(b.bill_number, '/', 2) as year, split_part(b.bill_number, '/', 3)::int as serial,
          b.taxable_paise as taxable, b.cgst_paise as cgst, b.sgst_paise as sgst,
          b.total_paise - b.tip_paise as total,
          (select coalesce(sum(r.amount_paise), 0) from refunds r
            where r.order_id = b.id and r.status = 'processed'
              and (r.method <> 'gateway' or r.gateway_payment_id is not distinct from b.gateway_payment_id)
          ) as refunded
        from ${billsIn(range)} b
        union all
        select 1, 'credit_note', n.order_id, n.number, n.bill_number, n.issued_at,
          split_part(n.number, '/', 2), split_part(n.number, '/', 3)::int,
          -n.taxable_paise, -n.cgst_paise, -n.sgst_paise, -n.value_paise,
          (select r.amount_paise from refunds r where r.id = n.refund_id)
        from credit_notes n
        where n.issued_at >= (${range.from}::date)::timestamp at time zone ${zone}
          and n.issued_at < (${range.to}::date + 1)::timestamp at time zone ${zone}
      ) d
      join orders o on o.id = d.order_id
      left join users u on u.id = o.user_id
      ${continueAfter}
      order by d.rank, d.year, d.serial
      limit ${limit}`,
  );
}
