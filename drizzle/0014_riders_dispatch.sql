CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"rider_id" text NOT NULL,
	"shift_id" uuid NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" text,
	"acknowledged_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	"door_latitude" double precision,
	"door_longitude" double precision,
	"door_distance_m" integer,
	"fail_reason" text,
	"fail_note" text,
	"fail_photo" text,
	"collected_method" text,
	"collected_paise" integer DEFAULT 0 NOT NULL,
	"collected_at" timestamp with time zone,
	CONSTRAINT "deliveries_status_known" CHECK ("deliveries"."status" in ('assigned','picked_up','delivered','failed','withdrawn')),
	CONSTRAINT "deliveries_collected_nonnegative" CHECK ("deliveries"."collected_paise" >= 0),
	CONSTRAINT "deliveries_fail_note_length" CHECK ("deliveries"."fail_note" is null or char_length("deliveries"."fail_note") <= 300)
);
--> statement-breakpoint
CREATE TABLE "rider_cash_hand_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"rider_id" text NOT NULL,
	"expected_paise" integer NOT NULL,
	"counted_paise" integer NOT NULL,
	"reason" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_cash_hand_ins_counted_nonnegative" CHECK ("rider_cash_hand_ins"."counted_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rider_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" text NOT NULL,
	"delivery_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" text NOT NULL,
	"float_paise" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" text,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	CONSTRAINT "rider_shifts_float_range" CHECK ("rider_shifts"."float_paise" between 0 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "rider_taps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rider_id" text NOT NULL,
	"delivery_id" uuid NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_audience_known";--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "dispatch" jsonb;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_shift_id_rider_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."rider_shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_cash_hand_ins" ADD CONSTRAINT "rider_cash_hand_ins_shift_id_rider_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."rider_shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_cash_hand_ins" ADD CONSTRAINT "rider_cash_hand_ins_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_cash_hand_ins" ADD CONSTRAINT "rider_cash_hand_ins_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_positions" ADD CONSTRAINT "rider_positions_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_positions" ADD CONSTRAINT "rider_positions_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_profiles" ADD CONSTRAINT "rider_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_shifts" ADD CONSTRAINT "rider_shifts_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_shifts" ADD CONSTRAINT "rider_shifts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_shifts" ADD CONSTRAINT "rider_shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_taps" ADD CONSTRAINT "rider_taps_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_taps" ADD CONSTRAINT "rider_taps_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_one_active_per_order_key" ON "deliveries" USING btree ("order_id") WHERE "deliveries"."status" in ('assigned', 'picked_up');--> statement-breakpoint
CREATE INDEX "deliveries_rider_status_idx" ON "deliveries" USING btree ("rider_id","status");--> statement-breakpoint
CREATE INDEX "deliveries_shift_idx" ON "deliveries" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("order_id","assigned_at");--> statement-breakpoint
CREATE INDEX "rider_cash_hand_ins_shift_idx" ON "rider_cash_hand_ins" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "rider_positions_rider_recorded_idx" ON "rider_positions" USING btree ("rider_id","recorded_at");--> statement-breakpoint
CREATE INDEX "rider_positions_delivery_recorded_idx" ON "rider_positions" USING btree ("delivery_id","recorded_at");--> statement-breakpoint
CREATE INDEX "rider_positions_recorded_idx" ON "rider_positions" USING btree ("recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_shifts_one_open_key" ON "rider_shifts" USING btree ("rider_id") WHERE "rider_shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "rider_shifts_opened_at_idx" ON "rider_shifts" USING btree ("opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_rider_endpoint_key" ON "push_subscriptions" USING btree ("endpoint") WHERE "push_subscriptions"."audience" = 'rider';--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_kind_known" CHECK ("notification_outbox"."kind" in ('order_placed','order_accepted','order_out_for_delivery','order_ready_for_pickup','order_delivered','order_cancelled','refund_started','delivery_assigned'));--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_audience_known" CHECK ("push_subscriptions"."audience" in ('customer','staff','rider'));