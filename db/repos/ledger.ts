// The ledger as Crystal and Intelia read it, the user's business accounts, and the signals
// Intelia leaves for Harmony.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { detectRecurring } from '../../core/crystal/recurring.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { addDays } from '../../core/dates.ts';
import { buildInsights, type InteliaInsight } from '../../core/intelia/insights.ts';
import type { Db } from '../client.ts';
import { harmonySignals, transactions, userPreferences } from '../schema.ts';
import { CurrencyRepo } from './currency.ts';
import { importFocus, type ImportFocus } from './ledger-focus.ts';
import { pgArray } from './pg-array.ts';
import { LEDGER_COLUMNS, LEDGER_WINDOW_DAYS, ledgerRow, type LedgerRow } from './ledger-rows.ts';
import { closingRow } from '../../core/crystal/closing-balance.ts';
import { inHomeCurrency, type CurrencyRates } from '../../core/currency.ts';

/** Crystal and Intelia look this far back: three years hold two full seasons and the current one. */
export { LEDGER_WINDOW_DAYS } from './ledger-rows.ts';
/** An import looks at most at this many of a merchant's latest transactions (see ofMerchants). */
export const MERCHANT_HISTORY_MAX = 500;

export interface StatedBalance {
  cents: number;
  source: 'statement' | 'none';
  asOf: string | null;
}

export interface SignalInput {
  subject: string;
  data: Record<string, unknown>;
}

export class LedgerRepo {
  constructor(private readonly db: Db) {}

  /**
   * The user's transactions since `from`, oldest first. `exceptDocument`: leave out that document's
   * rows (Crystal reads the ledger as it was before the import, while it is committed).
   */
  async since(userId: string, from: string, exceptDocument?: string): Promise<LedgerTransaction[]> {
    const result = await this.db.execute<LedgerRow>(sql`
      select ${LEDGER_COLUMNS} from transactions where user_id = ${userId} and date >= ${from}
        ${exceptDocument ? sql`and document_id is distinct from ${exceptDocument}::uuid` : sql``}
      order by date, id`);
    return this.inHome(userId, result.rows.map(ledgerRow));
  }

  /** every figure Crystal and Intelia compute is in the home currency: other currencies are
   *  converted at the user's stated rates, or left out (kept apart) when there is none */
  private async inHome(userId: string, rows: (LedgerTransaction & { currency: string })[]): Promise<LedgerTransaction[]> {
    const money = await this.currencySettings(userId);
    return inHomeCurrency(rows, money.home, money.rates);
  }

  /** The user's home currency and the rates they stated. */
  currencySettings(userId: string): Promise<{ home: string; rates: CurrencyRates }> {
    return new CurrencyRepo(this.db).settings(userId);
  }

  /** The ledger Crystal and Intelia work on: the last LEDGER_WINDOW_DAYS up to today. */
  window(userId: string, today: string, exceptDocument?: string): Promise<LedgerTransaction[]> {
    return this.since(userId, addDays(today, -LEDGER_WINDOW_DAYS), exceptDocument);
  }

  /** What Intelia reads after an import instead of the whole window (db/repos/ledger-focus.ts). */
  importFocus(userId: string, today: string, documentId: string): Promise<ImportFocus> {
    return importFocus(this.db, this, userId, today, documentId);
  }

  /**
   * The window's rows of these merchants only (Tag's keys), oldest first: what an import needs to tell
   * whether the file's merchants recur, repeat or are new, without reading the whole ledger. At most
   * the latest MERCHANT_HISTORY_MAX of each: a merchant paid every day for years says no more about
   * its next charge than its last few hundred.
   */
  async ofMerchants(userId: string, today: string, merchantKeys: readonly string[], exceptDocument?: string): Promise<LedgerTransaction[]> {
    if (!merchantKeys.length) return [];
    const result = await this.db.execute<LedgerRow>(sql`
      select t.* from (select distinct unnest(${pgArray(merchantKeys)}::text[]) as key) k
      -- one backward scan of transactions_user_merchant_key_idx per merchant, stopping at the cap
      cross join lateral (
        select ${LEDGER_COLUMNS} from transactions
        where user_id = ${userId} and merchant_key = k.key and date >= ${addDays(today, -LEDGER_WINDOW_DAYS)}
          ${exceptDocument ? sql`and document_id is distinct from ${exceptDocument}::uuid` : sql``}
        order by date desc, id desc limit ${MERCHANT_HISTORY_MAX}
      ) t order by t.date, t.id`);
    return this.inHome(userId, result.rows.map(ledgerRow));
  }

  /**
   * Intelia's insights over the user's ledger; with `documentId`, the import-related ones look at
   * what that document added. `window`: the ledger window already read for `today` (an import reads
   * it once for every step).
   */
  async insights(userId: string, today: string, documentId?: string, window?: LedgerTransaction[]): Promise<InteliaInsight[]> {
    const [ledger, businessAccounts, newTransactionIds] = await Promise.all([
      window ?? this.window(userId, today),
      this.businessAccounts(userId),
      documentId ? this.idsOfDocument(userId, documentId) : Promise.resolve(undefined),
    ]);
    return buildInsights({
      transactions: ledger,
      recurring: detectRecurring(ledger, today),
      today,
      businessAccounts,
      ...(newTransactionIds ? { newTransactionIds } : {}),
    });
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
   * The sum of each account's latest balance a statement stated (the running balance column),
   * or 0 with source 'none' when no import stated one.
   */
  async statedBalance(userId: string): Promise<StatedBalance> {
    // every row of each account's last day with a stated balance: which one closes the day is read
    // from the running balances (core/crystal/closing-balance.ts), not from the order rows were stored in
    const result = await this.db.execute<{ account: string; date: string; amount: string; balance: string }>(sql`
      select coalesce(t.account, '') as account, t.date::text as date, t.amount_cents::text as amount, t.balance_cents::text as balance
      from transactions t
      where t.user_id = ${userId} and t.balance_cents is not null and t.date = (
        select max(l.date) from transactions l
        where l.user_id = t.user_id and coalesce(l.account, '') = coalesce(t.account, '') and l.balance_cents is not null)`);
    const byAccount = new Map<string, { date: string; amountCents: number; balanceCents: number }[]>();
    for (const r of result.rows) {
      const rows = byAccount.get(r.account) ?? [];
      rows.push({ date: r.date, amountCents: Number(r.amount), balanceCents: Number(r.balance) });
      byAccount.set(r.account, rows);
    }
    if (!byAccount.size) return { cents: 0, source: 'none', asOf: null };
    let cents = 0;
    let asOf = '';
    for (const rows of byAccount.values()) {
      const closing = closingRow(rows)!;
      cents += closing.balanceCents;
      if (closing.date > asOf) asOf = closing.date;
    }
    return { cents, source: 'statement', asOf };
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
