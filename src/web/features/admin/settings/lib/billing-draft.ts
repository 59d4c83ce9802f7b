// The 'Bills and tax' form's values and its schema (docs/product.md#bills-and-kitchen-tickets): the
// shared billingSettingsSchema behind a conversion from what the boxes hold (the rate is text).

import { financialYearOf, formatBillNumber } from '#shared/billing/bill-number.ts';
import {
  type BillingSettings,
  billingSettingsSchema,
  DEFAULT_BILLING,
} from '#shared/billing/billing-settings.ts';
import { formSchema, numberOrBlank } from '#web/components/form/form-schema.ts';

export type BillingDraft = Omit<BillingSettings, 'ratePercent'> & { ratePercent: string };

export const billingDraft = (billing: BillingSettings): BillingDraft => ({
  ...billing,
  ratePercent: String(billing.ratePercent),
});

/**
 * The rate matters only to a regular GST shop: for the others its box is hidden, so a number left
 * half-typed there must not hold back the save (the default goes instead, used only if the shop
 * registers later and does not change it).
 */
function rateOf(draft: BillingDraft): number | undefined {
  const typed = numberOrBlank(draft.ratePercent);
  if (draft.regime === 'regular') return typed;
  return typed !== undefined && billingSettingsSchema.shape.ratePercent.safeParse(typed).success
    ? typed
    : DEFAULT_BILLING.ratePercent;
}

export function billingBody(draft: BillingDraft) {
  return {
    ...draft,
    ratePercent: rateOf(draft),
    // Bill numbers are capitals; 'ce' as typed is what was meant.
    billPrefix: draft.billPrefix.trim().toUpperCase(),
  };
}

export const billingFormSchema = formSchema(billingBody, billingSettingsSchema);

/** 'CGST 2.5% + SGST 2.5%' for a 5% rate; null while the box holds no usable rate. */
export function rateSplitText(ratePercent: string): string | null {
  const rate = numberOrBlank(ratePercent);
  if (rate === undefined || !billingSettingsSchema.shape.ratePercent.safeParse(rate).success) return null;
  const half = Number((rate / 2).toFixed(3));
  return `CGST ${half}% + SGST ${half}%`;
}

/** The first bill number of this financial year with the prefix as typed: 'CE/26-27/000001'. */
export function billNumberExample(prefix: string, now: Date = new Date()): string {
  const typed = prefix.trim().toUpperCase();
  return formatBillNumber(typed === '' ? '…' : typed, financialYearOf(now).label, 1);
}
