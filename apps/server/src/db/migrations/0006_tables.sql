CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"location_id" integer NOT NULL,
	"customer_id" uuid,
	"idempotency_key" uuid,
	"status" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"email" text,
	"guest_count" integer NOT NULL,
	"note" text,
	"device_id" text DEFAULT '' NOT NULL,
	"channel_name" text NOT NULL,
	"seat_together" text DEFAULT '1' NOT NULL,
	"reservation_date" text,
	"reservation_slot" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"table_ref" uuid,
	"quoted_wait_minutes" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"answer_by" timestamp with time zone,
	"seated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"ended_by" text,
	"reminded_at" timestamp with time zone,
	"is_feedback_submitted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "dining_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" integer NOT NULL,
	"table_id" text NOT NULL,
	"name" text NOT NULL,
	"section_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"reservable" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_table_ref_dining_tables_id_fk" FOREIGN KEY ("table_ref") REFERENCES "public"."dining_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_location_status_idx" ON "bookings" USING btree ("location_id","status");--> statement-breakpoint
CREATE INDEX "bookings_table_starts_idx" ON "bookings" USING btree ("table_ref","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_checkin_phone_idx" ON "bookings" USING btree ("phone") WHERE kind = 'checkin' AND status IN ('Active', 'Notified', 'Seated') AND channel_name = 'ONLINE';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_checkin_customer_idx" ON "bookings" USING btree ("customer_id") WHERE kind = 'checkin' AND status IN ('Active', 'Notified', 'Seated') AND channel_name = 'ONLINE';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_party_per_table_idx" ON "bookings" USING btree ("table_ref") WHERE status IN ('Notified', 'Seated') AND table_ref IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_location_table_idx" ON "dining_tables" USING btree ("location_id","table_id");