// Month end for the accountant (docs/product.md#month-end): the GSTR-1 summary of a month, its
// CSV and the GST portal offline tool's JSON, the Tally XML of a range of days, and the
// accounting settings those exports use. Amounts are rupees, like the rest of the API (decision
// record 002).
import { z } from 'zod';
import { isCalendarDate, RANGE_MESSAGES } from '../analytics-range.ts';
import { accountingSettingsSchema } from '../billing/accounting-settings.ts';
import { TAX_REGIMES } from '../billing/tax.ts';

export const MONTH_END_MESSAGES = {
  month: 'Choose a month as YYYY-MM (for example 2026-11)',
  mode: 'Choose one voucher per bill (bill) or one per day (daily)',
  unregistered: 'No GSTR-1 is due: the shop has no GSTIN in its billing settings',
  composition:
    'No GSTR-1 is due: a composition shop files CMP-08 and GSTR-4 instead (its billing settings say composition)',
} as const;

/** What the page and the CSV say above the figures. */
export const GSTR1_STATEMENT =
  "Your accountant files the return on the GST portal; this summary is what the shop's records show.";

/** GET ?month=YYYY-MM: the summary for the page (analytics:view). */
export const GSTR1_PATH = '/api/admin/month-end/gstr1';
/** The same month as CSV, one table after another. */
export const GSTR1_CSV_PATH = '/api/admin/month-end/gstr1.csv';
/** The GST portal offline tool's JSON (gstin, fp, b2cs, hsn, doc_issue); 409 without a GSTIN. */
export const GSTR1_JSON_PATH = '/api/admin/month-end/gstr1.json';
/** GET ?from&to&mode=bill|daily: sales and credit note vouchers in Tally's XML import format. */
export const TALLY_XML_PATH = '/api/admin/month-end/tally.xml';
/** GET and PUT (billing:manage): the SAC code and the Tally ledger names. */
export const ACCOUNTING_SETTINGS_PATH = '/api/admin/settings/accounting';

export const monthQuerySchema = z.object({
  // Years 2000 to 2999: a year 0 month reached the database as a date it refuses (a 500).
  month: z.string(MONTH_END_MESSAGES.month).regex(/^2\d{3}-(0[1-9]|1[0-2])$/, MONTH_END_MESSAGES.month),
});
export type MonthQuery = z.infer<typeof monthQuerySchema>;

export const TALLY_MODES = ['bill', 'daily'] as const;
export type TallyMode = (typeof TALLY_MODES)[number];

const dateParam = (message: string) =>
  z.string(message).max(10, message).refine(isCalendarDate, message).optional();

/** Both ends optional as in analytics (the last 30 days by default); at most 366 days. */
export const tallyQuerySchema = z.object({
  from: dateParam(RANGE_MESSAGES.from),
  to: dateParam(RANGE_MESSAGES.to),
  mode: z.enum(TALLY_MODES, MONTH_END_MESSAGES.mode).default('bill'),
});
export type TallyQuery = z.infer<typeof tallyQuerySchema>;

const rupees = z.number();
const count = z.number().int();

/** GSTR-1's document natures as the portal numbers them: 1 invoices, 5 credit notes. */
export const DOC_NATURES = { bill: 1, credit_note: 5 } as const;

export const gstr1Schema = z.object({
  month: z.string(),
  /** The return period as the portal writes it: MMYYYY. */
  fp: z.string(),
  period: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
  shop: z.object({
    /** Whether a GSTR-1 is due: a regular GST registration with a GSTIN (the billing settings now). */
    registered: z.boolean(),
    regime: z.enum(TAX_REGIMES),
    gstin: z.string().nullable(),
    /** The place of supply: the state of the shop's GSTIN ('27'), null without one. */
    stateCode: z.string().nullable(),
    stateName: z.string().nullable(),
    sacCode: z.string(),
  }),
  /** Why no return is due (the shop's settings), or null. */
  notDue: z.string().nullable(),
  statement: z.string(),
  /** B2C (small), table 7: bills less their credit notes, by rate and place of supply. */
  b2cs: z.array(
    z.object({
      ratePercent: rupees,
      placeOfSupply: z.string(),
      supplyType: z.literal('Intra-State'),
      taxable: rupees,
      cgst: rupees,
      sgst: rupees,
      igst: rupees,
      cess: rupees,
    }),
  ),
  /** HSN/SAC summary, table 12: the shop's one service by rate, net of credit notes. */
  hsn: z.array(
    z.object({
      sac: z.string(),
      description: z.string(),
      uqc: z.string(),
      quantity: count,
      ratePercent: rupees,
      taxable: rupees,
      cgst: rupees,
      sgst: rupees,
      igst: rupees,
      cess: rupees,
      total: rupees,
    }),
  ),
  /** Credit notes issued in the month by rate (netted into b2cs and hsn above). */
  creditNotes: z.array(
    z.object({
      ratePercent: rupees,
      notes: count,
      taxable: rupees,
      cgst: rupees,
      sgst: rupees,
      roundOff: rupees,
      value: rupees,
    }),
  ),
  /** Documents issued, table 13: each series with its first and last numbers. */
  documents: z.array(
    z.object({
      docNum: z.union([z.literal(1), z.literal(5)]),
      nature: z.string(),
      series: z.string(),
      from: z.string(),
      to: z.string(),
      total: count,
      cancelled: count,
      net: count,
    }),
  ),
  totals: z.object({
    bills: count,
    billsValue: rupees,
    creditNotes: count,
    creditNotesValue: rupees,
    /** Net of credit notes, as b2cs sums them. */
    taxable: rupees,
    cgst: rupees,
    sgst: rupees,
    /** Bills issued under composition or unregistered terms in the month: not part of b2cs. */
    outsideReturnBills: count,
    outsideReturnValue: rupees,
  }),
});
export type Gstr1Summary = z.infer<typeof gstr1Schema>;

export { accountingSettingsSchema };
export const accountingSettingsResponseSchema = z.object({
  accounting: accountingSettingsSchema,
  updatedAt: z.string(),
});
export type AccountingSettingsResponse = z.infer<typeof accountingSettingsResponseSchema>;
