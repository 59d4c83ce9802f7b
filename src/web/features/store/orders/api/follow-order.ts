// 'Notify me about this order': this browser follows the order by push until it is finished
// (docs/product.md#order-notifications).
import { useMutation } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '#shared/api/notifications.ts';
import { api } from '#web/lib/api.ts';

export const followOrder = (id: string, body: PushSubscriptionBody) =>
  api('POST /api/orders/:id/push-subscription', { params: { id }, body });

export function useFollowOrder() {
  return useMutation({
    mutationFn: ({ id, subscription }: { id: string; subscription: PushSubscriptionBody }) =>
      followOrder(id, subscription),
  });
}
