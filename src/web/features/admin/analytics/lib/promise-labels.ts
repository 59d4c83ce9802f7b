// How "Where the minutes go" writes its figures: minutes with one decimal, shares as whole
// percentages, and moments on the shop's clock whatever the browser's zone.
import { SHOP_TIME_ZONE } from '#shared/constants.ts';

/** 4.5 -> '4.5 min'; null (no order had that leg) -> '–'. */
export const minutesText = (minutes: number | null) => (minutes === null ? '–' : `${minutes.toFixed(1)} min`);

/** 0.6 -> '60%'; null (no orders) -> '–'. */
export const shareText = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** +2 -> '2.0 min late', -1.5 -> '1.5 min early', 0 -> 'on the minute'. */
export function errorText(minutes: number | null): string {
  if (minutes === null) return '–';
  if (minutes === 0) return 'on the minute';
  return `${Math.abs(minutes).toFixed(1)} min ${minutes > 0 ? 'late' : 'early'}`;
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as '10:04:30' on the shop's clock; '–' for a step the order skipped. */
export const shopClockTime = (iso: string | null) => (iso === null ? '–' : clock.format(new Date(iso)));

const day = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short' });

/** An instant as '10 Jun 10:04:30' on the shop's clock. */
export const shopClockDateTime = (iso: string) => `${day.format(new Date(iso))} ${shopClockTime(iso)}`;
