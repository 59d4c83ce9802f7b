// Today's shop day on the shop's clock (shared/order-book/shop-day.ts), for the writers of rows a
// day close counts (refunds, riders' hand-ins): the column's default is the calendar date in the
// shop's zone, which puts the small hours of a shift that runs past midnight on the wrong day.
// Asked before a writer's transaction: the settings may have to be read from the database.
import type { PublicSettings } from '#shared/api/settings.ts';
import { type ShopDay, shopDayOf } from '#shared/order-book/shop-day.ts';

export type ShopDayNow = () => Promise<ShopDay>;

export function createShopDayNow(now: () => Date, settingsNow: () => Promise<PublicSettings>): ShopDayNow {
  return async () => shopDayOf(now(), (await settingsNow()).hours);
}
