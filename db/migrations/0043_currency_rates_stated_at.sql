-- Issue 30: when the user last stated their currency rates, so a tax estimate converted at them says
-- "stated Nov 3, 2026" (user_preferences.updated_at moves with any preference, so it cannot say it).
ALTER TABLE "user_preferences" ADD COLUMN IF NOT EXISTS "currency_rates_at" timestamp with time zone;
