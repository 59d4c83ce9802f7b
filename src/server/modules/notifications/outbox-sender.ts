// The seam between the outbox worker and the channels: the worker claims a row, loads its order,
// and hands both to the channel's sender, which answers what happened. One sender per channel
// (sms-sender.ts, push-sender.ts); the worker alone writes the outcome to the row.
import type { NotificationChannel, NotificationKind } from '#shared/notifications.ts';
import type { MessageData, OrderFacts } from './order-messages.ts';

/** A claimed outbox row with the facts of its order, as the sender needs them. */
export type OutboxMessage = {
  id: string;
  /** The row that queued it: the order_status_events row, or the refunds row for 'refund_started'. */
  sourceId: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  orderId: string;
  userId: string | null;
  /** SMS: the number the change queued it for. */
  phone: string | null;
  /** Push: the subscription; null when it is gone (the worker skips the row without calling the sender). */
  subscriptionId: string | null;
  data: MessageData;
  /** Tries before this one. */
  attempts: number;
  createdAt: Date;
  order: OrderFacts;
};

export type SendOutcome =
  /** The gateway or push service accepted it; WhatsApp answers the message's id (wamid), which its status webhooks name. */
  | { result: 'sent'; providerMessageId?: string }
  /** Refused for good (WhatsApp: not a WhatsApp number, no template): the worker gives it up now. */
  | { result: 'failed'; error: string }
  /** Worth trying again later (a timeout, a 5xx, a 429): the worker backs off. */
  | { result: 'retry'; error: string }
  /** Nothing to send and nothing to retry: no template for the kind, SMS switched off since. */
  | { result: 'skip'; reason: string }
  /** The push service forgot the subscription (404, 410): the sender removed it; never retried. */
  | { result: 'gone'; reason: string };

export type ChannelSender = (message: OutboxMessage) => Promise<SendOutcome>;
