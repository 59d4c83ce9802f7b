CREATE TABLE "menu_item_option_groups" (
	"menu_item_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"selection" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_selection_known" CHECK ("option_groups"."selection" in ('single','multiple')),
	CONSTRAINT "option_groups_choices_range" CHECK ("option_groups"."min_choices" >= 0 and "option_groups"."max_choices" >= 1 and "option_groups"."min_choices" <= "option_groups"."max_choices"),
	CONSTRAINT "option_groups_required_min" CHECK ("option_groups"."required" = ("option_groups"."min_choices" >= 1)),
	CONSTRAINT "option_groups_single_max" CHECK ("option_groups"."selection" <> 'single' or "option_groups"."max_choices" = 1)
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_delta_paise" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "options_price_delta_not_negative" CHECK ("options"."price_delta_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_item_option_groups_pkey_idx" ON "menu_item_option_groups" USING btree ("menu_item_id","group_id");--> statement-breakpoint
CREATE INDEX "menu_item_option_groups_group_id_idx" ON "menu_item_option_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "options_group_id_idx" ON "options" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_note_length" CHECK ("order_items"."note" is null or char_length("order_items"."note") <= 140);