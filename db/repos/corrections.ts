// The user correcting Tag: one transaction's category, "Apply to N similar", accepting or
// categorizing the review queue, and a rule applied to the ledger. Every correction teaches the
// merchant's pattern in the same database transaction, so what the user sees and what Tag learned
// never disagree. Each change of category is also logged for Harmony (category_corrections), who
// notices when the user keeps moving things out of the same category. The rules a correction applies
// inside its database transaction (the merchant key, Harmony's repeated-edit nudge) are passed in by
// services/tag/corrections.ts.
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { UNCATEGORIZED } from '../../core/tag/categories.ts';
import type { Db } from '../client.ts';
import { transactions } from '../schema.ts';
import type { CategoryChange, Executor } from './harmony.ts';
import { teachPatterns, type PatternLesson } from './tag.ts';
import { pgArray } from './pg-array.ts';
import type { TransactionRow } from './transactions.ts';

/** Confidence given to transactions a correction was applied to ("Apply to N similar"). */
export const APPLIED_CONFIDENCE = 0.9;

export interface CorrectionOutcome {
  row: TransactionRow;
  similar: { count: number; merchant: string | null };
}

export interface Recategorization {
  id: string;
  category: string;
  subcategory: string | null;
  confidence: number;
  source: string;
}

/** What a correction's database transaction runs against. */
export type CorrectionExecutor = Executor;

/** The rules a correction applies inside its database transaction. */
export interface CorrectionRules {
  /** a row's merchant key when it has none stored (core/tag/merchant.ts) */
  merchantKey(description: string): string;
  /** logs the category changes and raises Harmony's repeated-edit nudges (services/harmony/corrections.ts) */
  noteCorrections(exec: CorrectionExecutor, userId: string, changes: readonly CategoryChange[], today: string): Promise<void>;
}

/**
 * The user's other transactions of the same merchant, going the same way (a refund from a shop is
 * not a purchase), not set by hand, not reconciled, and not already in (category, subcategory).
 */
function similarTo(userId: string, row: TransactionRow, key: string): SQL {
  return and(
    eq(transactions.userId, userId),
    eq(transactions.merchantKey, key),
    ne(transactions.id, row.id),
    eq(transactions.userCorrected, false),
    // reconciled rows are locked against the bank's balance (server/accounts/lock.ts)
    isNull(transactions.reconciledAt),
    row.amountCents < 0 ? sql`${transactions.amountCents} < 0` : sql`${transactions.amountCents} >= 0`,
    sql`(${transactions.category}, coalesce(${transactions.subcategory}, '')) is distinct from (${row.category}, ${row.subcategory ?? ''})`,
  )!;
}

export class CorrectionsRepo {
  constructor(
    private readonly db: Db,
    private readonly rules: CorrectionRules,
  ) {}

  private keyOf(r: Pick<TransactionRow, 'merchantKey' | 'description'>): string {
    return r.merchantKey ?? this.rules.merchantKey(r.description);
  }

  /** Sets the category by hand, teaches the merchant's pattern, and counts the similar ones. */
  async correct(userId: string, id: string, category: string, subcategory: string | null, today: string): Promise<CorrectionOutcome | null> {
    return this.db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, userId), eq(transactions.id, id)))
        .for('update');
      if (!old) return null;
      const key = this.keyOf(old);
      const [row] = await tx
        .update(transactions)
        .set({
          category,
          subcategory,
          confidence: 1,
          needsUserInput: false,
          categorizationSource: 'user',
          userCorrected: true,
          merchantKey: key,
        })
        .where(and(eq(transactions.userId, userId), eq(transactions.id, id)))
        .returning();
      if (category !== UNCATEGORIZED) await teachPatterns(tx, userId, [{ pattern: key, category, subcategory, uses: 1 }], today);
      await this.rules.noteCorrections(
        tx,
        userId,
        [{ transactionId: id, fromCategory: old.category, toCategory: category, fromSubcategory: old.subcategory, toSubcategory: subcategory }],
        today,
      );
      const [n] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(transactions)
        .where(similarTo(userId, row!, key));
      return { row: row!, similar: { count: category === UNCATEGORIZED ? 0 : (n?.n ?? 0), merchant: row!.merchant } };
    });
  }

  /** Gives the transaction's category to its similar ones (see similarTo); returns how many changed. */
  async applySimilar(userId: string, id: string): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, userId), eq(transactions.id, id)));
      if (!row) return null;
      if (row.category === UNCATEGORIZED) return 0;
      const changed = await tx
        .update(transactions)
        .set({
          category: row.category,
          subcategory: row.subcategory,
          confidence: APPLIED_CONFIDENCE,
          needsUserInput: false,
          categorizationSource: 'learned',
        })
        .where(similarTo(userId, row, this.keyOf(row)))
        .returning({ id: transactions.id });
      return changed.length;
    });
  }

  /** Confirms Tag's suggestion for these transactions (Uncategorized ones cannot be); teaches their merchants. */
  async accept(userId: string, ids: readonly string[], today: string): Promise<number> {
    if (!ids.length) return 0;
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(transactions)
        .set({ needsUserInput: false, userCorrected: true, categorizationSource: 'user', confidence: 1 })
        .where(and(eq(transactions.userId, userId), inArray(transactions.id, [...ids]), ne(transactions.category, UNCATEGORIZED)))
        .returning();
      await teachPatterns(tx, userId, this.lessonsOf(rows), today);
      await this.fillKeys(tx, userId, rows);
      return rows.length;
    });
  }

  /** Puts these transactions in (category, subcategory) by hand; teaches their merchants. */
  async categorize(userId: string, ids: readonly string[], category: string, subcategory: string | null, today: string): Promise<number> {
    if (!ids.length) return 0;
    return this.db.transaction(async (tx) => {
      const before = await tx
        .select({ id: transactions.id, category: transactions.category, subcategory: transactions.subcategory })
        .from(transactions)
        .where(and(eq(transactions.userId, userId), inArray(transactions.id, [...ids])))
        .for('update');
      const rows = await tx
        .update(transactions)
        .set({
          category,
          subcategory,
          needsUserInput: category === UNCATEGORIZED,
          userCorrected: true,
          categorizationSource: 'user',
          confidence: 1,
        })
        .where(and(eq(transactions.userId, userId), inArray(transactions.id, [...ids])))
        .returning();
      if (category !== UNCATEGORIZED) await teachPatterns(tx, userId, this.lessonsOf(rows), today);
      await this.fillKeys(tx, userId, rows);
      await this.rules.noteCorrections(
        tx,
        userId,
        before.map((b) => ({
          transactionId: b.id,
          fromCategory: b.category,
          toCategory: category,
          fromSubcategory: b.subcategory,
          toSubcategory: subcategory,
        })),
        today,
      );
      return rows.length;
    });
  }

  /** Writes new categories Tag worked out (a rule applied to the ledger); rows set by hand are left alone. */
  async recategorize(userId: string, updates: readonly Recategorization[]): Promise<number> {
    let changed = 0;
    for (let i = 0; i < updates.length; i += 5000) {
      const part = updates.slice(i, i + 5000);
      const result = await this.db.execute(sql`
        update transactions t set category = u.category, subcategory = u.subcategory, confidence = u.confidence,
          categorization_source = u.source, needs_user_input = u.confidence < 0.8
        from (select * from unnest(${pgArray(part.map((u) => u.id))}::uuid[], ${pgArray(part.map((u) => u.category))}::text[],
          ${pgArray(part.map((u) => u.subcategory))}::text[], ${pgArray(part.map((u) => u.confidence))}::real[], ${pgArray(part.map((u) => u.source))}::text[])
          as x(id, category, subcategory, confidence, source)) u
        where t.id = u.id and t.user_id = ${userId} and not t.user_corrected and t.reconciled_at is null`);
      changed += result.rowCount ?? 0;
    }
    return changed;
  }

  /** Rows from before merchant keys were stored get theirs, so "similar" finds them next time. */
  private async fillKeys(tx: Pick<Db, 'update'>, userId: string, rows: readonly TransactionRow[]): Promise<void> {
    for (const r of rows) {
      if (r.merchantKey === null)
        await tx
          .update(transactions)
          .set({ merchantKey: this.keyOf(r) })
          .where(and(eq(transactions.userId, userId), eq(transactions.id, r.id)));
    }
  }

  private lessonsOf(rows: readonly TransactionRow[]): PatternLesson[] {
    return rows.map((r) => ({ pattern: this.keyOf(r), category: r.category, subcategory: r.subcategory, uses: 1 }));
  }
}
