ALTER TABLE "site_settings" ADD COLUMN "contact" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "page_texts" jsonb;