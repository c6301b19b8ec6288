// Chime's bills per user, the proposals the user dismissed, and the balance buffer their warnings keep.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { billDismissals, bills, userPreferences } from '../schema.ts';

export type BillRow = typeof bills.$inferSelect;
export type NewBill = Omit<typeof bills.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export class BillsRepo {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<BillRow[]> {
    return this.db.select().from(bills).where(eq(bills.userId, userId)).orderBy(asc(bills.name));
  }

  async create(userId: string, b: NewBill): Promise<BillRow> {
    const [row] = await this.db.insert(bills).values({ ...b, userId }).returning();
    return row!;
  }

  /** Changes what the user may change on a bill; null when it is not theirs. */
  async update(userId: string, id: string, patch: Partial<Pick<NewBill, 'leadDays' | 'channels' | 'active' | 'autopay' | 'name' | 'expected'>>): Promise<BillRow | null> {
    const [row] = await this.db.update(bills).set({ ...patch, updatedAt: new Date() }).where(and(eq(bills.userId, userId), eq(bills.id, id))).returning();
    return row ?? null;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const gone = await this.db.delete(bills).where(and(eq(bills.userId, userId), eq(bills.id, id))).returning({ id: bills.id });
    return gone.length > 0;
  }

  async dismissed(userId: string): Promise<Set<string>> {
    const rows = await this.db.select({ key: billDismissals.merchantKey }).from(billDismissals).where(eq(billDismissals.userId, userId));
    return new Set(rows.map((r) => r.key));
  }

  async dismiss(userId: string, merchantKey: string): Promise<void> {
    await this.db.insert(billDismissals).values({ userId, merchantKey }).onConflictDoNothing();
  }

  /** The buffer the user set for the balance warnings; null: none set (the page uses $500). */
  async buffer(userId: string): Promise<number | null> {
    const [row] = await this.db.select({ cents: userPreferences.billBufferCents }).from(userPreferences).where(eq(userPreferences.userId, userId));
    return row?.cents ?? null;
  }

  async setBuffer(userId: string, cents: number): Promise<void> {
    await this.db.insert(userPreferences).values({ userId, billBufferCents: cents })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { billBufferCents: cents, updatedAt: new Date() } });
  }
}
