CREATE TABLE "item_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"menu_item_id" uuid,
	"item_name" text NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" text,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_ratings_stars_range" CHECK ("item_ratings"."stars" between 1 and 5),
	CONSTRAINT "item_ratings_hidden_has_reason" CHECK (("item_ratings"."hidden_at" is null) = ("item_ratings"."hidden_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"delivery_stars" integer,
	"delivery_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_delivery_stars_range" CHECK ("order_ratings"."delivery_stars" is null or "order_ratings"."delivery_stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "order_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text,
	"rider_id" text,
	"delivery_id" uuid,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"payment_failure" text,
	"paid_at" timestamp with time zone,
	"shop_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_tips_amount_range" CHECK ("order_tips"."amount_paise" between 100 and 50000),
	CONSTRAINT "order_tips_status_known" CHECK ("order_tips"."status" in ('awaiting_payment','paid','failed')),
	CONSTRAINT "order_tips_paid_has_day" CHECK ("order_tips"."status" <> 'paid' or ("order_tips"."paid_at" is not null and "order_tips"."shop_day" is not null))
);
--> statement-breakpoint
CREATE TABLE "usual_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"source_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_channel_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_consistent";--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "delivery_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "whatsapp_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_order_id_order_ratings_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_ratings"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tips" ADD CONSTRAINT "order_tips_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tips" ADD CONSTRAINT "order_tips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tips" ADD CONSTRAINT "order_tips_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tips" ADD CONSTRAINT "order_tips_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usual_orders" ADD CONSTRAINT "usual_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usual_orders" ADD CONSTRAINT "usual_orders_source_order_id_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_ratings_order_item_key" ON "item_ratings" USING btree ("order_id","menu_item_id");--> statement-breakpoint
CREATE INDEX "item_ratings_menu_item_idx" ON "item_ratings" USING btree ("menu_item_id","created_at");--> statement-breakpoint
CREATE INDEX "item_ratings_created_idx" ON "item_ratings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_ratings_rider_idx" ON "order_ratings" USING btree ("rider_id","created_at");--> statement-breakpoint
CREATE INDEX "order_ratings_created_idx" ON "order_ratings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_tips_order_idx" ON "order_tips" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_tips_rider_idx" ON "order_tips" USING btree ("rider_id","paid_at");--> statement-breakpoint
CREATE INDEX "order_tips_shop_day_idx" ON "order_tips" USING btree ("shop_day");--> statement-breakpoint
CREATE UNIQUE INDEX "order_tips_one_open_per_order_key" ON "order_tips" USING btree ("order_id") WHERE "order_tips"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "order_tips_gateway_order_key" ON "order_tips" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_tips_gateway_payment_key" ON "order_tips" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usual_orders_user_name_key" ON "usual_orders" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "usual_orders_user_idx" ON "usual_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_provider_message_key" ON "notification_outbox" USING btree ("provider_message_id") WHERE "notification_outbox"."provider_message_id" is not null;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_delivery_status_known" CHECK ("notification_outbox"."delivery_status" is null or "notification_outbox"."delivery_status" in ('sent','delivered','read','failed'));--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_channel_known" CHECK ("notification_outbox"."channel" in ('sms','push','whatsapp'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tip_range" CHECK ("orders"."tip_paise" between 0 and 50000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_consistent" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" + "orders"."delivery_fee_paise" + "orders"."tax_added_paise" + "orders"."tip_paise");--> statement-breakpoint
-- A customer who chose WhatsApp updates gets a 'whatsapp' row instead of the SMS one; the outbox
-- queues the SMS for the same change only when the WhatsApp message cannot be sent or the Cloud
-- API reports it failed (docs/product.md#whatsapp-updates). Push is unchanged.
CREATE OR REPLACE FUNCTION queue_customer_notification(source uuid, note_kind text, for_order uuid, customer text, note_data jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_outbox (source_id, kind, channel, order_id, user_id, phone, data)
  SELECT source, note_kind,
    CASE WHEN COALESCE(p.whatsapp, false) THEN 'whatsapp' ELSE 'sms' END,
    for_order, u.id, u.phone_number, note_data
  FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id
  WHERE u.id = customer AND u.phone_number IS NOT NULL AND u.phone_number_verified
    AND (COALESCE(p.whatsapp, false) OR COALESCE(p.order_sms, true))
  ON CONFLICT DO NOTHING;
  -- Push to every browser that asked to follow this order and is still signed in.
  INSERT INTO notification_outbox (source_id, kind, channel, order_id, user_id, subscription_id, data)
  SELECT source, note_kind, 'push', for_order, s.user_id, s.id, note_data
  FROM push_subscriptions s
  WHERE s.order_id = for_order AND s.audience = 'customer' AND s.user_id = customer
    AND (s.session_id IS NULL OR EXISTS (
      SELECT 1 FROM sessions ss WHERE ss.id = s.session_id AND ss.expires_at > now()))
  ON CONFLICT DO NOTHING;
END $$;
