import type { FirstOrderOffer } from '#shared/api/discounts.ts';
import { formatAmount } from '#shared/money.ts';

/** 'First order? Use FIRST20 for 20% off' (and the minimum order when there is one). */
export function offerText(offer: FirstOrderOffer): string {
  const off = offer.kind === 'percent' ? `${offer.value}% off` : `${formatAmount(offer.value)} off`;
  const minimum = offer.minOrder > 0 ? ` on orders of ${formatAmount(offer.minOrder)} or more` : '';
  return `First order? Use ${offer.code} for ${off}${minimum}`;
}
