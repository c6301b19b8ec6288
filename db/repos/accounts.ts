// Ledger's accounts: the rows, what their balances are computed from, renames and merges, and the
// reconciliation marks. Every query is filtered by the owner; an id of another user's account is
// answered like a missing one (null).
import { and, asc, count, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { AccountDto } from '../../core/accounts/api.ts';
import type { AccountTransaction, StatedBalance } from '../../core/accounts/balances.ts';
import type { ReconcileCandidate } from '../../core/accounts/reconcile.ts';
import type { Db } from '../client.ts';
import { accountBalances, accounts, transactions, userPreferences } from '../schema.ts';
import { pgArray } from './pg-array.ts';
import { createWithinCap } from './user-cap.ts';

export type AccountRow = typeof accounts.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** A change the rules refuse (a name taken, merging an account into itself): a 409 with this message. */
export class AccountRefusal extends Error {}

/** What the user sets on an account: the API's fields of it. */
export type AccountFields = Pick<AccountDto, 'name' | 'institution' | 'kind' | 'currency' | 'business' | 'openingBalanceCents' | 'openingDate' | 'closed'>;

/** What an account's balance is computed from (core/accounts/balances.ts). */
export interface AccountBalanceFacts {
  /** per-day sums of the amounts */
  transactions: AccountTransaction[];
  /** the rows that carry a printed running balance */
  running: AccountTransaction[];
  statements: StatedBalance[];
  lastReconciliation: { date: string; balanceCents: number } | null;
  unreconciled: number;
}

/** What a statement told about its account, stored with the document's commit. */
export interface StatementFacts {
  closingBalanceCents: number | null;
  /** the balance the statement opens with; sets the opening balance of an account this statement made */
  openingBalanceCents?: number | null;
  /** the days the statement covers (both included), when it states them: stored on the document, dates its closing balance */
  period?: { from: string; to: string } | null;
  institution: string | null;
  /** which kind of account the statement's own words show (core/accounts/kinds.ts kindVerdict), and those words */
  kind?: { side: 'card' | 'deposit'; because: string[] } | null;
}

const taken = (name: string) => new AccountRefusal(`You already have an account named "${name}"; choose another name or merge the two.`);

export class AccountsRepo {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<AccountRow[]> {
    return this.db.select().from(accounts).where(eq(accounts.userId, userId)).orderBy(asc(accounts.closed), asc(accounts.name));
  }

  async get(userId: string, id: string, ex: Executor = this.db): Promise<AccountRow | null> {
    const [row] = await ex
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.id, id)));
    return row ?? null;
  }

  /** A name in use is an AccountRefusal; CapReached at USER_CAPS.accounts (counted under the user's lock). */
  async create(userId: string, f: AccountFields): Promise<AccountRow> {
    const counted = (tx: Tx) =>
      tx
        .select({ n: count() })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .then(([r]) => r!.n);
    return createWithinCap(this.db, userId, 'accounts', counted, async (tx) => {
      const [row] = await tx
        .insert(accounts)
        .values({ userId, ...f })
        .onConflictDoNothing()
        .returning();
      if (!row) throw taken(f.name);
      if (f.business) await tx.execute(businessList(userId, null, f.name));
      return row;
    });
  }

  /** Changes the fields given; a new name keeps the old one as an alias (later imports still land here). */
  async update(userId: string, id: string, f: Partial<AccountFields>): Promise<AccountRow | null> {
    return this.db.transaction(async (tx) => {
      const current = await this.lock(tx, userId, id);
      if (!current) return null;
      const renamed = f.name !== undefined && f.name !== current.name;
      if (renamed) {
        const [clash] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.userId, userId), eq(accounts.name, f.name!)));
        if (clash) throw taken(f.name!);
      }
      const aliases = renamed ? [...new Set([...current.aliases, current.name])].filter((a) => a !== f.name) : current.aliases;
      const [row] = await tx
        .update(accounts)
        // a kind the user chose is theirs: the statement's words no longer explain it
        .set({ ...f, aliases, ...(f.kind !== undefined && f.kind !== current.kind ? { kindEvidence: null } : {}), updatedAt: new Date() })
        .where(and(eq(accounts.userId, userId), eq(accounts.id, id)))
        .returning();
      if (renamed) await moveRows(tx, userId, id, id, f.name!);
      // Intelia's list of business accounts is by name: keep it in step with the flag and the name
      const wasBusiness = current.business;
      const isBusiness = f.business ?? current.business;
      if (wasBusiness || isBusiness) await tx.execute(businessList(userId, wasBusiness ? current.name : null, isBusiness ? row!.name : null));
      return row!;
    });
  }

  /** Moves every transaction and stated balance of `id` into `intoId` and removes `id`; null when either is not the user's. */
  async merge(userId: string, id: string, intoId: string): Promise<{ into: AccountRow; moved: number } | null> {
    if (id === intoId) throw new AccountRefusal('An account cannot be merged into itself.');
    return this.db.transaction(async (tx) => {
      // locked in a fixed order so two merges of the same pair cannot deadlock
      const [a, b] = id < intoId ? [id, intoId] : [intoId, id];
      const first = await this.lock(tx, userId, a);
      const second = await this.lock(tx, userId, b);
      if (!first || !second) return null;
      const from = first.id === id ? first : second;
      const into = first.id === id ? second : first;
      // one account holds one currency: its balance is one figure
      if (from.currency !== into.currency) {
        throw new AccountRefusal(
          `"${from.name}" is in ${from.currency} and "${into.name}" in ${into.currency}; an account holds one currency, so they cannot be merged. Nothing was changed.`,
        );
      }
      const moved = await moveRows(tx, userId, from.id, into.id, into.name);
      await tx
        .update(accountBalances)
        .set({ accountId: into.id })
        .where(and(eq(accountBalances.userId, userId), eq(accountBalances.accountId, from.id)));
      const aliases = [...new Set([...into.aliases, ...from.aliases, from.name])].filter((n) => n !== into.name);
      await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.id, from.id)));
      const [row] = await tx
        .update(accounts)
        .set({ aliases, updatedAt: new Date() })
        .where(and(eq(accounts.userId, userId), eq(accounts.id, into.id)))
        .returning();
      if (from.business) await tx.execute(businessList(userId, from.name, into.business ? into.name : null));
      return { into: row!, moved };
    });
  }

  /** Each account's balance facts, by account id (two grouped queries for all accounts). */
  async balanceFacts(userId: string, ex: Executor = this.db, accountId?: string): Promise<Map<string, AccountBalanceFacts>> {
    const own = accountId ? sql`and t.account_id = ${accountId}::uuid` : sql``;
    const ownB = accountId ? sql`and b.account_id = ${accountId}::uuid` : sql``;
    const [days, running, stated] = await Promise.all([
      ex.execute<{ account_id: string; date: string; cents: string; unreconciled: string }>(sql`
        select t.account_id, t.date::text as date, sum(t.amount_cents)::text as cents,
          count(*) filter (where t.reconciled_at is null)::text as unreconciled
        from transactions t where t.user_id = ${userId} and t.account_id is not null ${own} group by 1, 2`),
      ex.execute<{ account_id: string; date: string; amount: string; balance: string }>(sql`
        select t.account_id, t.date::text as date, t.amount_cents::text as amount, t.balance_cents::text as balance
        from transactions t where t.user_id = ${userId} and t.account_id is not null and t.balance_cents is not null ${own}`),
      ex.execute<{ account_id: string; date: string; balance: string; source: 'statement' | 'reconciliation' }>(sql`
        select b.account_id, b.date::text as date, b.balance_cents::text as balance, b.source
        from account_balances b where b.user_id = ${userId} ${ownB} order by b.date, b.created_at`),
    ]);
    const out = new Map<string, AccountBalanceFacts>();
    const of = (id: string) => {
      let f = out.get(id);
      if (!f) out.set(id, (f = { transactions: [], running: [], statements: [], lastReconciliation: null, unreconciled: 0 }));
      return f;
    };
    for (const r of days.rows) {
      const f = of(r.account_id);
      f.transactions.push({ date: r.date, amountCents: Number(r.cents), balanceCents: null });
      f.unreconciled += Number(r.unreconciled);
    }
    for (const r of running.rows) of(r.account_id).running.push({ date: r.date, amountCents: Number(r.amount), balanceCents: Number(r.balance) });
    for (const r of stated.rows) {
      if (r.source === 'statement') of(r.account_id).statements.push({ date: r.date, balanceCents: Number(r.balance), source: 'statement' });
      else of(r.account_id).lastReconciliation = { date: r.date, balanceCents: Number(r.balance) };
    }
    return out;
  }

  /** The account's transactions up to `date` not reconciled yet, oldest first. */
  unreconciled(userId: string, accountId: string, date: string, ex: Executor = this.db): Promise<ReconcileCandidate[]> {
    return ex
      .select({ id: transactions.id, date: transactions.date, description: transactions.description, amountCents: transactions.amountCents })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.accountId, accountId), isNull(transactions.reconciledAt), lte(transactions.date, date)))
      .orderBy(asc(transactions.date), asc(transactions.id));
  }

  /**
   * Marks `ids` reconciled and records the bank's balance, in one transaction with the account locked;
   * `check` sees the account as it is inside that transaction and returns why not (then nothing changes).
   */
  async reconcile(
    userId: string,
    accountId: string,
    date: string,
    bankBalanceCents: number,
    ids: readonly string[],
    check: (tx: Tx, account: AccountRow) => Promise<string | null>,
  ): Promise<{ reconciled: number } | null> {
    return this.db.transaction(async (tx) => {
      const account = await this.lock(tx, userId, accountId);
      if (!account) return null;
      const problem = await check(tx, account);
      if (problem) throw new AccountRefusal(problem);
      const marked = ids.length
        ? await tx
            .update(transactions)
            .set({ reconciledAt: sql`now()` })
            .where(
              and(
                eq(transactions.userId, userId),
                eq(transactions.accountId, accountId),
                isNull(transactions.reconciledAt),
                lte(transactions.date, date),
                inArray(transactions.id, [...ids]),
              ),
            )
            .returning({ id: transactions.id })
        : [];
      if (marked.length !== ids.length)
        throw new AccountRefusal('Some of those transactions are not unreconciled transactions of this account up to that date; open the account again.');
      await tx.insert(accountBalances).values({ userId, accountId, date, balanceCents: bankBalanceCents, source: 'reconciliation' });
      return { reconciled: marked.length };
    });
  }

  /** Unlocks the account's reconciled transactions (all, or those dated from `from`) and forgets those reconciliations. */
  async unreconcile(userId: string, accountId: string, from: string | null): Promise<{ unreconciled: number } | null> {
    return this.db.transaction(async (tx) => {
      if (!(await this.lock(tx, userId, accountId))) return null;
      const since = from ? sql`and date >= ${from}::date` : sql``;
      const rows = await tx.execute(sql`update transactions set reconciled_at = null
        where user_id = ${userId} and account_id = ${accountId} and reconciled_at is not null ${since}`);
      await tx.execute(sql`delete from account_balances
        where user_id = ${userId} and account_id = ${accountId} and source = 'reconciliation' ${since}`);
      return { unreconciled: rows.rowCount ?? 0 };
    });
  }

  /** Of these transactions, the reconciled ones: what the edit routes refuse to change. */
  async reconciledAmong(userId: string, ids: readonly string[]): Promise<{ id: string; reconciledAt: Date; account: string | null }[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .select({ id: transactions.id, reconciledAt: transactions.reconciledAt, account: transactions.account })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), inArray(transactions.id, [...ids]), isNotNull(transactions.reconciledAt)));
    return rows.map((r) => ({ ...r, reconciledAt: r.reconciledAt! }));
  }

  private async lock(tx: Tx, userId: string, id: string): Promise<AccountRow | null> {
    const [row] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.id, id)))
      .for('update');
    return row ?? null;
  }
}

/** Points the rows of account `from` at `into` (its name as the text); pf.linking keeps the row trigger out of it. */
async function moveRows(tx: Tx, userId: string, from: string, into: string, name: string): Promise<number> {
  await tx.execute(sql`select set_config('pf.linking', 'on', true)`);
  const r = await tx.execute(sql`update transactions set account_id = ${into}::uuid, account = ${name}
    where user_id = ${userId} and account_id = ${from}::uuid`);
  await tx.execute(sql`select set_config('pf.linking', 'off', true)`);
  return r.rowCount ?? 0;
}

/** Replaces `remove` by `add` in Intelia's business-account names (either may be null). */
function businessList(userId: string, remove: string | null, add: string | null) {
  return sql`insert into user_preferences (user_id, business_accounts) values (${userId}, ${JSON.stringify(add ? [add] : [])}::jsonb)
    on conflict (user_id) do update set updated_at = now(), business_accounts = (
      select coalesce(jsonb_agg(n order by n), '[]'::jsonb) from (
        select distinct n from (
          select jsonb_array_elements_text(${userPreferences.businessAccounts}) as n union all select ${add}::text) s
        where n is not null and (n = ${add}::text or n is distinct from ${remove}::text)) d)`;
}

/**
 * After a document's rows are written (inside its commit): accounts it created take the document's
 * currency and the statement's institution, the statement's period is kept on the document, and its
 * balances are recorded against the account when all of the document's rows are in one account.
 */
export async function recordDocumentAccounts(tx: Tx, userId: string, documentId: string, statement: StatementFacts | undefined): Promise<void> {
  // the document's accounts and first and last days, read once (a large import has 100,000s of rows)
  const used = (
    await tx.execute<{ id: string | null; first: string; last: string }>(sql`
    select account_id::text as id, min(date)::text as first, max(date)::text as last from transactions
    where user_id = ${userId}::uuid and document_id = ${documentId}::uuid group by account_id`)
  ).rows;
  const ids = used.map((u) => u.id).filter((id): id is string => id !== null);
  if (!ids.length) return;
  const first = used.map((u) => u.first).sort()[0]!;
  const last = used
    .map((u) => u.last)
    .sort()
    .at(-1)!;
  // a period that does not hold the rows (a misread header, an OFX DTEND before its last row) is not kept
  const period = statement?.period && statement.period.from <= first && statement.period.to >= last ? statement.period : null;
  if (period) {
    await tx.execute(sql`update documents set period_from = ${period.from}::date, period_to = ${period.to}::date
      where id = ${documentId}::uuid and user_id = ${userId}::uuid`);
  }
  await tx.execute(sql`
    update accounts a set currency = d.currency, updated_at = now()
    from documents d
    where d.id = ${documentId}::uuid and d.user_id = ${userId}::uuid and d.currency is not null
      and a.user_id = d.user_id and a.created_at = now() and a.id = any(${pgArray(ids)}::uuid[])`);
  if (!statement) return;
  if (statement.kind) {
    // an account this document made takes the kind its statement shows (core/accounts/kinds.ts kindFromEvidence:
    // a card's words make a card; a bank account's only undo a card guessed from the name)
    const because = `${statement.kind.side === 'card' ? 'A card statement' : 'A bank-account statement'}: ${statement.kind.because.slice(0, 3).join(', ')}`;
    await tx.execute(sql`update accounts set kind_evidence = ${because},
        kind = case when ${statement.kind.side} = 'card' then 'credit card' when kind = 'credit card' then 'checking' else kind end
      where user_id = ${userId}::uuid and created_at = now() and id = any(${pgArray(ids)}::uuid[])`);
  }
  if (statement.institution) {
    await tx.execute(sql`update accounts set institution = ${statement.institution} where user_id = ${userId}::uuid and institution is null
      and id = any(${pgArray(ids)}::uuid[])`);
  }
  if (ids.length === 1) await recordStatementBalances(tx, userId, documentId, ids[0]!, { first, last, period, statement });
}

/**
 * A one-account statement's balances: its opening balance becomes the opening balance of an account
 * this commit made (on the period's first day, else the first row's), and its closing balance is
 * recorded on the period's last day, else on the day of its last row.
 */
async function recordStatementBalances(
  tx: Tx,
  userId: string,
  documentId: string,
  accountId: string,
  { first, last, period, statement }: { first: string; last: string; period: { from: string; to: string } | null; statement: StatementFacts },
): Promise<void> {
  const opening = statement.openingBalanceCents ?? null;
  if (opening !== null) {
    // only an account this commit made and nobody gave an opening date: an earlier statement or the user's own figure stays
    await tx.execute(sql`update accounts set opening_balance_cents = ${opening}, opening_date = ${period?.from ?? first}::date, updated_at = now()
      where user_id = ${userId}::uuid and id = ${accountId}::uuid and created_at = now() and opening_date is null`);
  }
  if (statement.closingBalanceCents === null) return;
  await tx.insert(accountBalances).values({
    userId,
    accountId,
    date: period?.to ?? last,
    balanceCents: statement.closingBalanceCents,
    source: 'statement',
    documentId,
  });
}
