ALTER TABLE "orders" ADD COLUMN "pin_check" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_phone" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "last_used_at" timestamp with time zone;