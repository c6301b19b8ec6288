-- Goalie and Liberty: goals with their contributions, and debts.
CREATE TABLE "financial_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"target_cents" bigint NOT NULL,
	"target_date" date,
	"starting_cents" bigint DEFAULT 0 NOT NULL,
	"linked_account" text,
	"match_text" text,
	"priority" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_active" boolean GENERATED ALWAYS AS ("status" = 'active') STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "financial_goals_user_idx" ON "financial_goals" ("user_id", "priority");--> statement-breakpoint
CREATE TABLE "goal_contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"goal_id" uuid NOT NULL REFERENCES "financial_goals"("id") ON DELETE cascade,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "goal_contributions_goal_idx" ON "goal_contributions" ("user_id", "goal_id", "date");--> statement-breakpoint
CREATE TABLE "debts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"balance_cents" bigint NOT NULL,
	"apr" real NOT NULL,
	"minimum" jsonb NOT NULL,
	"promo_apr" real,
	"promo_months" integer,
	"due_day" integer,
	"linked_account" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "debts_user_idx" ON "debts" ("user_id");
