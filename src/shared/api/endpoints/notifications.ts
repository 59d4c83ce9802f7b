// A customer's notifications (docs/product.md#order-notifications): push for one order, and the
// customer's preferences.
import type {
  NotificationPreferences,
  NotificationPreferencesBody,
  PushKeyResponse,
  PushStateResponse,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '../notifications.ts';

export interface NotificationEndpoints {
  /** The VAPID public key browsers subscribe with; null when push is off. */
  'GET /api/push/key': { response: PushKeyResponse };
  /** 'Notify me about this order': this browser follows the customer's own order. */
  'POST /api/orders/:id/push-subscription': { body: PushSubscriptionBody; response: PushStateResponse };
  'DELETE /api/orders/:id/push-subscription': { body: PushUnsubscribeBody; response: PushStateResponse };
  'GET /api/customer/notifications': { response: NotificationPreferences };
  'PUT /api/customer/notifications': { body: NotificationPreferencesBody; response: NotificationPreferences };
}
