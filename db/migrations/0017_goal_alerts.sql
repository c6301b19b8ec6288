-- The last alert Goalie gave about a goal ('reached', 'at risk', 'behind'): each is said once until the goal's state changes.
ALTER TABLE "financial_goals" ADD COLUMN "last_alert" text;
