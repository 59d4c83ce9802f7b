ALTER TABLE "orders" ADD COLUMN "gateway_order_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_order_attempts" integer DEFAULT 0 NOT NULL;