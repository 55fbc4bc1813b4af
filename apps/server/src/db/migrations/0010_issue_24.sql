CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_bookings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"asked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "party_answer" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "party_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answer_extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD COLUMN "token" text DEFAULT translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_') NOT NULL;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD COLUMN "voided_lines" jsonb;--> statement-breakpoint
ALTER TABLE "order_splits" ADD COLUMN "tip_type" text DEFAULT 'FLATFEE' NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_bookings" ADD CONSTRAINT "courier_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "courier_bookings_due_idx" ON "courier_bookings" USING btree ("due_at") WHERE "courier_bookings"."asked_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_phone_idx" ON "bookings" USING btree ("phone");