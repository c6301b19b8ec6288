// Harmony's nudges, the category corrections they are raised from, and the visits "welcome back"
// is measured against. One nudge per (user, kind, subject), ever: creating it again does nothing.
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { NudgeDto } from '../../core/harmony/api.ts';
import type { NudgeDraft } from '../../core/harmony/nudges.ts';
import { TRANSFER } from '../../core/tag/taxonomy.ts';
import type { Db } from '../client.ts';
import { aiConversations, categoryCorrections, harmonyNudges, transactions, userAiPreferences, wellbeingCheckins } from '../schema.ts';

export type NudgeRow = typeof harmonyNudges.$inferSelect;

/** A category change the user made by hand (the subcategories too: a change of subcategory alone is a correction). */
export interface CategoryChange {
  transactionId: string;
  fromCategory: string;
  toCategory: string;
  fromSubcategory: string | null;
  toSubcategory: string | null;
}

/** Harmony's repeated-edit nudge is about moving things out of a category: a change of subcategory alone is not one. */
const categoryMoved = sql`${categoryCorrections.fromCategory} <> ${categoryCorrections.toCategory}`;

export type Executor = Pick<Db, 'insert' | 'select' | 'execute' | 'update'>;

export function nudgeDtoOf(row: NudgeRow): NudgeDto {
  return { id: row.id, kind: row.kind, message: row.message, context: row.context, createdAt: row.createdAt.toISOString() };
}

/**
 * Stores a nudge unless its subject already has one; returns it, or null when it existed. At most
 * one nudge is active: a new one replaces the one before (nudges never queue up behind each other).
 */
export async function createNudge(exec: Executor, userId: string, draft: NudgeDraft): Promise<NudgeRow | null> {
  const [row] = await exec
    .insert(harmonyNudges)
    .values({ userId, kind: draft.kind, subject: draft.subject, context: draft.context, message: draft.message })
    .onConflictDoNothing({ target: [harmonyNudges.userId, harmonyNudges.kind, harmonyNudges.subject] })
    .returning();
  if (row) {
    await exec
      .update(harmonyNudges)
      .set({ clearedAt: sql`now()` })
      .where(and(eq(harmonyNudges.userId, userId), isNull(harmonyNudges.clearedAt), ne(harmonyNudges.id, row.id)));
  }
  return row ?? null;
}

/** created_at within the UTC day `today` (the day the server files corrections under, see server/clock.ts) */
const onDay = (today: string) =>
  and(
    sql`${categoryCorrections.createdAt} >= (${today}::date)::timestamp at time zone 'UTC'`,
    sql`${categoryCorrections.createdAt} < (${today}::date + 1)::timestamp at time zone 'UTC'`,
  )!;

/** Today's corrections away from each category: from_category → count. */
export async function correctionsToday(exec: Executor, userId: string, today: string): Promise<Map<string, number>> {
  const rows = await exec
    .select({ from: categoryCorrections.fromCategory, n: sql<number>`count(*)::int` })
    .from(categoryCorrections)
    .where(and(eq(categoryCorrections.userId, userId), categoryMoved, onDay(today)))
    .groupBy(categoryCorrections.fromCategory);
  return new Map(rows.map((r) => [r.from, r.n]));
}

/**
 * Logs the user's category changes (unchanged ones already left out by the caller), filed under
 * `today`. One user's corrections are logged one database transaction at a time, so two at once
 * cannot both miss a threshold counted after (services/harmony/corrections.ts).
 */
export async function logCorrections(exec: Executor, userId: string, changes: readonly CategoryChange[], today: string): Promise<void> {
  await exec.execute(sql`select pg_advisory_xact_lock(hashtext(${`harmony-corrections:${userId}`}))`);
  // filed under `today` at the time of day it is now: the same instant unless CLOCK_TODAY pins the day
  const at = sql`(${today}::date)::timestamp at time zone 'UTC' + (now() - date_trunc('day', now(), 'UTC'))`;
  await exec.insert(categoryCorrections).values(changes.map((c) => ({ userId, ...c, createdAt: at })));
}

/** Today's corrections away from `category`: where each went, and the transaction's merchant. */
export function correctionsAwayFrom(
  exec: Executor,
  userId: string,
  category: string,
  today: string,
): Promise<{ toCategory: string; merchant: string | null }[]> {
  return exec
    .select({ toCategory: categoryCorrections.toCategory, merchant: sql<string | null>`coalesce(${transactions.merchant}, ${transactions.description})` })
    .from(categoryCorrections)
    .leftJoin(transactions, eq(transactions.id, categoryCorrections.transactionId))
    .where(and(eq(categoryCorrections.userId, userId), eq(categoryCorrections.fromCategory, category), categoryMoved, onDay(today)));
}

export class HarmonyRepo {
  constructor(private readonly db: Db) {}

  create(userId: string, draft: NudgeDraft): Promise<NudgeRow | null> {
    return createNudge(this.db, userId, draft);
  }

  /** The latest nudge not cleared yet. */
  async active(userId: string): Promise<NudgeRow | null> {
    const [row] = await this.db
      .select()
      .from(harmonyNudges)
      .where(and(eq(harmonyNudges.userId, userId), isNull(harmonyNudges.clearedAt)))
      .orderBy(desc(harmonyNudges.createdAt), desc(harmonyNudges.id))
      .limit(1);
    return row ?? null;
  }

  /** The user's nudge, cleared or not; someone else's is null. */
  async get(userId: string, id: string): Promise<NudgeRow | null> {
    const [row] = await this.db
      .select()
      .from(harmonyNudges)
      .where(and(eq(harmonyNudges.userId, userId), eq(harmonyNudges.id, id)));
    return row ?? null;
  }

  /** Clears the user's nudge (again is fine); false when it is not theirs or does not exist. */
  async clear(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(harmonyNudges)
      .set({ clearedAt: sql`coalesce(${harmonyNudges.clearedAt}, now())` })
      .where(and(eq(harmonyNudges.userId, userId), eq(harmonyNudges.id, id)))
      .returning({ id: harmonyNudges.id });
    return rows.length > 0;
  }

  correctionsToday(userId: string, today: string): Promise<Map<string, number>> {
    return correctionsToday(this.db, userId, today);
  }

  /** Records a visit now; returns the previous one (null on the first). */
  async visit(userId: string, now = new Date()): Promise<Date | null> {
    return this.db.transaction(async (tx) => {
      const [prev] = await tx.select({ at: userAiPreferences.lastVisitAt }).from(userAiPreferences).where(eq(userAiPreferences.userId, userId)).for('update');
      await tx
        .insert(userAiPreferences)
        .values({ userId, lastVisitAt: now })
        .onConflictDoUpdate({ target: userAiPreferences.userId, set: { lastVisitAt: now } });
      return prev?.at ?? null;
    });
  }

  /**
   * What happened since the previous visit `prev`: transactions added after it, and spending and
   * income dated after its day up to `today`.
   */
  async since(userId: string, prev: Date, today: string): Promise<{ added: number; spentCents: number; incomeCents: number }> {
    const since = prev.toISOString().slice(0, 10);
    const result = await this.db.execute<{ added: number; spent: string; income: string }>(sql`
      select
        count(*) filter (where created_at > ${prev.toISOString()}::timestamptz)::int as added,
        coalesce(sum(-amount_cents) filter (where date > ${since}::date and date <= ${today}::date and amount_cents < 0
          and category not in (${TRANSFER}, 'Income')), 0)::text as spent,
        coalesce(sum(amount_cents) filter (where date > ${since}::date and date <= ${today}::date and amount_cents > 0
          and category = 'Income'), 0)::text as income
      from transactions where user_id = ${userId}`);
    const r = result.rows[0];
    return { added: r?.added ?? 0, spentCents: Number(r?.spent ?? 0), incomeCents: Number(r?.income ?? 0) };
  }

  /**
   * What the check-in rule reads (core/harmony/checkin-nudges.ts): the saved check-ins, the day the
   * account was created (null: no such user), whether it has transactions, whether a nudge is
   * active, and whether one was cleared today.
   */
  async checkinState(
    userId: string,
    today: string,
  ): Promise<{ checkins: { month: string; score: number }[]; created: string | null; hasTx: boolean; active: boolean; clearedToday: boolean }> {
    const [checkins, state] = await Promise.all([
      this.db.select({ month: wellbeingCheckins.month, score: wellbeingCheckins.score }).from(wellbeingCheckins).where(eq(wellbeingCheckins.userId, userId)),
      this.db.execute<{ created: string; has_tx: boolean; active: boolean; cleared_today: boolean }>(sql`
        select
          (select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') from users where id = ${userId}) as created,
          exists(select 1 from transactions where user_id = ${userId}) as has_tx,
          exists(select 1 from harmony_nudges where user_id = ${userId} and cleared_at is null) as active,
          exists(select 1 from harmony_nudges where user_id = ${userId}
            and cleared_at >= (${today}::date)::timestamp at time zone 'UTC') as cleared_today`),
    ]);
    const r = state.rows[0];
    return { checkins, created: r?.created ?? null, hasTx: !!r?.has_tx, active: !!r?.active, clearedToday: !!r?.cleared_today };
  }

  /** The Harmony conversation a nudge opened (POST …/talk), if any. */
  async conversationOf(userId: string, nudgeId: string): Promise<{ id: string; greeting: string } | null> {
    const [row] = await this.db
      .select({ id: aiConversations.id, messages: aiConversations.messages })
      .from(aiConversations)
      .where(
        and(
          eq(aiConversations.userId, userId),
          eq(aiConversations.employee, 'harmony'),
          sql`${aiConversations.context} @> ${JSON.stringify({ nudgeId, openedByNudge: true })}::jsonb`,
        ),
      )
      .orderBy(aiConversations.createdAt)
      .limit(1);
    return row ? { id: row.id, greeting: row.messages[0]?.content ?? '' } : null;
  }
}
