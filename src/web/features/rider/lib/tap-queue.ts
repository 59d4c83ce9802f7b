// The rider's taps, kept on the phone until the server has them (docs/product.md#the-riders-page).
// A rider on a stairwell or in a lift has no signal: a tap is written to storage BEFORE it is sent,
// sent in the order it was made, and forgotten only when the server answered it: a 2xx (applied)
// or a 4xx (refused, and the refusal is shown). No answer, a 5xx or a 429 keeps it for the next
// try. Every tap carries the phone's UUID and the moment it was made; the server applies a tapId
// once, so sending one again after a lost answer is harmless.

import type { RiderDelivery } from '#shared/api/dispatch.ts';
import type { CollectMethod, FailReason } from '#shared/dispatch/delivery-rules.ts';
import { type ListStorage, localListStorage } from '#web/lib/local-list-storage.ts';

export type TapKind = 'ack' | 'picked-up' | 'collected' | 'delivered' | 'failed';

export type TapPosition = { latitude: number; longitude: number; accuracy?: number };

/** What a tap adds to its body besides tapId and tappedAt. */
export type TapDetails = {
  method?: CollectMethod;
  reason?: FailReason;
  note?: string;
  photo?: string;
  position?: TapPosition;
};

export type QueuedTap = {
  tapId: string;
  tappedAt: string;
  kind: TapKind;
  deliveryId: string;
  /** For the rider's words ("0042 Delivered, waiting to send"); not sent. */
  orderNumber: string;
  details: TapDetails;
};

/** Where the queue lives (localStorage on the phone; a plain object in tests). */
export type TapStorage = ListStorage<QueuedTap>;

/** A refused tap and the server's words for it. */
export type Refusal = { tap: QueuedTap; message: string };

export type SendOutcome =
  /** Applied: the delivery as it now is, so the page shows it without waiting for a re-read. */
  | { outcome: 'sent'; warning?: string | null; delivery?: RiderDelivery }
  | { outcome: 'refused'; message: string }
  | { outcome: 'retry' };

/** What the server's answer (or its absence) means for a queued tap. */
export function outcomeOfFailure(status: number, message: string): SendOutcome {
  // 0: no answer at all (offline, a timeout); 408 and 429: ask again later; 5xx: the server's trouble.
  if (status === 0 || status === 408 || status === 429 || status >= 500) return { outcome: 'retry' };
  if (status >= 400) return { outcome: 'refused', message };
  return { outcome: 'retry' };
}

const KINDS: readonly TapKind[] = ['ack', 'picked-up', 'collected', 'delivered', 'failed'];

function isTap(value: unknown): value is QueuedTap {
  if (typeof value !== 'object' || value === null) return false;
  const tap = value as Record<string, unknown>;
  return (
    typeof tap.tapId === 'string' &&
    typeof tap.tappedAt === 'string' &&
    typeof tap.deliveryId === 'string' &&
    typeof tap.orderNumber === 'string' &&
    KINDS.includes(tap.kind as TapKind) &&
    typeof tap.details === 'object' &&
    tap.details !== null
  );
}

/** The stored queue, whatever storage holds: anything that is not a tap is dropped, never fatal. */
export function parseTaps(raw: unknown): QueuedTap[] {
  return Array.isArray(raw) ? raw.filter(isTap) : [];
}

export type TapQueue = {
  /** The taps not yet answered, oldest first. */
  pending(): readonly QueuedTap[];
  /** Stores the tap, then sends whatever waits. */
  add(tap: QueuedTap): Promise<void>;
  /** Sends the waiting taps in order; stops at the first one that gets no answer. */
  flush(): Promise<void>;
  subscribe(listener: () => void): () => void;
};

type Options = {
  storage: TapStorage;
  send: (tap: QueuedTap) => Promise<SendOutcome>;
  onRefused?: (refusal: Refusal) => void;
  onSent?: (tap: QueuedTap, answer: { warning: string | null; delivery?: RiderDelivery }) => void;
};

export function createTapQueue({ storage, send, onRefused, onSent }: Options): TapQueue {
  let taps = parseTaps(storage.read());
  const listeners = new Set<() => void>();
  // One flush at a time keeps the order; a flush asked for meanwhile runs once more at its end.
  let running: Promise<void> | null = null;
  let again = false;

  function save(next: QueuedTap[]) {
    taps = next;
    storage.write(taps);
    for (const listener of listeners) listener();
  }

  async function drain() {
    while (taps.length > 0) {
      const tap = taps[0]!;
      let result: SendOutcome;
      try {
        result = await send(tap);
      } catch {
        result = { outcome: 'retry' };
      }
      if (result.outcome === 'retry') return;
      // Another tab may have changed the queue meanwhile: remove this tap by id, not by position.
      save(taps.filter((t) => t.tapId !== tap.tapId));
      if (result.outcome === 'refused') onRefused?.({ tap, message: result.message });
      else onSent?.(tap, { warning: result.warning ?? null, delivery: result.delivery });
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
        } while (again && taps.length > 0);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    pending: () => taps,
    add(tap) {
      // A tap already stored (a double tap on the same button) is kept once.
      if (!taps.some((t) => t.tapId === tap.tapId)) save([...taps, tap]);
      return flush();
    },
    flush,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The queue's list in this browser's localStorage. */
export const localTapStorage = (key = 'chai.rider.taps.v1'): TapStorage => localListStorage<QueuedTap>(key);
