// The reads of what Intelia looks at after an import (issue 18: the cost of a small import must not
// grow with the ledger; services/ledger/focus.ts puts them together): the file's merchants, its own
// rows through a cursor, and the window's spending summed per month, category and currency in
// PostgreSQL instead of read row by row.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { transactions } from '../schema.ts';
import { LEDGER_COLUMNS, type LedgerRow } from './ledger-rows.ts';

/** Rows fetched at a time from the cursor over an import's rows. */
const PAGE_ROWS = 20_000;

/** One (month, category, currency) of the window's spending, as PostgreSQL sums it. */
export interface MonthlyGroup {
  month: string;
  category: string;
  currency: string;
  /** the sum of the negative amounts, null when there is none */
  spent: string | null;
  first: string;
}

export class LedgerFocusRepo {
  constructor(private readonly db: Db) {}

  /**
   * The file's merchants, and whether it added a row between `from` and `today`: grouped in
   * PostgreSQL, so a 1,000,000-row import is not read back row by row for a dozen merchant keys.
   */
  async documentMerchants(userId: string, documentId: string, from: string, today: string): Promise<{ key: string | null; added: boolean }[]> {
    const result = await this.db.execute<{ key: string | null; added: boolean }>(sql`
    select merchant_key as key, bool_or(date >= ${from} and date <= ${today}) as added
    from transactions where user_id = ${userId} and document_id = ${documentId} group by merchant_key`);
    return result.rows;
  }

  /** The merchant keys of the user's rows dated `from` to `today`. */
  merchantsBetween(userId: string, from: string, today: string): Promise<{ key: string | null }[]> {
    return this.db
      .selectDistinct({ key: transactions.merchantKey })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), gte(transactions.date, from), lte(transactions.date, today)));
  }

  /**
   * The document's rows since `from`, oldest first, read through a cursor a page at a time (a
   * 1,000,000-row import has ~300,000 rows in the window: `visit` keeps what it needs of each page).
   */
  async forEachDocumentPage(userId: string, from: string, documentId: string, visit: (rows: readonly LedgerRow[]) => void): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`declare document_rows no scroll cursor for
      select ${LEDGER_COLUMNS} from transactions where user_id = ${userId} and date >= ${from} and document_id = ${documentId} order by date, id`);
      for (;;) {
        const page = await tx.execute<LedgerRow>(sql`fetch forward ${sql.raw(String(PAGE_ROWS))} from document_rows`);
        visit(page.rows);
        if (page.rows.length < PAGE_ROWS) break;
      }
    });
  }

  /** The spending of the rows dated `from` to `today` per month, category and currency. */
  monthlyGroups(userId: string, from: string, today: string): Promise<MonthlyGroup[]> {
    // one backend: on a small machine, starting parallel workers costs more than the sum (3× here)
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      const result = await tx.execute<{ month: string; category: string; currency: string; spent: string | null; first: string }>(sql`
        select to_char(date_trunc('month', date), 'YYYY-MM') as month, category, currency,
               sum(amount_cents) filter (where amount_cents < 0) as spent, min(date)::text as first
        from transactions where user_id = ${userId} and date >= ${from} and date <= ${today}
        group by date_trunc('month', date), category, currency`);
      return result.rows;
    });
  }
}
