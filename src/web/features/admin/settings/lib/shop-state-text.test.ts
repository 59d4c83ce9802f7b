import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '#shared/api/settings.ts';
import { DEFAULT_DELIVERY_AREA } from '#shared/delivery-area/default-delivery-area.ts';
import { WEEKDAYS } from '#shared/shop-hours/clock-time.ts';
import type { WeeklySchedule } from '#shared/shop-hours/schedule-rules.ts';
import { deliveryAreaRows } from './delivery-summary.ts';
import { shopStateText } from './shop-state-text.ts';

const TWO_SHIFTS = [
  { opens: '07:00', closes: '11:30' },
  { opens: '16:00', closes: '23:00' },
];
/** Two shifts every day. */
const CHAI_WEEK = Object.fromEntries(WEEKDAYS.map((day) => [day, TWO_SHIFTS])) as WeeklySchedule;

const settings = (changes: Partial<PublicSettings> = {}): PublicSettings =>
  ({
    shopOpen: true,
    delivery: DEFAULT_DELIVERY_AREA,
    hours: { schedule: CHAI_WEEK, holidays: [], timeZone: 'Asia/Kolkata', busy: null },
    ...changes,
  }) as PublicSettings;

/** A Pune wall-clock time on Tuesday 24 November 2026. */
const pune = (time: string) => new Date(`2026-11-24T${time}:00+05:30`);

describe("the owner's line on the opening hours", () => {
  it('says Open now, until when, and the promise, with busy minutes', () => {
    expect(shopStateText(settings(), pune('08:00'))).toBe(
      'Open now · closes at 11:30 AM · Delivery in 8 minutes',
    );
    const busy = { extraMinutes: 10 as const, until: '2026-11-24T09:00:00+05:30' };
    const hours = { ...settings().hours, busy };
    expect(shopStateText(settings({ hours }), pune('08:30'))).toBe(
      'Open now · closes at 11:30 AM · Delivery in 18 minutes',
    );
  });

  it('says a shift to midnight closes at midnight, on the day it ends', () => {
    const late = {
      ...settings().hours,
      schedule: { ...CHAI_WEEK, tuesday: [{ opens: '16:00', closes: '24:00' }] },
    };
    expect(shopStateText(settings({ hours: late }), pune('20:00'))).toBe(
      'Open now · closes at midnight · Delivery in 8 minutes',
    );
    const allDay = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ opens: '00:00', closes: '24:00' }]]));
    const week = { ...settings().hours, schedule: { ...(allDay as WeeklySchedule), saturday: [] } };
    expect(shopStateText(settings({ hours: week }), pune('20:00'))).toBe(
      'Open now · closes Friday at midnight · Delivery in 8 minutes',
    );
  });

  it('says when a closed shop opens, and Paused when paused', () => {
    expect(shopStateText(settings(), pune('12:00'))).toBe('Closed now · opens at 4:00 PM');
    expect(shopStateText(settings(), pune('23:30'))).toBe('Closed now · opens tomorrow at 7:00 AM');
    expect(shopStateText(settings({ shopOpen: false }), pune('08:00'))).toBe('Paused');
  });
});

describe('the delivery area in words', () => {
  it('says FREE and None out of the box, and lists the slabs once set', () => {
    expect(deliveryAreaRows(DEFAULT_DELIVERY_AREA)).toEqual([
      ['Delivery area', 'Within 3 km of Lohegaon, Pune, Maharashtra'],
      ['Delivery fee', 'FREE'],
      ['Free delivery above', 'None'],
      ['Minimum order', 'None'],
    ]);
    const charged = {
      ...DEFAULT_DELIVERY_AREA,
      feeSlabs: [
        { upToKm: 1, feeRupees: 0 },
        { upToKm: 3, feeRupees: 20 },
      ],
      freeAboveRupees: 500,
      minimumOrderRupees: 150,
    };
    expect(deliveryAreaRows(charged).map(([, text]) => text)).toEqual([
      'Within 3 km of Lohegaon, Pune, Maharashtra',
      '₹0 up to 1 km, ₹20 up to 3 km',
      '₹500',
      '₹150',
    ]);
  });
});
