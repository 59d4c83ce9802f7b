import type { FirstOrderOffer } from '#shared/api/discounts.ts';
import { formatRupees, toPaise } from '#shared/money.ts';

/** 'First order? Use FIRST20 for 20% off' (and the minimum order when there is one). */
export function offerText(offer: FirstOrderOffer): string {
  const off = offer.kind === 'percent' ? `${offer.value}% off` : `${formatRupees(toPaise(offer.value))} off`;
  const minimum = offer.minOrder > 0 ? ` on orders of ${formatRupees(toPaise(offer.minOrder))} or more` : '';
  return `First order? Use ${offer.code} for ${off}${minimum}`;
}
