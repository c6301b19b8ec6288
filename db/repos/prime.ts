// Prime's routing log and the handoffs it gives employees.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { aiInteractionsLog, primeInteractions, smartHandoffs } from '../schema.ts';

/** A handoff is good for this long. */
export const HANDOFF_TTL_MS = 24 * 60 * 60 * 1000;

export type HandoffRow = typeof smartHandoffs.$inferSelect;
export type ClaimResult = { ok: true; handoff: HandoffRow } | { ok: false; reason: 'not_found' | 'expired' | 'used' | 'other_employee' };

export interface RoutingRecord {
  question: string;
  analysis: Record<string, unknown>;
  routedTo: string | null;
  replyKind: string;
  confidence: number;
  output: string;
  latencyMs: number;
}

export class PrimeRepo {
  constructor(private readonly db: Db) {}

  /** Logs the decision (prime_interactions and ai_interactions_log) and, for a route, creates its handoff. */
  async recordRouting(userId: string, r: RoutingRecord, now = new Date()): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      await tx.insert(primeInteractions).values({
        userId,
        question: r.question,
        analysis: r.analysis,
        routedTo: r.routedTo,
        replyKind: r.replyKind,
        confidence: r.confidence,
      });
      await tx.insert(aiInteractionsLog).values({
        userId,
        employee: 'prime',
        kind: 'route',
        source: 'router',
        input: r.question,
        output: r.output,
        latencyMs: r.latencyMs,
      });
      if (r.replyKind !== 'route' || !r.routedTo) return null;
      const [h] = await tx
        .insert(smartHandoffs)
        .values({
          userId,
          question: r.question,
          employee: r.routedTo,
          context: { analysis: r.analysis, confidence: r.confidence },
          expiresAt: new Date(now.getTime() + HANDOFF_TTL_MS),
        })
        .returning({ id: smartHandoffs.id });
      return h!.id;
    });
  }

  /**
   * The receiving employee takes the handoff: only its owner, only the employee it was made for,
   * only once, only before it expires. Marked used in the same statement that checks it.
   */
  async claim(userId: string, id: string, employee: string, now = new Date()): Promise<ClaimResult> {
    return this.db.transaction(async (tx) => {
      const [h] = await tx
        .select()
        .from(smartHandoffs)
        .where(and(eq(smartHandoffs.userId, userId), eq(smartHandoffs.id, id)))
        .for('update');
      if (!h) return { ok: false, reason: 'not_found' };
      if (h.employee !== employee) return { ok: false, reason: 'other_employee' };
      if (h.used) return { ok: false, reason: 'used' };
      if (h.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      const [used] = await tx
        .update(smartHandoffs)
        .set({ used: true, usedAt: now })
        .where(and(eq(smartHandoffs.userId, userId), eq(smartHandoffs.id, id)))
        .returning();
      return { ok: true, handoff: used! };
    });
  }
}
