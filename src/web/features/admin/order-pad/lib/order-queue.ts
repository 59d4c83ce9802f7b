// The pad's counter orders kept on the device until the server has them
// (docs/product.md#nothing-is-lost-at-the-counter). The money changed hands already: an order the
// server could not be reached for is written to storage with its idempotency key, its token and
// when it was taken, sent in the order it was taken, and forgotten only once the server answered
// it: a 2xx (placed, or placed before under the same key) settles it, and so does a 4xx other than
// 409 and 429 (refused: kept in the list, marked, until staff dismiss it, since the customer paid).
// No answer, a 5xx, a 409 (another request with the key still running, a token being written) or
// a 429 keeps it for the next try. The key is the server's guard against a second order: sending
// one again after a lost answer places nothing new. Modelled on the rider's tap queue
// (features/rider/lib/tap-queue.ts). Two tabs sending the same order is harmless for the same
// reason: the second answer is the first order, unchanged.

import type { StaffOrderBody, StaffOrderResponse } from '#shared/api/order-pad.ts';
import { type ListStorage, localListStorage } from '#web/lib/local-list-storage.ts';

export type QueuedOrder = {
  /** The body as sent, idempotencyKey and takenAt included: sent again unchanged. */
  body: StaffOrderBody & { idempotencyKey: string; takenAt: string };
  /** The total the pad showed and took, in paise: the server's may differ (repriced). */
  shownPaise: number;
  /** For staff's eyes: '2 × Masala Chai, 1 × Samosa'. */
  summary: string;
  /** The server's words for the last try that did not settle it ('Too many requests'), if any. */
  lastProblem?: string;
  /** Refused by the server (a 4xx that is not 409/429): never sent again; shown until dismissed. */
  refusal?: string;
};

export const keyOf = (order: QueuedOrder) => order.body.idempotencyKey;

/** Where the queue lives (localStorage on the tablet; a plain object in tests). */
export type QueueStorage = ListStorage<QueuedOrder>;

export type SendOutcome =
  | { outcome: 'sent'; response: StaffOrderResponse }
  | { outcome: 'refused'; message: string }
  | { outcome: 'retry'; message?: string };

/** What a failed request means for a queued order: its HTTP status (0: no answer) and the server's words. */
export function outcomeOfFailure(status: number, message: string): SendOutcome {
  if (status === 0 || status === 408 || status === 409 || status === 429 || status >= 500)
    return { outcome: 'retry', message: status === 0 ? undefined : message };
  if (status >= 400) return { outcome: 'refused', message };
  return { outcome: 'retry' };
}

function isQueuedOrder(value: unknown): value is QueuedOrder {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Record<string, unknown>;
  const body = order.body as Record<string, unknown> | null | undefined;
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof body.idempotencyKey === 'string' &&
    typeof body.takenAt === 'string' &&
    Array.isArray(body.lines) &&
    typeof order.shownPaise === 'number' &&
    typeof order.summary === 'string'
  );
}

/** The stored queue, whatever storage holds: anything that is not a queued order is dropped, never fatal. */
export function parseQueue(raw: unknown): QueuedOrder[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  return raw.filter((order): order is QueuedOrder => {
    if (!isQueuedOrder(order) || seen.has(keyOf(order))) return false;
    seen.add(keyOf(order));
    return true;
  });
}

export type OrderQueue = {
  /** Every order kept: waiting to be sent and refused, oldest first. */
  all(): readonly QueuedOrder[];
  /** Stores the order (once per key), then sends whatever waits. */
  add(order: QueuedOrder): Promise<void>;
  /** Sends the waiting orders in the order taken; stops at the first one that gets no answer. */
  flush(): Promise<void>;
  /** Forgets a refused order once staff have dealt with it. */
  dismiss(key: string): void;
  subscribe(listener: () => void): () => void;
};

type Options = {
  storage: QueueStorage;
  send: (order: QueuedOrder) => Promise<SendOutcome>;
  onSent?: (order: QueuedOrder, response: StaffOrderResponse) => void;
  onRefused?: (order: QueuedOrder, message: string) => void;
};

export function createOrderQueue({ storage, send, onSent, onRefused }: Options): OrderQueue {
  let orders = parseQueue(storage.read());
  const listeners = new Set<() => void>();
  // One flush at a time keeps the order and sends each key once at a time; a flush asked for
  // meanwhile runs once more at its end.
  let running: Promise<void> | null = null;
  let again = false;

  function save(next: QueuedOrder[]) {
    orders = next;
    storage.write(orders);
    for (const listener of listeners) listener();
  }

  const replace = (key: string, change: (order: QueuedOrder) => QueuedOrder | null) =>
    save(orders.flatMap((o) => (keyOf(o) === key ? (change(o) ?? []) : [o])));

  async function drain() {
    for (;;) {
      const order = orders.find((o) => o.refusal === undefined);
      if (!order) return;
      let result: SendOutcome;
      try {
        result = await send(order);
      } catch {
        result = { outcome: 'retry' };
      }
      // Changed meanwhile (dismissed, added to): the order is found by its key, not its place.
      const key = keyOf(order);
      if (result.outcome === 'retry') {
        replace(key, (o) => ({ ...o, lastProblem: result.message }));
        return;
      }
      if (result.outcome === 'refused') {
        replace(key, (o) => ({ ...o, refusal: result.message, lastProblem: undefined }));
        onRefused?.(order, result.message);
      } else {
        replace(key, () => null);
        onSent?.(order, result.response);
      }
    }
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again && orders.some((o) => o.refusal === undefined));
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    all: () => orders,
    add(order) {
      // The same key kept twice (a double tap) is kept once.
      if (!orders.some((o) => keyOf(o) === keyOf(order))) save([...orders, order]);
      return flush();
    },
    flush,
    dismiss(key) {
      replace(key, (o) => (o.refusal === undefined ? o : null));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The queue's list in this browser's localStorage. */
export const localQueueStorage = (key = 'chai.order-pad.queue.v1'): QueueStorage =>
  localListStorage<QueuedOrder>(key);
