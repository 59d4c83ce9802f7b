// Whether the shop takes an order at an instant, for checkout. Working it out from the weekly
// shifts in the shop's time zone costs about 0.2 ms (zoned dates for the days ahead), which the
// checkout would pay on every order; the answer only changes at an opening, a closing or the end of
// busy mode, so it is kept until the next of those (and a minute at most) for the same settings.
import type { PublicSettings } from '#shared/api/settings.ts';
import { type ShopAvailability, shopAvailability } from '#shared/shop-hours/availability.ts';

/** Even an answer with no change ahead is worked out again after this long. */
const MAX_REUSE_MS = 60_000;

type Kept = { settings: PublicSettings; from: number; until: number; availability: ShopAvailability };

export function createCheckoutAvailability() {
  let kept: Kept | undefined;
  return (settings: PublicSettings, now: Date): ShopAvailability => {
    const time = now.getTime();
    // The settings are one object per save (the settings cache), so identity says "unchanged".
    if (kept && kept.settings === settings && kept.from <= time && time < kept.until)
      return kept.availability;
    const { schedule, holidays, timeZone, busy } = settings.hours;
    const availability = shopAvailability(
      { schedule, holidays, timeZone, busy, paused: !settings.shopOpen },
      now,
    );
    const changes = [availability.opensAt, availability.closesAt, busy && new Date(busy.until)]
      .map((date) => date?.getTime() ?? Number.POSITIVE_INFINITY)
      .filter((at) => at > time);
    kept = { settings, from: time, until: Math.min(time + MAX_REUSE_MS, ...changes), availability };
    return availability;
  };
}
