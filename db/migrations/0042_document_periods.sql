-- Issue 30: a statement's own period (from–to, both days included) when its file states one (a PDF's
-- "Oct 1 – Oct 31, 2026", an OFX statement's DTSTART/DTEND) or the demo's statements; null when the
-- file states none. The ledger's month coverage (core/figures/coverage.ts) reads it.
ALTER TABLE "documents" ADD COLUMN IF NOT EXISTS "period_from" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN IF NOT EXISTS "period_to" date;
