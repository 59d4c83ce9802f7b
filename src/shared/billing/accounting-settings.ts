// What the month-end exports need to know about the shop's books (docs/product.md#month-end): the
// service's SAC code for the GSTR-1 HSN summary, and the ledger names the Tally export posts to,
// as the shop's accountant named them in Tally. Admin settings (site_settings.accounting).
import { z } from 'zod';

export const ACCOUNTING_MESSAGES = {
  sac: 'Enter a 6-digit SAC code (restaurant service: 996331)',
  ledger: 'Enter a ledger name of 1 to 60 characters',
  ledgerRate: 'The sales ledger needs {rate} where the GST rate goes',
  company: 'At most 60 characters',
  control:
    'Use letters, numbers, spaces and punctuation only: no tabs, line breaks or other control characters',
} as const;

/** Restaurant service, as supplied by a restaurant or eating joint (GST rate notification, heading 9963). */
export const DEFAULT_SAC = '996331';

/**
 * A control character (a tab, a line break, U+0000-U+001F, U+007F-U+009F) or U+FFFE/U+FFFF: pasted
 * into a name by mistake, it would not be the ledger's name in Tally, and XML cannot carry most of
 * them (the export drops them, tally-xml.ts), so the names are refused with one.
 */
const CONTROL = /[\p{Cc}\uFFFE\uFFFF]/u;
const printable = (v: string) => !CONTROL.test(v);

const ledger = z
  .string()
  .trim()
  .min(1, ACCOUNTING_MESSAGES.ledger)
  .max(60, ACCOUNTING_MESSAGES.ledger)
  .refine(printable, ACCOUNTING_MESSAGES.control);

export const accountingSettingsSchema = z.object({
  /** The SAC code the GSTR-1 HSN/SAC summary reports the shop's sales under. */
  sacCode: z.string().regex(/^\d{6}$/, ACCOUNTING_MESSAGES.sac),
  /** The Tally company the vouchers are imported into ('' = whichever company is open in Tally). */
  tallyCompany: z
    .string()
    .trim()
    .max(60, ACCOUNTING_MESSAGES.company)
    .refine(printable, ACCOUNTING_MESSAGES.control),
  /** Sales ledgers by rate: '{rate}' becomes the bill's GST rate ('Sales @ 5%'); 0% for no GST. */
  salesLedger: ledger.refine((v) => v.includes('{rate}'), ACCOUNTING_MESSAGES.ledgerRate),
  cgstLedger: ledger,
  sgstLedger: ledger,
  roundOffLedger: ledger,
  /** The riders' tips collected with orders: owed to them, never sales. */
  tipsLedger: ledger,
  /** Where each payment method's money is received. */
  cashLedger: ledger,
  upiLedger: ledger,
  cardLedger: ledger,
  onlineLedger: ledger,
});
export type AccountingSettings = z.infer<typeof accountingSettingsSchema>;

export const DEFAULT_ACCOUNTING: AccountingSettings = {
  sacCode: DEFAULT_SAC,
  tallyCompany: '',
  salesLedger: 'Sales @ {rate}%',
  cgstLedger: 'Output CGST',
  sgstLedger: 'Output SGST',
  roundOffLedger: 'Round Off',
  tipsLedger: 'Tips Payable to Riders',
  cashLedger: 'Cash',
  upiLedger: 'UPI Collections',
  cardLedger: 'Card Collections',
  onlineLedger: 'Online Payments (Gateway)',
};

/** The sales ledger for a rate in basis points: 'Sales @ 5%', 'Sales @ 0%'. */
export function salesLedgerFor(settings: AccountingSettings, rateBasisPoints: number): string {
  return settings.salesLedger.replaceAll('{rate}', String(rateBasisPoints / 100));
}
