CREATE TABLE "location_feed" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "location_feed_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"topic" text NOT NULL,
	"kind" text,
	"subject" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_feed" ADD CONSTRAINT "location_feed_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_feed_location_idx" ON "location_feed" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "location_feed_at_idx" ON "location_feed" USING btree ("at");