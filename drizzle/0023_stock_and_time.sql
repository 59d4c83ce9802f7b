CREATE TABLE "order_slots" (
	"slot_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"taken" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "order_slots_within_capacity" CHECK ("order_slots"."taken" <= "order_slots"."capacity"),
	CONSTRAINT "order_slots_taken_not_negative" CHECK ("order_slots"."taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "time_windows" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "stock_left" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "stock_par" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "stock_low_at" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "stock_counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "time_windows" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "stock_left" integer;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "stock_par" integer;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "stock_low_at" integer;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "stock_counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "later_orders" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "stock_reset_day" date;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_stock_left_not_negative" CHECK ("menu_items"."stock_left" >= 0);--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_stock_par_not_negative" CHECK ("menu_items"."stock_par" >= 0);--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_stock_low_not_negative" CHECK ("menu_items"."stock_low_at" >= 0);--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_stock_left_not_negative" CHECK ("options"."stock_left" >= 0);--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_stock_par_not_negative" CHECK ("options"."stock_par" >= 0);--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_stock_low_not_negative" CHECK ("options"."stock_low_at" >= 0);--> statement-breakpoint
-- A cancelled order (by its customer, by staff, or an unpaid online order expiring) gives back what
-- it took: its quantities to each counted item and option, unless staff set that count again after
-- the order was placed (a fresh count already reflects the shelf), and its place in its slot. Only
-- an order cancelled before it left the shop: food that went out with a rider is not back on the
-- shelf. In the database, so every path that cancels gives back, on every instance.
CREATE FUNCTION give_back_on_cancel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE menu_items mi SET stock_left = mi.stock_left + q.n
  FROM (SELECT menu_item_id, sum(quantity)::int AS n FROM order_items
        WHERE order_id = NEW.id AND menu_item_id IS NOT NULL GROUP BY menu_item_id) q
  WHERE mi.id = q.menu_item_id AND mi.stock_left IS NOT NULL
    AND (mi.stock_counted_at IS NULL OR mi.stock_counted_at <= OLD.created_at);
  UPDATE options o SET stock_left = o.stock_left + q.n
  FROM (SELECT (c->>'optionId')::uuid AS option_id, sum(oi.quantity)::int AS n
        FROM order_items oi CROSS JOIN LATERAL jsonb_array_elements(oi.options) c
        WHERE oi.order_id = NEW.id GROUP BY 1) q
  WHERE o.id = q.option_id AND o.stock_left IS NOT NULL
    AND (o.stock_counted_at IS NULL OR o.stock_counted_at <= OLD.created_at);
  IF OLD.scheduled_for IS NOT NULL THEN
    UPDATE order_slots SET taken = taken - 1 WHERE slot_at = OLD.scheduled_for AND taken > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_give_back_on_cancel AFTER UPDATE OF status ON orders
FOR EACH ROW WHEN (NEW.status = 'cancelled'
  AND OLD.status IN ('awaiting_payment', 'placed', 'accepted', 'preparing', 'ready'))
EXECUTE FUNCTION give_back_on_cancel();
