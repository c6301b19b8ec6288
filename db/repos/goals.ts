// Goalie's goals and their contributions; what each has saved (starting amount, contributions by
// hand, and the ledger rows its account or text matches since it was created).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { GoalInput } from '../../core/goalie/api.ts';
import type { GoalKind, GoalState } from '../../core/goalie/kinds.ts';
import type { GoalFacts } from '../../core/goalie/overview.ts';
import type { Db } from '../client.ts';
import { financialGoals, goalContributions } from '../schema.ts';
import { createWithinCap, type Tx } from './user-cap.ts';

export type GoalRow = typeof financialGoals.$inferSelect;

export class StaleEdit extends Error {}

/** A goal as core/goalie/overview.ts reads it. */
export function goalFacts(g: GoalRow, savedCents: number): GoalFacts {
  return {
    id: g.id,
    name: g.name,
    kind: g.kind,
    targetCents: g.targetCents,
    targetDate: g.targetDate,
    startingCents: g.startingCents,
    savedCents,
    linkedAccount: g.linkedAccount,
    matchText: g.matchText,
    priority: g.priority,
    status: g.status,
    updatedAt: g.updatedAt.toISOString(),
  };
}

export class GoalsRepo {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<GoalRow[]> {
    return this.db.select().from(financialGoals).where(eq(financialGoals.userId, userId)).orderBy(asc(financialGoals.priority), asc(financialGoals.createdAt));
  }

  async get(userId: string, id: string): Promise<GoalRow | null> {
    const [row] = await this.db
      .select()
      .from(financialGoals)
      .where(and(eq(financialGoals.userId, userId), eq(financialGoals.id, id)));
    return row ?? null;
  }

  /** `today`: the server's day (CLOCK_TODAY may pin it); ledger rows from that day on count towards the goal. */
  /** CapReached when the user already has USER_CAPS.goals goals (counted under a per-user lock). */
  async create(userId: string, g: GoalInput & { kind: GoalKind }, today: string): Promise<GoalRow> {
    const counted = (tx: Tx) =>
      tx
        .select({ n: count() })
        .from(financialGoals)
        .where(eq(financialGoals.userId, userId))
        .then(([r]) => r!.n);
    return createWithinCap(this.db, userId, 'goals', counted, (tx) => this.insert(tx, userId, g, today));
  }

  private async insert(tx: Tx, userId: string, g: GoalInput & { kind: GoalKind }, today: string): Promise<GoalRow> {
    const [row] = await tx
      .insert(financialGoals)
      .values({
        createdAt: sql`(${today}::date)::timestamp at time zone 'UTC' + (now() - date_trunc('day', now(), 'UTC'))`,
        userId,
        name: g.name,
        kind: g.kind,
        targetCents: g.targetCents,
        targetDate: g.targetDate ?? null,
        startingCents: g.startingCents ?? 0,
        linkedAccount: g.linkedAccount ?? null,
        matchText: g.matchText ?? null,
        priority: g.priority ?? 1,
      })
      .returning();
    return row!;
  }

  /**
   * Saves an edit made from the copy of `updatedAt`; a goal changed since (another tab) is refused
   * with StaleEdit, never overwritten. Null: not the user's goal.
   */
  async update(userId: string, id: string, updatedAt: string, fields: Partial<GoalInput> & { kind?: GoalKind; status?: GoalState }): Promise<GoalRow | null> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(financialGoals)
        .where(and(eq(financialGoals.userId, userId), eq(financialGoals.id, id)))
        .for('update');
      if (!current) return null;
      if (current.updatedAt.toISOString() !== new Date(updatedAt).toISOString()) {
        throw new StaleEdit(`"${current.name}" was changed elsewhere since you opened it; reload it and make your change again.`);
      }
      const [row] = await tx
        .update(financialGoals)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(financialGoals.userId, userId), eq(financialGoals.id, id)))
        .returning();
      return row!;
    });
  }

  /** Records the alert about to be given; false when it was the last one given (nothing to say). */
  async noteAlert(userId: string, id: string, alert: string | null): Promise<boolean> {
    const done = await this.db
      .update(financialGoals)
      .set({ lastAlert: alert })
      .where(and(eq(financialGoals.userId, userId), eq(financialGoals.id, id), sql`${financialGoals.lastAlert} is distinct from ${alert}`))
      .returning({ id: financialGoals.id });
    return done.length > 0;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const gone = await this.db
      .delete(financialGoals)
      .where(and(eq(financialGoals.userId, userId), eq(financialGoals.id, id)))
      .returning({ id: financialGoals.id });
    return gone.length > 0;
  }

  /** False: not the user's goal; CapReached when the goal already has USER_CAPS.goalContributions. */
  async contribute(userId: string, goalId: string, date: string, amountCents: number, note: string | null): Promise<boolean> {
    const goal = await this.get(userId, goalId);
    if (!goal) return false;
    const counted = (tx: Tx) =>
      tx
        .select({ n: count() })
        .from(goalContributions)
        .where(and(eq(goalContributions.userId, userId), eq(goalContributions.goalId, goalId)))
        .then(([r]) => r!.n);
    await createWithinCap(this.db, userId, 'goalContributions', counted, async (tx) => {
      await tx.insert(goalContributions).values({ userId, goalId, date, amountCents, note });
      await tx
        .update(financialGoals)
        .set({ updatedAt: new Date() })
        .where(and(eq(financialGoals.userId, userId), eq(financialGoals.id, goalId)));
    });
    return true;
  }

  /**
   * Saved per goal: starting + contributions by hand + ledger rows matched since the goal's creation
   * day (money in to its linked account; or, by its text, the size of each matching transfer).
   */
  async saved(userId: string): Promise<Map<string, number>> {
    const rows = await this.db.execute<{ id: string; saved: string }>(sql`
      select g.id, (g.starting_cents
        + coalesce((select sum(c.amount_cents) from goal_contributions c where c.user_id = g.user_id and c.goal_id = g.id), 0)
        + coalesce((select sum(abs(t.amount_cents)) from transactions t
            where t.user_id = g.user_id and t.date >= (g.created_at at time zone 'UTC')::date
              and ((g.linked_account is not null and t.account = g.linked_account and t.amount_cents > 0)
                or (g.match_text is not null and t.description ilike '%' || g.match_text || '%'))), 0))::text as saved
      from financial_goals g where g.user_id = ${userId}::uuid`);
    return new Map(rows.rows.map((r) => [r.id, Number(r.saved)]));
  }

  /**
   * What was added to each goal and when, the parts of saved() with their dates: contributions by hand
   * and the ledger rows matched since the goal's creation day (the starting amount is on the goal).
   */
  async savedEntries(userId: string): Promise<Map<string, { date: string; cents: number }[]>> {
    const rows = await this.db.execute<{ id: string; date: string; cents: string }>(sql`
      select c.goal_id as id, c.date::text as date, c.amount_cents::text as cents
        from goal_contributions c where c.user_id = ${userId}::uuid
      union all
      select g.id, t.date::text, abs(t.amount_cents)::text
        from financial_goals g join transactions t on t.user_id = g.user_id
        where g.user_id = ${userId}::uuid and t.date >= (g.created_at at time zone 'UTC')::date
          and ((g.linked_account is not null and t.account = g.linked_account and t.amount_cents > 0)
            or (g.match_text is not null and t.description ilike '%' || g.match_text || '%'))`);
    const out = new Map<string, { date: string; cents: number }[]>();
    for (const r of rows.rows) {
      const list = out.get(r.id) ?? [];
      list.push({ date: r.date, cents: Number(r.cents) });
      out.set(r.id, list);
    }
    return out;
  }
}
