import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopEstimate } from '#shared/api/promise.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { DEFAULT_SHOP_HOURS } from '#shared/shop-hours/default-hours.ts';
import { type Evaluate, startStatusClock } from './status-clock.ts';

const settings = { hours: DEFAULT_SHOP_HOURS, shopOpen: true, protect: null } as unknown as PublicSettings;
const queue = {
  acceptMinutes: 1,
  kitchenFreeInMinutes: 0,
  riderFreeInMinutes: null,
  usualPrepMinutes: 3,
  prepByCategory: {},
  riderSpeedKmh: 15,
};
/** Worked out by the server `ageMs` before the browser's now. */
const estimate = (
  deliveryMinutes: number,
  ageMs = 0,
  protect: ShopEstimate['protect'] = null,
): ShopEstimate => ({
  deliveryMinutes,
  pickupMinutes: 4,
  at: new Date(Date.now() - ageMs).toISOString(),
  protect,
  queue,
});

describe('startStatusClock', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00+05:30') }));
  afterEach(() => vi.useRealTimers());

  it("says today's words at once, the estimate once read, and asks again every tick", async () => {
    const read = vi
      .fn()
      .mockImplementationOnce(async () => estimate(14))
      .mockImplementationOnce(async () => estimate(20));
    let latest: Evaluate | undefined;
    const stop = startStatusClock((fn) => (latest = fn), read, 30_000);
    expect(latest?.(settings).headline).toBe('Delivery in 8 minutes');
    await vi.advanceTimersByTimeAsync(0);
    expect(latest?.(settings).headline).toBe('Delivery in about 14 minutes');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(read).toHaveBeenCalledTimes(2);
    expect(latest?.(settings).headline).toBe('Delivery in about 20 minutes');
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps the last estimate through a failed request, and drops it once stale', async () => {
    const read = vi
      .fn()
      .mockImplementationOnce(async () => estimate(14))
      .mockRejectedValue(new Error('503: no fresh forecast'));
    let latest: Evaluate | undefined;
    const stop = startStatusClock((fn) => (latest = fn), read, 30_000);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(latest?.(settings).headline).toBe('Delivery in about 14 minutes');
    // 95 s after it was read, not at the next tick (120 s): today's words, no 'about'.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(latest?.(settings).headline).toBe('Delivery in 8 minutes');
    expect(latest?.(settings).pickupText).toBeNull();
    stop();
  });

  it('drops an estimate the server worked out more than 95 s ago, however freshly fetched', async () => {
    const read = vi
      .fn()
      .mockImplementationOnce(async () => estimate(14, 120_000))
      .mockImplementationOnce(async () => estimate(16, 80_000))
      .mockRejectedValue(new Error('offline'));
    let latest: Evaluate | undefined;
    const stop = startStatusClock((fn) => (latest = fn), read, 30_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest?.(settings).headline).toBe('Delivery in 8 minutes');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(latest?.(settings).headline).toBe('Delivery in about 16 minutes');
    // Read at 30 s but worked out 80 s before: stale 15 s later.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(latest?.(settings).headline).toBe('Delivery in 8 minutes');
    stop();
  });

  it('takes the switch from the estimate within one read, and lifts it with the next', async () => {
    const pause = { action: 'pause' as const, since: '', estimateMinutes: 30, busyExtraMinutes: 0 };
    const read = vi
      .fn()
      .mockImplementationOnce(async () => estimate(30, 0, pause))
      .mockImplementationOnce(async () => estimate(12));
    let latest: Evaluate | undefined;
    const stop = startStatusClock((fn) => (latest = fn), read, 30_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest?.(settings).refusal).toContain('catches up');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(latest?.({ ...settings, protect: pause }).refusal).toBeNull();
    stop();
  });
});

describe('startStatusClock at opening and closing times', () => {
  afterEach(() => vi.useRealTimers());

  it('closes the shop on the minute it closes, not at the next 30-second tick', async () => {
    // 23:00 closing; the page started at 22:59:45, so its ticks fall at :15 and :45.
    vi.useFakeTimers({ now: new Date('2026-11-23T22:59:45+05:30') });
    const evening = Object.fromEntries(
      Object.keys(DEFAULT_SHOP_HOURS.schedule).map((day) => [day, [{ opens: '16:00', closes: '23:00' }]]),
    ) as typeof DEFAULT_SHOP_HOURS.schedule;
    const shop = { ...settings, hours: { ...DEFAULT_SHOP_HOURS, schedule: evening } } as PublicSettings;
    let latest: Evaluate | undefined;
    const stop = startStatusClock(
      (fn) => (latest = fn),
      () => new Promise(() => undefined),
      30_000,
    );
    expect(latest?.(shop).state).toBe('open');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(latest?.(shop).state).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    expect(latest?.(shop)).toMatchObject({
      state: 'closed',
      refusal: 'We are closed now. We open tomorrow at 4:00 PM.',
    });
    stop();
  });
});
