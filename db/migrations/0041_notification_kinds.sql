-- Issue 30: the bell counted every line of the team's activity (49 unread after four imports, the one
-- real reminder buried). Each line now has a kind (core/notifications/kinds.ts); the bell counts only
-- the kinds that need the user, and the user chooses which reach the bell, email and push.
ALTER TABLE "activity" ADD COLUMN IF NOT EXISTS "kind" text DEFAULT 'progress' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN IF NOT EXISTS "notification_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- the lines written before: who wrote them says what they were (Goalie's budget alerts name the budget)
UPDATE "activity" SET "kind" = CASE
  WHEN "employee" = 'chime' THEN 'reminder'
  WHEN "employee" = 'roundtable' THEN 'podcast'
  WHEN "employee" = 'goalie' AND "message" ILIKE '%budget%' THEN 'budget-alert'
  WHEN "employee" = 'goalie' THEN 'goal-alert'
  WHEN "employee" = 'automa' AND "message" NOT LIKE 'Asked %' THEN 'automation'
  ELSE 'progress' END
WHERE "kind" = 'progress';
