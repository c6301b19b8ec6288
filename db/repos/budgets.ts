// Goalie's budgets per user, and the alerts: each threshold is announced once a month (the UPDATE
// that records it is the guard, so two imports finishing together announce it once).
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { budgets } from '../schema.ts';
import { createWithinCap, type Tx } from './user-cap.ts';

export type BudgetRow = typeof budgets.$inferSelect;

export class BudgetsRepo {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<BudgetRow[]> {
    return this.db.select().from(budgets).where(eq(budgets.userId, userId)).orderBy(asc(budgets.category), asc(budgets.subcategory));
  }

  /** Sets the scope's limit (a new budget, or a new limit for the existing one). */
  /** A new scope is CapReached at USER_CAPS.budgets (a new limit for an existing one always goes through). */
  async upsert(userId: string, category: string, subcategory: string | null, limitCents: number): Promise<BudgetRow> {
    const counted = async (tx: Tx) => {
      const scope = subcategory === null ? isNull(budgets.subcategory) : eq(budgets.subcategory, subcategory);
      const [have] = await tx
        .select({ id: budgets.id })
        .from(budgets)
        .where(and(eq(budgets.userId, userId), eq(budgets.category, category), scope));
      if (have) return null;
      return tx
        .select({ n: count() })
        .from(budgets)
        .where(eq(budgets.userId, userId))
        .then(([r]) => r!.n);
    };
    return createWithinCap(this.db, userId, 'budgets', counted, async (tx) => {
      const [row] = await tx
        .insert(budgets)
        .values({ userId, category, subcategory, limitCents })
        .onConflictDoUpdate({ target: [budgets.userId, budgets.category, budgets.subcategory], set: { limitCents, updatedAt: new Date() } })
        .returning();
      return row!;
    });
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const gone = await this.db
      .delete(budgets)
      .where(and(eq(budgets.userId, userId), eq(budgets.id, id)))
      .returning({ id: budgets.id });
    return gone.length > 0;
  }

  /** Records that the alert went out this month; false when it already had (someone else sent it). */
  async markAlerted(userId: string, id: string, level: 'near' | 'over', month: string): Promise<boolean> {
    const column = level === 'near' ? budgets.alertedNearMonth : budgets.alertedOverMonth;
    const set = level === 'near' ? { alertedNearMonth: month } : { alertedOverMonth: month };
    const done = await this.db
      .update(budgets)
      .set(set)
      .where(and(eq(budgets.userId, userId), eq(budgets.id, id), or(isNull(column), sql`${column} <> ${month}`)))
      .returning({ id: budgets.id });
    return done.length > 0;
  }
}
