// What the reports read: the user's ledger for a range and accounts (in the home currency, as
// Crystal reads it: services/reports/ledger.ts converts), page by page for the exports, the budgets,
// and the account names to filter by.
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import type { CurrencyRates } from '../../core/currency.ts';
import type { BudgetLimit } from '../../core/reports/budget-actual.ts';
import type { ReportQuery } from '../../core/reports/types.ts';
import type { Db } from '../client.ts';
import { budgets, transactions } from '../schema.ts';
import { CurrencyRepo } from './currency.ts';

/** A ledger row as stored: the amount in its own currency. */
export type LedgerRowIn = LedgerTransaction & { id: string; currency: string };

/** Rows per page of an export: 100,000 rows never sit in memory at once. */
export const LEDGER_PAGE = 2000;

const columns = {
  id: transactions.id,
  date: transactions.date,
  description: transactions.description,
  merchant: transactions.merchant,
  amountCents: transactions.amountCents,
  category: transactions.category,
  subcategory: transactions.subcategory,
  account: transactions.account,
  currency: transactions.currency,
};

export class ReportsRepo {
  constructor(private readonly db: Db) {}

  private where(userId: string, q: ReportQuery): SQL {
    return and(
      eq(transactions.userId, userId),
      gte(transactions.date, q.from),
      lte(transactions.date, q.to),
      q.accounts.length ? inArray(transactions.account, q.accounts) : undefined,
    )!;
  }

  /** The user's home currency and stated rates, to convert the rows with. */
  money(userId: string): Promise<{ home: string; rates: CurrencyRates }> {
    return new CurrencyRepo(this.db).settings(userId);
  }

  /** The user's rows of the range and accounts, oldest first, each in its own currency. */
  rows(userId: string, q: ReportQuery): Promise<LedgerRowIn[]> {
    return this.db.select(columns).from(transactions).where(this.where(userId, q)).orderBy(asc(transactions.date), asc(transactions.id));
  }

  /** The same rows page by page (keyset on date and id) from one snapshot, for the exports. */
  async forEachRowPage(userId: string, q: ReportQuery, visit: (rows: LedgerRowIn[]) => Promise<void>): Promise<void> {
    await this.db.transaction(
      async (tx) => {
        let after: { date: string; id: string } | null = null;
        for (;;) {
          const rows: LedgerRowIn[] = await tx
            .select(columns)
            .from(transactions)
            .where(and(this.where(userId, q), after ? sql`(${transactions.date}, ${transactions.id}) > (${after.date}::date, ${after.id}::uuid)` : undefined))
            .orderBy(asc(transactions.date), asc(transactions.id))
            .limit(LEDGER_PAGE);
          if (rows.length) await visit(rows);
          if (rows.length < LEDGER_PAGE) break;
          const last: { date: string; id: string } = rows.at(-1)!;
          after = { date: last.date, id: last.id };
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  async budgets(userId: string): Promise<BudgetLimit[]> {
    return this.db
      .select({ category: budgets.category, subcategory: budgets.subcategory, limitCents: budgets.limitCents })
      .from(budgets)
      .where(eq(budgets.userId, userId))
      .orderBy(asc(budgets.category), asc(budgets.subcategory));
  }

  async accounts(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ account: transactions.account })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), sql`${transactions.account} is not null`));
    return rows.map((r) => r.account!).sort((a, b) => a.localeCompare(b));
  }
}
