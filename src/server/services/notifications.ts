// Wires notifications: Web Push (decision 023), the customer's preferences, and the outbox worker
// that sends queued SMS and push messages, woken by the events that queue them.
import { createNotificationPreferencesRepo } from '../modules/notifications/notification-preferences.repo.ts';
import { createNotificationPreferencesService } from '../modules/notifications/notification-preferences.service.ts';
import { createOutboxRepo } from '../modules/notifications/outbox.repo.ts';
import { createOutboxWorker, type OutboxWorkerOptions } from '../modules/notifications/outbox.worker.ts';
import type { ChannelSender } from '../modules/notifications/outbox-sender.ts';
import { createPushRepo } from '../modules/notifications/push.repo.ts';
import { createPushService } from '../modules/notifications/push.service.ts';
import { createSmsSender } from '../modules/notifications/sms-sender.ts';
import { createWhatsappSender } from '../modules/notifications/whatsapp-sender.ts';
import { createWhatsappRepo } from '../modules/whatsapp/whatsapp.repo.ts';
import { createWhatsappService } from '../modules/whatsapp/whatsapp.service.ts';
import type { Core } from './core.ts';

export function wireNotifications(
  { db, env, log, sms, events }: Core,
  /** The notification outbox worker's timings (tests shorten them). */
  outboxOptions: OutboxWorkerOptions | undefined,
) {
  // Web Push (decision 023): subscriptions, and the sender the outbox worker calls for push rows.
  const push = createPushService({ repo: createPushRepo(db), settings: env.push, log });
  const notificationPreferencesRepo = createNotificationPreferencesRepo(db);
  const notificationPreferences = createNotificationPreferencesService(
    notificationPreferencesRepo,
    env.whatsapp !== undefined,
  );
  const outboxRepo = createOutboxRepo(db);
  /** Senders by channel; a channel without one (push off) has its rows skipped. */
  const notificationSenders: { sms: ChannelSender; whatsapp: ChannelSender; push?: ChannelSender } = {
    sms: createSmsSender({
      sms,
      templates: env.smsTemplates,
      preferences: notificationPreferencesRepo,
    }),
    // Always there: a customer who chose WhatsApp on a shop that has since turned it off gets SMS.
    whatsapp: createWhatsappSender({ settings: env.whatsapp, preferences: notificationPreferencesRepo }),
    ...(env.push ? { push: push.send } : {}),
  };
  // WhatsApp order updates (docs/product.md#whatsapp-updates): the webhook's statuses, and the SMS
  // a WhatsApp message that cannot reach the customer is replaced by.
  const whatsapp = createWhatsappService({
    settings: env.whatsapp,
    repo: createWhatsappRepo(db),
    wake: () => outbox.wake(),
    log,
  });
  const outbox = createOutboxWorker({
    repo: outboxRepo,
    senders: notificationSenders,
    log,
    options: outboxOptions,
    fallbacks: { whatsapp: (message) => whatsapp.smsInstead(message.id) },
  });
  // A change committed on this instance or another: its messages are due now. The poll covers
  // a missed event (a lost listening connection, a retry coming due).
  events.subscribe((event) => {
    // An online order waiting for its payment queues nothing.
    // A rider given an order is rung (delivery_assigned); a rider merely moving queues nothing.
    if (
      (event.kind === 'order' && event.status !== 'awaiting_payment') ||
      (event.kind === 'delivery' && !event.moved) ||
      event.kind === 'resync'
    )
      outbox.wake();
  });
  return { push, notificationPreferences, notificationSenders, outbox, whatsapp };
}
