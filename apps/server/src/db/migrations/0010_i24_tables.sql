ALTER TABLE "dining_tables" ADD COLUMN "token" text DEFAULT translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_') NOT NULL;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD COLUMN "voided_lines" jsonb;