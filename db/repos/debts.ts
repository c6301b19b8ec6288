// Liberty's debts, per user; edits carry the updated_at they started from (a stale one is refused).
import { and, asc, eq } from 'drizzle-orm';
import type { DebtKind } from '../../core/goalie/kinds.ts';
import type { MinimumRule } from '../../core/liberty/debt-plan.ts';
import type { Db } from '../client.ts';
import { debts } from '../schema.ts';
import { StaleEdit } from './goals.ts';

export type DebtRow = typeof debts.$inferSelect;

export interface DebtFields {
  name: string;
  kind: DebtKind;
  balanceCents: number;
  apr: number;
  minimum: MinimumRule;
  promoApr?: number | null;
  promoMonths?: number | null;
  dueDay?: number | null;
  linkedAccount?: string | null;
}

export class DebtsRepo {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<DebtRow[]> {
    return this.db.select().from(debts).where(eq(debts.userId, userId)).orderBy(asc(debts.createdAt));
  }

  async create(userId: string, d: DebtFields): Promise<DebtRow> {
    const [row] = await this.db.insert(debts).values({ userId, ...d }).returning();
    return row!;
  }

  async update(userId: string, id: string, updatedAt: string, fields: Partial<DebtFields>): Promise<DebtRow | null> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(debts).where(and(eq(debts.userId, userId), eq(debts.id, id))).for('update');
      if (!current) return null;
      if (current.updatedAt.toISOString() !== new Date(updatedAt).toISOString()) {
        throw new StaleEdit(`"${current.name}" was changed elsewhere since you opened it; reload it and make your change again.`);
      }
      const [row] = await tx.update(debts).set({ ...fields, updatedAt: new Date() })
        .where(and(eq(debts.userId, userId), eq(debts.id, id))).returning();
      return row!;
    });
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const gone = await this.db.delete(debts).where(and(eq(debts.userId, userId), eq(debts.id, id))).returning({ id: debts.id });
    return gone.length > 0;
  }
}
