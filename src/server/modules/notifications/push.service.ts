// Web Push subscriptions and sending (docs/product.md#order-notifications). A customer's browser
// follows one of their own orders until it is finished; a staff device hears of every new order.
// The outbox worker calls `send` for each push row; the triggers decide who gets a row.

import type { PushSettings } from '#server/env/push-settings.ts';
import { conflict, invalid, notFound } from '#server/http/app-error.ts';
import {
  PUSH_STAFF_DEVICES_PER_ACCOUNT,
  PUSH_SUBSCRIPTION_MESSAGES,
  PUSH_SUBSCRIPTIONS_PER_ORDER,
  type PushSubscriptionBody,
} from '#shared/api/notifications.ts';
import { UUID } from '#shared/uuid.ts';
import type { ChannelSender } from './outbox-sender.ts';
import type { PushRepo } from './push.repo.ts';
import { isAllowedPushEndpoint } from './push-endpoints.ts';
import { createPushSender } from './push-sender.ts';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys.ts';

type Log = { warn(details: object, message: string): void };

/** Who subscribes: the account, and the sign-in the subscription ends with. */
export type Subscriber = { id: string; sessionId: string };

export function createPushService(deps: {
  repo: PushRepo;
  settings: PushSettings | undefined;
  log: Log;
  /** The push services' fetch (tests may pass one with a shorter reach). */
  fetch?: typeof fetch;
  timeoutMs?: number;
}) {
  const { repo, settings, log } = deps;
  let keys: Promise<VapidKeys> | undefined;
  let publicKey: string | null = null;
  const loadKeys = (on: PushSettings) => {
    keys ??= resolveVapidKeys(on, repo).then((resolved) => {
      publicKey = resolved.publicKey;
      return resolved;
    });
    return keys;
  };

  const endpointAllowed = (endpoint: string) =>
    settings ? isAllowedPushEndpoint(endpoint, settings) : false;

  function enabled(): PushSettings {
    if (!settings) throw notFound(PUSH_SUBSCRIPTION_MESSAGES.unavailable);
    return settings;
  }

  function checkEndpoint(body: PushSubscriptionBody) {
    if (!endpointAllowed(body.endpoint))
      throw invalid(PUSH_SUBSCRIPTION_MESSAGES.endpoint, { endpoint: PUSH_SUBSCRIPTION_MESSAGES.endpoint });
  }

  /** The order, when it is this customer's (anyone else is told it does not exist). */
  async function ownOrder(userId: string, orderId: string) {
    const order = UUID.test(orderId) ? await repo.orderOwner(orderId) : undefined;
    if (!order || order.userId !== userId) throw notFound('Order not found');
    return order;
  }

  /**
   * What is stored for a subscription. The key recorded is the one the browser says it subscribed
   * with (a page may still hold the shop's earlier key for a few minutes after a change), else the
   * shop's current one.
   */
  async function subscriptionRow(on: PushSettings, subscriber: Subscriber, body: PushSubscriptionBody) {
    return {
      userId: subscriber.id,
      sessionId: subscriber.sessionId,
      serverKey: body.applicationServerKey ?? (await loadKeys(on)).publicKey,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    };
  }

  let sender: ChannelSender | undefined;

  return {
    /** Resolves the VAPID pair (made and stored on first start without VAPID_*); before listening. */
    async start(): Promise<void> {
      if (settings) await loadKeys(settings);
    },

    /** The application server key browsers subscribe with; null when push is off. */
    publicKey(): string | null {
      return settings ? publicKey : null;
    },

    async subscribeCustomer(
      subscriber: Subscriber,
      orderId: string,
      body: PushSubscriptionBody,
    ): Promise<void> {
      const on = enabled();
      const order = await ownOrder(subscriber.id, orderId);
      if (order.status === 'delivered' || order.status === 'cancelled')
        throw conflict(PUSH_SUBSCRIPTION_MESSAGES.finished);
      checkEndpoint(body);
      const row = await subscriptionRow(on, subscriber, body);
      if (!(await repo.subscribeCustomer(orderId, row, PUSH_SUBSCRIPTIONS_PER_ORDER)))
        throw conflict(PUSH_SUBSCRIPTION_MESSAGES.tooMany);
    },

    async unsubscribeCustomer(userId: string, orderId: string, endpoint: string): Promise<void> {
      enabled();
      await ownOrder(userId, orderId);
      await repo.unsubscribeCustomer(userId, orderId, endpoint);
    },

    async subscribeStaff(subscriber: Subscriber, body: PushSubscriptionBody): Promise<void> {
      const on = enabled();
      checkEndpoint(body);
      await repo.subscribeStaff(await subscriptionRow(on, subscriber, body), PUSH_STAFF_DEVICES_PER_ACCOUNT);
    },

    async unsubscribeStaff(userId: string, endpoint: string): Promise<void> {
      enabled();
      await repo.unsubscribeStaff(userId, endpoint);
    },

    /** A rider's phone hears of each delivery given to the rider (docs/product.md#the-riders-page). */
    async subscribeRider(subscriber: Subscriber, body: PushSubscriptionBody): Promise<void> {
      const on = enabled();
      checkEndpoint(body);
      await repo.subscribeRider(await subscriptionRow(on, subscriber, body), PUSH_STAFF_DEVICES_PER_ACCOUNT);
    },

    async unsubscribeRider(userId: string, endpoint: string): Promise<void> {
      enabled();
      await repo.unsubscribeRider(userId, endpoint);
    },

    /** The outbox worker's sender for push rows. With push off, rows are skipped, never sent. */
    send: (async (message) => {
      if (!settings) return { result: 'skip', reason: 'web push is off' };
      if (!sender) {
        const vapid = await loadKeys(settings);
        sender ??= createPushSender({
          vapid: { ...vapid, subject: settings.subject },
          subscriptions: repo,
          endpointAllowed,
          log,
          fetch: deps.fetch,
          timeoutMs: deps.timeoutMs,
        });
      }
      return sender(message);
    }) satisfies ChannelSender,
  };
}

export type PushService = ReturnType<typeof createPushService>;
