ALTER TABLE "orders" ADD COLUMN "estimate" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "promise" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "promise_protect" jsonb;