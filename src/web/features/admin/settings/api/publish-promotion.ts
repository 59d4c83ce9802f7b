import { useMutation } from '@tanstack/react-query';
import type { PromoNotice } from '../../../../../shared/api/settings';
import { PROMO_CHANNEL, PROMO_MESSAGE_TYPE } from '../../../../../shared/constants';
import { apiRequest } from '../../../../lib/api-client';

export const publishPromotion = () =>
  apiRequest<PromoNotice>('/api/admin/settings/publish-promotion', { method: 'POST', body: {} });

/**
 * The server sends the promotion to every open storefront (live stream); this browser's other tabs
 * also get it on the promo channel, which works even when their stream is reconnecting (decision
 * D7). A storefront that receives both shows it once: same id.
 */
export function announceInThisBrowser(notice: PromoNotice) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PROMO_CHANNEL);
  channel.postMessage({ type: PROMO_MESSAGE_TYPE, id: notice.id, message: notice.message });
  channel.close();
}

export const usePublishPromotion = () =>
  useMutation({ mutationFn: publishPromotion, onSuccess: announceInThisBrowser });
