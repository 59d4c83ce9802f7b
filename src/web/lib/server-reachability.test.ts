import { describe, expect, it } from 'vitest';
import { createServerReachability, PROBE_DELAYS_MS } from './server-reachability.ts';

/** A reachability whose timers and probe the test runs by hand. */
function harness() {
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
  let network: 'up' | 'down' = 'down';
  let probes = 0;
  const reachability = createServerReachability({
    probe: async () => {
      probes++;
      if (network === 'down') throw new TypeError('Failed to fetch');
    },
    schedule: (run, ms) => {
      const timer = { ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  let changes = 0;
  reachability.subscribe(() => changes++);
  const pending = () => timers.filter((t) => !t.cancelled);
  return {
    reachability,
    changes: () => changes,
    probes: () => probes,
    setNetwork: (state: 'up' | 'down') => {
      network = state;
    },
    pendingDelays: () => pending().map((t) => t.ms),
    /** Runs the timer due next and lets its probe finish. */
    async fireNext() {
      const timer = pending()[0];
      if (!timer) throw new Error('no timer pending');
      timer.cancelled = true;
      timer.run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('server reachability', () => {
  it('starts reachable and stays so while the server answers', () => {
    const h = harness();
    h.reachability.answered();
    expect(h.reachability.reachable()).toBe(true);
    expect(h.changes()).toBe(0);
    expect(h.pendingDelays()).toEqual([]);
  });

  it('goes unreachable on a refused request and looks again less and less often', async () => {
    const h = harness();
    h.reachability.unreachable();
    expect(h.reachability.reachable()).toBe(false);
    expect(h.changes()).toBe(1);
    const delays: number[] = [];
    for (let i = 0; i < PROBE_DELAYS_MS.length + 2; i++) {
      delays.push(...h.pendingDelays());
      await h.fireNext();
    }
    expect(delays).toEqual([...PROBE_DELAYS_MS, 30_000, 30_000]);
    expect(h.probes()).toBe(PROBE_DELAYS_MS.length + 2);
    // A second refusal while unreachable changes nothing and starts no second timer.
    h.reachability.unreachable();
    expect(h.pendingDelays()).toHaveLength(1);
    expect(h.changes()).toBe(1);
  });

  it('is reachable again as soon as a look gets an answer, and stops looking', async () => {
    const h = harness();
    h.reachability.unreachable();
    await h.fireNext();
    expect(h.reachability.reachable()).toBe(false);
    h.setNetwork('up');
    await h.fireNext();
    expect(h.reachability.reachable()).toBe(true);
    expect(h.changes()).toBe(2);
    expect(h.pendingDelays()).toEqual([]);
  });

  it('is reachable again when any request gets an answer, and starts from the first delay next time', async () => {
    const h = harness();
    h.reachability.unreachable();
    await h.fireNext();
    await h.fireNext();
    h.reachability.answered();
    expect(h.reachability.reachable()).toBe(true);
    expect(h.pendingDelays()).toEqual([]);
    h.reachability.unreachable();
    expect(h.pendingDelays()).toEqual([PROBE_DELAYS_MS[0]]);
  });

  it('looks at once when asked (the browser is back online), only while unreachable', async () => {
    const h = harness();
    await h.reachability.probeNow();
    expect(h.probes()).toBe(0);
    h.reachability.unreachable();
    h.setNetwork('up');
    await h.reachability.probeNow();
    expect(h.probes()).toBe(1);
    expect(h.reachability.reachable()).toBe(true);
    expect(h.pendingDelays()).toEqual([]);
  });
});
