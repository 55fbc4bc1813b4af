CREATE TABLE "service_pauses" (
	"location_id" integer NOT NULL,
	"service" text NOT NULL,
	"until" timestamp with time zone,
	"set_by" uuid NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "service_pauses_location_id_service_pk" PRIMARY KEY("location_id","service")
);
--> statement-breakpoint
ALTER TABLE "service_pauses" ADD CONSTRAINT "service_pauses_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;