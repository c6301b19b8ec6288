-- Chime's bills, and the proposals the user dismissed (never proposed again).
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"merchant_key" text NOT NULL,
	"expected" jsonb NOT NULL,
	"cadence" jsonb NOT NULL,
	"anchor" date NOT NULL,
	"weekend" text,
	"account" text,
	"autopay" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"lead_days" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "bills_user_idx" ON "bills" ("user_id");--> statement-breakpoint
CREATE TABLE "bill_dismissals" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"merchant_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "merchant_key")
);
