CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"tag" text DEFAULT 'Custom' NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"address_line3" text,
	"city" text,
	"postal_code" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"partner" text NOT NULL,
	"external_id" text NOT NULL,
	"state" text NOT NULL,
	"fee" integer NOT NULL,
	"currency" text NOT NULL,
	"runner_name" text,
	"runner_phone" text,
	"runner_vehicle" text,
	"delivery_staff_id" text,
	"tracking_url" text,
	"eta_at" timestamp with time zone,
	"courier_lat" double precision,
	"courier_lng" double precision,
	"courier_at" timestamp with time zone,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"partner" text NOT NULL,
	"phase" text NOT NULL,
	"reference" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lng" double precision NOT NULL,
	"drop_lat" double precision NOT NULL,
	"drop_lng" double precision NOT NULL,
	"drop_text" text NOT NULL,
	"fee" integer NOT NULL,
	"currency" text NOT NULL,
	"courier_name" text,
	"courier_phone" text,
	"vehicle" text,
	"staff_id" text,
	"pace" double precision DEFAULT 1 NOT NULL,
	"notified_state" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "merchant_locations" ADD COLUMN "delivery_area" jsonb;--> statement-breakpoint
ALTER TABLE "merchant_locations" ADD COLUMN "delivery_fee_bands" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_distance_km" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrival_car" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrival_spot" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("customer_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_order_attempt_idx" ON "deliveries" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_partner_external_idx" ON "deliveries" USING btree ("partner","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_one_live_idx" ON "deliveries" USING btree ("order_id") WHERE "deliveries"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "deliveries_staff_idx" ON "deliveries" USING btree ("delivery_staff_id");--> statement-breakpoint
CREATE INDEX "sandbox_deliveries_live_idx" ON "sandbox_deliveries" USING btree ("phase","accepted_at");--> statement-breakpoint
CREATE INDEX "sandbox_deliveries_reference_idx" ON "sandbox_deliveries" USING btree ("reference");--> statement-breakpoint
-- Saved addresses move from the profile's list to their own rows (newest first there; the newest is the default).
INSERT INTO "addresses" ("customer_id", "tag", "address_line1", "lat", "lng", "is_default")
SELECT c."id",
  CASE WHEN e.value->>'label' IN ('Home', 'Work', 'Business') THEN e.value->>'label' ELSE 'Custom' END,
  e.value->>'address', (e.value->>'lat')::double precision, (e.value->>'lng')::double precision, e.ordinality = 1
FROM "customers" c, jsonb_array_elements(c."location_details") WITH ORDINALITY AS e(value, ordinality)
WHERE jsonb_typeof(c."location_details") = 'array';--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "location_details";