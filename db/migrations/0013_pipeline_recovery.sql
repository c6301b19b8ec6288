-- The reconciler counts how often it queued a document again; a retried import runs under new job ids.
ALTER TABLE "documents" ADD COLUMN "reconcile_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_unfinished_idx" ON "documents" ("created_at") WHERE status in ('queued', 'processing');
