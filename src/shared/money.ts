// Money is integer paise everywhere it is stored or summed (decision record 002); rupees appear
// only at the edges (API fields the spec names as prices, and what the customer reads).

/** Rupees (up to 2 decimals) to paise, rounding away float noise such as 19.99 * 100. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function toRupees(paise: number): number {
  return paise / 100;
}

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '₹1,20,000' for whole rupees, '₹49.50' when there are paise (Indian digit grouping). */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const text = abs % 100 === 0 ? wholeRupees.format(abs / 100) : withPaise.format(abs / 100);
  return `${sign}₹${text}`;
}

/** Spec: round((original - price) / original * 100); 0 when there is no (larger) original price. */
export function discountPercent(pricePaise: number, originalPricePaise: number | null | undefined): number {
  if (originalPricePaise == null || originalPricePaise <= 0 || originalPricePaise <= pricePaise) return 0;
  return Math.round(((originalPricePaise - pricePaise) / originalPricePaise) * 100);
}
