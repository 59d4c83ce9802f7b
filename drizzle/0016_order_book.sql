-- The order book and the day close (docs/product.md#one-order-book). shop_zone() and
-- shop_day_now() give a row its shop day by default: today's date on the shop's clock.
CREATE OR REPLACE FUNCTION shop_zone() RETURNS text LANGUAGE sql STABLE AS $$
  select coalesce((select s.shop_hours->>'timeZone' from site_settings s where s.id = 'site'), 'Asia/Kolkata')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_day_now() RETURNS date LANGUAGE sql STABLE AS $$
  select (now() at time zone shop_zone())::date
$$;--> statement-breakpoint
CREATE TABLE "day_closes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_day" date NOT NULL,
	"opening_float_paise" integer NOT NULL,
	"expected_cash_paise" integer NOT NULL,
	"counted_cash_paise" integer NOT NULL,
	"variance_reason" text,
	"figures" jsonb NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" text,
	"reopen_reason" text,
	CONSTRAINT "day_closes_amounts" CHECK ("day_closes"."opening_float_paise" >= 0 and "day_closes"."counted_cash_paise" >= 0),
	CONSTRAINT "day_closes_reopen_reason" CHECK ("day_closes"."reopened_at" is null or char_length(coalesce("day_closes"."reopen_reason", '')) > 0)
);
--> statement-breakpoint
CREATE TABLE "token_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_day" date NOT NULL,
	"first_token" integer NOT NULL,
	"last_token" integer NOT NULL,
	"reserved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_blocks_range" CHECK ("token_blocks"."first_token" between 1 and "token_blocks"."last_token")
);
--> statement-breakpoint
CREATE TABLE "token_counters" (
	"shop_day" date PRIMARY KEY NOT NULL,
	"last_token" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "gateway_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "token" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "counter_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_day" date DEFAULT shop_day_now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "external_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_collected_gst" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "method" text DEFAULT 'gateway' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "shop_day" date DEFAULT shop_day_now() NOT NULL;--> statement-breakpoint
ALTER TABLE "rider_cash_hand_ins" ADD COLUMN "shop_day" date DEFAULT shop_day_now() NOT NULL;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_blocks" ADD CONSTRAINT "token_blocks_reserved_by_users_id_fk" FOREIGN KEY ("reserved_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_closes_one_standing_key" ON "day_closes" USING btree ("shop_day") WHERE "day_closes"."reopened_at" is null;--> statement-breakpoint
CREATE INDEX "day_closes_shop_day_idx" ON "day_closes" USING btree ("shop_day","closed_at");--> statement-breakpoint
CREATE INDEX "token_blocks_day_idx" ON "token_blocks" USING btree ("shop_day","reserved_by");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_staff_idempotency_key" ON "orders" USING btree ("idempotency_key") WHERE "orders"."taken_by" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_day_token_key" ON "orders" USING btree ("shop_day","token") WHERE "orders"."token" is not null;--> statement-breakpoint
CREATE INDEX "orders_shop_day_idx" ON "orders" USING btree ("shop_day");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_channel_external_id_key" ON "orders" USING btree ("channel","external_order_id") WHERE "orders"."external_order_id" is not null;--> statement-breakpoint
CREATE INDEX "refunds_shop_day_idx" ON "refunds" USING btree ("shop_day");--> statement-breakpoint
CREATE INDEX "rider_cash_hand_ins_shop_day_idx" ON "rider_cash_hand_ins" USING btree ("shop_day");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('online','counter','phone','aggregator'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_counter_kind_known" CHECK ("orders"."counter_kind" is null or "orders"."counter_kind" in ('takeaway','dine_in'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_unless_counter" CHECK ("orders"."user_id" is not null or "orders"."channel" = 'counter');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_token_only_counter" CHECK (("orders"."token" is null and "orders"."counter_kind" is null) or "orders"."channel" = 'counter');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taken_by_staff_channels" CHECK ("orders"."channel" in ('counter', 'phone') or "orders"."taken_by" is null);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method_known" CHECK ("refunds"."method" in ('gateway','cash','upi','card'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gateway_has_payment" CHECK (("refunds"."method" = 'gateway') = ("refunds"."gateway_payment_id" is not null));--> statement-breakpoint
-- Rows from before this migration: the date on the shop's clock when they were made.
UPDATE "orders" SET "shop_day" = ("created_at" at time zone shop_zone())::date;--> statement-breakpoint
UPDATE "refunds" SET "shop_day" = ("created_at" at time zone shop_zone())::date;--> statement-breakpoint
UPDATE "rider_cash_hand_ins" SET "shop_day" = ("created_at" at time zone shop_zone())::date;--> statement-breakpoint
-- The first day from natural_day on whose close does not stand: what a closed day's late order,
-- refund or hand-in is counted on instead (an adjustment). One index probe when the day is open.
CREATE OR REPLACE FUNCTION next_open_shop_day(natural_day date) RETURNS date LANGUAGE plpgsql STABLE AS $$
DECLARE d date := natural_day;
BEGIN
  WHILE EXISTS (SELECT 1 FROM day_closes c WHERE c.shop_day = d AND c.reopened_at IS NULL) LOOP
    d := d + 1;
  END LOOP;
  RETURN d;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_day_stays_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.shop_day := next_open_shop_day(coalesce(NEW.shop_day, shop_day_now()));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_shop_day_open BEFORE INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION shop_day_stays_open();--> statement-breakpoint
CREATE TRIGGER refunds_shop_day_open BEFORE INSERT ON "refunds" FOR EACH ROW EXECUTE FUNCTION shop_day_stays_open();--> statement-breakpoint
CREATE TRIGGER rider_cash_hand_ins_shop_day_open BEFORE INSERT ON "rider_cash_hand_ins" FOR EACH ROW EXECUTE FUNCTION shop_day_stays_open();
