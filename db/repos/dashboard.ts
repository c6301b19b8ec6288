// The dashboard shell's figures: the home page's stats strip, and the bell's read marker (what the bell
// counts: services/notifications/bell.ts).
import { sql } from 'drizzle-orm';
import type { DashboardStatsDto } from '../../core/dashboard/api.ts';
import type { CategorizationSource } from '../../core/tag/api.ts';
import { UNCATEGORIZED } from '../../core/tag/categories.ts';
import type { Db } from '../client.ts';
import { userPreferences } from '../schema.ts';
import { pgArray } from './pg-array.ts';

/** Tag's own layers: a transaction whose category came from one of these was categorized automatically. */
export const TAG_SOURCES: readonly CategorizationSource[] = ['rule', 'learned', 'bank', 'knowledge', 'model', 'sign'];

/**
 * What the figures mean (docs/capabilities/app.md):
 * - documentsProcessed: the user's documents whose import completed;
 * - lastUploadAt: when the latest document was uploaded, whatever became of it;
 * - totalTransactions: every transaction of the user;
 * - categoriesLearned: merchant patterns Tag learned from corrections (tag_patterns) plus the
 *   user's rules (tag_rules);
 * - aiAccuracy: of the transactions Tag categorized automatically, the share the user did not
 *   correct. A transaction counts as categorized automatically when its category came from one of
 *   Tag's layers (categorization_source rule, learned, knowledge, model or sign) and still stands,
 *   or when the user confirmed it (accepting Tag's suggestion: user_corrected, no change of
 *   category logged), or when the user moved it away from a category Tag had given it. That last
 *   kind is a correction: a change of category or of subcategory by hand (Fast Food → Food Delivery
 *   counts) logged in category_corrections whose from_category is not Uncategorized. Filling in a transaction Tag left Uncategorized is not a
 *   correction, and Tag never categorized it, so it counts in neither figure. null while Tag has
 *   categorized nothing.
 */
export class DashboardRepo {
  constructor(private readonly db: Db) {}

  async stats(userId: string): Promise<DashboardStatsDto> {
    const result = await this.db.execute<{
      documents_processed: number;
      last_upload_at: Date | string | null;
      total_transactions: number;
      patterns: number;
      rules: number;
      auto_categorized: number;
      corrected: number;
      active_goals: number;
      debts: number;
      debt_cents: string;
      budgets: number;
    }>(sql`
      with edits as (
        select transaction_id, bool_or(from_category <> ${UNCATEGORIZED}) as corrected
        from category_corrections
        where user_id = ${userId} and transaction_id is not null
        group by transaction_id
      ), judged as (
        select coalesce(e.corrected, false) as corrected,
          (t.categorization_source = any(${pgArray([...TAG_SOURCES])}::text[])
            or coalesce(e.corrected, false)
            or (t.user_corrected and e.transaction_id is null and t.category <> ${UNCATEGORIZED})) as auto
        from transactions t left join edits e on e.transaction_id = t.id
        where t.user_id = ${userId}
      )
      select
        (select count(*)::int from documents where user_id = ${userId} and status = 'completed') as documents_processed,
        (select max(created_at) from documents where user_id = ${userId}) as last_upload_at,
        (select count(*)::int from judged) as total_transactions,
        (select count(*)::int from tag_patterns where user_id = ${userId}) as patterns,
        (select count(*)::int from tag_rules where user_id = ${userId}) as rules,
        (select count(*)::int from judged where auto) as auto_categorized,
        (select count(*)::int from judged where auto and corrected) as corrected,
        (select count(*)::int from financial_goals where user_id = ${userId} and status = 'active') as active_goals,
        (select count(*)::int from debts where user_id = ${userId}) as debts,
        (select coalesce(sum(balance_cents), 0)::text from debts where user_id = ${userId}) as debt_cents,
        (select count(*)::int from budgets where user_id = ${userId}) as budgets`);
    const r = result.rows[0]!;
    const lastUpload = r.last_upload_at === null ? null : new Date(r.last_upload_at).toISOString();
    return {
      documentsProcessed: r.documents_processed,
      lastUploadAt: lastUpload,
      totalTransactions: r.total_transactions,
      categoriesLearned: r.patterns + r.rules,
      autoCategorized: r.auto_categorized,
      corrected: r.corrected,
      aiAccuracy: r.auto_categorized === 0 ? null : (r.auto_categorized - r.corrected) / r.auto_categorized,
      planning: { activeGoals: r.active_goals, debts: r.debts, debtCents: Number(r.debt_cents), budgets: r.budgets },
    };
  }

  /** Everything up to now is read. */
  async markActivityRead(userId: string): Promise<void> {
    await this.db
      .insert(userPreferences)
      .values({ userId, activityReadAt: sql`now()` })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { activityReadAt: sql`now()`, updatedAt: sql`now()` } });
  }
}
