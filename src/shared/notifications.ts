// Order notifications (docs/product.md#order-notifications): what a customer or the staff hear
// about when the page is closed, by SMS and web push. Pure data: the server's outbox, the trigger's
// kinds and the settings' names all read these.
import { OFFLINE_TEXT } from './constants.ts';
import type { Language } from './i18n/languages.ts';

/**
 * One kind of message. Each customer kind has its own DLT template (SMS_TEMPLATE_<KIND> upper
 * case); a kind without a template id is never sent by SMS. 'order_placed' goes to staff devices
 * by push only.
 */
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_accepted',
  'order_out_for_delivery',
  'order_ready_for_pickup',
  'order_delivered',
  'order_cancelled',
  'refund_started',
  // To a rider's phone, by push: an order was given to them (docs/product.md#riders-and-dispatch).
  'delivery_assigned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds a customer is told about, by SMS (if a template exists) and by push. */
// Marked pure so a bundle that takes only the offline words below leaves this module's rest out.
export const CUSTOMER_NOTIFICATION_KINDS = /* @__PURE__ */ NOTIFICATION_KINDS.filter(
  (kind): kind is Exclude<NotificationKind, 'order_placed' | 'delivery_assigned'> =>
    kind !== 'order_placed' && kind !== 'delivery_assigned',
);

/**
 * The environment setting that holds a kind's DLT template id: SMS_TEMPLATE_ORDER_ACCEPTED for the
 * English text, SMS_TEMPLATE_ORDER_ACCEPTED_MR for the Marathi one (each language's text is a
 * template of its own on the DLT platform; docs/product.md#languages).
 */
export function smsTemplateSetting(kind: NotificationKind, language: Language = 'en'): string {
  const base = `SMS_TEMPLATE_${kind.toUpperCase()}`;
  return language === 'en' ? base : `${base}_${language.toUpperCase()}`;
}

/**
 * 'whatsapp' goes instead of 'sms' to a customer who chose WhatsApp updates; when it cannot be
 * delivered the SMS row is queued then (docs/product.md#whatsapp-updates).
 */
export const NOTIFICATION_CHANNELS = ['sms', 'push', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * An outbox row's life: pending (waiting for its turn or a retry), sending (claimed by a worker
 * until its lease ends), sent, skipped (nothing to send: no template, switched off, subscription
 * gone) or failed (out of attempts or too old to be worth sending).
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Who a push subscription belongs to: a customer following one order, a staff device, or a rider's phone. */
export const PUSH_AUDIENCES = ['customer', 'staff', 'rider'] as const;
export type PushAudience = (typeof PUSH_AUDIENCES)[number];

/** Tries before a message is given up, and how old a message may get before it is not worth sending. */
export const OUTBOX_MAX_ATTEMPTS = 8;
export const OUTBOX_MAX_AGE_MINUTES = 60;

/** The texts people see around notifications, word for word in the UI and the tests. */
export const NOTIFICATION_TEXTS = {
  notifyMe: 'Notify me about this order',
  notifyOn: "We'll notify you on this device",
  notifyBlocked: 'Notifications are blocked for this site. Allow them in your browser settings.',
  notifyUnsupported: 'This browser cannot show notifications',
  smsUpdates: 'Order updates by SMS',
  staffPush: 'New-order notifications on this device',
  offline: OFFLINE_TEXT,
  checkoutOffline: 'You are offline. Connect to the internet to place your order.',
} as const;

/**
 * What a push message carries to the service worker, which shows it: a title, a line of text,
 * the page a tap opens, and a tag so a newer message about the same order replaces the older one.
 */
export type PushPayload = { title: string; body: string; url: string; tag: string };
