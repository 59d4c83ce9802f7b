import { describe, expect, it } from 'vitest';
import { SITE_DEFAULTS } from '#shared/constants.ts';
import { DEFAULT_DELIVERY_AREA } from '#shared/delivery-area/default-delivery-area.ts';
import { DEFAULT_SHOP_HOURS } from '#shared/shop-hours/default-hours.ts';
import { bannerSubtitle } from './default-subtitle.ts';
import { placeStatus } from './place-status.ts';
import { shopStatus } from './shop-status.ts';

// Monday 23 November 2026 in Kolkata (UTC+05:30).
const ist = (time: string) => new Date(`2026-11-23T${time}:00+05:30`);
const morning = Object.fromEntries(
  Object.keys(DEFAULT_SHOP_HOURS.schedule).map((day) => [day, [{ opens: '07:00', closes: '11:30' }]]),
) as typeof DEFAULT_SHOP_HOURS.schedule;
const hours = { ...DEFAULT_SHOP_HOURS, schedule: morning };
const busy = { extraMinutes: 10 as const, until: '2026-11-23T09:00:00+05:30' };
const DEFAULT = SITE_DEFAULTS.bannerSubtitle;

describe('bannerSubtitle', () => {
  it('keeps the default promise while the shop keeps it', () => {
    expect(bannerSubtitle(DEFAULT, shopStatus({ hours, shopOpen: true }, ist('08:00')))).toBe(DEFAULT);
    expect(DEFAULT).toContain('at your door in 8 minutes');
  });

  it('says the busy minutes in busy mode', () => {
    const status = shopStatus({ hours: { ...hours, busy }, shopOpen: true }, ist('08:00'));
    expect(bannerSubtitle(DEFAULT, status)).toBe(
      'Hot chai, cold coffee and snacks from our Pune kitchen, at your door in 18 minutes.',
    );
  });

  it('says when a closed shop opens, and promises nothing while paused', () => {
    expect(bannerSubtitle(DEFAULT, shopStatus({ hours, shopOpen: true }, ist('12:00')))).toBe(
      'Hot chai, cold coffee and snacks from our Pune kitchen. We are closed now. We open tomorrow at 7:00 AM.',
    );
    expect(bannerSubtitle(DEFAULT, shopStatus({ hours, shopOpen: false }, ist('08:00')))).toBe(
      'Hot chai, cold coffee and snacks from our Pune kitchen.',
    );
  });

  it('promises no door outside the delivery area', () => {
    const open = shopStatus({ hours, shopOpen: true }, ist('08:00'));
    const far = { latitude: 12.9352, longitude: 77.6245, area: null };
    expect(bannerSubtitle(DEFAULT, placeStatus(open, DEFAULT_DELIVERY_AREA, far))).toBe(
      'Hot chai, cold coffee and snacks from our Pune kitchen.',
    );
  });

  it("keeps an owner's own subtitle as written, even a blank one", () => {
    const closed = shopStatus({ hours: { ...hours, busy }, shopOpen: true }, ist('12:00'));
    expect(bannerSubtitle('Fresh samosas every evening, in 8 minutes', closed)).toBe(
      'Fresh samosas every evening, in 8 minutes',
    );
    expect(bannerSubtitle('', closed)).toBe('');
  });
});
