-- What the user pays towards their debts each month (the planner's budget) and where it stands in the
-- priority waterfall that shares the monthly surplus with the goals.
ALTER TABLE "user_preferences" ADD COLUMN "debt_budget_cents" bigint;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "debt_priority" integer DEFAULT 1 NOT NULL;
