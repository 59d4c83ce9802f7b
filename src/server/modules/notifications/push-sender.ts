// Sends one outbox row by Web Push (RFC 8030): web-push encrypts the payload for the browser
// (RFC 8291) and signs the VAPID JWT (RFC 8292); we send the request ourselves, with a timeout
// and no redirects, and read the push service's answer into the outbox's outcome.
import { createHash } from 'node:crypto';
import type webpush from 'web-push';
import type { PushPayload } from '#shared/notifications.ts';
import { orderMessage } from './order-messages.ts';
import type { ChannelSender, OutboxMessage, SendOutcome } from './outbox-sender.ts';
import type { PushRepo } from './push.repo.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** How long a push service keeps an undelivered message: news of an order is stale after an hour. */
const CUSTOMER_TTL_SECONDS = 60 * 60;
/** A new order is for the staff on shift now; a tablet that wakes later sees the board. */
const STAFF_TTL_SECONDS = 10 * 60;
// Push services answer in well under a second; shorter than the server's 10 s shutdown grace, so a
// send is not cut off mid-way by a restart (which would leave its row to be sent again).
const DEFAULT_TIMEOUT_MS = 5_000;

type Log = { warn(details: object, message: string): void };

export type PushSenderOptions = {
  vapid: VapidKeys & { subject: string };
  subscriptions: Pick<PushRepo, 'byId' | 'deleteEndpoint' | 'deleteSubscription' | 'markUsed'>;
  /** Checked again at send time: the allowed push services may have changed since the subscription. */
  endpointAllowed: (endpoint: string) => boolean;
  log: Log;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * The Topic header: a newer message with the same topic replaces an older one the push service
 * still holds for an offline browser. It allows 32 URL-safe characters; the payload's tag (one
 * per order) is longer, so it is hashed to fit.
 */
export function pushTopic(tag: string): string {
  const safe = tag.replace(/[^A-Za-z0-9_-]/g, '');
  if (safe.length > 0 && safe.length <= 32) return safe;
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

export function pushPayload(message: OutboxMessage): PushPayload {
  return orderMessage(message.kind, message.order, message.data).push;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.name === 'TimeoutError' ? 'timed out' : error.message}${cause}`;
  }
  return String(error);
}

/** A short, single-line excerpt of the push service's answer, for the outbox row and the log. */
async function excerpt(response: Response): Promise<string> {
  try {
    const text = (await response.text()).replace(/\s+/g, ' ').trim();
    return text ? `: ${text.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

const loadWebPush = async (): Promise<typeof webpush> => (await import('web-push')).default;

export function createPushSender(options: PushSenderOptions): ChannelSender {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const { log, subscriptions } = options;

  return async (message): Promise<SendOutcome> => {
    if (message.channel !== 'push')
      return { result: 'skip', reason: `not a push message (${message.channel})` };
    const subscription = message.subscriptionId
      ? await subscriptions.byId(message.subscriptionId)
      : undefined;
    if (!subscription) return { result: 'skip', reason: 'subscription gone' };
    // Made with the shop's earlier key: push services refuse every message signed with another
    // key (403 for good), so the row goes instead of being tried on every order. The browser
    // subscribes again with the new key the next time its page renews the subscription.
    if (subscription.serverKey !== null && subscription.serverKey !== options.vapid.publicKey) {
      await subscriptions.deleteSubscription(subscription.id);
      return { result: 'gone', reason: "subscribed with the shop's earlier push key" };
    }
    if (!options.endpointAllowed(subscription.endpoint)) {
      log.warn({ outboxId: message.id }, 'push endpoint no longer allowed; skipped');
      return { result: 'skip', reason: 'push service not allowed' };
    }
    const payload = pushPayload(message);
    // web-push is loaded on the first send, not at start (issue 22).
    const webpushLib = await loadWebPush();
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpushLib.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: options.vapid,
          // A new order and a delivery given to a rider are news for the shift now.
          TTL:
            message.kind === 'order_placed' || message.kind === 'delivery_assigned'
              ? STAFF_TTL_SECONDS
              : CUSTOMER_TTL_SECONDS,
          topic: pushTopic(payload.tag),
          urgency: 'high',
        },
      );
    } catch (error) {
      // Keys a browser would never make (the schema checks only their length): nothing to retry.
      log.warn({ outboxId: message.id, err: error }, 'push message could not be built; skipped');
      return { result: 'skip', reason: `cannot encrypt for this subscription: ${describe(error)}` };
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        // fetch counts the body itself.
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );

    let response: Response;
    try {
      response = await send(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { result: 'retry', error: `push service unreachable: ${describe(error)}` };
    }

    const status = response.status;
    if (status === 200 || status === 201 || status === 202) {
      await response.body?.cancel();
      await subscriptions.markUsed(subscription.id);
      return { result: 'sent' };
    }
    const detail = await excerpt(response);
    if (status === 404 || status === 410) {
      await subscriptions.deleteEndpoint(subscription.endpoint);
      return { result: 'gone', reason: `push service answered ${status}${detail}` };
    }
    if (status === 429 || status >= 500)
      return { result: 'retry', error: `push service answered ${status}${detail}` };
    // 400 (bad request), 403 (VAPID refused), 413 (too big), a redirect: the same request would
    // fail again. Logged, because each means our side is wrong.
    const reason =
      response.type === 'opaqueredirect' || (status >= 300 && status < 400)
        ? `push service redirected (${status}); redirects are not followed`
        : `push service refused the message: ${status}${detail}`;
    log.warn({ outboxId: message.id, status }, reason);
    return { result: 'skip', reason };
  };
}
