-- Issue 28: a push subscription belongs to the account that made it. With the endpoint unique across
-- accounts, another account posting the same endpoint took the row over (the first account's device
-- list went empty). The same endpoint under two accounts is now two rows.
ALTER TABLE "push_subscriptions" DROP CONSTRAINT IF EXISTS "push_subscriptions_endpoint_unique";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "push_subscriptions_user_endpoint_idx" ON "push_subscriptions" ("user_id", "endpoint");
