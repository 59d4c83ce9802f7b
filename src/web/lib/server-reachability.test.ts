import { describe, expect, it } from 'vitest';
import { createServerReachability } from './server-reachability.ts';

/** A reachability whose prober is a record of starts and stops. */
function harness(loading?: Promise<void>) {
  const started: { stopped: boolean }[] = [];
  const reachability = createServerReachability(async () => {
    await loading;
    const prober = {
      stopped: false,
      stop() {
        prober.stopped = true;
      },
    };
    started.push(prober);
    return prober;
  });
  let changes = 0;
  reachability.subscribe(() => changes++);
  return { reachability, started, changes: () => changes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('server reachability', () => {
  it('starts reachable and stays so while the server answers, with nothing probing', async () => {
    const h = harness();
    h.reachability.answered();
    await settle();
    expect(h.reachability.reachable()).toBe(true);
    expect(h.changes()).toBe(0);
    expect(h.started).toEqual([]);
  });

  it('goes unreachable on a refused request and starts one prober, whatever fails next', async () => {
    const h = harness();
    h.reachability.unreachable();
    h.reachability.unreachable();
    await settle();
    expect(h.reachability.reachable()).toBe(false);
    expect(h.changes()).toBe(1);
    expect(h.started).toHaveLength(1);
  });

  it('is reachable again on any answer, and stops the prober', async () => {
    const h = harness();
    h.reachability.unreachable();
    await settle();
    h.reachability.answered();
    await settle();
    expect(h.reachability.reachable()).toBe(true);
    expect(h.changes()).toBe(2);
    expect(h.started.map((p) => p.stopped)).toEqual([true]);
  });

  it('stops a prober that was still loading when the answer came', async () => {
    let loaded!: () => void;
    const h = harness(new Promise<void>((resolve) => (loaded = resolve)));
    h.reachability.unreachable();
    h.reachability.answered();
    loaded();
    await settle();
    expect(h.started.map((p) => p.stopped)).toEqual([true]);
    expect(h.reachability.reachable()).toBe(true);
  });

  it('still clears on the next answer when the prober could not be loaded', async () => {
    const reachability = createServerReachability(() => Promise.reject(new TypeError('chunk failed')));
    reachability.unreachable();
    await settle();
    expect(reachability.reachable()).toBe(false);
    reachability.answered();
    await settle();
    expect(reachability.reachable()).toBe(true);
  });
});
