-- Issue 28: the private podcast feed's token was stored as it is in the URL, so a copy of the
-- database opened every user's feed. Only its sha256 (hex) is kept now, as sessions keep theirs.
-- Existing tokens are hashed in place with PostgreSQL's built-in sha256() (11+, no pgcrypto
-- needed), so feed URLs already in podcast apps keep working; the URL cannot be shown again.
ALTER TABLE "podcast_feeds" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
UPDATE "podcast_feeds" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');--> statement-breakpoint
ALTER INDEX "podcast_feeds_token_idx" RENAME TO "podcast_feeds_token_hash_idx";--> statement-breakpoint
-- a plain token can never be written back by mistake: only a sha256 in hex fits
ALTER TABLE "podcast_feeds" ADD CONSTRAINT "podcast_feeds_token_hash_check" CHECK ("token_hash" ~ '^[0-9a-f]{64}$');
