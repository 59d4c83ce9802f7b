// This staff device hears of new orders by push (docs/product.md#order-notifications), switched on
// and off on the board like the sound.
import type { PushSubscriptionBody } from '#shared/api/notifications.ts';
import { api } from '#web/lib/api.ts';

export const subscribeStaffDevice = (body: PushSubscriptionBody) =>
  api('POST /api/admin/push-subscription', { body });

export const unsubscribeStaffDevice = (endpoint: string) =>
  api('DELETE /api/admin/push-subscription', { body: { endpoint } });
