import type { FirstOrderOffer } from '#shared/api/discounts.ts';
import { formatAmount } from '#shared/money.ts';
import { fill, type WordValues } from '#web/lib/i18n/translate.ts';

type Translate = (english: string, values?: WordValues) => string;

/**
 * 'First order? Use FIRST20 for 20% off' (and the minimum order when there is one), in the
 * storefront's language when given its translator; English otherwise.
 */
export function offerText(offer: FirstOrderOffer, t: Translate = fill): string {
  const off =
    offer.kind === 'percent'
      ? t('{percent}% off', { percent: offer.value })
      : t('{amount} off', { amount: formatAmount(offer.value) });
  return offer.minOrder > 0
    ? t('First order? Use {code} for {off} on orders of {amount} or more', {
        code: offer.code,
        off,
        amount: formatAmount(offer.minOrder),
      })
    : t('First order? Use {code} for {off}', { code: offer.code, off });
}
