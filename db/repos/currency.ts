// The user's home currency, the rates they state, and which currencies their ledger holds.
import { and, count, eq, sum } from 'drizzle-orm';
import type { CurrencyRates } from '../../core/currency.ts';
import type { Db } from '../client.ts';
import { CHOSEN_CURRENCY } from './documents.ts';
import { documents, transactions, userPreferences, users } from '../schema.ts';

export interface LedgerCurrency {
  code: string;
  transactions: number;
  /** the sum of its amounts, in its own currency */
  totalCents: number;
}

export class CurrencyRepo {
  constructor(private readonly db: Db) {}

  async settings(userId: string): Promise<{ home: string; rates: CurrencyRates; ratesAt: string | null }> {
    const [row] = await this.db
      .select({ home: users.homeCurrency, rates: userPreferences.currencyRates, at: userPreferences.currencyRatesAt })
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(eq(users.id, userId));
    return { home: row?.home ?? 'USD', rates: row?.rates ?? {}, ratesAt: row?.at ? row.at.toISOString().slice(0, 10) : null };
  }

  async save(userId: string, home: string, rates: CurrencyRates): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ homeCurrency: home }).where(eq(users.id, userId));
      await tx
        .insert(userPreferences)
        .values({ userId, currencyRates: rates, currencyRatesAt: new Date() })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { currencyRates: rates, currencyRatesAt: new Date(), updatedAt: new Date() } });
    });
  }

  async ledgerCurrencies(userId: string): Promise<LedgerCurrency[]> {
    const rows = await this.db
      .select({ code: transactions.currency, n: count(), total: sum(transactions.amountCents) })
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .groupBy(transactions.currency);
    return rows.map((r) => ({ code: r.code, transactions: r.n, totalCents: Number(r.total ?? 0) })).sort((a, b) => b.transactions - a.transactions);
  }

  /** The user's choice of currency for a document: it and its transactions; false when it is not theirs. */
  async setDocumentCurrency(userId: string, documentId: string, code: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(documents)
        .set({ currency: code, currencyEvidence: CHOSEN_CURRENCY })
        .where(and(eq(documents.userId, userId), eq(documents.id, documentId)))
        .returning({ id: documents.id });
      if (!updated.length) return false;
      await tx
        .update(transactions)
        .set({ currency: code })
        .where(and(eq(transactions.userId, userId), eq(transactions.documentId, documentId)));
      return true;
    });
  }
}
