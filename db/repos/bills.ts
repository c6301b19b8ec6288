// Chime's bills per user, the proposals the user dismissed, and the balance buffer their warnings keep.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { billDismissals, bills, userPreferences } from '../schema.ts';
import { createWithinCap, type Tx } from './user-cap.ts';

export type BillRow = typeof bills.$inferSelect;
export type NewBill = Omit<typeof bills.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export class BillsRepo {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<BillRow[]> {
    return this.db.select().from(bills).where(eq(bills.userId, userId)).orderBy(asc(bills.name));
  }

  /** CapReached when the user already has USER_CAPS.bills bills (counted under a per-user lock). */
  async create(userId: string, b: NewBill): Promise<BillRow> {
    const counted = (tx: Tx) =>
      tx
        .select({ n: count() })
        .from(bills)
        .where(eq(bills.userId, userId))
        .then(([r]) => r!.n);
    return createWithinCap(this.db, userId, 'bills', counted, async (tx) => {
      const [row] = await tx
        .insert(bills)
        .values({ ...b, userId })
        .returning();
      return row!;
    });
  }

  /** Changes what the user may change on a bill; null when it is not theirs. */
  async update(
    userId: string,
    id: string,
    patch: Partial<Pick<NewBill, 'leadDays' | 'channels' | 'active' | 'autopay' | 'name' | 'expected'>>,
  ): Promise<BillRow | null> {
    const [row] = await this.db
      .update(bills)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(bills.userId, userId), eq(bills.id, id)))
      .returning();
    return row ?? null;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const gone = await this.db
      .delete(bills)
      .where(and(eq(bills.userId, userId), eq(bills.id, id)))
      .returning({ id: bills.id });
    return gone.length > 0;
  }

  async dismissed(userId: string): Promise<Set<string>> {
    const rows = await this.db.select({ key: billDismissals.merchantKey }).from(billDismissals).where(eq(billDismissals.userId, userId));
    return new Set(rows.map((r) => r.key));
  }

  /** Idempotent; CapReached when USER_CAPS.billDismissals other keys are already dismissed. */
  async dismiss(userId: string, merchantKey: string): Promise<void> {
    const counted = async (tx: Tx) => {
      const [known] = await tx
        .select({ key: billDismissals.merchantKey })
        .from(billDismissals)
        .where(and(eq(billDismissals.userId, userId), eq(billDismissals.merchantKey, merchantKey)));
      if (known) return null;
      return tx
        .select({ n: count() })
        .from(billDismissals)
        .where(eq(billDismissals.userId, userId))
        .then(([r]) => r!.n);
    };
    await createWithinCap(this.db, userId, 'billDismissals', counted, (tx) => tx.insert(billDismissals).values({ userId, merchantKey }).onConflictDoNothing());
  }

  /** The buffer the user set for the balance warnings; null: none set (the page uses $500). */
  async buffer(userId: string): Promise<number | null> {
    const [row] = await this.db.select({ cents: userPreferences.billBufferCents }).from(userPreferences).where(eq(userPreferences.userId, userId));
    return row?.cents ?? null;
  }

  async setBuffer(userId: string, cents: number): Promise<void> {
    await this.db
      .insert(userPreferences)
      .values({ userId, billBufferCents: cents })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { billBufferCents: cents, updatedAt: new Date() } });
  }
}
