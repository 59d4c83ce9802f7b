// The owner's one line on the opening-hours section: what customers are told right now, with
// 'Open now' in front while the shop takes orders, and when the open stretch ends.
import type { PublicSettings } from '#shared/api/settings.ts';
import { shopAvailability } from '#shared/shop-hours/availability.ts';
import { availabilityHeadline, opensWhen } from '#shared/shop-hours/availability-text.ts';

export function shopStateText(settings: PublicSettings, now: Date): string {
  const { hours } = settings;
  const availability = shopAvailability(
    {
      schedule: hours.schedule,
      holidays: hours.holidays,
      timeZone: hours.timeZone,
      paused: !settings.shopOpen,
      busy: hours.busy,
    },
    now,
  );
  const headline = availabilityHeadline(availability, now, hours.timeZone);
  if (availability.state !== 'open') return headline;
  const closes = availability.closesAt
    ? ` · closes ${closingWhen(availability.closesAt, now, hours.timeZone)}`
    : '';
  return `Open now${closes} · ${headline}`;
}

/**
 * opensWhen says any instant from today: 'at 11:00 PM', 'tomorrow at 2:00 AM'. A shift to midnight
 * is said on the day it ends ('Saturday at midnight'), not as the next day's 12:00 AM.
 */
function closingWhen(closesAt: Date, now: Date, timeZone: string): string {
  const when = opensWhen(closesAt, now, timeZone);
  if (!when.endsWith(' 12:00 AM')) return when;
  const lastMinute = opensWhen(new Date(closesAt.getTime() - 60_000), now, timeZone);
  return lastMinute.replace(/11:59 PM$/, 'midnight');
}
