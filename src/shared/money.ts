// Money is integer paise everywhere it is stored or summed (decision record 002); rupees appear
// only at the edges (API fields that are prices, and what the customer reads).

/** Rupees (up to 2 decimals) to paise, rounding away float noise such as 19.99 * 100. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Whether a form's rupees are whole paise (19.99, not 19.999), the float noise of * 100 allowed. */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

export function toRupees(paise: number): number {
  return paise / 100;
}

/** Indian digit grouping: the last three digits, then pairs (1,20,000 and 1,00,00,000). */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * '₹1,20,000' for whole rupees, '₹49.50' when there are paise (Indian digit grouping).
 * Formatted by hand rather than with Intl.NumberFormat: the first 'en-IN' formatter a page
 * creates costs ~20 ms of main thread (locale data), on the storefront's first load, and the
 * server and browser must produce identical text for hydration whatever their ICU data.
 */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.round(Math.abs(paise));
  const whole = groupIndian(Math.floor(abs / 100));
  const cents = abs % 100;
  return cents === 0 ? `${sign}₹${whole}` : `${sign}₹${whole}.${String(cents).padStart(2, '0')}`;
}

/** An amount as the API sends it, in rupees (decision 002), as the customer reads it: '₹49.50'. */
export function formatAmount(rupees: number): string {
  return formatRupees(toPaise(rupees));
}

/**
 * A bill's amount: rupees always with paise, '₹1,00,000.00' (Indian grouping, as Intl en-IN
 * writes it), so the columns of a bill line up. Takes rupees, as the API's amounts are; computed
 * on integer paise like formatRupees, for the same reasons.
 */
export function formatInr(rupees: number): string {
  const paise = toPaise(rupees);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}₹${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * docs/product.md#menu-and-categories: round((original - price) / original * 100); 0 when there is no
 * (larger) original price.
 */
export function discountPercent(pricePaise: number, originalPricePaise: number | null | undefined): number {
  if (originalPricePaise == null || originalPricePaise <= 0 || originalPricePaise <= pricePaise) return 0;
  return Math.round(((originalPricePaise - pricePaise) / originalPricePaise) * 100);
}
