CREATE TABLE "event_menu_items" (
	"event_menu_id" integer NOT NULL,
	"item_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"event_slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_menu_id" integer NOT NULL,
	"label" text NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" integer,
	"entity_type" text NOT NULL,
	"mime_type" text NOT NULL,
	"extension" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"tax_rate" integer,
	"diet" text NOT NULL,
	"item_type" text DEFAULT 'food' NOT NULL,
	"display" integer DEFAULT 1 NOT NULL,
	"visible_to" jsonb DEFAULT '["C"]'::jsonb NOT NULL,
	"menu_types" jsonb DEFAULT '["pickup","delivery","dinein"]'::jsonb NOT NULL,
	"stock_quantity" integer,
	"alert_quantity" integer,
	"media_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"image_media_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"location_slug" text NOT NULL,
	"branch_name" text NOT NULL,
	"branch" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone_number" text NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"cost" integer NOT NULL,
	"time_zone_cd" text NOT NULL,
	"working_hours" jsonb NOT NULL,
	"delivery" boolean DEFAULT false NOT NULL,
	"digital_menu" boolean DEFAULT true NOT NULL,
	"high_chair" boolean DEFAULT false NOT NULL,
	"dining" boolean DEFAULT true NOT NULL,
	"take_away" boolean DEFAULT true NOT NULL,
	"online_checkin" boolean DEFAULT false NOT NULL,
	"online_order" boolean DEFAULT true NOT NULL,
	"parking" boolean DEFAULT false NOT NULL,
	"cards" boolean DEFAULT true NOT NULL,
	"pref" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"table_section" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"safety_measures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"facilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cuisine" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"diets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_checkin_wait_threshold" integer DEFAULT 60 NOT NULL,
	"max_online_checkin" integer DEFAULT 10 NOT NULL,
	"redirect_url" text,
	"default_pick_up_eta" integer DEFAULT 20 NOT NULL,
	"default_delivery_eta" integer DEFAULT 45 NOT NULL,
	"payment_provider" text DEFAULT 'sandbox' NOT NULL,
	"delivery_km_radius" double precision DEFAULT 5 NOT NULL,
	"location_delivery_providers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scheduled_delivery" boolean DEFAULT false NOT NULL,
	"scheduled_delivery_cut_off_time" integer DEFAULT 60 NOT NULL,
	"scheduled_delivery_duration_in_days" integer DEFAULT 0 NOT NULL,
	"disabled_services" jsonb DEFAULT '{"isReservation":false}'::jsonb NOT NULL,
	"cancellation_policy" text DEFAULT '' NOT NULL,
	"delivery_settings" jsonb DEFAULT '{"minimumOrder":0,"deliveryFee":0,"freeDeliveryAbove":null}'::jsonb NOT NULL,
	"platform_configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pickup_cutoff" integer DEFAULT 15 NOT NULL,
	"default_tax" integer DEFAULT 0 NOT NULL,
	"order_tax" integer DEFAULT 0 NOT NULL,
	"default_item_tax" integer DEFAULT 0 NOT NULL,
	"quick_check_in" boolean DEFAULT false NOT NULL,
	"share_table" boolean DEFAULT false NOT NULL,
	"assign_table_during_quick_check_in" boolean DEFAULT false NOT NULL,
	"data_cap_cnp_payment" boolean DEFAULT false NOT NULL,
	"is_surcharge_enabled" boolean DEFAULT false NOT NULL,
	"theme_primary_color" text,
	"theme_text_color" text,
	"google_tag" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"merchant_type" text NOT NULL,
	"about_us" text DEFAULT '' NOT NULL,
	CONSTRAINT "merchants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "modifier_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"modifier_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"type_id" text NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"type_group" text NOT NULL,
	"menu_type" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_menu_items" ADD CONSTRAINT "event_menu_items_event_menu_id_event_menus_id_fk" FOREIGN KEY ("event_menu_id") REFERENCES "public"."event_menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_menu_items" ADD CONSTRAINT "event_menu_items_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_menus" ADD CONSTRAINT "event_menus_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_slots" ADD CONSTRAINT "event_slots_event_menu_id_event_menus_id_fk" FOREIGN KEY ("event_menu_id") REFERENCES "public"."event_menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_subcategory_id_menu_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."menu_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_subcategories" ADD CONSTRAINT "menu_subcategories_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_subcategories" ADD CONSTRAINT "menu_subcategories_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_locations" ADD CONSTRAINT "merchant_locations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD CONSTRAINT "modifier_options_modifier_id_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_types" ADD CONSTRAINT "order_types_location_id_merchant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."merchant_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_menu_items_pk" ON "event_menu_items" USING btree ("event_menu_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_menus_location_slug_idx" ON "event_menus" USING btree ("location_id","event_slug");--> statement-breakpoint
CREATE INDEX "media_location_idx" ON "media" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "menu_categories_location_idx" ON "menu_categories" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "menu_items_location_idx" ON "menu_items" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_items_location_slug_idx" ON "menu_items" USING btree ("location_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_locations_slug_idx" ON "merchant_locations" USING btree ("location_slug");--> statement-breakpoint
CREATE INDEX "merchant_locations_city_idx" ON "merchant_locations" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "modifier_options_modifier_idx" ON "modifier_options" USING btree ("modifier_id");--> statement-breakpoint
CREATE INDEX "modifiers_item_idx" ON "modifiers" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_types_location_menu_type_idx" ON "order_types" USING btree ("location_id","menu_type");