CREATE TABLE "media_files" (
	"type" text NOT NULL,
	"id" text NOT NULL,
	"extension" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_type_id_extension_pk" PRIMARY KEY("type","id","extension")
);
