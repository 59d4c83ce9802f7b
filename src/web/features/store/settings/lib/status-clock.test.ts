import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicSettings } from '#shared/api/settings.ts';
import { DEFAULT_SHOP_HOURS } from '#shared/shop-hours/default-hours.ts';
import { type Evaluate, startStatusClock } from './status-clock.ts';

const settings = { hours: DEFAULT_SHOP_HOURS, shopOpen: true, protect: null } as unknown as PublicSettings;
const estimate = (deliveryMinutes: number) => ({ deliveryMinutes, pickupMinutes: 4, at: '' });

describe('startStatusClock', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00+05:30') }));
  afterEach(() => vi.useRealTimers());

  it("says today's words at once, the estimate once read, and asks again every tick", async () => {
    const read = vi.fn().mockResolvedValueOnce(estimate(14)).mockResolvedValueOnce(estimate(20));
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
    const read = vi.fn().mockResolvedValueOnce(estimate(14)).mockRejectedValue(new Error('offline'));
    let latest: Evaluate | undefined;
    const stop = startStatusClock((fn) => (latest = fn), read, 30_000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(latest?.(settings).headline).toBe('Delivery in about 14 minutes');
    await vi.advanceTimersByTimeAsync(90_000);
    expect(latest?.(settings).headline).toBe('Delivery in 8 minutes');
    stop();
  });
});
