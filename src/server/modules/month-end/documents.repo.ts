// The month's tax documents as one read (docs/product.md#month-end): bills by their bill date and
// credit notes by their issue date, both on the shop's clock. The tax summary, the bills register,
// the GSTR-1 summary and the Tally export all read their totals here, so they cannot disagree.
// Amounts in paise; a credit note's figures are positive (the reader subtracts them).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';

/** Local days, inclusive: '2026-11-01' to '2026-11-30'. */
export type DocumentRange = { from: string; to: string };

export type DocumentKind = 'bill' | 'credit_note';

/** The totals of one kind of document at one GST rate. */
export type DocumentTotals = {
  kind: DocumentKind;
  /** Basis points; 0 for a bill without GST (unregistered or composition). */
  rateBasisPoints: number;
  /** The regime the bills were issued under ('regular', 'composition', 'unregistered'). */
  regime: string;
  documents: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  roundOffPaise: number;
  /** taxable + cgst + sgst + roundOff: the bill's total without the tip, or the note's value. */
  valuePaise: number;
};

/** One numbering series in the range, for GSTR-1's documents issued: 'CE/26-27' or 'CN/26-27'. */
export type DocumentSeries = {
  kind: DocumentKind;
  /** The number without its serial: 'CE/26-27/'. */
  series: string;
  first: string;
  last: string;
  /** How many numbers the series used in the range (last serial - first serial + 1). */
  span: number;
  /** How many documents the database holds in the range for the series. */
  issued: number;
};

const zone = SHOP_TIME_ZONE;

function inLocalDays(column: ReturnType<typeof sql.raw>, { from, to }: DocumentRange) {
  return sql`${column} >= (${from}::date)::timestamp at time zone ${zone}
    and ${column} < (${to}::date + 1)::timestamp at time zone ${zone}`;
}

/** Bills and credit notes in the range, summed by kind, regime and rate. */
export async function documentTotals(db: Db | Tx, range: DocumentRange): Promise<DocumentTotals[]> {
  return rawRows<DocumentTotals>(
    db,
    sql`select 'bill' as "kind",
        coalesce((o.bill_terms->>'rateBasisPoints')::int, 0) as "rateBasisPoints",
        coalesce(o.bill_terms->>'regime', 'unregistered') as "regime",
        count(*)::int as "documents",
        sum(o.taxable_paise)::float8 as "taxablePaise",
        sum(o.cgst_paise)::float8 as "cgstPaise",
        sum(o.sgst_paise)::float8 as "sgstPaise",
        sum(o.round_off_paise)::float8 as "roundOffPaise",
        sum(o.total_paise - o.tip_paise)::float8 as "valuePaise"
      from orders o
      where o.bill_number is not null and ${inLocalDays(sql.raw('o.billed_at'), range)}
      group by 2, 3
      union all
      select 'credit_note' as "kind",
        n.rate_basis_points as "rateBasisPoints",
        coalesce(o.bill_terms->>'regime', 'unregistered') as "regime",
        count(*)::int as "documents",
        sum(n.taxable_paise)::float8 as "taxablePaise",
        sum(n.cgst_paise)::float8 as "cgstPaise",
        sum(n.sgst_paise)::float8 as "sgstPaise",
        sum(n.round_off_paise)::float8 as "roundOffPaise",
        sum(n.value_paise)::float8 as "valuePaise"
      from credit_notes n
      join orders o on o.id = n.order_id
      where ${inLocalDays(sql.raw('n.issued_at'), range)}
      group by 2, 3
      order by 1, 2, 3`,
  );
}

/**
 * Each numbering series used in the range with its first and last number. A series is a number
 * less its serial (the bill prefix may change within a year, giving a second series).
 */
export async function documentSeries(db: Db | Tx, range: DocumentRange): Promise<DocumentSeries[]> {
  return rawRows<DocumentSeries>(
    db,
    sql`with docs as (
        select 'bill' as kind, o.bill_number as number from orders o
        where o.bill_number is not null and ${inLocalDays(sql.raw('o.billed_at'), range)}
        union all
        select 'credit_note' as kind, n.number from credit_notes n
        where ${inLocalDays(sql.raw('n.issued_at'), range)}
      ), split as (
        select kind, number,
          left(number, length(number) - length(split_part(number, '/', 3))) as series,
          split_part(number, '/', 3)::int as serial
        from docs
      )
      select kind as "kind", series as "series",
        (array_agg(number order by serial asc))[1] as "first",
        (array_agg(number order by serial desc))[1] as "last",
        (max(serial) - min(serial) + 1)::int as "span",
        count(*)::int as "issued"
      from split
      group by kind, series
      order by kind, series`,
  );
}
