-- Tag's model version per user (issue 18: a small import must not retrain Tag on the whole history).
-- The worker keeps each user's trained model and adds each imported file's rows to it; anything else
-- that changes what the model learned from (a correction, a rule, a learned pattern, a deleted or
-- hand-added transaction) bumps this version, and the next import trains the model afresh.
ALTER TABLE "users" ADD COLUMN "tag_version" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE FUNCTION "tag_version_bump_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "tag_version" = "tag_version" + 1 WHERE "id" = COALESCE(NEW."user_id", OLD."user_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tag_rules_bump_tag_version" AFTER INSERT OR UPDATE OR DELETE ON "tag_rules"
  FOR EACH ROW EXECUTE FUNCTION "tag_version_bump_row"();
--> statement-breakpoint
CREATE TRIGGER "tag_patterns_bump_tag_version" AFTER INSERT OR UPDATE OR DELETE ON "tag_patterns"
  FOR EACH ROW EXECUTE FUNCTION "tag_version_bump_row"();
--> statement-breakpoint
-- transactions: per statement, so a 100,000-row import pays one check, not one trigger per row.
-- An imported file's rows (document_id set) do not bump: the worker learns them itself.
CREATE FUNCTION "tag_version_bump_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "tag_version" = "tag_version" + 1
  WHERE "id" IN (SELECT DISTINCT "user_id" FROM "new_rows" WHERE "document_id" IS NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_insert_bump_tag_version" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tag_version_bump_inserted"();
--> statement-breakpoint
CREATE FUNCTION "tag_version_bump_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "tag_version" = "tag_version" + 1
  WHERE "id" IN (
    SELECT DISTINCT n."user_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE (n."category", n."subcategory", n."description", n."amount_cents", n."account", n."needs_user_input")
      IS DISTINCT FROM (o."category", o."subcategory", o."description", o."amount_cents", o."account", o."needs_user_input"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_update_bump_tag_version" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tag_version_bump_updated"();
--> statement-breakpoint
CREATE FUNCTION "tag_version_bump_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "tag_version" = "tag_version" + 1 WHERE "id" IN (SELECT DISTINCT "user_id" FROM "old_rows");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_delete_bump_tag_version" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tag_version_bump_deleted"();
