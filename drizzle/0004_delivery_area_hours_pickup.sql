-- Delivery areas, opening hours, busy mode and pickup (docs/product.md#d15-delivery-fee-zone-and-minimum-order,
-- #d16-an-order-goes-to-a-real-address, #d17-the-promise-shown-is-one-the-shop-can-keep). Existing
-- orders are deliveries that keep their address and the normal 8-minute promise; null settings
-- documents mean the out-of-the-box defaults (FREE within 3 km of the seed shop, open all day).
ALTER TABLE "orders" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_type" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_minutes" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "delivery_area" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "shop_hours" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "busy_extra_minutes" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "house" text;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_type_known" CHECK ("orders"."order_type" in ('delivery','pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_has_address" CHECK ("orders"."order_type" = 'pickup' or "orders"."address" is not null);