-- Issue 18: Crystal and Intelia read the latest 500 rows of each of a file's merchants (ledger.ts
-- ofMerchants). With (user_id, merchant_key) alone PostgreSQL sorted every row of those merchants to
-- keep the latest: about 200 ms for a 100,000-row ledger, twice per import. With the date and id in
-- the key each merchant is one backward index scan that stops at 500 rows (about 6 ms).
DROP INDEX IF EXISTS "transactions_user_merchant_key_idx";--> statement-breakpoint
CREATE INDEX "transactions_user_merchant_key_idx" ON "transactions" USING btree ("user_id", "merchant_key", "date", "id");
