import { describe, expect, it } from 'vitest';
import { BANNER_KITCHEN, SITE_DEFAULTS } from '#shared/constants.ts';
import { DEFAULT_SHOP_HOURS } from '#shared/shop-hours/default-hours.ts';
import { shownSubtitle, statusBeforeClock } from '#web/features/store/shared/lib/shop-status-text.ts';
import { shopStatus } from './shop-status.ts';

// Monday 23 November 2026 in Kolkata (UTC+05:30).
const ist = (time: string) => new Date(`2026-11-23T${time}:00+05:30`);
const twoShifts = [
  { opens: '07:00', closes: '11:30' },
  { opens: '16:00', closes: '23:00' },
];
const schedule = Object.fromEntries(
  Object.keys(DEFAULT_SHOP_HOURS.schedule).map((day) => [day, twoShifts]),
) as typeof DEFAULT_SHOP_HOURS.schedule;
const hours = { ...DEFAULT_SHOP_HOURS, schedule };

describe('shopStatus', () => {
  it('promises the normal minutes while open, more in busy mode', () => {
    expect(shopStatus({ hours, shopOpen: true }, ist('08:00'))).toMatchObject({
      state: 'open',
      headline: 'Delivery in 8 minutes',
      short: '8 min',
      refusal: null,
    });
    const busy = { extraMinutes: 10 as const, until: '2026-11-23T09:00:00+05:30' };
    expect(shopStatus({ hours: { ...hours, busy }, shopOpen: true }, ist('08:00'))).toMatchObject({
      headline: 'Delivery in 18 minutes',
      short: '18 min',
      promiseMinutes: 18,
    });
  });

  it('says when a closed shop opens, and refuses checkout until then', () => {
    expect(shopStatus({ hours, shopOpen: true }, ist('12:00'))).toEqual({
      state: 'closed',
      promiseMinutes: 8,
      headline: 'Closed now · opens at 4:00 PM',
      short: 'Closed',
      refusal: 'We are closed now. We open at 4:00 PM.',
    });
  });

  it('is paused whatever the hours say', () => {
    expect(shopStatus({ hours, shopOpen: false }, ist('08:00'))).toMatchObject({
      state: 'paused',
      headline: 'Paused',
      refusal: 'We are not taking orders right now. Please check back soon.',
    });
  });
});

describe('statusBeforeClock', () => {
  it('promises minutes without a clock only for a shop open all week with no holiday or busy mode', () => {
    expect(statusBeforeClock({ hours: DEFAULT_SHOP_HOURS, shopOpen: true })?.headline).toBe(
      'Delivery in 8 minutes',
    );
    expect(statusBeforeClock({ hours, shopOpen: true })).toBeNull();
    expect(
      statusBeforeClock({
        hours: { ...DEFAULT_SHOP_HOURS, holidays: [{ date: '2026-12-25' }] },
        shopOpen: true,
      }),
    ).toBeNull();
    expect(statusBeforeClock({ hours, shopOpen: false })?.headline).toBe('Paused');
    expect(statusBeforeClock(undefined)).toBeNull();
  });
});

describe('shownSubtitle before the clock is read', () => {
  const own = SITE_DEFAULTS.bannerSubtitle;
  it('promises the minutes only where statusBeforeClock says open at any time', () => {
    const allDay = statusBeforeClock({ hours: DEFAULT_SHOP_HOURS, shopOpen: true });
    expect(shownSubtitle(own, allDay)).toBe(own);
    // With opening hours the page may be served while closed: no minutes until the clock tells.
    expect(shownSubtitle(own, statusBeforeClock({ hours, shopOpen: true }))).toBe(`${BANNER_KITCHEN}.`);
    expect(shownSubtitle(own, statusBeforeClock({ hours: DEFAULT_SHOP_HOURS, shopOpen: false }))).toBe(
      `${BANNER_KITCHEN}.`,
    );
  });

  it("keeps the owner's own subtitle and the clock's once read", () => {
    expect(shownSubtitle('Best chai in Lohegaon', null)).toBe('Best chai in Lohegaon');
    const read = { ...statusBeforeClock({ hours: DEFAULT_SHOP_HOURS, shopOpen: true })!, subtitle: 'x' };
    expect(shownSubtitle(own, read)).toBe('x');
  });
});
