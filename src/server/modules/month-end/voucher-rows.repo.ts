// Each bill and credit note of a range of days, one row apiece, for the Tally export
// (docs/product.md#tally-export): the same documents documents.repo.ts sums (bills by bill date,
// notes by issue date, on the shop's clock), with what a voucher needs besides the amounts.
// Amounts in paise; a note's figures are positive.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import type { PaymentMethod } from '#shared/orders.ts';
import type { DocumentRange } from './documents.repo.ts';

export type VoucherAmounts = {
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  roundOffPaise: number;
};

export type BillVoucherRow = VoucherAmounts & {
  number: string;
  /** The bill date on the shop's clock, YYYY-MM-DD. */
  date: string;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  /** The rider's tip collected with the bill: owed to the rider, outside the bill's value. */
  tipPaise: number;
};

export type NoteVoucherRow = VoucherAmounts & {
  number: string;
  date: string;
  billNumber: string;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  valuePaise: number;
  /** The rider's tip given back with the refund past the bill's total: on no note, but paid out. */
  tipPaise: number;
};

const zone = SHOP_TIME_ZONE;

export function createVoucherRowsRepo(db: Db | Tx) {
  return {
    async bills({ from, to }: DocumentRange): Promise<BillVoucherRow[]> {
      return rawRows<BillVoucherRow>(
        db,
        sql`select o.bill_number as "number",
            to_char(o.billed_at at time zone ${zone}, 'YYYY-MM-DD') as "date",
            o.order_number as "orderNumber", o.payment_method as "paymentMethod",
            coalesce((o.bill_terms->>'rateBasisPoints')::int, 0) as "rateBasisPoints",
            o.taxable_paise as "taxablePaise", o.cgst_paise as "cgstPaise", o.sgst_paise as "sgstPaise",
            o.round_off_paise as "roundOffPaise", o.tip_paise as "tipPaise"
          from orders o
          where o.bill_number is not null
            and (o.billed_at at time zone ${zone})::date between ${from}::date and ${to}::date
          order by o.billed_at, o.bill_number`,
      );
    },

    async notes({ from, to }: DocumentRange): Promise<NoteVoucherRow[]> {
      return rawRows<NoteVoucherRow>(
        db,
        sql`select n.number as "number",
            to_char(n.issued_at at time zone ${zone}, 'YYYY-MM-DD') as "date",
            n.bill_number as "billNumber", o.order_number as "orderNumber",
            o.payment_method as "paymentMethod", n.rate_basis_points as "rateBasisPoints",
            n.taxable_paise as "taxablePaise", n.cgst_paise as "cgstPaise", n.sgst_paise as "sgstPaise",
            n.round_off_paise as "roundOffPaise", n.value_paise as "valuePaise",
            n.tip_paise as "tipPaise"
          from credit_notes n
          join orders o on o.id = n.order_id
          where (n.issued_at at time zone ${zone})::date between ${from}::date and ${to}::date
          order by n.issued_at, n.number`,
      );
    },
  };
}

export type VoucherRowsRepo = ReturnType<typeof createVoucherRowsRepo>;
