-- pg_trgm ships with PostgreSQL (contrib) and with PGlite (loaded by db/client.ts); it is a trusted extension, so the
-- database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "merchant_locations_merchant_idx" ON "merchant_locations" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "merchant_locations_branch_name_trgm_idx" ON "merchant_locations" USING gin ("branch_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "merchant_locations_city_trgm_idx" ON "merchant_locations" USING gin ("city" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "merchant_locations_address_trgm_idx" ON "merchant_locations" USING gin ("address" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "merchant_locations_cuisine_trgm_idx" ON "merchant_locations" USING gin (("cuisine"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "merchants_name_trgm_idx" ON "merchants" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);