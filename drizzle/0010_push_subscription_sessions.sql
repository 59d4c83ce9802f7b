ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "server_key" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_subscription_idx" ON "notification_outbox" USING btree ("subscription_id") WHERE "notification_outbox"."subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
-- Push goes only to devices whose sign-in is still live. Signing out deletes the session and with
-- it (the foreign key above) the device's subscriptions; a session that simply ran out stays in
-- its table until better-auth meets it again, so the queries also check its expiry. Rows from
-- before this migration have no session and keep working until the device renews them.
CREATE OR REPLACE FUNCTION queue_customer_notification(source uuid, note_kind text, for_order uuid, customer text, note_data jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- SMS to the account's verified number, unless the customer switched order SMS off.
  INSERT INTO notification_outbox (source_id, kind, channel, order_id, user_id, phone, data)
  SELECT source, note_kind, 'sms', for_order, u.id, u.phone_number, note_data
  FROM users u
  WHERE u.id = customer AND u.phone_number IS NOT NULL AND u.phone_number_verified
    AND NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = u.id AND NOT p.order_sms)
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION queue_order_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o record;
  note_kind text;
BEGIN
  SELECT user_id, order_type INTO o FROM orders WHERE id = NEW.order_id;
  IF NEW.to_status = 'placed' THEN
    -- A new order for the kitchen: every staff device that asked, while its account may see
    -- orders and its sign-in is live.
    INSERT INTO notification_outbox (source_id, kind, channel, order_id, user_id, subscription_id)
    SELECT NEW.id, 'order_placed', 'push', NEW.order_id, s.user_id, s.id
    FROM push_subscriptions s JOIN users u ON u.id = s.user_id
    WHERE s.audience = 'staff' AND u.role IN ('staff', 'manager', 'admin') AND NOT u.banned
      AND (s.session_id IS NULL OR EXISTS (
        SELECT 1 FROM sessions ss WHERE ss.id = s.session_id AND ss.expires_at > now()))
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
