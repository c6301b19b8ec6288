// Harmony's check-ins (wellbeing_checkins): every query is filtered by the user, so someone else's
// check-in is never read, replaced or deleted.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { wellbeingCheckins } from '../schema.ts';

export type CheckinRow = typeof wellbeingCheckins.$inferSelect;
export type NewCheckin = Omit<typeof wellbeingCheckins.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export class WellbeingRepo {
  constructor(private readonly db: Db) {}

  /** The user's check-ins, oldest month first. */
  list(userId: string): Promise<CheckinRow[]> {
    return this.db.select().from(wellbeingCheckins).where(eq(wellbeingCheckins.userId, userId)).orderBy(asc(wellbeingCheckins.month));
  }

  async ofMonth(userId: string, month: string): Promise<CheckinRow | null> {
    const [row] = await this.db
      .select()
      .from(wellbeingCheckins)
      .where(and(eq(wellbeingCheckins.userId, userId), eq(wellbeingCheckins.month, month)));
    return row ?? null;
  }

  /** Stores the month's check-in; null when one exists and `replace` is false (nothing changed). */
  async save(userId: string, c: NewCheckin, replace: boolean): Promise<CheckinRow | null> {
    const insert = this.db.insert(wellbeingCheckins).values({ ...c, userId });
    const [row] = replace
      ? await insert
          .onConflictDoUpdate({
            target: [wellbeingCheckins.userId, wellbeingCheckins.month],
            set: {
              form: c.form,
              answers: c.answers,
              ageBand: c.ageBand,
              administered: c.administered,
              raw: c.raw,
              score: c.score,
              facts: c.facts,
              updatedAt: sql`now()`,
            },
          })
          .returning()
      : await insert.onConflictDoNothing().returning();
    return row ?? null;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(wellbeingCheckins)
      .where(and(eq(wellbeingCheckins.userId, userId), eq(wellbeingCheckins.id, id)))
      .returning({ id: wellbeingCheckins.id });
    return rows.length > 0;
  }
}
