CREATE TABLE "order_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"round_no" integer NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"diner_id" uuid NOT NULL,
	"ticket_status" integer,
	"ticket_status_at" timestamp with time zone,
	"placed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"plan_no" integer NOT NULL,
	"mode" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"diner_id" uuid,
	"lines" jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"tax" integer NOT NULL,
	"tip" integer NOT NULL,
	"discount" integer NOT NULL,
	"wallet_redeemed" integer NOT NULL,
	"total" integer NOT NULL,
	"state" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tab_diners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiter_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" integer NOT NULL,
	"table_id" text NOT NULL,
	"order_id" uuid,
	"customer_id" uuid,
	"state" text NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "payments_one_holding_idx";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "round_no" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "diner_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "item_status" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "item_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tab_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "split_id" uuid;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD CONSTRAINT "order_rounds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD CONSTRAINT "order_rounds_diner_id_tab_diners_id_fk" FOREIGN KEY ("diner_id") REFERENCES "public"."tab_diners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_splits" ADD CONSTRAINT "order_splits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_splits" ADD CONSTRAINT "order_splits_diner_id_tab_diners_id_fk" FOREIGN KEY ("diner_id") REFERENCES "public"."tab_diners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_diners" ADD CONSTRAINT "tab_diners_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_diners" ADD CONSTRAINT "tab_diners_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_rounds_order_round_idx" ON "order_rounds" USING btree ("order_id","round_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_rounds_idempotency_key_idx" ON "order_rounds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "order_splits_order_idx" ON "order_splits" USING btree ("order_id","plan_no","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_splits_plan_position_idx" ON "order_splits" USING btree ("order_id","plan_no","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tab_diners_order_customer_idx" ON "tab_diners" USING btree ("order_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiter_calls_one_open_idx" ON "waiter_calls" USING btree ("location_id","table_id") WHERE "waiter_calls"."state" = 'open';--> statement-breakpoint
CREATE INDEX "waiter_calls_location_idx" ON "waiter_calls" USING btree ("location_id","state","called_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_split_id_order_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."order_splits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_tab_idx" ON "orders" USING btree ("location_id","table_id") WHERE "orders"."tab_state" in ('open', 'settling');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_holding_split_idx" ON "payments" USING btree ("split_id") WHERE "payments"."split_id" is not null and "payments"."state" in ('authorizing', 'authorized', 'collecting', 'collected');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_holding_idx" ON "payments" USING btree ("order_id") WHERE "payments"."split_id" is null and "payments"."state" in ('authorizing', 'authorized', 'collecting', 'collected');