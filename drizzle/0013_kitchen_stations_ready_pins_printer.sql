CREATE TABLE "kitchen_stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"marked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
DROP INDEX "orders_user_open_at_door_idx";--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "station_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bumped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bumped_by" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "ticket_printer" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_devices" ADD CONSTRAINT "shop_devices_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_stations_name_key" ON "kitchen_stations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shop_devices_token_hash_key" ON "shop_devices" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_station_id_kitchen_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."kitchen_stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_open_at_door_idx" ON "orders" USING btree ("user_id") WHERE "orders"."payment_method" <> 'online' and "orders"."status" in ('placed', 'accepted', 'preparing', 'ready', 'out_for_delivery');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting_payment','placed','accepted','preparing','ready','out_for_delivery','delivered','cancelled'));