import { describe, expect, it } from 'vitest';
import { EMPTY_WEEK } from '#tests/helpers/shop-hours.ts';
import { DEFAULT_SHOP_HOURS } from '../shop-hours/default-hours.ts';
import { addDays, shopDayOf } from './shop-day.ts';

// Friday 2026-11-27 and Saturday 2026-11-28 in Pune (UTC+05:30).
const LATE_FRIDAY = {
  timeZone: 'Asia/Kolkata',
  schedule: {
    ...EMPTY_WEEK,
    friday: [{ opens: '18:00', closes: '02:00' }],
    saturday: [{ opens: '09:00', closes: '21:00' }],
  },
};

describe('the shop day', () => {
  it('is the wall-clock date in the shop zone, not the server one', () => {
    // 20:00 UTC on Friday is 01:30 on Saturday in Pune.
    expect(shopDayOf(new Date('2026-11-27T20:00:00Z'), DEFAULT_SHOP_HOURS)).toBe('2026-11-28');
    expect(shopDayOf(new Date('2026-11-28T04:30:00Z'), DEFAULT_SHOP_HOURS)).toBe('2026-11-28');
  });

  it("gives the hours past midnight of Friday's late shift to Friday", () => {
    expect(shopDayOf(new Date('2026-11-27T20:00:00Z'), LATE_FRIDAY)).toBe('2026-11-27'); // 01:30 Sat
    expect(shopDayOf(new Date('2026-11-27T20:29:00Z'), LATE_FRIDAY)).toBe('2026-11-27'); // 01:59
    expect(shopDayOf(new Date('2026-11-27T20:30:00Z'), LATE_FRIDAY)).toBe('2026-11-28'); // 02:00
    expect(shopDayOf(new Date('2026-11-28T03:30:00Z'), LATE_FRIDAY)).toBe('2026-11-28'); // 09:00
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
