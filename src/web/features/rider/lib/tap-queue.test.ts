import { describe, expect, it } from 'vitest';
import {
  createTapQueue,
  outcomeOfFailure,
  parseTaps,
  type QueuedTap,
  type SendOutcome,
  type TapStorage,
} from './tap-queue.ts';

function memoryStorage(initial: unknown = []) {
  let stored: unknown = initial;
  const writes: QueuedTap[][] = [];
  const storage: TapStorage = {
    read: () => stored,
    write(taps) {
      stored = JSON.parse(JSON.stringify(taps));
      writes.push([...taps]);
    },
  };
  return { storage, stored: () => stored as QueuedTap[], writes };
}

let n = 0;
const tap = (kind: QueuedTap['kind'] = 'delivered', deliveryId = 'd1'): QueuedTap => ({
  tapId: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  tappedAt: new Date(1_800_000_000_000 + n).toISOString(),
  kind,
  deliveryId,
  orderNumber: '0042',
  details: {},
});

describe('the rider tap queue', () => {
  it('stores a tap before it is sent', async () => {
    const mem = memoryStorage();
    let seenStored: unknown;
    const queue = createTapQueue({
      storage: mem.storage,
      send: async () => {
        seenStored = mem.stored();
        return { outcome: 'sent' };
      },
    });
    const t = tap();
    await queue.add(t);
    expect(seenStored).toEqual([t]);
    expect(queue.pending()).toEqual([]);
    expect(mem.stored()).toEqual([]);
  });

  it('keeps a tap that got no answer and sends it once when the network is back', async () => {
    const mem = memoryStorage();
    let online = false;
    const sent: string[] = [];
    const queue = createTapQueue({
      storage: mem.storage,
      send: async (t) => {
        if (!online) return { outcome: 'retry' };
        sent.push(t.tapId);
        return { outcome: 'sent' };
      },
    });
    const t = tap();
    await queue.add(t);
    expect(queue.pending()).toEqual([t]);
    expect(mem.stored()).toEqual([t]);
    await queue.flush();
    expect(sent).toEqual([]);
    online = true;
    await queue.flush();
    await queue.flush();
    expect(sent).toEqual([t.tapId]);
    expect(mem.stored()).toEqual([]);
  });

  it('treats a thrown send like no answer', async () => {
    const mem = memoryStorage();
    const queue = createTapQueue({
      storage: mem.storage,
      send: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await queue.add(tap());
    expect(queue.pending()).toHaveLength(1);
  });

  it('sends in the order tapped and stops at the first tap without an answer', async () => {
    const mem = memoryStorage();
    const answers: SendOutcome[] = [{ outcome: 'sent' }, { outcome: 'retry' }];
    const sent: string[] = [];
    const offline = createTapQueue({ storage: mem.storage, send: async () => ({ outcome: 'retry' }) });
    await offline.add(tap('picked-up'));
    await offline.add(tap('collected'));
    await offline.add(tap('delivered'));
    const reloaded = createTapQueue({
      storage: mem.storage,
      send: async (t) => {
        sent.push(t.kind);
        return answers.shift() ?? { outcome: 'sent' };
      },
    });
    expect(reloaded.pending().map((t) => t.kind)).toEqual(['picked-up', 'collected', 'delivered']);
    await reloaded.flush();
    expect(sent).toEqual(['picked-up', 'collected']);
    expect(reloaded.pending().map((t) => t.kind)).toEqual(['collected', 'delivered']);
    await reloaded.flush();
    expect(sent).toEqual(['picked-up', 'collected', 'collected', 'delivered']);
    expect(reloaded.pending()).toEqual([]);
  });

  it('drops a refused tap, says why, and goes on with the next', async () => {
    const mem = memoryStorage();
    const refusals: string[] = [];
    const queue = createTapQueue({
      storage: mem.storage,
      send: async (t) =>
        t.kind === 'delivered' ? { outcome: 'refused', message: 'Tap Picked up first' } : { outcome: 'sent' },
      onRefused: ({ message }) => refusals.push(message),
    });
    const offline = createTapQueue({ storage: mem.storage, send: async () => ({ outcome: 'retry' }) });
    await offline.add(tap('delivered'));
    await offline.add(tap('ack', 'd2'));
    const again = createTapQueue({
      storage: mem.storage,
      send: async (t) =>
        t.kind === 'delivered' ? { outcome: 'refused', message: 'Tap Picked up first' } : { outcome: 'sent' },
      onRefused: ({ message }) => refusals.push(message),
    });
    await again.flush();
    expect(refusals).toEqual(['Tap Picked up first']);
    expect(again.pending()).toEqual([]);
    expect(queue.pending()).toEqual([]);
  });

  it('sends each tap once even when flushes overlap (online event and the timer together)', async () => {
    const mem = memoryStorage();
    const sent: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queue = createTapQueue({
      storage: mem.storage,
      send: async (t) => {
        await gate;
        sent.push(t.tapId);
        return { outcome: 'sent' };
      },
    });
    const first = queue.add(tap());
    const second = queue.flush();
    const third = queue.flush();
    release();
    await Promise.all([first, second, third]);
    expect(sent).toHaveLength(1);
  });

  it('keeps a double tap once', async () => {
    const mem = memoryStorage();
    const queue = createTapQueue({ storage: mem.storage, send: async () => ({ outcome: 'retry' }) });
    const t = tap();
    await queue.add(t);
    await queue.add({ ...t });
    expect(queue.pending()).toHaveLength(1);
  });

  it('ignores what is not a tap in storage', () => {
    expect(parseTaps('nonsense')).toEqual([]);
    expect(parseTaps([{ tapId: 1 }, null, tap()])).toHaveLength(1);
  });

  it('retries on no answer, a timeout, too many requests and a server failure; drops other 4xx', () => {
    for (const status of [0, 408, 429, 500, 502, 503])
      expect(outcomeOfFailure(status, 'x').outcome).toBe('retry');
    for (const status of [400, 403, 404, 409])
      expect(outcomeOfFailure(status, 'x')).toEqual({ outcome: 'refused', message: 'x' });
  });
});
