-- An item's unit and the site theme are typed in the code and the API answers with the known values
-- only (src/shared/catalog/units.ts, src/shared/api/settings.ts): a value outside them, written by
-- hand before these checks, would make the admin item list or the public settings fail. Such a value
-- becomes the default first, so the checks apply to the data of every installed shop.
UPDATE "menu_items" SET "unit" = 'piece', "updated_at" = now()
WHERE "unit" NOT IN ('piece','cup','glass','plate','bowl','serving');--> statement-breakpoint
UPDATE "site_settings" SET "site_theme" = 'default', "updated_at" = now()
WHERE "site_theme" NOT IN ('default');--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_unit_known" CHECK ("menu_items"."unit" in ('piece','cup','glass','plate','bowl','serving'));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_theme_known" CHECK ("site_settings"."site_theme" in ('default'));
