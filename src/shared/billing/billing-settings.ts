// The shop's legal and tax details for bills (docs/product.md#bills-and-kitchen-tickets): admin
// settings, public because every bill prints them and the storefront shows the FSSAI number.
import { z } from 'zod';
import { BILL_PREFIX_PATTERN, DEFAULT_BILL_PREFIX } from './bill-number.ts';
import { CREDIT_NOTE_PREFIX } from './credit-note.ts';
import { isValidFssai, isValidGstin, normalizeFssai, normalizeGstin } from './gstin.ts';
import { ROUND_OFF_MODES, TAX_REGIMES, type TaxTerms } from './tax.ts';
import { taxTermsOf } from './tax-terms.ts';

export { taxTermsOf };

export const BILLING_MESSAGES = {
  legalName: 'At most 120 characters',
  address: 'At most 300 characters',
  gstin: 'Enter a valid 15-character GSTIN (for example 27AAPFU0939F1ZV)',
  gstinRequired: 'A GST-registered shop needs its GSTIN',
  fssai: 'The FSSAI licence number has 14 digits',
  rate: 'Enter a GST rate between 0.1% and 40%, with at most two decimals',
  prefix: 'Use 1 to 3 capital letters or digits',
  prefixTaken: "CN is the credit notes' series: choose another prefix for bills",
  upiVpa: 'Enter a UPI ID such as chaiexpress@okicici',
} as const;

/** A UPI ID (VPA): a handle, '@', and the bank's or app's name. */
export const UPI_VPA_PATTERN = /^[a-zA-Z0-9._-]{2,64}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export const billingSettingsSchema = z
  .object({
    /** The name the shop is registered under ('' = not filled in yet). */
    legalName: z.string().trim().max(120, BILLING_MESSAGES.legalName),
    /** The registered address printed on bills. */
    address: z.string().trim().max(300, BILLING_MESSAGES.address),
    /** '' when the shop is not registered for GST; stored upper case without spaces. */
    gstin: z
      .string()
      .max(24, BILLING_MESSAGES.gstin)
      .refine((v) => v.trim() === '' || isValidGstin(normalizeGstin(v)), BILLING_MESSAGES.gstin),
    /** '' until filled in; must be printed on every bill of a food business. */
    fssai: z
      .string()
      .max(24, BILLING_MESSAGES.fssai)
      .refine((v) => v.trim() === '' || isValidFssai(normalizeFssai(v)), BILLING_MESSAGES.fssai),
    regime: z.enum(TAX_REGIMES),
    /** GST rate for a regular shop, CGST and SGST taking half each (restaurant service: 5). */
    ratePercent: z
      .number(BILLING_MESSAGES.rate)
      .min(0.1, BILLING_MESSAGES.rate)
      .max(40, BILLING_MESSAGES.rate)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, BILLING_MESSAGES.rate),
    /** Menu prices include GST (the customer pays the menu price), or GST is added on top. */
    pricesIncludeTax: z.boolean(),
    /** Bill totals to the nearest rupee with a 'Round off' line, or left in paise. */
    roundOff: z.enum(ROUND_OFF_MODES).default('rupee'),
    /** The bill numbers' prefix: 'CE' gives CE/26-27/000123. */
    billPrefix: z
      .string()
      .regex(BILL_PREFIX_PATTERN, BILLING_MESSAGES.prefix)
      // Credit notes are numbered CN/26-27/000001 (credit-note.ts): a bill CN/26-27/000001 would
      // share its number.
      .refine((v) => v !== CREDIT_NOTE_PREFIX, BILLING_MESSAGES.prefixTaken),
    /**
     * The shop's UPI ID that the at-door QR pays (docs/product.md#online-payments); '' = no QR.
     * Admin only, like the rest: it decides whose account customers' money goes to.
     */
    upiVpa: z
      .string()
      .trim()
      .max(130, BILLING_MESSAGES.upiVpa)
      .refine((v) => v === '' || UPI_VPA_PATTERN.test(v), BILLING_MESSAGES.upiVpa)
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (value.regime !== 'unregistered' && value.gstin.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: BILLING_MESSAGES.gstinRequired });
  });
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

/** Until an admin saves them: not registered for GST, nothing printed but the shop's brand. */
export const DEFAULT_BILLING: BillingSettings = {
  legalName: '',
  address: '',
  gstin: '',
  fssai: '',
  regime: 'unregistered',
  ratePercent: 5,
  pricesIncludeTax: true,
  roundOff: 'rupee',
  billPrefix: DEFAULT_BILL_PREFIX,
  upiVpa: '',
};

/** The settings as stored: identifiers normalized. */
export function normalizeBilling(value: BillingSettings): BillingSettings {
  return { ...value, gstin: normalizeGstin(value.gstin), fssai: normalizeFssai(value.fssai) };
}

/** What an order priced now is taxed with. */
/** The bill's heading for each regime: a tax invoice, a bill of supply, or a plain receipt. */
export const BILL_TITLES = {
  regular: 'Tax Invoice',
  composition: 'Bill of Supply',
  unregistered: 'Receipt',
} as const;

/** Printed on a composition shop's bill of supply, as the rules word it. */
export const COMPOSITION_WORDING = 'Composition taxable person, not eligible to collect tax on supplies';

/**
 * What an order keeps of the settings when it is placed (orders.bill_terms), so a later change
 * never alters its bill: who sells, and how it was taxed.
 */
export type BillTerms = TaxTerms & { legalName: string; address: string; gstin: string; fssai: string };

export function billTermsOf(billing: BillingSettings): BillTerms {
  return {
    ...taxTermsOf(billing),
    legalName: billing.legalName,
    address: billing.address,
    gstin: billing.gstin,
    fssai: billing.fssai,
  };
}
