CREATE TABLE "ordering_controls" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"paused_until" timestamp with time zone,
	"pace_limit" integer,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "prep_minutes" integer;--> statement-breakpoint
ALTER TABLE "ordering_controls" ADD CONSTRAINT "ordering_controls_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;