// The tax terms an order is priced with, from the billing settings. A file of its own without
// zod: the storefront's cart and checkout need it, and building the settings' schema on the
// phone's main thread cost a long task when the cart's chunk loaded (docs/decisions/005-storefront-first-load.md).
import type { BillingSettings } from './billing-settings.ts';
import type { TaxTerms } from './tax.ts';

export function taxTermsOf(billing: BillingSettings): TaxTerms {
  return billing.regime === 'regular'
    ? {
        regime: 'regular',
        rateBasisPoints: Math.round(billing.ratePercent * 100),
        pricesIncludeTax: billing.pricesIncludeTax,
        roundOff: billing.roundOff,
      }
    : { regime: billing.regime, rateBasisPoints: 0, pricesIncludeTax: true, roundOff: billing.roundOff };
}
