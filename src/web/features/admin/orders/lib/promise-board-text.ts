// What the board says of the promise (docs/product.md#the-promise): the estimate a new delivery
// order gets now, today's share delivered within the minutes shown, and the automatic switch
// while it is on. Said as estimates, never as a verdict on anyone.
import type { PromiseNow } from '#shared/api/promise.ts';
import { PROTECT_RELEASE_MARGIN_MINUTES, type ProtectState } from '#shared/promise/promise-settings.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';

/** 'Estimate now: about 14 min' (before busy minutes: the kitchen's and riders' own time). */
export function estimateNowText(estimate: PromiseNow['estimate']): string {
  return `Estimate now: about ${estimate.deliveryMinutes} min`;
}

/** 'On time today: 12 of 14 (86%)'; null before today's first delivery. */
export function onTimeTodayText(today: PromiseNow['today']): string | null {
  if (today.delivered === 0) return null;
  const percent = Math.round((today.onTime / today.delivered) * 100);
  return `On time today: ${today.onTime} of ${today.delivered} (${percent}%)`;
}

/** What the switch does, as the bar says it: 'pickup orders only'. */
function protectDoing(protect: ProtectState): string {
  if (protect.action === 'pickup_only') return 'pickup orders only';
  if (protect.action === 'pause') return 'new orders paused';
  return `busy mode, +${protect.busyExtraMinutes} min`;
}

/** 'Automatic: pickup orders only since 1:05 PM (estimate was 24 min)'. */
export function protectBarText(protect: ProtectState, timeZone: string): string {
  const since = shopClockTime(new Date(protect.since), timeZone);
  return `Automatic: ${protectDoing(protect)} since ${since} (estimate was ${protect.estimateMinutes} min)`;
}

export const PROTECT_BAR_HINT = `It goes off by itself once the estimate is ${PROTECT_RELEASE_MARGIN_MINUTES} minutes under the threshold set in Settings → Delivery estimate.`;
