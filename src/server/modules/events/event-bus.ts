// Fans events out to every server instance: a publish is a NOTIFY on one database channel and
// each instance LISTENs once, then hands the event to its own subscribers (open SSE streams).
// On embedded PGlite the same calls work inside the one process.
import type { Database } from '#server/db/database.ts';
import type { OrderStatus } from '#shared/orders.ts';

/** The one channel every instance listens on. */
export const EVENTS_CHANNEL = 'chai_events';

/**
 * Events published within this many milliseconds share one NOTIFY. PostgreSQL takes one
 * database-wide lock for every notifying transaction's commit, so a NOTIFY per order made
 * concurrent checkouts wait on each other: at a thousand orders a second, batching sends about
 * two hundred NOTIFYs instead of a thousand (decision 012).
 */
export const BATCH_WINDOW_MS = 5;
/** A NOTIFY payload must stay under 8,000 bytes; a batch is split below that. */
export const MAX_PAYLOAD_BYTES = 7_000;

export type BusEvent =
  | {
      kind: 'order';
      orderId: string;
      orderNumber: string;
      status: OrderStatus;
      /** The customer; null for a counter sale to a walk-in (docs/product.md#one-order-book). */
      userId: string | null;
      at: string;
    }
  | { kind: 'promo'; id: string; message: string }
  /**
   * An order's delivery changed (a rider assigned, withdrawn, picked up, finished) or its rider
   * moved (docs/product.md#riders-and-dispatch): the staff streams, the order's customer
   * (`userId`) and the riders named re-read. Ids only; readers ask the API for what they may see.
   */
  | { kind: 'delivery'; orderId: string; userId: string | null; riderIds: string[]; moved?: boolean }
  /** Site settings were saved: every instance drops its cached copy. */
  | { kind: 'settings' }
  /**
   * The catalog changed: every instance drops its cached menu. `from`: the writing instance,
   * which dropped its own copy at the write (events from older instances have none).
   */
  | { kind: 'menu'; from?: string }
  /**
   * An account was signed out, disabled or given another role: every instance ends that
   * account's open streams at once instead of at their next heartbeat. Only the id travels.
   */
  | { kind: 'sessions-ended'; userId: string }
  /**
   * Local only, never published: this instance's listening connection was lost and is back, so
   * events may have been missed. Caches drop their copies and open streams tell clients to re-read.
   */
  | { kind: 'resync' };

/** Announces that an account's sessions changed (see 'sessions-ended'); never throws. */
export type SessionsEnded = (userId: string) => Promise<void>;

type Log = { error(details: object, message: string): void };

export function createEventBus(database: Pick<Database, 'listen' | 'notify'>, log: Log) {
  const subscribers = new Set<(event: BusEvent) => void>();
  let unlisten: (() => Promise<void>) | undefined;

  /** A payload is a batch (an array of events), or one event as instances before batching sent it. */
  function deliver(payload: string) {
    let parsed: BusEvent | BusEvent[];
    try {
      parsed = JSON.parse(payload) as BusEvent | BusEvent[];
    } catch {
      return;
    }
    for (const event of Array.isArray(parsed) ? parsed : [parsed]) deliverEvent(event);
  }

  let pending: { json: string; kind: string; done: () => void }[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  let sending = Promise.resolve();
  /** After stop(), a late publish is sent at once rather than waiting for a timer. */
  let stopped = false;

  /** A batch cut into parts whose payloads stay below the payload limit, in order. */
  function partsOf(batch: typeof pending): (typeof pending)[] {
    const parts: (typeof pending)[] = [];
    let part: typeof pending = [];
    let bytes = 2;
    for (const item of batch) {
      const size = Buffer.byteLength(item.json) + 1;
      if (part.length > 0 && bytes + size > MAX_PAYLOAD_BYTES) {
        parts.push(part);
        part = [];
        bytes = 2;
      }
      part.push(item);
      bytes += size;
    }
    if (part.length > 0) parts.push(part);
    return parts;
  }

  /**
   * A JSON array of the part's events; a part of one event is the bare event, which instances
   * from before batching read too (a rolling deploy runs both).
   */
  const payloadOf = (part: typeof pending): string =>
    part.length === 1 ? (part[0]?.json ?? '') : `[${part.map((p) => p.json).join(',')}]`;

  /** Sends what is pending, as few NOTIFYs as the payload limit allows; never rejects. */
  async function flush(): Promise<void> {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    const batch = pending;
    pending = [];
    for (const part of partsOf(batch)) {
      try {
        await database.notify(EVENTS_CHANNEL, payloadOf(part));
      } catch (error) {
        try {
          log.error({ err: error, events: part.map((p) => p.kind) }, 'events not published');
        } catch {}
      } finally {
        for (const p of part) p.done();
      }
    }
  }

  /** One batch at a time, so events leave in the order they were published. */
  function sendPending(): Promise<void> {
    sending = sending.then(flush).catch(() => {});
    return sending;
  }

  function deliverEvent(event: BusEvent) {
    for (const subscriber of subscribers) {
      try {
        subscriber(event);
      } catch (error) {
        log.error({ err: error }, 'event subscriber failed');
      }
    }
  }

  return {
    async start(): Promise<void> {
      unlisten ??= await database.listen(EVENTS_CHANNEL, deliver, () => deliverEvent({ kind: 'resync' }));
    },

    async stop(): Promise<void> {
      stopped = true;
      await sendPending();
      const stop = unlisten;
      unlisten = undefined;
      subscribers.clear();
      await stop?.();
    },

    /**
     * Resolves once the event has been sent with the others of its batch (BATCH_WINDOW_MS).
     * Never throws: the change it reports is already committed, and clients re-read everything
     * when they reconnect, so a lost event costs a delay, not data.
     */
    publish(event: BusEvent): Promise<void> {
      return new Promise((done) => {
        pending.push({ json: JSON.stringify(event), kind: event.kind, done });
        if (stopped) void sendPending();
        else flushTimer ??= setTimeout(() => void sendPending(), BATCH_WINDOW_MS);
      });
    },

    subscribe(subscriber: (event: BusEvent) => void): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },

    get subscriberCount(): number {
      return subscribers.size;
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
