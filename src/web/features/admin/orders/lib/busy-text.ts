// What the order board says while busy mode is on: the extra minutes and when they stop, on the
// shop's clock. Busy mode ends by itself at `until`; past it there is nothing to say.
import type { BusyMode } from '#shared/shop-hours/hours-schema.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';

export function busyText(busy: BusyMode | null, now: Date, timeZone: string): string | null {
  if (!busy) return null;
  const until = new Date(busy.until);
  if (until.getTime() <= now.getTime()) return null;
  return `Busy: +${busy.extraMinutes} min until ${shopClockTime(until, timeZone)}`;
}
