import { describe, expect, it } from 'vitest';
import { PROBE_DELAYS_MS, startProbing } from './server-probe.ts';

/** A prober whose timers and network the test runs by hand. */
function harness() {
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
  let network: 'up' | 'down' = 'down';
  let probes = 0;
  let answers = 0;
  const prober = startProbing(
    { answered: () => answers++ },
    {
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
    },
  );
  const pending = () => timers.filter((t) => !t.cancelled);
  return {
    prober,
    answers: () => answers,
    probes: () => probes,
    setNetwork: (state: 'up' | 'down') => {
      network = state;
    },
    pendingDelays: () => pending().map((t) => t.ms),
    /** Runs the timer due next and lets its look finish. */
    async fireNext() {
      const timer = pending()[0];
      if (!timer) throw new Error('no timer pending');
      timer.cancelled = true;
      timer.run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('server probe', () => {
  it('looks again less and less often while the network fails', async () => {
    const h = harness();
    const delays: number[] = [];
    for (let i = 0; i < PROBE_DELAYS_MS.length + 2; i++) {
      delays.push(...h.pendingDelays());
      await h.fireNext();
    }
    expect(delays).toEqual([...PROBE_DELAYS_MS, 30_000, 30_000]);
    expect(h.probes()).toBe(PROBE_DELAYS_MS.length + 2);
    expect(h.answers()).toBe(0);
  });

  it('reports the first answer and looks no more', async () => {
    const h = harness();
    await h.fireNext();
    h.setNetwork('up');
    await h.fireNext();
    expect(h.answers()).toBe(1);
    expect(h.pendingDelays()).toEqual([]);
  });

  it('looks at once when asked (the browser is back online), in place of the next timer', async () => {
    const h = harness();
    h.setNetwork('up');
    await h.prober.lookNow();
    expect(h.probes()).toBe(1);
    expect(h.answers()).toBe(1);
    expect(h.pendingDelays()).toEqual([]);
  });

  it('does nothing once stopped', async () => {
    const h = harness();
    h.prober.stop();
    expect(h.pendingDelays()).toEqual([]);
    await h.prober.lookNow();
    expect(h.probes()).toBe(0);
  });
});
