import { useMutation } from '@tanstack/react-query';
import type { PromoNotice } from '#shared/api/settings.ts';
import { PROMO_CHANNEL, PROMO_MESSAGE_TYPE } from '#shared/constants.ts';
import { api } from '#web/lib/api.ts';

export const publishPromotion = () => api('POST /api/admin/settings/publish-promotion');

/**
 * The server sends the promotion to every open storefront (live stream); this browser's other tabs
 * also get it on the promo channel, which works even when their stream is reconnecting
 * (docs/product.md#d7-site-settings-live-on-the-server). A storefront that receives both shows it once: same
 * id.
 */
export function announceInThisBrowser(notice: PromoNotice) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PROMO_CHANNEL);
  channel.postMessage({ type: PROMO_MESSAGE_TYPE, id: notice.id, message: notice.message });
  channel.close();
}

export const usePublishPromotion = () =>
  useMutation({ mutationFn: publishPromotion, onSuccess: announceInThisBrowser });
