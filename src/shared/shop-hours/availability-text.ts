// The words the storefront and the server share for the shop's state
// (docs/product.md#d17-the-promise-shown-is-one-the-shop-can-keep): the header and banner's one
// line, and checkout's refusal. Times are the shop's wall clock, not the reader's.
import { PAUSED_TEXT } from '#shared/constants.ts';
import { MESSAGES } from '#shared/errors.ts';
import type { ShopAvailability } from './availability.ts';
import { WEEKDAY_LABELS, WEEKDAYS } from './clock-time.ts';
import { calendarDaysBetween, type WallTime, wallTime, type Zone } from './zone-clock.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// By hand from the wall clock's fields rather than date-fns `format`, which brings its English
// locale (about 5.6 KB gzipped) into the storefront for three words; and rather than
// Intl.DateTimeFormat, whose space before AM/PM differs between runtimes (U+202F in recent ICU),
// so the server's and the storefront's texts could differ.
/** 'h:mm a' on a wall clock: '4:00 PM', '12:30 AM'. */
function clockTime({ hours, minutes }: WallTime): string {
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An instant on the shop's wall clock, '1:42 PM', in the storefront's words (an order's estimated arrival). */
export function shopClockTimeOf(at: Date, zone: Zone): string {
  return clockTime(wallTime(zone, at.getTime()));
}

function weekdayName(wall: WallTime): string {
  return WEEKDAY_LABELS[WEEKDAYS[wall.weekday]!];
}

/** The promise the storefront has always shown ('Delivery in 8 minutes'), now with busy minutes. */
export function deliveryPromiseText(minutes: number): string {
  return `Delivery in ${minutes} minutes`;
}

/**
 * When the shop opens next, said from `now`: 'at 4:00 PM' later today, 'tomorrow at 7:00 AM',
 * 'Monday at 7:00 AM' within the week, and with the date beyond it ('Monday 12 January at
 * 7:00 AM'), where the weekday alone would name this week's.
 */
export function opensWhen(opensAt: Date, now: Date, zone: Zone): string {
  const opening = wallTime(zone, opensAt.getTime());
  const time = clockTime(opening);
  const days = calendarDaysBetween(wallTime(zone, now.getTime()), opening);
  // A shop open round the clock reopens as the next day begins: 'at midnight', not 'tomorrow at 12:00 AM'.
  if (days === 1 && time === '12:00 AM') return 'at midnight';
  if (days <= 0) return `at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  if (days < 7) return `${weekdayName(opening)} at ${time}`;
  return `${weekdayName(opening)} ${opening.date} ${MONTHS[opening.month]} at ${time}`;
}

/** The header and banner's line: the promise while open, otherwise why not and until when. */
export function availabilityHeadline(availability: ShopAvailability, now: Date, zone: Zone): string {
  const { state, opensAt, promiseMinutes } = availability;
  if (state === 'open') return deliveryPromiseText(promiseMinutes);
  if (state === 'paused') return PAUSED_TEXT;
  // On a holiday the owner's note says why ('Closed today · Diwali').
  const closed =
    availability.holiday === undefined
      ? 'Closed now'
      : `Closed today${availability.holiday ? ` · ${availability.holiday}` : ''}`;
  return opensAt ? `${closed} · opens ${opensWhen(opensAt, now, zone)}` : closed;
}

/** Why checkout is refused at this instant, or null when the shop takes orders. */
export function checkoutRefusal(availability: ShopAvailability, now: Date, zone: Zone): string | null {
  const { state, opensAt } = availability;
  if (state === 'open') return null;
  if (state === 'paused') return MESSAGES.shopPaused;
  const { holiday } = availability;
  // Each sentence written whole: the storefront's tables translate it by these words.
  const closed =
    holiday === undefined
      ? 'We are closed now.'
      : holiday
        ? `We are closed today (${holiday}).`
        : 'We are closed today.';
  return opensAt
    ? `${closed} We open ${opensWhen(opensAt, now, zone)}.`
    : `${closed} Please check back soon.`;
}
