// Schedules and clocks for tests of opening hours: the shop-hours unit tests, and the server's
// integration tests with a fixed clock.
import type { ShopHoursState } from '#shared/shop-hours/availability.ts';
import type { WeeklySchedule } from '#shared/shop-hours/schedule-rules.ts';

export const EMPTY_WEEK: WeeklySchedule = {
  sunday: [],
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
};

const MORNING_AND_EVENING = [
  { opens: '07:00', closes: '11:30' },
  { opens: '16:00', closes: '23:00' },
];

/** Two shifts on weekdays, a late Friday running past midnight, a short Saturday, no Sunday. */
export const CHAI_WEEK: WeeklySchedule = {
  ...EMPTY_WEEK,
  monday: MORNING_AND_EVENING,
  tuesday: MORNING_AND_EVENING,
  wednesday: MORNING_AND_EVENING,
  thursday: MORNING_AND_EVENING,
  friday: [{ opens: '18:00', closes: '02:00' }],
  saturday: [{ opens: '07:00', closes: '11:30' }],
};

export function shop(overrides: Partial<ShopHoursState> = {}): ShopHoursState {
  return {
    schedule: CHAI_WEEK,
    holidays: [],
    timeZone: 'Asia/Kolkata',
    paused: false,
    busy: null,
    ...overrides,
  };
}

/** A wall-clock time in Pune (UTC+05:30, no daylight saving) as an instant. */
export function ist(local: string): Date {
  return new Date(`${local}:00+05:30`);
}
