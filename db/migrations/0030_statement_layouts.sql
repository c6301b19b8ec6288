-- Byte's answers per statement layout: when a user tells Byte how to read a file (the amounts of a
-- card export are money spent), the next file with the same header and delimiter is read the same
-- way without asking again.
CREATE TABLE "statement_layouts" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"fingerprint" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_layouts_user_id_fingerprint_pk" PRIMARY KEY("user_id","fingerprint")
);
