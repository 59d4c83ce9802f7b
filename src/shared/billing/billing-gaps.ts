// What bills still lack (docs/product.md#bills-and-kitchen-tickets), apart from the settings' schema:
// the staff area's dashboard warns with it on every page load, and this way it does not bring zod
// into the staff area's first load (bench/README.md, staff area JS).
import type { BillingSettings } from './billing-settings.ts';

/**
 * What a bill still lacks, in the words the dashboard warning uses; [] when bills are complete.
 * The shop works without them and issues a plain receipt meanwhile.
 */
export function billingGaps(billing: BillingSettings): string[] {
  const gaps: string[] = [];
  if (billing.legalName === '') gaps.push('legal name');
  if (billing.address === '') gaps.push('registered address');
  if (billing.fssai === '') gaps.push('FSSAI licence number');
  if (billing.regime !== 'unregistered' && billing.gstin === '') gaps.push('GSTIN');
  return gaps;
}
