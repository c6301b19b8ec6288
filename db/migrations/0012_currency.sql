-- Money that is not dollars: each document and transaction carries its currency; the user's home
-- currency and the rates they state for others (units of home per unit of the other).
ALTER TABLE "users" ADD COLUMN "home_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "currency_rates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "currency_evidence" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;
