// The outbox worker (decision 023), one in every server instance: it wakes when an order changes
// and every few seconds, claims due rows (outbox.repo.ts), hands each to its channel's sender and
// records what became of it. A message is given up after OUTBOX_MAX_ATTEMPTS tries or once older
// than OUTBOX_MAX_AGE_MINUTES. Nothing escapes the loop: a failure is logged and the next poll
// tries again.
import type { NotificationChannel, NotificationKind } from '#shared/notifications.ts';
import { OUTBOX_MAX_AGE_MINUTES, OUTBOX_MAX_ATTEMPTS } from '#shared/notifications.ts';
import type { OrderStatus } from '#shared/orders.ts';
import type { OutboxRepo } from './outbox.repo.ts';
import type { ChannelSender, OutboxMessage, SendOutcome } from './outbox-sender.ts';

type Log = {
  info(message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type OutboxWorkerOptions = {
  /** How often the worker looks for due rows without being woken (other instances' changes, retries). */
  pollMs?: number;
  /** How long a claim holds a row; a worker that dies leaves it to others after this. */
  leaseMs?: number;
  /** The first retry's wait; each further one doubles, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Rows per claim. */
  batch?: number;
};

const DEFAULTS = {
  pollMs: 5_000,
  // Longer than a provider call may take (their timeouts are 10 s).
  leaseMs: 60_000,
  backoffMs: 15_000,
  maxBackoffMs: 10 * 60_000,
  batch: 20,
} satisfies Required<OutboxWorkerOptions>;

/** Finished rows are deleted about once an hour (by each instance; the delete is idempotent). */
const CLEANUP_EVERY_MS = 60 * 60_000;

const NEW_ORDER_ALERT_MAX_MINUTES = 10;

/** Each kind's step; a push about a step is stale once the order is at a later one. */
const STEP_OF: Partial<Record<NotificationKind, OrderStatus>> = {
  order_placed: 'placed',
  order_accepted: 'accepted',
  order_out_for_delivery: 'out_for_delivery',
  order_ready_for_pickup: 'out_for_delivery',
  order_delivered: 'delivered',
};
const STEP_ORDER: OrderStatus[] = [
  'placed',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
];

/** A cancellation overtakes every step; nothing overtakes a cancellation or a delivery. */
export function isOvertaken(kind: NotificationKind, now: OrderStatus): boolean {
  const step = STEP_OF[kind];
  if (!step) return false;
  if (now === 'cancelled') return step !== 'delivered';
  return STEP_ORDER.indexOf(now) > STEP_ORDER.indexOf(step);
}

/** The wait before try number `attempts + 1`, after `attempts` failed ones. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createOutboxWorker(deps: {
  repo: OutboxRepo;
  senders: Partial<Record<NotificationChannel, ChannelSender>>;
  log: Log;
  options?: OutboxWorkerOptions;
  /**
   * A row of this channel was given up (refused, out of attempts, too old): what to do instead.
   * WhatsApp queues the SMS for the same change (docs/product.md#whatsapp-updates).
   */
  fallbacks?: Partial<Record<NotificationChannel, (message: OutboxMessage) => Promise<void>>>;
}) {
  const { repo, senders, log } = deps;
  /** Marks the row failed, then hands it to its channel's fallback, if any. */
  async function giveUp(message: OutboxMessage, error: string): Promise<void> {
    await repo.markFailed(message, error);
    await deps.fallbacks?.[message.channel]?.(message);
  }
  const options = { ...DEFAULTS, ...deps.options };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** A wake() while a batch runs: one more round right after it, for a change it did not see. */
  let again = false;
  let started = false;
  let stopping = false;
  let lastCleanup = 0;

  /**
   * Whether the news is still true, for every channel: a refund the gateway refused never
   * started, and a push about a step the order has moved past would replace the newer one on the
   * phone (one tag per order), so it is dropped. SMS about past steps still go: each is a message
   * of its own in the customer's inbox.
   */
  async function staleness(
    message: OutboxMessage,
  ): Promise<Extract<SendOutcome, { result: 'skip' | 'retry' }> | undefined> {
    if (message.kind === 'refund_started') {
      const refund = await repo.refundState(message.sourceId);
      if (!refund || refund.status === 'failed') return { result: 'skip', reason: 'the refund failed' };
      // Queued when the refund was written, a moment before the gateway is asked: wait for its answer.
      if (refund.status === 'pending' && !refund.gatewayRefundId)
        return { result: 'retry', error: 'the payment gateway has not yet taken the refund' };
      return undefined;
    }
    // A rider's order taken back or given to another before the push went: nothing to ring for.
    if (message.kind === 'delivery_assigned') {
      if (!(await repo.deliveryStillAssigned(message.sourceId)))
        return { result: 'skip', reason: 'the delivery was withdrawn or has moved on' };
      return undefined;
    }
    // A new-order alert is for the next few minutes (its push lives 10 minutes at the push
    // service too); after an outage the board already shows those orders.
    if (
      message.kind === 'order_placed' &&
      Date.now() - message.createdAt.getTime() > NEW_ORDER_ALERT_MAX_MINUTES * 60_000
    )
      return {
        result: 'skip',
        reason: `a new-order alert older than ${NEW_ORDER_ALERT_MAX_MINUTES} minutes`,
      };
    const now = message.order.status;
    if (message.channel === 'push' && now && isOvertaken(message.kind, now))
      return { result: 'skip', reason: `superseded: the order is ${now.replace(/_/g, ' ')} now` };
    return undefined;
  }

  async function settle(message: OutboxMessage & { tooOld: boolean }): Promise<void> {
    const tries = message.attempts + 1;
    if (message.tooOld) {
      await giveUp(message, `older than ${OUTBOX_MAX_AGE_MINUTES} minutes`);
      return;
    }
    // A worker died mid-send after the last allowed try: the row came back once more.
    if (tries > OUTBOX_MAX_ATTEMPTS) {
      await giveUp(message, `out of attempts (${OUTBOX_MAX_ATTEMPTS})`);
      return;
    }
    if (message.channel === 'push' && message.subscriptionId === null) {
      await repo.markSkipped(message, 'the push subscription is gone');
      return;
    }
    const stale = await staleness(message);
    if (stale) {
      if (stale.result === 'skip') await repo.markSkipped(message, stale.reason);
      else
        await repo.markRetry(
          message,
          stale.error,
          backoffDelay(tries, options.backoffMs, options.maxBackoffMs),
        );
      return;
    }
    const sender = senders[message.channel];
    if (!sender) {
      await repo.markSkipped(message, `${message.channel} is off`);
      return;
    }
    let outcome: SendOutcome;
    try {
      outcome = await sender(message);
    } catch (error) {
      // A sender should answer 'retry' itself; one that throws is treated the same.
      outcome = { result: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    switch (outcome.result) {
      case 'sent':
        await repo.markSent(message, outcome.providerMessageId);
        return;
      case 'failed':
        await giveUp(message, outcome.error);
        return;
      case 'skip':
        await repo.markSkipped(message, outcome.reason);
        return;
      case 'gone':
        await repo.markSkipped(message, outcome.reason);
        return;
      case 'retry': {
        // Never the number: the ids and the kind say which message it was.
        const details = { outboxId: message.id, orderId: message.orderId, kind: message.kind, tries };
        if (tries >= OUTBOX_MAX_ATTEMPTS) {
          log.error({ ...details, reason: outcome.error }, 'notification given up: out of attempts');
          await giveUp(message, `out of attempts (${OUTBOX_MAX_ATTEMPTS}): ${outcome.error}`);
          return;
        }
        log.warn({ ...details, reason: outcome.error }, 'notification not sent; will retry');
        await repo.markRetry(
          message,
          outcome.error,
          backoffDelay(tries, options.backoffMs, options.maxBackoffMs),
        );
        return;
      }
    }
  }

  async function round(): Promise<void> {
    do {
      again = false;
      const claimed = await repo.claimDue(options.batch, options.leaseMs);
      // Each message on its own: one slow gateway call does not hold the others' rows unsent for
      // longer than needed, and one row's trouble does not stop the rest.
      await Promise.all(
        claimed.map((message) =>
          settle(message).catch((error: unknown) =>
            log.error(
              { err: error, outboxId: message.id, kind: message.kind },
              'notification outbox: a row failed',
            ),
          ),
        ),
      );
      // A full batch means more are probably due now.
      if (claimed.length === options.batch) again = true;
    } while (again && !stopping);
    if (Date.now() - lastCleanup > CLEANUP_EVERY_MS && !stopping) {
      lastCleanup = Date.now();
      const deleted = await repo.deleteFinished();
      if (deleted > 0) log.info(`notification outbox: ${deleted} finished row(s) deleted`);
    }
  }

  /** One pass over the due rows; a pass already running on this instance is joined, then run again. */
  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => log.error({ err: error }, 'notification outbox: a pass failed'))
      .finally(() => {
        running = undefined;
        // A wake() that came after the last look (during the cleanup, or as the pass ended) is
        // answered now rather than at the next poll.
        if (again && !stopping) void runOnce();
      });
    return running;
  }

  return {
    /** Sends what is due now (tests call it; the timer and wake() do otherwise). */
    runOnce,
    /** A change was just committed: look now rather than at the next poll. */
    wake() {
      if (started && !stopping) void runOnce();
    },
    start() {
      started = true;
      timer ??= setInterval(() => void runOnce(), options.pollMs).unref();
      void runOnce();
    },
    /** Stops the timer and waits for a pass in progress, so the database closes after it. */
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
