CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offer_text" text,
	"coupon_code" text,
	"menu_type" text DEFAULT 'pickup' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"rating" integer,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"target" text NOT NULL,
	"expires_at" timestamp with time zone,
	"visits" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"order_id" uuid,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_locations" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_questions" ADD CONSTRAINT "feedback_questions_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_location_idx" ON "campaigns" USING btree ("location_id","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_order_idx" ON "feedback" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "feedback_location_idx" ON "feedback" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_questions_location_idx" ON "feedback_questions" USING btree ("location_id","sort_order");--> statement-breakpoint
CREATE INDEX "short_links_location_idx" ON "short_links" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_customer_idx" ON "support_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_location_idx" ON "support_requests" USING btree ("location_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_requests_key_idx" ON "support_requests" USING btree ("customer_id","request_key");--> statement-breakpoint
-- Every restaurant asks the house questions until its staff change them (contracts feedback DEFAULT_FEEDBACK_QUESTIONS).
INSERT INTO "feedback_questions" ("location_id", "kind", "prompt", "required", "sort_order")
SELECT l."id", q."kind", q."prompt", q."required", q."sort_order"
FROM "merchant_locations" l
CROSS JOIN (VALUES
  ('rating', 'How was your order overall?', true, 1),
  ('rating', 'How was the food?', false, 2),
  ('rating', 'How was the service?', false, 3),
  ('text', 'Anything you would like to tell the restaurant?', false, 4)
) AS q("kind", "prompt", "required", "sort_order");--> statement-breakpoint
-- The rating on a restaurant's card is now the mean of its diners' feedback: none yet.
UPDATE "merchant_locations" SET "rating" = 0, "rating_count" = 0;
