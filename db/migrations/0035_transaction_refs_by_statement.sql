-- Issue 18: PostgreSQL checks a foreign key once per inserted row, so a 100,000-row import paid about
-- 2.5 s (of a 7.9 s commit) for 300,000 lookups of the same user, document and account or two.
-- The same three rules are kept by triggers instead: an INSERT checks the distinct owners, documents
-- and accounts of its rows once per statement (locking them FOR KEY SHARE, as a foreign key does,
-- so a concurrent delete waits); an UPDATE that changes one is checked per changed row; deleting a
-- user, document or account does what its ON DELETE did (cascade, set null, set null).
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_document_id_documents_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_account_id_fkey";--> statement-breakpoint
CREATE FUNCTION "pf_transactions_refs_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	missing text;
BEGIN
	PERFORM 1 FROM "users" u WHERE u."id" IN (SELECT DISTINCT "user_id" FROM "new_rows") FOR KEY SHARE;
	SELECT n."user_id"::text INTO missing FROM (SELECT DISTINCT "user_id" FROM "new_rows") n
		WHERE NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = n."user_id") LIMIT 1;
	IF FOUND THEN
		RAISE foreign_key_violation USING MESSAGE = format('transactions: user %s does not exist', missing);
	END IF;
	PERFORM 1 FROM "documents" d WHERE d."id" IN (SELECT DISTINCT "document_id" FROM "new_rows") FOR KEY SHARE;
	SELECT n."document_id"::text INTO missing FROM (SELECT DISTINCT "document_id" FROM "new_rows" WHERE "document_id" IS NOT NULL) n
		WHERE NOT EXISTS (SELECT 1 FROM "documents" d WHERE d."id" = n."document_id") LIMIT 1;
	IF FOUND THEN
		RAISE foreign_key_violation USING MESSAGE = format('transactions: document %s does not exist', missing);
	END IF;
	PERFORM 1 FROM "accounts" a WHERE a."id" IN (SELECT DISTINCT "account_id" FROM "new_rows") FOR KEY SHARE;
	SELECT n."account_id"::text INTO missing FROM (SELECT DISTINCT "account_id" FROM "new_rows" WHERE "account_id" IS NOT NULL) n
		WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."id" = n."account_id") LIMIT 1;
	IF FOUND THEN
		RAISE foreign_key_violation USING MESSAGE = format('transactions: account %s does not exist', missing);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "transactions_refs_inserted" AFTER INSERT ON "transactions"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pf_transactions_refs_inserted"();--> statement-breakpoint
CREATE FUNCTION "pf_transactions_refs_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."user_id" IS DISTINCT FROM OLD."user_id" THEN
		PERFORM 1 FROM "users" WHERE "id" = NEW."user_id" FOR KEY SHARE;
		IF NOT FOUND THEN RAISE foreign_key_violation USING MESSAGE = format('transactions: user %s does not exist', NEW."user_id"); END IF;
	END IF;
	IF NEW."document_id" IS NOT NULL AND NEW."document_id" IS DISTINCT FROM OLD."document_id" THEN
		PERFORM 1 FROM "documents" WHERE "id" = NEW."document_id" FOR KEY SHARE;
		IF NOT FOUND THEN RAISE foreign_key_violation USING MESSAGE = format('transactions: document %s does not exist', NEW."document_id"); END IF;
	END IF;
	IF NEW."account_id" IS NOT NULL AND NEW."account_id" IS DISTINCT FROM OLD."account_id" THEN
		PERFORM 1 FROM "accounts" WHERE "id" = NEW."account_id" FOR KEY SHARE;
		IF NOT FOUND THEN RAISE foreign_key_violation USING MESSAGE = format('transactions: account %s does not exist', NEW."account_id"); END IF;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "transactions_refs_updated" AFTER UPDATE OF "user_id", "document_id", "account_id" ON "transactions"
	FOR EACH ROW WHEN (NEW."user_id" IS DISTINCT FROM OLD."user_id" OR (NEW."document_id" IS NOT NULL AND NEW."document_id" IS DISTINCT FROM OLD."document_id")
		OR (NEW."account_id" IS NOT NULL AND NEW."account_id" IS DISTINCT FROM OLD."account_id"))
	EXECUTE FUNCTION "pf_transactions_refs_updated"();--> statement-breakpoint
-- ON DELETE CASCADE from users
CREATE FUNCTION "pf_transactions_of_deleted_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "transactions" t USING "old_users" o WHERE t."user_id" = o."id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_delete_transactions" AFTER DELETE ON "users"
	REFERENCING OLD TABLE AS "old_users" FOR EACH STATEMENT EXECUTE FUNCTION "pf_transactions_of_deleted_users"();--> statement-breakpoint
-- ON DELETE SET NULL from documents and accounts; rows of a user being deleted are left to the
-- delete above (deleting a user cascades to their documents and accounts first)
CREATE FUNCTION "pf_transactions_of_deleted_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "transactions" t SET "document_id" = NULL FROM "old_documents" o
	WHERE t."document_id" = o."id" AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = t."user_id");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "documents_delete_transactions" AFTER DELETE ON "documents"
	REFERENCING OLD TABLE AS "old_documents" FOR EACH STATEMENT EXECUTE FUNCTION "pf_transactions_of_deleted_documents"();--> statement-breakpoint
CREATE FUNCTION "pf_transactions_of_deleted_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "transactions" t SET "account_id" = NULL FROM "old_accounts" o
	WHERE t."account_id" = o."id" AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = t."user_id");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_delete_transactions" AFTER DELETE ON "accounts"
	REFERENCING OLD TABLE AS "old_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "pf_transactions_of_deleted_accounts"();
