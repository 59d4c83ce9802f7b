import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_HOURS } from '#shared/shop-hours/default-hours.ts';
import { statusBeforeClock } from '#web/features/store/shared/lib/shop-status-text.ts';
import { shopStatus } from './shop-status.ts';

// Open all week (the default hours), Monday 23 November 2026 in Kolkata.
const now = new Date('2026-11-23T08:00:00+05:30');
const estimate = (deliveryMinutes: number, pickupMinutes = 5) => ({
  deliveryMinutes,
  pickupMinutes,
  at: now.toISOString(),
});
const open = { hours: DEFAULT_SHOP_HOURS, shopOpen: true, protect: null };
const protect = (action: 'busy' | 'pickup_only' | 'pause', busyExtraMinutes = 0) => ({
  action,
  since: '2026-11-23T07:50:00+05:30',
  estimateMinutes: 24,
  busyExtraMinutes,
});

describe('the promise on the storefront', () => {
  it('keeps the normal words while the estimate is within 8 minutes', () => {
    expect(shopStatus(open, now, estimate(6, 3))).toMatchObject({
      state: 'open',
      headline: 'Delivery in 8 minutes',
      short: '8 min',
      promiseMinutes: 8,
      deliveryText: 'Delivery in 8 minutes',
      pickupText: 'Ready for pickup in about 3 minutes',
      refusal: null,
    });
  });

  it('says about how long past 8 minutes, with busy minutes on top', () => {
    expect(shopStatus(open, now, estimate(14))).toMatchObject({
      headline: 'Delivery in about 14 minutes',
      short: '~14 min',
      promiseMinutes: 14,
    });
    const busy = { extraMinutes: 10 as const, until: '2026-11-23T09:00:00+05:30' };
    expect(
      shopStatus({ ...open, hours: { ...DEFAULT_SHOP_HOURS, busy } }, now, estimate(14, 6)),
    ).toMatchObject({
      headline: 'Delivery in about 24 minutes',
      promiseMinutes: 24,
      pickupText: 'Ready for pickup in about 16 minutes',
    });
    expect(shopStatus({ ...open, protect: protect('busy', 5) }, now, estimate(20))).toMatchObject({
      headline: 'Delivery in about 25 minutes',
      short: '~25 min',
    });
  });

  it("says today's words before the estimate is read", () => {
    expect(shopStatus(open, now)).toMatchObject({
      headline: 'Delivery in 8 minutes',
      short: '8 min',
      pickupText: null,
    });
    expect(shopStatus({ ...open, protect: protect('busy', 10) }, now)).toMatchObject({
      headline: 'Delivery in 18 minutes',
      short: '18 min',
    });
  });

  it('takes pickup orders only while the switch says so', () => {
    expect(shopStatus({ ...open, protect: protect('pickup_only') }, now, estimate(30, 12))).toMatchObject({
      state: 'open',
      headline: 'Pickup only for now · Ready for pickup in about 12 minutes',
      short: 'Pickup only',
      deliveryOff: 'Pickup only for now: delivery is back once the kitchen catches up.',
      refusal: null,
    });
    expect(shopStatus({ ...open, protect: protect('pickup_only') }, now).headline).toBe(
      'Pickup only for now',
    );
  });

  it('refuses new orders while the switch pauses them', () => {
    expect(shopStatus({ ...open, protect: protect('pause') }, now, estimate(30))).toMatchObject({
      headline: 'Catching up: back in a few minutes',
      short: 'Catching up',
      refusal: expect.stringContaining('catches up'),
    });
  });

  it('lets a closed or paused shop say so whatever the switch', () => {
    const paused = shopStatus(
      { ...open, shopOpen: false, protect: protect('pickup_only') },
      now,
      estimate(30),
    );
    expect(paused).toMatchObject({ state: 'paused', headline: 'Paused' });
    expect(paused.deliveryOff).toBeUndefined();
  });

  it('says nothing about time before the clock while the switch is on', () => {
    expect(statusBeforeClock(open)?.headline).toBe('Delivery in 8 minutes');
    expect(statusBeforeClock({ ...open, protect: protect('pickup_only') })).toBeNull();
  });
});
