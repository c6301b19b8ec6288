// Harmony's wellness studio: moods after imports, regret categories, no-spend challenges, focus
// sessions and achievements. Every query is filtered by the user; the nudges these raise go
// through createNudge (db/repos/harmony.ts), once per subject; the rules that raise them are applied
// in services/harmony/studio-nudges.ts.
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { NudgeDraft } from '../../core/harmony/nudges.ts';
import { ACHIEVEMENT_KEYS, type AchievementInputs, type AchievementKey } from '../../core/harmony/studio.ts';
import type { Db } from '../client.ts';
import {
  achievements,
  aiConversations,
  categoryCorrections,
  documents,
  focusSessions,
  harmonyMoods,
  harmonyNudges,
  nospendChallenges,
  primeApprovals,
  regretCategories,
  taxLineChoices,
  transactions,
  wellbeingCheckins,
} from '../schema.ts';
import { createNudge, type NudgeRow } from './harmony.ts';

export type MoodRow = typeof harmonyMoods.$inferSelect;
export type ChallengeRow = typeof nospendChallenges.$inferSelect;
export type FocusRow = typeof focusSessions.$inferSelect;

/** How many recent moods the mood rule reads. */
export const MOOD_HISTORY = 5;

export class StudioRepo {
  constructor(private readonly db: Db) {}

  // ── moods ──

  /** The user's document (id and name), or null when it is not theirs. */
  async document(userId: string, documentId: string): Promise<{ id: string; fileName: string; imported: number; status: string } | null> {
    const [row] = await this.db
      .select({ id: documents.id, fileName: documents.fileName, imported: documents.imported, status: documents.status })
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.id, documentId)));
    return row ?? null;
  }

  /** Stores (or changes) the mood about one of the user's documents. */
  async setMood(userId: string, documentId: string, mood: number, date: string): Promise<MoodRow> {
    const [row] = await this.db
      .insert(harmonyMoods)
      .values({ userId, documentId, mood, date })
      .onConflictDoUpdate({ target: [harmonyMoods.userId, harmonyMoods.documentId], set: { mood, date, createdAt: sql`now()` } })
      .returning();
    return row!;
  }

  async moods(userId: string, limit = 20): Promise<MoodRow[]> {
    return this.db.select().from(harmonyMoods).where(eq(harmonyMoods.userId, userId)).orderBy(desc(harmonyMoods.createdAt), desc(harmonyMoods.id)).limit(limit);
  }

  /** The user's check-ins, latest month first (the last MOOD_HISTORY + 1: each needs the one before). */
  checkins(userId: string) {
    return this.db
      .select({
        id: wellbeingCheckins.id,
        month: wellbeingCheckins.month,
        score: wellbeingCheckins.score,
        facts: wellbeingCheckins.facts,
        updatedAt: wellbeingCheckins.updatedAt,
      })
      .from(wellbeingCheckins)
      .where(eq(wellbeingCheckins.userId, userId))
      .orderBy(desc(wellbeingCheckins.month))
      .limit(MOOD_HISTORY + 1);
  }

  /** Clears the month's checkin_due card (a check-in for it was saved). */
  async clearCheckinDue(userId: string, month: string): Promise<void> {
    await this.db
      .update(harmonyNudges)
      .set({ clearedAt: sql`now()` })
      .where(and(eq(harmonyNudges.userId, userId), eq(harmonyNudges.kind, 'checkin_due'), eq(harmonyNudges.subject, month), isNull(harmonyNudges.clearedAt)));
  }

  /** The rows a document brought into the ledger. */
  documentRows(
    userId: string,
    documentId: string,
  ): Promise<{ date: string; description: string; merchant: string | null; amountCents: number; category: string }[]> {
    return this.db
      .select({
        date: transactions.date,
        description: transactions.description,
        merchant: transactions.merchant,
        amountCents: transactions.amountCents,
        category: transactions.category,
      })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.documentId, documentId)));
  }

  /** Stores a nudge once per subject (createNudge, db/repos/harmony.ts). */
  nudge(userId: string, draft: NudgeDraft): Promise<NudgeRow | null> {
    return createNudge(this.db, userId, draft);
  }

  // ── regrets ──

  async regrets(userId: string): Promise<{ category: string; createdAt: Date }[]> {
    return this.db
      .select({ category: regretCategories.category, createdAt: regretCategories.createdAt })
      .from(regretCategories)
      .where(eq(regretCategories.userId, userId))
      .orderBy(regretCategories.category);
  }

  async addRegret(userId: string, category: string): Promise<void> {
    await this.db.insert(regretCategories).values({ userId, category }).onConflictDoNothing();
  }

  async removeRegret(userId: string, category: string): Promise<boolean> {
    const rows = await this.db
      .delete(regretCategories)
      .where(and(eq(regretCategories.userId, userId), eq(regretCategories.category, category)))
      .returning({ c: regretCategories.category });
    return rows.length > 0;
  }

  // ── challenges ──

  async challenges(userId: string): Promise<ChallengeRow[]> {
    return this.db
      .select()
      .from(nospendChallenges)
      .where(eq(nospendChallenges.userId, userId))
      .orderBy(desc(nospendChallenges.createdAt), desc(nospendChallenges.id));
  }

  async createChallenge(userId: string, input: { categories: string[]; startDate: string; lengthDays: number }): Promise<ChallengeRow> {
    const [row] = await this.db
      .insert(nospendChallenges)
      .values({ userId, ...input })
      .returning();
    return row!;
  }

  async deleteChallenge(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(nospendChallenges)
      .where(and(eq(nospendChallenges.userId, userId), eq(nospendChallenges.id, id)))
      .returning({ id: nospendChallenges.id });
    return rows.length > 0;
  }

  // ── focus ──

  async addFocus(userId: string, input: { kind: 'focus' | 'break'; minutes: number; date: string }): Promise<FocusRow> {
    const [row] = await this.db
      .insert(focusSessions)
      .values({ userId, ...input })
      .returning();
    return row!;
  }

  async focusSince(userId: string, from: string): Promise<{ sessions: number; minutes: number }> {
    const [r] = await this.db
      .select({ sessions: sql<number>`count(*)::int`, minutes: sql<number>`coalesce(sum(${focusSessions.minutes}), 0)::int` })
      .from(focusSessions)
      .where(and(eq(focusSessions.userId, userId), eq(focusSessions.kind, 'focus'), sql`${focusSessions.date} >= ${from}::date`));
    return { sessions: r?.sessions ?? 0, minutes: r?.minutes ?? 0 };
  }

  // ── achievements ──

  /** The counts the achievement rules read (the savings window comes from the ledger). */
  async achievementCounts(userId: string): Promise<Omit<AchievementInputs, 'savingsRate'>> {
    const [[approvals], [corrections], [lines], [employees]] = await Promise.all([
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(primeApprovals)
        .where(and(eq(primeApprovals.userId, userId), isNotNull(primeApprovals.decidedAt))),
      this.db.select({ n: sql<number>`count(*)::int` }).from(categoryCorrections).where(eq(categoryCorrections.userId, userId)),
      this.db.select({ n: sql<number>`count(*)::int` }).from(taxLineChoices).where(eq(taxLineChoices.userId, userId)),
      this.db
        .select({ n: sql<number>`count(distinct ${aiConversations.employee})::int` })
        .from(aiConversations)
        .where(eq(aiConversations.userId, userId)),
    ]);
    return { decisions: (approvals?.n ?? 0) + (corrections?.n ?? 0), taxLines: lines?.n ?? 0, employeesUsed: employees?.n ?? 0 };
  }

  /** Records the reached ones (first time only) and returns every unlock time. */
  async unlock(userId: string, reached: readonly AchievementKey[]): Promise<Map<AchievementKey, Date>> {
    if (reached.length) {
      await this.db
        .insert(achievements)
        .values(reached.map((key) => ({ userId, key })))
        .onConflictDoNothing();
    }
    const rows = await this.db
      .select()
      .from(achievements)
      .where(and(eq(achievements.userId, userId), inArray(achievements.key, [...ACHIEVEMENT_KEYS])));
    return new Map(rows.map((r) => [r.key as AchievementKey, r.unlockedAt]));
  }
}
