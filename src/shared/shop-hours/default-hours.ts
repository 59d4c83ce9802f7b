// Out of the box (and in the seed) the shop is open all day, every day, as it was before opening
// hours existed: nothing changes for a shop until its owner sets hours. The pause switch stays the
// way to stop orders at once.
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { WEEKDAYS } from './clock-time.ts';
import type { ShopHours } from './hours-schema.ts';
import type { WeeklySchedule } from './schedule-rules.ts';

export const ALL_DAY_SCHEDULE: WeeklySchedule = Object.fromEntries(
  WEEKDAYS.map((day) => [day, [{ opens: '00:00', closes: '24:00' }]]),
) as WeeklySchedule;

export const DEFAULT_SHOP_HOURS: ShopHours = {
  schedule: ALL_DAY_SCHEDULE,
  holidays: [],
  timeZone: SHOP_TIME_ZONE,
  busy: null,
};
