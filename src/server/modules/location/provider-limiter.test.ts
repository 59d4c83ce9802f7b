import { describe, expect, it } from 'vitest';
import { createProviderLimiter } from './provider-limiter.ts';

/** A clock that only moves when the limiter sleeps or a call takes time. */
function fakeClock() {
  let at = 0;
  return {
    now: () => at,
    sleep: async (ms: number) => {
      at += ms;
    },
    pass: (ms: number) => {
      at += ms;
    },
  };
}

describe('createProviderLimiter', () => {
  it('starts each call a full interval after the previous one ended, however long that one took', async () => {
    const clock = fakeClock();
    const limiter = createProviderLimiter({ intervalMs: 1000, maxHeld: 3, ...clock });
    const spans: Array<[number, number]> = [];
    const call = (takes: number) => async () => {
      const start = clock.now();
      clock.pass(takes);
      spans.push([start, clock.now()]);
      return takes;
    };
    const results = await Promise.all([limiter.run(call(200)), limiter.run(call(50)), limiter.run(call(0))]);
    expect(results).toEqual([{ value: 200 }, { value: 50 }, { value: 0 }]);
    expect(spans).toEqual([
      [0, 200],
      [1200, 1250],
      [2250, 2250],
    ]);
  });

  it('refuses at once when the gate is full, and a failed call neither blocks nor poisons the next', async () => {
    const clock = fakeClock();
    const limiter = createProviderLimiter({ intervalMs: 1000, maxHeld: 2, ...clock });
    const failing = limiter.run(async () => {
      throw new Error('provider down');
    });
    const second = limiter.run(async () => 'ok');
    expect(await limiter.run(async () => 'never')).toBeUndefined();
    await expect(failing).rejects.toThrow('provider down');
    expect(await second).toEqual({ value: 'ok' });
    expect(clock.now()).toBe(1000);
  });
});
