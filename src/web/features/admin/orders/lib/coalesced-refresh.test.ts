import { describe, expect, it } from 'vitest';
import { createCoalescer } from './coalesced-refresh.ts';

/** A hand-driven clock: timers fire only when the test moves time on. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    setTimeout: (run: () => void, ms: number) => {
      const id = next++;
      due.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id: unknown) => due.delete(id as number),
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const [id, first] = [...due.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
        if (!first || first.at > until) break;
        due.delete(id as number);
        now = first.at;
        first.run();
        // Let the refresh's promise settle before the next timer.
        for (let i = 0; i < 5; i++) await Promise.resolve();
      }
      now = until;
    },
  };
}

/** A refresh that resolves (or fails) when the test says. */
function controlledRefresh() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  return {
    calls,
    refresh: () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject: () => reject(new Error('429')) });
      }),
  };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the coalesced board refresh', () => {
  it('reads once for a burst of changes, and is current again once that read is back', async () => {
    const timers = fakeTimers();
    const { calls, refresh } = controlledRefresh();
    const board = createCoalescer(refresh, { delayMs: 150, timers });
    for (let i = 0; i < 20; i++) board.ask();
    expect(board.state()).toMatchObject({ current: false, staleSince: 0 });
    await timers.advance(150);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await settle();
    expect(board.state()).toEqual({ current: true, staleSince: null, failing: false });
  });

  it('reads once more after a read that changes overtook, never more', async () => {
    const timers = fakeTimers();
    const { calls, refresh } = controlledRefresh();
    const board = createCoalescer(refresh, { delayMs: 150, timers });
    board.ask();
    await timers.advance(150);
    for (let i = 0; i < 10; i++) board.ask();
    calls[0]!.resolve();
    await settle();
    // The first read may have missed those changes: not current until the second is back.
    expect(board.state().current).toBe(false);
    await timers.advance(150);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await settle();
    await timers.advance(5_000);
    expect(calls).toHaveLength(2);
    expect(board.state().current).toBe(true);
  });

  it('tries a failed read again, waiting longer each time, and catches up on its own', async () => {
    const timers = fakeTimers();
    const { calls, refresh } = controlledRefresh();
    const board = createCoalescer(refresh, { delayMs: 150, retryMs: [1_000, 2_000], timers });
    board.ask();
    await timers.advance(150);
    calls[0]!.reject();
    await settle();
    expect(board.state()).toMatchObject({ current: false, failing: true });
    await timers.advance(999);
    expect(calls).toHaveLength(1);
    await timers.advance(1);
    expect(calls).toHaveLength(2);
    calls[1]!.reject();
    await settle();
    await timers.advance(1_999);
    expect(calls).toHaveLength(2);
    await timers.advance(1);
    calls[2]!.resolve();
    await settle();
    expect(board.state()).toEqual({ current: true, staleSince: null, failing: false });
  });

  it('tells its listeners, and stops for good', async () => {
    const timers = fakeTimers();
    const { calls, refresh } = controlledRefresh();
    const board = createCoalescer(refresh, { timers });
    const seen: boolean[] = [];
    board.subscribe((state) => seen.push(state.current));
    board.ask();
    board.stop();
    await timers.advance(10_000);
    expect(calls).toHaveLength(0);
    expect(seen).toEqual([false]);
  });
});
