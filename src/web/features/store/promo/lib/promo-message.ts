// Promotions reach open storefront tabs over a BroadcastChannel (docs/product.md#storefront): a message of
// type PROMO_NOTIFICATION shows the Special Offer toast.
import { PROMO_MESSAGE_TYPE } from '#shared/constants.ts';

export type PromoMessage = { type: typeof PROMO_MESSAGE_TYPE; message: string; id?: string };

export function parsePromoMessage(data: unknown): PromoMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, message, id } = data as Record<string, unknown>;
  if (type !== PROMO_MESSAGE_TYPE || typeof message !== 'string' || message.trim() === '') return undefined;
  return {
    type,
    message: message.trim().slice(0, 200),
    ...(typeof id === 'string' && id ? { id: id.slice(0, 100) } : {}),
  };
}
