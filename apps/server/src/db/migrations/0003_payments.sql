CREATE TABLE "coupon_redemptions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"customer_id" uuid,
	"phone" text NOT NULL,
	"amount" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount" integer,
	"minimum_order" integer DEFAULT 0 NOT NULL,
	"order_types" jsonb,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"per_customer_limit" integer,
	"total_limit" integer,
	"listed" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"offer_type" text NOT NULL,
	"percent_off" integer,
	"order_types" jsonb,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_offers" (
	"order_id" uuid NOT NULL,
	"offer_id" integer NOT NULL,
	"title" text NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"order_id" uuid NOT NULL,
	"start_key" uuid NOT NULL,
	"payment_type" text NOT NULL,
	"state" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"authorized_amount" integer DEFAULT 0 NOT NULL,
	"collected_amount" integer DEFAULT 0 NOT NULL,
	"attempt_key" uuid,
	"collect_key" uuid,
	"processor_ref" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"saved_card_id" uuid,
	"link_url" text,
	"link_expires_at" timestamp with time zone,
	"upi_uri" text,
	"upi_sandbox_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_collect_within_authorization" CHECK ("payments"."collected_amount" <= greatest("payments"."authorized_amount", "payments"."amount"))
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"payment_method" text NOT NULL,
	"fingerprint" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"zipcode" text,
	"street_no" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"ref" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"token" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"state" text NOT NULL,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"capture_key" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"scenario" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_offers" ADD CONSTRAINT "item_offers_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_offers" ADD CONSTRAINT "item_offers_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_offer_id_item_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."item_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_location_code_idx" ON "coupons" USING btree ("location_id","code");--> statement-breakpoint
CREATE INDEX "item_offers_location_item_idx" ON "item_offers" USING btree ("location_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_offers_order_offer_idx" ON "order_offers" USING btree ("order_id","offer_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_start_key_idx" ON "payments" USING btree ("order_id","start_key");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_processor_ref_idx" ON "payments" USING btree ("processor_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_holding_idx" ON "payments" USING btree ("order_id") WHERE "payments"."state" in ('authorizing', 'authorized', 'collecting', 'collected');--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_customer_fingerprint_idx" ON "saved_cards" USING btree ("customer_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_key_idx" ON "sandbox_charges" USING btree ("kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_charges_reference_idx" ON "sandbox_charges" USING btree ("reference");