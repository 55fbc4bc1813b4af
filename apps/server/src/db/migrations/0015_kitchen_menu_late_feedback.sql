CREATE TABLE "kitchen_bumps" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"round_no" integer NOT NULL,
	"bumped_by" text NOT NULL,
	"bumped_at" timestamp with time zone NOT NULL,
	"recalled_by" text,
	"recalled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kitchen_stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"dish_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "late_order_followups" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"customer_id" uuid,
	"promised_at" timestamp with time zone NOT NULL,
	"new_time" timestamp with time zone NOT NULL,
	"told_at" timestamp with time zone NOT NULL,
	"credit_amount" integer,
	"credit_state" text,
	"credit_offered_at" timestamp with time zone,
	"credit_given_at" timestamp with time zone,
	"credit_given_by" text,
	CONSTRAINT "late_order_followups_credit_positive" CHECK ("late_order_followups"."credit_amount" is null or "late_order_followups"."credit_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "late_order_rules" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"grace_minutes" integer NOT NULL,
	"credit_after_minutes" integer NOT NULL,
	"credit_amount" integer NOT NULL,
	"credit_automatic" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_by" uuid;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_stations" ADD CONSTRAINT "kitchen_stations_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_order_followups" ADD CONSTRAINT "late_order_followups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_order_rules" ADD CONSTRAINT "late_order_rules_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_bumps_location_idx" ON "kitchen_bumps" USING btree ("location_id","bumped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_stations_location_key_idx" ON "kitchen_stations" USING btree ("location_id","key");--> statement-breakpoint
CREATE INDEX "late_order_followups_credit_idx" ON "late_order_followups" USING btree ("location_id","credit_state");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_staff_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;