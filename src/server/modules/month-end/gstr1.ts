// The GSTR-1 summary of a month (docs/product.md#gstr-1-summary, decision 038) from the month's
// document totals: B2C (small) by rate and place of supply, the HSN/SAC summary, the credit notes
// and the documents issued. Pure: the service reads the figures and the settings.
//
// Netting: a restaurant's sales are to unregistered buyers within the shop's state, so every bill
// is a B2C (small) supply (table 7), whatever its value (B2C large is for inter-state supplies
// only). A credit note against such a bill is not reported on its own (CDNUR takes notes against
// B2C large and exports only): its taxable value and tax are taken off the B2C (small) figures of
// the same rate and place of supply, and off the HSN summary, as the portal's instructions for
// table 7 say. Only bills issued under regular GST terms are reported; bills issued under
// composition or unregistered terms are counted apart.
import type { Gstr1Summary } from '#shared/api/month-end.ts';
import { DOC_NATURES, GSTR1_STATEMENT, MONTH_END_MESSAGES } from '#shared/api/month-end.ts';
import type { AccountingSettings } from '#shared/billing/accounting-settings.ts';
import type { BillingSettings } from '#shared/billing/billing-settings.ts';
import { placeOfSupply, stateCodeOf, stateName } from '#shared/billing/gst-states.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { toRupees } from '#shared/money.ts';
import { monthDays } from '#shared/month-days.ts';
import type { DocumentRange, DocumentSeries, DocumentTotals } from './documents.repo.ts';

/** The days of 'YYYY-MM', both ends included. */
export const monthRange: (month: string) => DocumentRange = monthDays;

/** The portal's return period: '112026' for '2026-11'. */
export const returnPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** What the SAC code's description reads in the HSN summary. */
const SAC_DESCRIPTION = 'Restaurant service';
/** A service has no quantity: the offline tool takes 'NA' as its unit and 0 as its quantity. */
const SERVICE_UQC = 'NA';

const NATURES = { bill: 'Invoices for outward supply', credit_note: 'Credit Note' } as const;

/** The net figures of one rate, in paise. */
export type RateFigures = {
  rateBasisPoints: number;
  taxable: number;
  cgst: number;
  sgst: number;
};

/** Bills less credit notes, by rate, for the regular-terms documents only. */
export function netByRate(totals: readonly DocumentTotals[]): RateFigures[] {
  const byRate = new Map<number, RateFigures>();
  for (const row of totals) {
    if (row.regime !== 'regular') continue;
    const sign = row.kind === 'bill' ? 1 : -1;
    const figures = byRate.get(row.rateBasisPoints) ?? {
      rateBasisPoints: row.rateBasisPoints,
      taxable: 0,
      cgst: 0,
      sgst: 0,
    };
    figures.taxable += sign * row.taxablePaise;
    figures.cgst += sign * row.cgstPaise;
    figures.sgst += sign * row.sgstPaise;
    byRate.set(row.rateBasisPoints, figures);
  }
  return [...byRate.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
}

function notDue(billing: BillingSettings): string | null {
  if (billing.regime === 'unregistered' || billing.gstin.trim() === '')
    return MONTH_END_MESSAGES.unregistered;
  if (billing.regime === 'composition') return MONTH_END_MESSAGES.composition;
  return null;
}

const sum = (rows: readonly DocumentTotals[], pick: (row: DocumentTotals) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

export function gstr1Summary(input: {
  month: string;
  billing: BillingSettings;
  accounting: AccountingSettings;
  totals: readonly DocumentTotals[];
  series: readonly DocumentSeries[];
}): Gstr1Summary {
  const { month, billing, accounting, totals, series } = input;
  const gstin = billing.gstin.trim() === '' ? null : billing.gstin.trim();
  const stateCode = stateCodeOf(gstin);
  const pos = stateCode ? placeOfSupply(stateCode) : '';
  const rates = netByRate(totals);
  const bills = totals.filter((row) => row.kind === 'bill');
  const notes = totals.filter((row) => row.kind === 'credit_note' && row.regime === 'regular');
  const outside = bills.filter((row) => row.regime !== 'regular');
  const range = monthRange(month);
  return {
    month,
    fp: returnPeriod(month),
    period: { ...range, timeZone: SHOP_TIME_ZONE },
    shop: {
      registered: notDue(billing) === null,
      regime: billing.regime,
      gstin,
      stateCode,
      stateName: stateCode ? stateName(stateCode) : null,
      sacCode: accounting.sacCode,
    },
    notDue: notDue(billing),
    statement: GSTR1_STATEMENT,
    b2cs: rates.map((r) => ({
      ratePercent: r.rateBasisPoints / 100,
      placeOfSupply: pos,
      supplyType: 'Intra-State' as const,
      taxable: toRupees(r.taxable),
      cgst: toRupees(r.cgst),
      sgst: toRupees(r.sgst),
      igst: 0,
      cess: 0,
    })),
    hsn: rates.map((r) => ({
      sac: accounting.sacCode,
      description: SAC_DESCRIPTION,
      uqc: SERVICE_UQC,
      quantity: 0,
      ratePercent: r.rateBasisPoints / 100,
      taxable: toRupees(r.taxable),
      cgst: toRupees(r.cgst),
      sgst: toRupees(r.sgst),
      igst: 0,
      cess: 0,
      total: toRupees(r.taxable + r.cgst + r.sgst),
    })),
    creditNotes: notes.map((n) => ({
      ratePercent: n.rateBasisPoints / 100,
      notes: n.documents,
      taxable: toRupees(n.taxablePaise),
      cgst: toRupees(n.cgstPaise),
      sgst: toRupees(n.sgstPaise),
      roundOff: toRupees(n.roundOffPaise),
      value: toRupees(n.valuePaise),
    })),
    documents: series.map((s) => ({
      docNum: DOC_NATURES[s.kind],
      nature: NATURES[s.kind],
      series: s.series,
      from: s.first,
      to: s.last,
      total: s.span,
      // A number inside the span with no document behind it (none is ever cancelled in place).
      cancelled: s.span - s.issued,
      net: s.issued,
    })),
    totals: {
      bills: sum(bills, (r) => r.documents),
      billsValue: toRupees(sum(bills, (r) => r.valuePaise)),
      creditNotes: sum(notes, (r) => r.documents),
      creditNotesValue: toRupees(sum(notes, (r) => r.valuePaise)),
      taxable: toRupees(rates.reduce((t, r) => t + r.taxable, 0)),
      cgst: toRupees(rates.reduce((t, r) => t + r.cgst, 0)),
      sgst: toRupees(rates.reduce((t, r) => t + r.sgst, 0)),
      outsideReturnBills: sum(outside, (r) => r.documents),
      outsideReturnValue: toRupees(sum(outside, (r) => r.valuePaise)),
    },
  };
}
