// The notification endpoints' contract (docs/product.md#order-notifications): a browser's Web Push
// subscription as PushSubscription.toJSON() gives it, the server's public VAPID key, and the
// customer's SMS choice.
import { z } from 'zod';

/** Base64url of `bytes` bytes without padding, as browsers write subscription keys. */
const base64url = (bytes: number, label: string) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3), `${label} must be ${bytes} bytes in base64url`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label} must be ${bytes} bytes in base64url`);

/** Browsers that may follow one order: a customer's phone, laptop and a few more, not a flood of rows. */
export const PUSH_SUBSCRIPTIONS_PER_ORDER = 5;
/** Staff devices one account may have hear of new orders; a further one replaces the oldest. */
export const PUSH_STAFF_DEVICES_PER_ACCOUNT = 5;

export const PUSH_SUBSCRIPTION_MESSAGES = {
  endpoint: 'This is not a push service address',
  unavailable: 'Notifications are not available on this shop',
  finished: 'This order is finished: there will be no more updates about it',
  tooMany: `This order already notifies ${PUSH_SUBSCRIPTIONS_PER_ORDER} devices. Switch one of them off first.`,
} as const;

export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: PUSH_SUBSCRIPTION_MESSAGES.endpoint }).max(1000),
  // Browsers send null or a time; the server keeps the subscription until the push service says gone.
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed: 65 bytes. */
    p256dh: base64url(65, 'keys.p256dh'),
    /** The shared authentication secret: 16 bytes. */
    auth: base64url(16, 'keys.auth'),
  }),
  /**
   * The shop's key this subscription was made with (its options.applicationServerKey), which may
   * be an earlier one the page still held. Push services refuse messages signed with any other.
   */
  applicationServerKey: base64url(65, 'applicationServerKey').optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().min(1).max(1000) });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

/** The application server key browsers subscribe with; null when push is off on this server. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string().nullable() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/** Whether this browser follows the order, or this staff device hears of new orders. */
export const pushStateResponseSchema = z.object({ subscribed: z.boolean() });
export type PushStateResponse = z.infer<typeof pushStateResponseSchema>;

export const notificationPreferencesSchema = z.object({
  /** Order status messages by SMS (accepted, out for delivery, delivered, cancelled, refund started). */
  orderSms: z.boolean(),
  /** The same messages on WhatsApp instead (docs/product.md#whatsapp-updates); SMS when one cannot go. */
  whatsapp: z.boolean(),
  /** Whether this shop sends WhatsApp updates at all: the storefront offers the choice only then. */
  whatsappAvailable: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/customer/notifications: either switch, or both; what is left out stays as it is. */
export const notificationPreferencesBodySchema = z
  .object({ orderSms: z.boolean().optional(), whatsapp: z.boolean().optional() })
  .refine((body) => body.orderSms !== undefined || body.whatsapp !== undefined, {
    message: 'Say which setting to change: orderSms or whatsapp',
  });
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;
