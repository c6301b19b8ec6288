-- Goalie's budgets: a monthly limit per category or subcategory; the month each alert was last sent.
CREATE TABLE "budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"category" text NOT NULL,
	"subcategory" text,
	"limit_cents" bigint NOT NULL,
	"alerted_near_month" text,
	"alerted_over_month" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_user_scope_idx" ON "budgets" ("user_id", "category", "subcategory") NULLS NOT DISTINCT;
