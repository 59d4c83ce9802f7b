import { describe, expect, it } from 'vitest';
import type { StaffOrderResponse } from '#shared/api/order-pad.ts';
import {
  createOrderQueue,
  keyOf,
  outcomeOfFailure,
  parseQueue,
  type QueuedOrder,
  type QueueStorage,
  type SendOutcome,
} from './order-queue.ts';

function memoryStorage(initial: unknown = []) {
  let stored: unknown = initial;
  const storage: QueueStorage = {
    read: () => stored,
    write(orders) {
      stored = JSON.parse(JSON.stringify(orders));
    },
  };
  return { storage, stored: () => stored as QueuedOrder[] };
}

let n = 0;
function order(token = ++n): QueuedOrder {
  return {
    body: {
      idempotencyKey: `pad-key-${String(++n).padStart(8, '0')}`,
      takenAt: new Date(1_800_000_000_000 + n * 1000).toISOString(),
      channel: 'counter',
      counterKind: 'takeaway',
      token,
      lines: [{ menuItemId: 'chai', quantity: 2 }],
      payment: { method: 'cod', paidNow: true, tendered: 100 },
      expectedTotal: 60,
    },
    shownPaise: 6000,
    summary: '2 × Masala Chai',
  };
}

const answer = (repriced: StaffOrderResponse['repriced'] = null) =>
  ({
    outcome: 'sent',
    response: { order: {}, created: true, change: 40, repriced },
  }) as unknown as SendOutcome;

/** A server that places each key once and answers the same order for a key sent again. */
function fakeServer() {
  const placed = new Map<string, number>();
  let reachable = false;
  return {
    placed,
    setReachable: (value: boolean) => {
      reachable = value;
    },
    async send(o: QueuedOrder): Promise<SendOutcome> {
      if (!reachable) return outcomeOfFailure(0, 'No answer');
      placed.set(keyOf(o), (placed.get(keyOf(o)) ?? 0) + 1);
      return answer();
    },
  };
}

describe('the order pad queue', () => {
  it('stores an order before it is sent', async () => {
    const mem = memoryStorage();
    let storedWhileSending: unknown;
    const queue = createOrderQueue({
      storage: mem.storage,
      send: async () => {
        storedWhileSending = mem.stored();
        return answer();
      },
    });
    const o = order();
    await queue.add(o);
    expect(storedWhileSending).toEqual([o]);
    expect(queue.all()).toEqual([]);
    expect(mem.stored()).toEqual([]);
  });

  it('keeps an order that got no answer and sends it exactly once when the server answers', async () => {
    const mem = memoryStorage();
    const server = fakeServer();
    const queue = createOrderQueue({ storage: mem.storage, send: server.send });
    const o = order();
    await queue.add(o);
    await queue.flush();
    expect(queue.all().map(keyOf)).toEqual([keyOf(o)]);
    expect(server.placed.size).toBe(0);
    server.setReachable(true);
    // The online event, the retry timer and a page shown again all ask at once.
    await Promise.all([queue.flush(), queue.flush(), queue.flush()]);
    await queue.flush();
    expect(server.placed.get(keyOf(o))).toBe(1);
    expect(queue.all()).toEqual([]);
  });

  it('keeps the same order once however often it is added, with its key, token and time', async () => {
    const mem = memoryStorage();
    const queue = createOrderQueue({ storage: mem.storage, send: async () => ({ outcome: 'retry' }) });
    const o = order(7);
    await queue.add(o);
    await queue.add(o);
    expect(mem.stored()).toHaveLength(1);
    expect(mem.stored()[0]?.body).toMatchObject({
      token: 7,
      idempotencyKey: keyOf(o),
      takenAt: o.body.takenAt,
    });
  });

  it('sends in the order taken and stops at the first order without an answer', async () => {
    const mem = memoryStorage();
    const sent: number[] = [];
    let failOn: number | null = null;
    const queue = createOrderQueue({
      storage: mem.storage,
      send: async (o) => {
        const token = o.body.token as number;
        if (token === failOn) return { outcome: 'retry' };
        sent.push(token);
        return answer();
      },
    });
    failOn = 101;
    await queue.add(order(101));
    await queue.add(order(102));
    await queue.add(order(103));
    expect(sent).toEqual([]);
    expect(queue.all().map((o) => o.body.token)).toEqual([101, 102, 103]);
    failOn = null;
    await queue.flush();
    expect(sent).toEqual([101, 102, 103]);
  });

  it('survives a reload: a new queue over the same storage sends what the old one kept', async () => {
    const mem = memoryStorage();
    const first = createOrderQueue({ storage: mem.storage, send: async () => ({ outcome: 'retry' }) });
    const o = order(12);
    await first.add(o);
    const server = fakeServer();
    server.setReachable(true);
    const second = createOrderQueue({ storage: mem.storage, send: server.send });
    expect(second.all().map(keyOf)).toEqual([keyOf(o)]);
    await second.flush();
    expect(server.placed.get(keyOf(o))).toBe(1);
    expect(mem.stored()).toEqual([]);
  });

  it('marks a refused order and keeps it until dismissed; the next ones still go', async () => {
    const mem = memoryStorage();
    const refused: string[] = [];
    const sent: number[] = [];
    const queue = createOrderQueue({
      storage: mem.storage,
      send: async (o) => {
        if (o.body.token === 201) return outcomeOfFailure(400, 'Masala Chai is off the menu');
        sent.push(o.body.token as number);
        return answer();
      },
      onRefused: (_o, message) => refused.push(message),
    });
    const bad = order(201);
    await queue.add(bad);
    await queue.add(order(202));
    expect(refused).toEqual(['Masala Chai is off the menu']);
    expect(sent).toEqual([202]);
    expect(queue.all()).toEqual([{ ...bad, refusal: 'Masala Chai is off the menu' }]);
    // Never sent again.
    await queue.flush();
    expect(sent).toEqual([202]);
    queue.dismiss(keyOf(bad));
    expect(queue.all()).toEqual([]);
    expect(mem.stored()).toEqual([]);
  });

  it('keeps an order the server answered 409 or 429, with its words', async () => {
    const mem = memoryStorage();
    let status = 409;
    const queue = createOrderQueue({
      storage: mem.storage,
      send: async () => (status ? outcomeOfFailure(status, 'Try again in a moment') : answer()),
    });
    const o = order();
    await queue.add(o);
    expect(queue.all()[0]?.lastProblem).toBe('Try again in a moment');
    status = 429;
    await queue.flush();
    expect(queue.all()).toHaveLength(1);
    status = 0;
    await queue.flush();
    expect(queue.all()).toEqual([]);
  });

  it('hands a repriced answer to the page', async () => {
    const mem = memoryStorage();
    const repriced: unknown[] = [];
    const queue = createOrderQueue({
      storage: mem.storage,
      send: async () => answer({ shown: 60, total: 66 }),
      onSent: (_o, response) => repriced.push(response.repriced),
    });
    await queue.add(order());
    expect(repriced).toEqual([{ shown: 60, total: 66 }]);
  });

  it('reads what storage holds without failing on what it cannot use', () => {
    const good = order();
    expect(parseQueue('nonsense')).toEqual([]);
    expect(parseQueue([null, 3, { body: {} }, good, good])).toEqual([good]);
  });

  it('says what each answer means', () => {
    expect(outcomeOfFailure(0, 'x')).toEqual({ outcome: 'retry', message: undefined });
    expect(outcomeOfFailure(503, 'Busy')).toEqual({ outcome: 'retry', message: 'Busy' });
    expect(outcomeOfFailure(409, 'Running')).toEqual({ outcome: 'retry', message: 'Running' });
    expect(outcomeOfFailure(429, 'Slow down')).toEqual({ outcome: 'retry', message: 'Slow down' });
    expect(outcomeOfFailure(400, 'Bad')).toEqual({ outcome: 'refused', message: 'Bad' });
    expect(outcomeOfFailure(403, 'No')).toEqual({ outcome: 'refused', message: 'No' });
  });
});
