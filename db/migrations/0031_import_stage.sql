-- Imports stage their categorized rows in one UNLOGGED table per document in this schema (Tag fills it
-- with COPY, Intelia commits it with one INSERT … SELECT, then drops it): see db/repos/staging.ts.
CREATE SCHEMA IF NOT EXISTS "import_stage";
