ALTER TABLE "orders" ADD COLUMN "pin_check" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_phone" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "cash_limits" jsonb;--> statement-breakpoint
CREATE INDEX "orders_user_delivered_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
CREATE INDEX "orders_user_open_at_door_idx" ON "orders" USING btree ("user_id") WHERE "orders"."payment_method" <> 'online' and "orders"."status" in ('placed', 'accepted', 'preparing', 'out_for_delivery');