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
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_stations" ADD CONSTRAINT "kitchen_stations_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_bumps_location_idx" ON "kitchen_bumps" USING btree ("location_id","bumped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_stations_location_key_idx" ON "kitchen_stations" USING btree ("location_id","key");