-- Issue 30. An account's kind says what it was read from (a card statement's "Credit Line" and
-- "Minimum Payment Due"), receipts paid in cash and rows typed as "Cash" share one Cash account per
-- currency, and a debt can be told it is not the card account it looks like.
ALTER TABLE "accounts" ADD COLUMN "kind_evidence" text;--> statement-breakpoint
ALTER TABLE "debts" ADD COLUMN "account_unlinked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The Cash account of a row's account text: "Cash" in the user's home currency, "Cash (MYR)" in
-- another; null when the text is not a word for cash (any case, spaces, in the languages Byte reads).
CREATE FUNCTION pf_cash_account(account text, currency text, home text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN lower(regexp_replace(btrim(coalesce(account, '')), '\s+', ' ', 'g')) ~
			'^(cash|cash payment|paid cash|cash paid|tunai|wang tunai|bayaran tunai|bargeld|bar|barzahlung|especes|espèces|efectivo|contanti|contant|dinheiro|numerário|numerario)( \([a-z]{3}\))?$'
		THEN CASE WHEN coalesce(currency, home) = home THEN 'Cash' ELSE 'Cash (' || currency || ')' END
	END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pf_account_kind(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN name ~* '^(cash|wallet|petty cash)( \([A-Z]{3}\))?$' THEN 'cash'
		WHEN name ~* '(credit|card|visa|mastercard|amex|american express|discover)' THEN 'credit card'
		WHEN name ~* '(loan|mortgage)' THEN 'loan'
		WHEN name ~* 'saving' THEN 'savings'
		WHEN name ~* '(brokerage|invest|401k|\mira\M|isa\M|pension)' THEN 'investment'
		ELSE 'checking' END
$$;--> statement-breakpoint
-- The key a row's account text resolves to: its Cash account when it says cash, else as before.
CREATE FUNCTION pf_account_key(account text, document_id uuid, currency text, home text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT coalesce(pf_cash_account(account, currency, home), pf_account_key(account, document_id))
$$;--> statement-breakpoint
-- An account this key names: by name, by an old name, or (a Cash key) the user's cash account of that
-- currency whatever its spelling ("CASH", "cash ").
CREATE FUNCTION pf_account_named(owner uuid, k text, home text) RETURNS TABLE (id uuid, name text) LANGUAGE sql STABLE AS $$
	SELECT a.id, a.name FROM accounts a
	WHERE a.user_id = owner AND (a.name = k OR k = ANY (a.aliases)
		OR (k ~ '^Cash( \([A-Z]{3}\))?$' AND pf_cash_account(a.name, a.currency, home) = k))
	ORDER BY (a.name = k) DESC, a.created_at LIMIT 1
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pf_link_new_transactions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM added WHERE account_id IS NULL) THEN RETURN NULL; END IF;
	INSERT INTO accounts (user_id, name, kind, currency, external_id)
	SELECT DISTINCT ON (l.user_id, l.key) l.user_id, l.key, pf_account_kind(l.key), l.currency, l.account
	FROM (SELECT n.user_id, pf_account_key(n.account, n.document_id, n.currency, u.home_currency) AS key,
			nullif(btrim(n.account), '') AS account, u.home_currency AS home,
			CASE WHEN pf_cash_account(n.account, n.currency, u.home_currency) IS NOT NULL THEN n.currency ELSE u.home_currency END AS currency
		FROM added n JOIN users u ON u.id = n.user_id WHERE n.account_id IS NULL) l
	WHERE NOT EXISTS (SELECT 1 FROM pf_account_named(l.user_id, l.key, l.home))
	ON CONFLICT (user_id, name) DO NOTHING;
	PERFORM set_config('pf.linking', 'on', true);
	UPDATE transactions t SET account_id = a.id, account = a.name
	FROM (SELECT n.id, n.user_id, pf_account_key(n.account, n.document_id, n.currency, u.home_currency) AS key, u.home_currency AS home
		FROM added n JOIN users u ON u.id = n.user_id WHERE n.account_id IS NULL) l,
		LATERAL pf_account_named(l.user_id, l.key, l.home) a
	WHERE t.id = l.id AND t.user_id = l.user_id;
	PERFORM set_config('pf.linking', 'off', true);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pf_account_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	k text;
	h text;
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
		SELECT u.home_currency INTO h FROM users u WHERE u.id = NEW.user_id;
		k := pf_account_key(NEW.account, NEW.document_id, NEW.currency, h);
		SELECT n.id, n.name INTO acc FROM pf_account_named(NEW.user_id, k, h) n;
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
END $$;
