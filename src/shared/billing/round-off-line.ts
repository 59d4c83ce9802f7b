// The bill's 'Round off' line as the bill, its PDF, the order pad and the day close print it
// (docs/product.md#round-off): signed both ways, so a reader sees whether paise were taken off
// ('-₹0.27') or added ('+₹0.50'). The storefront spells the same line through t('Round off').
export const ROUND_OFF_LABEL = 'Round off';

/** '+' before an amount added by rounding; a taken-off amount carries its own '-'. */
export function roundOffSign(paise: number): string {
  return paise > 0 ? '+' : '';
}
