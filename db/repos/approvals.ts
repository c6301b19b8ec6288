// Batches Prime asks the user to decide on, and the tasks the boss's view is built from.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ApprovalDto } from '../../core/team/api.ts';
import type { Db } from '../client.ts';
import { aiInteractionsLog, documents, primeApprovals, transactions } from '../schema.ts';

export type ApprovalRow = typeof primeApprovals.$inferSelect;
export type Decision = 'approve' | 'reject' | 'redirect';
const DECIDED: Record<Decision, ApprovalRow['status']> = { approve: 'approved', reject: 'rejected', redirect: 'redirected' };

export function approvalDtoOf(r: ApprovalRow, fileName: string): ApprovalDto {
  return {
    id: r.id,
    documentId: r.documentId,
    fileName,
    employee: r.employee,
    unsure: r.unsure,
    total: r.total,
    message: r.message,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

export class ApprovalsRepo {
  constructor(private readonly db: Db) {}

  /** One approval per document; a retried job creates nothing more. Returns it only when new. */
  async create(userId: string, a: { documentId: string; employee: string; unsure: number; total: number; message: string }): Promise<ApprovalRow | null> {
    const rows = await this.db
      .insert(primeApprovals)
      .values({ userId, ...a })
      .onConflictDoNothing({ target: primeApprovals.documentId })
      .returning();
    return rows[0] ?? null;
  }

  async list(userId: string, status?: ApprovalRow['status']): Promise<ApprovalDto[]> {
    const rows = await this.db
      .select({ a: primeApprovals, fileName: documents.fileName })
      .from(primeApprovals)
      .innerJoin(documents, eq(documents.id, primeApprovals.documentId))
      .where(and(eq(primeApprovals.userId, userId), status ? eq(primeApprovals.status, status) : undefined))
      .orderBy(desc(primeApprovals.createdAt))
      .limit(50);
    return rows.map((r) => approvalDtoOf(r.a, r.fileName));
  }

  /**
   * Records the decision once (only a pending approval can be decided) and returns the document's
   * transactions still waiting for review, which the caller acts on; null when not the user's.
   */
  async decide(userId: string, id: string, decision: Decision): Promise<{ approval: ApprovalDto; reviewIds: string[] } | 'decided' | null> {
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ a: primeApprovals, fileName: documents.fileName })
        .from(primeApprovals)
        .innerJoin(documents, eq(documents.id, primeApprovals.documentId))
        .where(and(eq(primeApprovals.userId, userId), eq(primeApprovals.id, id)))
        .for('update', { of: primeApprovals });
      if (!found) return null;
      if (found.a.status !== 'pending') return 'decided';
      const [row] = await tx
        .update(primeApprovals)
        .set({ status: DECIDED[decision], decidedAt: new Date() })
        .where(and(eq(primeApprovals.userId, userId), eq(primeApprovals.id, id)))
        .returning();
      const review = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.userId, userId), eq(transactions.documentId, found.a.documentId), eq(transactions.needsUserInput, true)));
      return { approval: approvalDtoOf(row!, found.fileName), reviewIds: review.map((r) => r.id) };
    });
  }

  /** Puts back a decision whose action failed, so the user can decide again. */
  async reopen(userId: string, id: string): Promise<void> {
    await this.db
      .update(primeApprovals)
      .set({ status: 'pending', decidedAt: null })
      .where(and(eq(primeApprovals.userId, userId), eq(primeApprovals.id, id)));
  }

  /** Chat replies of the last `days` days, for the boss's view. */
  async chats(userId: string, since: Date): Promise<{ id: string; employee: string; at: string; latencyMs: number; failed: boolean }[]> {
    const rows = await this.db
      .select({
        id: aiInteractionsLog.id,
        employee: aiInteractionsLog.employee,
        at: aiInteractionsLog.createdAt,
        latencyMs: aiInteractionsLog.latencyMs,
        source: aiInteractionsLog.source,
      })
      .from(aiInteractionsLog)
      .where(and(eq(aiInteractionsLog.userId, userId), eq(aiInteractionsLog.kind, 'chat'), gte(aiInteractionsLog.createdAt, since)))
      .orderBy(desc(aiInteractionsLog.createdAt))
      .limit(500);
    return rows.map((r) => ({ id: r.id, employee: r.employee, at: r.at.toISOString(), latencyMs: r.latencyMs, failed: r.source === 'error' }));
  }

  /** Tag's guesses rejected: the transactions go back to Uncategorized for the user to sort. */
  async rejectGuesses(userId: string, ids: readonly string[]): Promise<number> {
    if (!ids.length) return 0;
    const rows = await this.db
      .update(transactions)
      .set({
        category: 'Uncategorized',
        subcategory: null,
        confidence: 0,
        categorizationSource: 'none',
        needsUserInput: true,
      })
      .where(and(eq(transactions.userId, userId), sql`${transactions.id} = any(${`{${ids.join(',')}}`}::uuid[])`, eq(transactions.userCorrected, false)))
      .returning({ id: transactions.id });
    return rows.length;
  }
}
