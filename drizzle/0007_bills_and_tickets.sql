CREATE TABLE "bill_counters" (
	"financial_year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_consistent";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxable_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_added_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_terms" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ticket_printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "billing" jsonb;--> statement-breakpoint
-- Orders placed before bills existed: no tax, so what they were taxed on is what they cost.
UPDATE "orders" SET "taxable_paise" = "total_paise";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_bill_number_key" ON "orders" USING btree ("bill_number");--> statement-breakpoint
CREATE INDEX "orders_billed_at_idx" ON "orders" USING btree ("billed_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_added_consistent" CHECK ("orders"."tax_added_paise" = 0 or "orders"."tax_added_paise" = "orders"."cgst_paise" + "orders"."sgst_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_consistent" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" + "orders"."delivery_fee_paise" + "orders"."tax_added_paise");