-- Ledger's accounts. Until now an account was only the text column transactions.account; that column
-- stays (much code reads it) and is kept equal to the account's name. Every transaction belongs to an
-- account: today's rows are moved over here, and triggers link every row inserted later (imports, rows
-- added by hand, undo), whatever code path inserts it.
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"institution" text,
	"kind" text DEFAULT 'checking' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"business" boolean DEFAULT false NOT NULL,
	"opening_balance_cents" bigint DEFAULT 0 NOT NULL,
	"opening_date" date,
	"closed" boolean DEFAULT false NOT NULL,
	"external_id" text,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_kind_check" CHECK ("kind" IN ('checking', 'savings', 'credit card', 'loan', 'investment', 'cash'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_name_idx" ON "accounts" ("user_id", "name");--> statement-breakpoint
CREATE TABLE "account_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"date" date NOT NULL,
	"balance_cents" bigint NOT NULL,
	"source" text NOT NULL,
	"document_id" uuid REFERENCES "documents"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_balances_source_check" CHECK ("source" IN ('statement', 'reconciliation'))
);--> statement-breakpoint
CREATE INDEX "account_balances_account_idx" ON "account_balances" ("user_id", "account_id", "date");--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "account_id" uuid REFERENCES "accounts"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "transactions_user_account_idx" ON "transactions" ("user_id", "account_id", "date");--> statement-breakpoint
-- The name a row's account gets when it has none: its document's file name without the extension, else "Unassigned".
CREATE FUNCTION pf_account_key(account text, document_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT coalesce(
		nullif(btrim(account), ''),
		(SELECT nullif(btrim(regexp_replace(d.file_name, '\.[A-Za-z0-9]{1,5}$', '')), '') FROM documents d WHERE d.id = document_id),
		'Unassigned')
$$;--> statement-breakpoint
-- A first guess from the name; the user corrects it on the accounts page.
CREATE FUNCTION pf_account_kind(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN name ~* '(credit|card|visa|mastercard|amex|american express|discover)' THEN 'credit card'
		WHEN name ~* '(loan|mortgage)' THEN 'loan'
		WHEN name ~* 'saving' THEN 'savings'
		WHEN name ~* '(brokerage|invest|401k|\mira\M|isa\M|pension)' THEN 'investment'
		WHEN name ~* '^(cash|wallet|petty cash)$' THEN 'cash'
		ELSE 'checking' END
$$;--> statement-breakpoint
-- Today's rows: one account per (user, account text or file name), every row linked; nothing is deleted.
INSERT INTO "accounts" ("user_id", "name", "kind", "currency", "external_id")
SELECT k.user_id, k.key, pf_account_kind(k.key), k.currency, k.external_id
FROM (
	SELECT t.user_id, pf_account_key(t.account, t.document_id) AS key,
		mode() WITHIN GROUP (ORDER BY t.currency) AS currency,
		max(nullif(btrim(t.account), '')) AS external_id
	FROM "transactions" t GROUP BY 1, 2
) k
ON CONFLICT ("user_id", "name") DO NOTHING;--> statement-breakpoint
UPDATE "transactions" t SET "account_id" = a.id, "account" = a.name
FROM "accounts" a
WHERE a.user_id = t.user_id AND a.name = pf_account_key(t.account, t.document_id);--> statement-breakpoint
-- New rows without an account (bulk imports): linked once per statement, set-based. pf.linking tells the
-- row trigger below that these updates are this function's own.
CREATE FUNCTION pf_link_new_transactions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM added WHERE account_id IS NULL) THEN RETURN NULL; END IF;
	INSERT INTO accounts (user_id, name, kind, currency, external_id)
	SELECT DISTINCT ON (l.user_id, l.key) l.user_id, l.key, pf_account_kind(l.key), u.home_currency, l.account
	FROM (SELECT n.user_id, pf_account_key(n.account, n.document_id) AS key, nullif(btrim(n.account), '') AS account
		FROM added n WHERE n.account_id IS NULL) l
	JOIN users u ON u.id = l.user_id
	WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = l.user_id AND (a.name = l.key OR l.key = ANY (a.aliases)))
	ON CONFLICT (user_id, name) DO NOTHING;
	PERFORM set_config('pf.linking', 'on', true);
	UPDATE transactions t SET account_id = a.id, account = a.name
	FROM (SELECT n.id, n.user_id, pf_account_key(n.account, n.document_id) AS key FROM added n WHERE n.account_id IS NULL) l, LATERAL (
		SELECT a.id, a.name FROM accounts a WHERE a.user_id = l.user_id AND (a.name = l.key OR l.key = ANY (a.aliases))
		ORDER BY (a.name = l.key) DESC, a.created_at LIMIT 1) a
	WHERE t.id = l.id AND t.user_id = l.user_id;
	PERFORM set_config('pf.linking', 'off', true);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "transactions_link_accounts" AFTER INSERT ON "transactions"
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION pf_link_new_transactions();--> statement-breakpoint
-- A row written with an account id (undo, a copy) or whose account text changed by hand: the id must be
-- an account of the row's owner (else the row is linked by its text), and the text follows the account.
CREATE FUNCTION pf_account_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	k text;
	acc record;
BEGIN
	-- the account was deleted (ON DELETE SET NULL, or the user with it): leave the row alone
	IF TG_OP = 'UPDATE' AND NEW.account_id IS NULL AND OLD.account_id IS NOT NULL AND NEW.account IS NOT DISTINCT FROM OLD.account THEN
		RETURN NEW;
	END IF;
	IF NEW.account_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.account_id IS DISTINCT FROM OLD.account_id) THEN
		SELECT a.id, a.name INTO acc FROM accounts a WHERE a.id = NEW.account_id AND a.user_id = NEW.user_id;
		IF FOUND THEN NEW.account := acc.name; RETURN NEW; END IF;
		NEW.account_id := NULL;
		IF TG_OP = 'INSERT' THEN RETURN NEW; END IF;
	END IF;
	IF TG_OP = 'UPDATE' THEN
		k := pf_account_key(NEW.account, NEW.document_id);
		SELECT a.id, a.name INTO acc FROM accounts a WHERE a.user_id = NEW.user_id AND (a.name = k OR k = ANY (a.aliases))
			ORDER BY (a.name = k) DESC, a.created_at LIMIT 1;
		IF NOT FOUND THEN
			INSERT INTO accounts (user_id, name, kind, currency, external_id)
			VALUES (NEW.user_id, k, pf_account_kind(k), NEW.currency, nullif(btrim(NEW.account), ''))
			ON CONFLICT (user_id, name) DO UPDATE SET updated_at = accounts.updated_at
			RETURNING id, name INTO acc;
		END IF;
		NEW.account_id := acc.id;
		NEW.account := acc.name;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
-- (an import resolves its rows' accounts for the user first and says so with pf.linking: no per-row check)
CREATE TRIGGER "transactions_account_of_insert" BEFORE INSERT ON "transactions"
	FOR EACH ROW WHEN (NEW.account_id IS NOT NULL AND coalesce(current_setting('pf.linking', true), '') <> 'on') EXECUTE FUNCTION pf_account_of_row();--> statement-breakpoint
CREATE TRIGGER "transactions_account_of_update" BEFORE UPDATE OF "account", "account_id" ON "transactions"
	FOR EACH ROW WHEN (coalesce(current_setting('pf.linking', true), '') <> 'on'
		AND (OLD.account IS DISTINCT FROM NEW.account OR OLD.account_id IS DISTINCT FROM NEW.account_id))
	EXECUTE FUNCTION pf_account_of_row();
