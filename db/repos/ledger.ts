// The ledger as Crystal and Intelia read it (rows in their own currency: services/ledger/ledger.ts
// converts them and works out the figures), the user's business accounts, and the signals Intelia
// leaves for Harmony.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { CurrencyRates } from '../../core/currency.ts';
import type { AccountEvidence } from '../../core/figures/point-accounts.ts';
import type { Db } from '../client.ts';
import { harmonySignals, transactions, userPreferences } from '../schema.ts';
import { CurrencyRepo } from './currency.ts';
import { pgArray } from './pg-array.ts';
import { LEDGER_COLUMNS, ledgerRow, type LedgerRow, type LedgerRowIn } from './ledger-rows.ts';

/** Crystal and Intelia look this far back: three years hold two full seasons and the current one. */
export { LEDGER_WINDOW_DAYS, type LedgerRowIn } from './ledger-rows.ts';
/** An import looks at most at this many of a merchant's latest transactions (see merchantRows). */
export const MERCHANT_HISTORY_MAX = 500;

export interface SignalInput {
  subject: string;
  data: Record<string, unknown>;
}

/** A row with a balance a statement stated, on its account's last such day. */
export interface StatedBalanceRow {
  account: string;
  date: string;
  amountCents: number;
  balanceCents: number;
}

export class LedgerRepo {
  constructor(private readonly db: Db) {}

  /**
   * The user's transactions since `from`, oldest first, in their own currency. `exceptDocument`:
   * leave out that document's rows (Crystal reads the ledger as it was before the import, while it
   * is committed).
   */
  async rowsSince(userId: string, from: string, exceptDocument?: string): Promise<LedgerRowIn[]> {
    const result = await this.db.execute<LedgerRow>(sql`
      select ${LEDGER_COLUMNS} from transactions where user_id = ${userId} and date >= ${from}
        ${exceptDocument ? sql`and document_id is distinct from ${exceptDocument}::uuid` : sql``}
      order by date, id`);
    return result.rows.map(ledgerRow);
  }

  /** The user's home currency, the rates they stated, and the day they last stated them. */
  currencySettings(userId: string): Promise<{ home: string; rates: CurrencyRates; ratesAt: string | null }> {
    return new CurrencyRepo(this.db).settings(userId);
  }

  /**
   * The rows since `from` of these merchants only (Tag's keys), oldest first: what an import needs to
   * tell whether the file's merchants recur, repeat or are new, without reading the whole ledger. At
   * most the latest MERCHANT_HISTORY_MAX of each: a merchant paid every day for years says no more
   * about its next charge than its last few hundred.
   */
  async merchantRows(userId: string, from: string, merchantKeys: readonly string[], exceptDocument?: string): Promise<LedgerRowIn[]> {
    if (!merchantKeys.length) return [];
    const result = await this.db.execute<LedgerRow>(sql`
      select t.* from (select distinct unnest(${pgArray(merchantKeys)}::text[]) as key) k
      -- one backward scan of transactions_user_merchant_key_idx per merchant, stopping at the cap
      cross join lateral (
        select ${LEDGER_COLUMNS} from transactions
        where user_id = ${userId} and merchant_key = k.key and date >= ${from}
          ${exceptDocument ? sql`and document_id is distinct from ${exceptDocument}::uuid` : sql``}
        order by date desc, id desc limit ${MERCHANT_HISTORY_MAX}
      ) t order by t.date, t.id`);
    return result.rows.map(ledgerRow);
  }

  /** Ids of the transactions a document added. */
  async idsOfDocument(userId: string, documentId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.documentId, documentId)));
    return rows.map((r) => r.id);
  }

  /**
   * Every row of each account's last day with a stated balance (the running balance column): which
   * one closes the day is read from the running balances (core/crystal/closing-balance.ts), not
   * from the order rows were stored in.
   */
  async statedBalanceRows(userId: string): Promise<StatedBalanceRow[]> {
    const result = await this.db.execute<{ account: string; date: string; amount: string; balance: string }>(sql`
      select coalesce(t.account, '') as account, t.date::text as date, t.amount_cents::text as amount, t.balance_cents::text as balance
      from transactions t
      where t.user_id = ${userId} and t.balance_cents is not null and t.date = (
        select max(l.date) from transactions l
        where l.user_id = t.user_id and coalesce(l.account, '') = coalesce(t.account, '') and l.balance_cents is not null)`);
    return result.rows.map((r) => ({ account: r.account, date: r.date, amountCents: Number(r.amount), balanceCents: Number(r.balance) }));
  }

  /** Each account's latest closing balance a statement stated (account_balances), by the account's name. */
  async statementClosings(userId: string): Promise<{ account: string; date: string; balanceCents: number }[]> {
    const result = await this.db.execute<{ account: string; date: string; balance: string }>(sql`
      select distinct on (b.account_id) a.name as account, b.date::text as date, b.balance_cents::text as balance
      from account_balances b join accounts a on a.id = b.account_id and a.user_id = b.user_id
      where b.user_id = ${userId} and b.source = 'statement'
      order by b.account_id, b.date desc, b.created_at desc`);
    return result.rows.map((r) => ({ account: r.account, date: r.date, balanceCents: Number(r.balance) }));
  }

  /** The periods the user's statements state (documents.period_from/to), with each account their rows are in. */
  async statementPeriods(userId: string): Promise<{ account: string | null; from: string; to: string }[]> {
    const result = await this.db.execute<{ account: string | null; from: string; to: string }>(sql`
      select a.account, d.period_from::text as from, d.period_to::text as to
      from documents d cross join lateral (
        select distinct t.account from transactions t where t.user_id = d.user_id and t.document_id = d.id) a
      where d.user_id = ${userId} and d.period_from is not null and d.period_to is not null`);
    return result.rows;
  }

  /**
   * Per account text: its Ledger kind, its rows, and how many of them came from a receipt or were
   * typed by hand (core/figures/point-accounts.ts decides from this which accounts are "point" ones).
   */
  async accountEvidence(userId: string): Promise<AccountEvidence[]> {
    const result = await this.db.execute<{ account: string | null; kind: string | null; rows: number; point_rows: number }>(sql`
      select t.account, max(a.kind) as kind, count(*)::int as rows,
        (count(*) filter (where t.hash_id like 'manual:%'
          or exists (select 1 from receipts r where r.user_id = t.user_id and r.document_id = t.document_id)))::int as point_rows
      from transactions t left join accounts a on a.user_id = t.user_id and a.id = t.account_id
      where t.user_id = ${userId}
      group by t.account`);
    return result.rows.map((r) => ({ account: r.account, kind: r.kind, rows: Number(r.rows), pointRows: Number(r.point_rows) }));
  }

  async accounts(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ account: transactions.account })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), isNotNull(transactions.account)));
    return rows.map((r) => r.account!).sort((a, b) => a.localeCompare(b));
  }

  async businessAccounts(userId: string): Promise<string[]> {
    const [row] = await this.db.select({ a: userPreferences.businessAccounts }).from(userPreferences).where(eq(userPreferences.userId, userId));
    return row?.a ?? [];
  }

  async setBusinessAccounts(userId: string, accounts: string[]): Promise<void> {
    await this.db
      .insert(userPreferences)
      .values({ userId, businessAccounts: accounts })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { businessAccounts: accounts, updatedAt: new Date() } });
  }

  /** Records signals of a kind; the same subject again updates its figures. */
  async recordSignals(userId: string, kind: string, signals: readonly SignalInput[]): Promise<void> {
    if (!signals.length) return;
    await this.db
      .insert(harmonySignals)
      .values(signals.map((s) => ({ userId, kind, subject: s.subject, data: s.data })))
      .onConflictDoUpdate({
        target: [harmonySignals.userId, harmonySignals.kind, harmonySignals.subject],
        set: { data: sql`excluded.data`, updatedAt: new Date() },
      });
  }

  async signals(userId: string, kind: string): Promise<{ subject: string; data: Record<string, unknown>; updatedAt: string }[]> {
    const rows = await this.db
      .select()
      .from(harmonySignals)
      .where(and(eq(harmonySignals.userId, userId), eq(harmonySignals.kind, kind)))
      .orderBy(asc(harmonySignals.subject));
    return rows.map((r) => ({ subject: r.subject, data: r.data, updatedAt: r.updatedAt.toISOString() }));
  }
}
