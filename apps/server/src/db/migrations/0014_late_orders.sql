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
ALTER TABLE "late_order_followups" ADD CONSTRAINT "late_order_followups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_order_rules" ADD CONSTRAINT "late_order_rules_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "late_order_followups_credit_idx" ON "late_order_followups" USING btree ("location_id","credit_state");