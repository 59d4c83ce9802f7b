-- Staff order keys unique by channel (migration 0016 keyed them on taken_by, which a deleted staff
-- account empties), and no gateway refund message for a refund handed back at the counter.
DROP INDEX "orders_staff_idempotency_key";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_staff_idempotency_key" ON "orders" USING btree ("idempotency_key") WHERE "orders"."channel" in ('counter', 'phone');--> statement-breakpoint
-- A refund handed back at the counter (a manager's void: cash, UPI or card) is not the gateway's:
-- the customer is not told their money "reaches your account in 5-7 working days".
CREATE OR REPLACE FUNCTION queue_refund_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.method <> 'gateway' THEN
    RETURN NULL;
  END IF;
  PERFORM queue_customer_notification(NEW.id, 'refund_started', NEW.order_id,
    (SELECT user_id FROM orders WHERE id = NEW.order_id), jsonb_build_object('amountPaise', NEW.amount_paise));
  RETURN NULL;
END $$;
