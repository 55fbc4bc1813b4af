CREATE TABLE "owner_restaurants" (
	"staff_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "owner_restaurants_staff_id_location_id_pk" PRIMARY KEY("staff_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "staff_session_restaurants" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"location_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_restaurants" ADD CONSTRAINT "owner_restaurants_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_restaurants" ADD CONSTRAINT "owner_restaurants_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_session_restaurants" ADD CONSTRAINT "staff_session_restaurants_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_session_restaurants" ADD CONSTRAINT "staff_session_restaurants_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;