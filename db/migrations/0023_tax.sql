-- Ledger's tax assistant: the user's tax settings, the line they confirmed or changed per
-- transaction, and their mileage log.
CREATE TABLE "tax_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"jurisdiction" text DEFAULT 'US' NOT NULL,
	"tax_year" text NOT NULL,
	"filing_status" text,
	"prior_year_tax_cents" bigint,
	"prior_year_agi_cents" bigint,
	"gross_income_cents" bigint,
	"home_office_sq_ft" integer,
	"home_office_hours_per_month" integer,
	"home_office_months" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "tax_line_choices" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"transaction_id" uuid NOT NULL REFERENCES "transactions"("id") ON DELETE cascade,
	"line" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "transaction_id")
);--> statement-breakpoint
CREATE TABLE "mileage_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"date" date NOT NULL,
	"purpose" text NOT NULL,
	"distance" real NOT NULL,
	"unit" text DEFAULT 'miles' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "mileage_log_user_idx" ON "mileage_log" ("user_id", "date");
