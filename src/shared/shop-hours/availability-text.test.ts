import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/errors.ts';
import { EMPTY_WEEK, ist, shop } from '#tests/helpers/shop-hours.ts';
import { type ShopHoursState, shopAvailability } from './availability.ts';
import {
  availabilityHeadline,
  checkoutRefusal,
  deliveryPromiseText,
  opensWhen,
} from './availability-text.ts';

const PUNE = 'Asia/Kolkata';

function texts(hours: ShopHoursState, now: Date) {
  const availability = shopAvailability(hours, now);
  return {
    headline: availabilityHeadline(availability, now, hours.timeZone),
    refusal: checkoutRefusal(availability, now, hours.timeZone),
  };
}

describe('the shop state in words', () => {
  it('promises the usual minutes while open, and more in busy mode', () => {
    expect(texts(shop(), ist('2025-03-03T08:00'))).toEqual({
      headline: 'Delivery in 8 minutes',
      refusal: null,
    });
    const busy = shop({ busy: { extraMinutes: 10, until: '2025-03-03T09:00:00+05:30' } });
    expect(texts(busy, ist('2025-03-03T08:00')).headline).toBe('Delivery in 18 minutes');
    expect(deliveryPromiseText(23)).toBe('Delivery in 23 minutes');
  });

  it('says when a closed shop opens: later today, tomorrow, or on a weekday', () => {
    expect(texts(shop(), ist('2025-03-03T12:00'))).toEqual({
      headline: 'Closed now · opens at 4:00 PM',
      refusal: 'We are closed now. We open at 4:00 PM.',
    });
    expect(texts(shop(), ist('2025-03-03T23:30'))).toEqual({
      headline: 'Closed now · opens tomorrow at 7:00 AM',
      refusal: 'We are closed now. We open tomorrow at 7:00 AM.',
    });
    // Saturday noon: nothing more on Saturday, nothing on Sunday.
    expect(texts(shop(), ist('2025-03-08T12:00'))).toEqual({
      headline: 'Closed now · opens Monday at 7:00 AM',
      refusal: 'We are closed now. We open Monday at 7:00 AM.',
    });
  });

  it('names the date when the next opening is a week or more away', () => {
    const mondaysOnly = shop({ schedule: { ...EMPTY_WEEK, monday: [{ opens: '07:00', closes: '11:30' }] } });
    expect(texts(mondaysOnly, ist('2025-03-03T12:00')).headline).toBe(
      'Closed now · opens Monday 10 March at 7:00 AM',
    );
  });

  it('says closed without a time when nothing opens in the look-ahead', () => {
    expect(texts(shop({ schedule: EMPTY_WEEK }), ist('2025-03-03T12:00'))).toEqual({
      headline: 'Closed now',
      refusal: 'We are closed now. Please check back soon.',
    });
  });

  it('says Paused, and refuses checkout with the pause notice', () => {
    expect(texts(shop({ paused: true }), ist('2025-03-03T08:00'))).toEqual({
      headline: 'Paused',
      refusal: MESSAGES.shopPaused,
    });
  });

  it("names a holiday by the owner's note, and reads well for a shop open round the clock", () => {
    // Monday 3 March 2025 is a holiday; the chai week opens again on Tuesday at 7:00.
    const diwali = shop({ holidays: [{ date: '2025-03-03', note: 'Diwali' }] });
    expect(texts(diwali, ist('2025-03-03T10:00'))).toEqual({
      headline: 'Closed today · Diwali · opens tomorrow at 7:00 AM',
      refusal: 'We are closed today (Diwali). We open tomorrow at 7:00 AM.',
    });
    const unnamed = shop({ holidays: [{ date: '2025-03-03' }] });
    expect(texts(unnamed, ist('2025-03-03T10:00')).headline).toBe('Closed today · opens tomorrow at 7:00 AM');
    // Open 24 hours every day, closed for the holiday: it reopens as Tuesday begins.
    const allDay = Object.fromEntries(
      Object.keys(EMPTY_WEEK).map((day) => [day, [{ opens: '00:00', closes: '24:00' }]]),
    ) as typeof EMPTY_WEEK;
    const roundTheClock = shop({ schedule: allDay, holidays: [{ date: '2025-03-03', note: 'Holi' }] });
    expect(texts(roundTheClock, ist('2025-03-03T10:00'))).toEqual({
      headline: 'Closed today · Holi · opens at midnight',
      refusal: 'We are closed today (Holi). We open at midnight.',
    });
  });

  it('writes times on a 12-hour clock around midnight and noon', () => {
    const now = ist('2025-03-03T00:10');
    expect(opensWhen(ist('2025-03-03T00:30'), now, PUNE)).toBe('at 12:30 AM');
    expect(opensWhen(ist('2025-03-03T12:00'), now, PUNE)).toBe('at 12:00 PM');
    expect(opensWhen(ist('2025-03-03T12:59'), now, PUNE)).toBe('at 12:59 PM');
    expect(opensWhen(ist('2025-03-03T21:05'), now, PUNE)).toBe('at 9:05 PM');
  });

  it("counts days and reads times on the shop's calendar, not the server's", () => {
    // 23:00 UTC on Sunday is 04:30 on Monday in Pune: the 07:00 opening is today, not tomorrow.
    const now = new Date('2025-03-02T23:00:00Z');
    expect(texts(shop(), now).headline).toBe('Closed now · opens at 7:00 AM');
    // 20:00 UTC on Monday is 01:30 on Tuesday in Pune: Tuesday 07:00 is today there.
    expect(opensWhen(ist('2025-03-04T07:00'), new Date('2025-03-03T20:00:00Z'), PUNE)).toBe('at 7:00 AM');
    expect(opensWhen(ist('2025-03-04T07:00'), new Date('2025-03-03T20:00:00Z'), 'UTC')).toBe(
      'tomorrow at 1:30 AM',
    );
  });
});
