-- Automa's rules and their run log. A run row is written before a rule acts, and (rule, event) is
-- unique: a retried import or a second tick never acts twice. A deleted rule keeps its log (rule_id null).
CREATE TABLE "automation_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"confirmed_broad" boolean DEFAULT false NOT NULL,
	"dry_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "automation_rules_user_idx" ON "automation_rules" ("user_id", "created_at");--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"rule_id" uuid REFERENCES "automation_rules"("id") ON DELETE set null,
	"rule_name" text NOT NULL,
	"event_key" text NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"details" jsonb NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "automation_runs_rule_event_idx" ON "automation_runs" ("rule_id", "event_key");--> statement-breakpoint
CREATE INDEX "automation_runs_user_idx" ON "automation_runs" ("user_id", "fired_at");--> statement-breakpoint
-- Automa's "add note" action (the note is the user's too: shown and exported with the row)
ALTER TABLE "transactions" ADD COLUMN "note" text;
