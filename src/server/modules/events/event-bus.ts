// Fans events out to every server instance: a publish is a NOTIFY on one database channel and
// each instance LISTENs once, then hands the event to its own subscribers (open SSE streams).
// On embedded PGlite the same calls work inside the one process.
import type { Database } from '#server/db/database.ts';
import type { OrderStatus } from '#shared/orders.ts';

const CHANNEL = 'chai_events';

/**
 * Publishes from inside a statement (`select ..., ${busNotify(json)} from ...`, as SQL text): the
 * payload, a JSON text in the BusEvent shape, is built by the database from the rows just written,
 * and PostgreSQL delivers it at commit (never for a rolled-back write) without a round trip of its
 * own. `payloadJson` is an SQL expression, never a value from a request.
 */
export function busNotify(payloadJson: string): string {
  return `pg_notify('${CHANNEL}', ${payloadJson})`;
}

export type BusEvent =
  | {
      kind: 'order';
      orderId: string;
      orderNumber: string;
      status: OrderStatus;
      userId: string;
      at: string;
    }
  | { kind: 'promo'; id: string; message: string }
  /** Site settings were saved: every instance drops its cached copy. */
  | { kind: 'settings' }
  /** The catalog changed: every instance drops its cached menu. */
  | { kind: 'menu' }
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

  function deliver(payload: string) {
    let event: BusEvent;
    try {
      event = JSON.parse(payload) as BusEvent;
    } catch {
      return;
    }
    deliverEvent(event);
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
      unlisten ??= await database.listen(CHANNEL, deliver, () => deliverEvent({ kind: 'resync' }));
    },

    async stop(): Promise<void> {
      const stop = unlisten;
      unlisten = undefined;
      subscribers.clear();
      await stop?.();
    },

    /**
     * Never throws: the change it reports is already committed, and clients re-read everything
     * when they reconnect, so a lost event costs a delay, not data.
     */
    async publish(event: BusEvent): Promise<void> {
      try {
        await database.notify(CHANNEL, JSON.stringify(event));
      } catch (error) {
        log.error({ err: error, event: event.kind }, 'event not published');
      }
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
