ALTER TABLE "documents" ADD COLUMN "question" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;