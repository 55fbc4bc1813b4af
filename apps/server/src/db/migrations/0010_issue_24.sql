CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "party_answer" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "party_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answer_extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_splits" ADD COLUMN "tip_type" text DEFAULT 'FLATFEE' NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address","created_at");