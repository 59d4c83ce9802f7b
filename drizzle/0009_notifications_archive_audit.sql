CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text,
	"phone" text,
	"subscription_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_outbox_kind_known" CHECK ("notification_outbox"."kind" in ('order_placed','order_accepted','order_out_for_delivery','order_ready_for_pickup','order_delivered','order_cancelled','refund_started')),
	CONSTRAINT "notification_outbox_channel_known" CHECK ("notification_outbox"."channel" in ('sms','push')),
	CONSTRAINT "notification_outbox_status_known" CHECK ("notification_outbox"."status" in ('pending','sending','sent','skipped','failed'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"order_sms" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"audience" text NOT NULL,
	"order_id" uuid,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_audience_known" CHECK ("push_subscriptions"."audience" in ('customer','staff')),
	CONSTRAINT "push_subscriptions_order_matches_audience" CHECK (("push_subscriptions"."audience" = 'customer') = ("push_subscriptions"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "old_values" jsonb;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_source_target_key" ON "notification_outbox" USING btree ("source_id","channel",coalesce("phone", ''),coalesce("subscription_id"::text, ''));--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("next_attempt_at") WHERE "notification_outbox"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "notification_outbox_order_idx" ON "notification_outbox" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_order_endpoint_key" ON "push_subscriptions" USING btree ("order_id","endpoint") WHERE "push_subscriptions"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_staff_endpoint_key" ON "push_subscriptions" USING btree ("endpoint") WHERE "push_subscriptions"."audience" = 'staff';--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- Order notifications (docs/product.md#order-notifications; decision 023). Every change of an
-- order's status writes an order_status_events row in the transaction that makes the change (the
-- one-statement checkout included), and every refund a refunds row; these triggers queue the
-- messages in that same transaction, so a rollback queues nothing and a commit cannot lose them.
CREATE FUNCTION queue_customer_notification(source uuid, note_kind text, for_order uuid, customer text, note_data jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- SMS to the account's verified number, unless the customer switched order SMS off.
  INSERT INTO notification_outbox (source_id, kind, channel, order_id, user_id, phone, data)
  SELECT source, note_kind, 'sms', for_order, u.id, u.phone_number, note_data
  FROM users u
  WHERE u.id = customer AND u.phone_number IS NOT NULL AND u.phone_number_verified
    AND NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = u.id AND NOT p.order_sms)
  ON CONFLICT DO NOTHING;
  -- Push to every browser that asked to follow this order.
  INSERT INTO notification_outbox (source_id, kind, channel, order_id, user_id, subscription_id, data)
  SELECT source, note_kind, 'push', for_order, s.user_id, s.id, note_data
  FROM push_subscriptions s
  WHERE s.order_id = for_order AND s.audience = 'customer' AND s.user_id = customer
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
CREATE FUNCTION queue_order_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o record;
  note_kind text;
BEGIN
  SELECT user_id, order_type INTO o FROM orders WHERE id = NEW.order_id;
  IF NEW.to_status = 'placed' THEN
    -- A new order for the kitchen: every staff device that asked, while its account may see orders.
    INSERT INTO notification_outbox (source_id, kind, channel, order_id, user_id, subscription_id)
    SELECT NEW.id, 'order_placed', 'push', NEW.order_id, s.user_id, s.id
    FROM push_subscriptions s JOIN users u ON u.id = s.user_id
    WHERE s.audience = 'staff' AND u.role IN ('staff', 'manager', 'admin') AND NOT u.banned
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
  note_kind := CASE NEW.to_status
    WHEN 'accepted' THEN 'order_accepted'
    WHEN 'out_for_delivery' THEN
      CASE WHEN o.order_type = 'pickup' THEN 'order_ready_for_pickup' ELSE 'order_out_for_delivery' END
    WHEN 'delivered' THEN 'order_delivered'
    WHEN 'cancelled' THEN 'order_cancelled'
  END;
  IF note_kind IS NULL THEN
    RETURN NULL;
  END IF;
  -- No message for what the customer did or watched happen: their own cancellation, or an online
  -- order never paid (it ends on the pay page in front of them).
  IF NEW.to_status = 'cancelled'
     AND (NEW.from_status = 'awaiting_payment' OR NEW.actor_user_id IS NOT DISTINCT FROM o.user_id) THEN
    RETURN NULL;
  END IF;
  PERFORM queue_customer_notification(NEW.id, note_kind, NEW.order_id, o.user_id,
    CASE WHEN NEW.reason IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('reason', NEW.reason) END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_status_events_queue_notifications AFTER INSERT ON order_status_events
FOR EACH ROW EXECUTE FUNCTION queue_order_notifications();
--> statement-breakpoint
CREATE FUNCTION queue_refund_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM queue_customer_notification(NEW.id, 'refund_started', NEW.order_id,
    (SELECT user_id FROM orders WHERE id = NEW.order_id), jsonb_build_object('amountPaise', NEW.amount_paise));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refunds_queue_notification AFTER INSERT ON refunds
FOR EACH ROW EXECUTE FUNCTION queue_refund_notification();
