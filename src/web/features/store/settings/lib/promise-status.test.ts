import { describe, expect, it } from 'vitest';
import type { ShopEstimate } from '#shared/api/promise.ts';
import { DEFAULT_SHOP_HOURS } from '#shared/shop-hours/default-hours.ts';
import { statusBeforeClock } from '#web/features/store/shared/lib/shop-status-text.ts';
import { shopStatus } from './shop-status.ts';

// Open all week (the default hours), Monday 23 November 2026 in Kolkata.
const now = new Date('2026-11-23T08:00:00+05:30');
const protect = (action: 'busy' | 'pickup_only' | 'pause', busyExtraMinutes = 0) => ({
  action,
  since: '2026-11-23T07:50:00+05:30',
  estimateMinutes: 24,
  busyExtraMinutes,
});
const queue = {
  acceptMinutes: 1,
  kitchenFreeInMinutes: 0,
  riderFreeInMinutes: null,
  usualPrepMinutes: 3,
  prepByCategory: {},
  riderSpeedKmh: 15,
};
const estimate = (
  deliveryMinutes: number,
  pickupMinutes = 5,
  switchOn: ReturnType<typeof protect> | null = null,
): ShopEstimate => ({ deliveryMinutes, pickupMinutes, at: now.toISOString(), protect: switchOn, queue });
const open = { hours: DEFAULT_SHOP_HOURS, shopOpen: true, protect: null };

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
    expect(shopStatus(open, now, estimate(20, 5, protect('busy', 5)))).toMatchObject({
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
    expect(shopStatus(open, now, estimate(30, 12, protect('pickup_only')))).toMatchObject({
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
    expect(shopStatus(open, now, estimate(30, 5, protect('pause')))).toMatchObject({
      headline: 'Catching up: back in a few minutes',
      short: 'Catching up',
      refusal: expect.stringContaining('catches up'),
    });
  });

  it("follows the estimate's switch, fresher than the settings': on and off within one read", () => {
    // The settings still say nothing; the estimate says the switch went on.
    expect(shopStatus(open, now, estimate(30, 12, protect('pickup_only')))).toMatchObject({
      deliveryOff: expect.stringContaining('Pickup only'),
      refusal: null,
    });
    expect(shopStatus(open, now, estimate(30, 12, protect('pause'))).refusal).toContain('catches up');
    // The settings still say pickup only / pause; the estimate says it is off.
    for (const action of ['pickup_only', 'pause'] as const) {
      const lifted = shopStatus({ ...open, protect: protect(action) }, now, estimate(9, 4));
      expect(lifted).toMatchObject({ headline: 'Delivery in about 9 minutes', refusal: null });
      expect(lifted.deliveryOff).toBeUndefined();
    }
    // The estimate's busy minutes, not the settings' stale ones.
    expect(
      shopStatus({ ...open, protect: protect('busy', 15) }, now, estimate(20, 6, protect('busy', 5))),
    ).toMatchObject({
      headline: 'Delivery in about 25 minutes',
      pickupText: 'Ready for pickup in about 11 minutes',
    });
    // Without an estimate, the settings' switch holds.
    expect(shopStatus({ ...open, protect: protect('pause') }, now).refusal).toContain('catches up');
  });

  it('hands checkout the queue and the busy minutes in force once the estimate is read', () => {
    const busy = { extraMinutes: 10 as const, until: '2026-11-23T09:00:00+05:30' };
    expect(
      shopStatus(
        { ...open, hours: { ...DEFAULT_SHOP_HOURS, busy } },
        now,
        estimate(14, 6, protect('busy', 5)),
      ).quote,
    ).toEqual({ queue, busyExtraMinutes: 15 });
    expect(shopStatus(open, now).quote).toBeUndefined();
  });

  it('lets a closed or paused shop say so whatever the switch', () => {
    const paused = shopStatus(
      { ...open, shopOpen: false, protect: protect('pickup_only') },
      now,
      estimate(30, 5, protect('pickup_only')),
    );
    expect(paused).toMatchObject({ state: 'paused', headline: 'Paused' });
    expect(paused.deliveryOff).toBeUndefined();
  });

  it('says nothing about time before the clock while the switch is on', () => {
    expect(statusBeforeClock(open)?.headline).toBe('Delivery in 8 minutes');
    expect(statusBeforeClock({ ...open, protect: protect('pickup_only') })).toBeNull();
  });
});
