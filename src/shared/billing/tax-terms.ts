// The tax terms an order is priced with, from the billing settings. A file of its own without
// zod: the storefront's cart and checkout need it, and building the settings' schema on the
// phone's main thread cost a long task when the cart's chunk loaded (docs/decisions/005-storefront-first-load.md).
import type { TaxTerms } from './tax.ts';

/** The part of the billing settings the terms come from (billing-settings.ts imports this file). */
type TaxSettings = Pick<TaxTerms, 'regime' | 'pricesIncludeTax' | 'roundOff'> & { ratePercent: number };

export function taxTermsOf(billing: TaxSettings): TaxTerms {
  return billing.regime === 'regular'
    ? {
        regime: 'regular',
        rateBasisPoints: Math.round(billing.ratePercent * 100),
        pricesIncludeTax: billing.pricesIncludeTax,
        roundOff: billing.roundOff,
      }
    : { regime: billing.regime, rateBasisPoints: 0, pricesIncludeTax: true, roundOff: billing.roundOff };
}
