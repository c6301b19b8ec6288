// Ledger's tax assistant: settings, the user's line per transaction, the mileage log. Every query
// is filtered by the owner; another user's transaction or journey is answered as not found.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { mileageLog, taxLineChoices, taxSettings, transactions } from '../schema.ts';

export type TaxSettingsRow = typeof taxSettings.$inferSelect;
export type TaxSettingsInput = Omit<typeof taxSettings.$inferInsert, 'userId' | 'updatedAt'>;
export type MileageRow = typeof mileageLog.$inferSelect;
export type MileageInput = Pick<typeof mileageLog.$inferInsert, 'date' | 'purpose' | 'distance' | 'unit'>;

export class TaxRepo {
  constructor(private readonly db: Db) {}

  async settings(userId: string): Promise<TaxSettingsRow | null> {
    const [row] = await this.db.select().from(taxSettings).where(eq(taxSettings.userId, userId));
    return row ?? null;
  }

  async saveSettings(userId: string, s: TaxSettingsInput): Promise<void> {
    const values = { ...s, userId, updatedAt: new Date() };
    await this.db.insert(taxSettings).values(values).onConflictDoUpdate({ target: taxSettings.userId, set: values });
  }

  async choices(userId: string): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ id: taxLineChoices.transactionId, line: taxLineChoices.line })
      .from(taxLineChoices)
      .where(eq(taxLineChoices.userId, userId));
    return new Map(rows.map((r) => [r.id, r.line]));
  }

  /** Records the user's line for their transaction; false when the transaction is not theirs. */
  async choose(userId: string, transactionId: string, line: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [own] = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.userId, userId), eq(transactions.id, transactionId)));
      if (!own) return false;
      await tx
        .insert(taxLineChoices)
        .values({ userId, transactionId, line })
        .onConflictDoUpdate({ target: [taxLineChoices.userId, taxLineChoices.transactionId], set: { line, confirmedAt: new Date() } });
      return true;
    });
  }

  mileage(userId: string, from?: string, to?: string): Promise<MileageRow[]> {
    const where = [eq(mileageLog.userId, userId), ...(from ? [gte(mileageLog.date, from)] : []), ...(to ? [lte(mileageLog.date, to)] : [])];
    return this.db
      .select()
      .from(mileageLog)
      .where(and(...where))
      .orderBy(asc(mileageLog.date), asc(mileageLog.createdAt));
  }

  async addMileage(userId: string, m: MileageInput): Promise<MileageRow> {
    const [row] = await this.db
      .insert(mileageLog)
      .values({ ...m, userId })
      .returning();
    return row!;
  }

  async updateMileage(userId: string, id: string, patch: Partial<MileageInput>): Promise<MileageRow | null> {
    const [row] = await this.db
      .update(mileageLog)
      .set(patch)
      .where(and(eq(mileageLog.userId, userId), eq(mileageLog.id, id)))
      .returning();
    return row ?? null;
  }

  async removeMileage(userId: string, id: string): Promise<boolean> {
    const gone = await this.db
      .delete(mileageLog)
      .where(and(eq(mileageLog.userId, userId), eq(mileageLog.id, id)))
      .returning({ id: mileageLog.id });
    return gone.length > 0;
  }
}
