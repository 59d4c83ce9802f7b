ALTER TABLE "site_settings" ADD COLUMN "cash_limits" jsonb;--> statement-breakpoint
CREATE INDEX "orders_user_delivered_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'delivered';