-- The user's own changes to the ledger: rows added by hand, edited, deleted, split; each change can be undone.
ALTER TABLE "transactions" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "split_of" uuid;--> statement-breakpoint
CREATE TABLE "deleted_transactions" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"hash_id" text NOT NULL,
	"row" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "hash_id")
);--> statement-breakpoint
CREATE TABLE "transaction_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"added_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "transaction_changes_user_created_idx" ON "transaction_changes" ("user_id", "created_at");
