// Liberty's debts, per user; edits carry the updated_at they started from (a stale one is refused).
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DebtKind } from '../../core/goalie/kinds.ts';
import type { Debt, MinimumRule } from '../../core/liberty/debt-plan.ts';
import type { Db } from '../client.ts';
import { debts, userPreferences } from '../schema.ts';
import { StaleEdit } from './goals.ts';
import { createWithinCap, lockUserKind, type Tx } from './user-cap.ts';

/** Another of the user's debts already has this name (trimmed, any case): the planner tells debts apart by name. */
export class DuplicateDebtName extends Error {
  constructor(name: string) {
    super(`You already have a debt called "${name.trim()}"; give each debt its own name.`);
  }
}

async function nameTaken(tx: Tx, userId: string, name: string, exceptId: string | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: debts.id })
    .from(debts)
    .where(and(eq(debts.userId, userId), sql`lower(btrim(${debts.name})) = lower(btrim(${name}))`, ...(exceptId ? [ne(debts.id, exceptId)] : [])))
    .limit(1);
  return Boolean(row);
}

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
  accountUnlinked?: boolean;
}

/** A stored debt as the payoff engine reads it. */
export function engineDebt(d: Pick<DebtRow, 'name' | 'balanceCents' | 'apr' | 'minimum' | 'promoApr' | 'promoMonths'>): Debt {
  return {
    name: d.name,
    balanceCents: d.balanceCents,
    aprPct: d.apr,
    minimum: d.minimum,
    ...(d.promoApr === null ? {} : { promoAprPct: d.promoApr }),
    ...(d.promoMonths === null ? {} : { promoMonths: d.promoMonths }),
  };
}

export class DebtsRepo {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<DebtRow[]> {
    return this.db.select().from(debts).where(eq(debts.userId, userId)).orderBy(asc(debts.createdAt));
  }

  /** CapReached at USER_CAPS.debts, DuplicateDebtName for a name in use; both checked under the user's debts lock. */
  async create(userId: string, d: DebtFields): Promise<DebtRow> {
    const counted = (tx: Tx) =>
      tx
        .select({ n: count() })
        .from(debts)
        .where(eq(debts.userId, userId))
        .then(([r]) => r!.n);
    return createWithinCap(this.db, userId, 'debts', counted, async (tx) => {
      if (await nameTaken(tx, userId, d.name, null)) throw new DuplicateDebtName(d.name);
      const [row] = await tx
        .insert(debts)
        .values({ userId, ...d })
        .returning();
      return row!;
    });
  }

  async update(userId: string, id: string, updatedAt: string, fields: Partial<DebtFields>): Promise<DebtRow | null> {
    return this.db.transaction(async (tx) => {
      if (fields.name !== undefined) {
        await lockUserKind(tx, userId, 'debts');
        if (await nameTaken(tx, userId, fields.name, id)) throw new DuplicateDebtName(fields.name);
      }
      const [current] = await tx
        .select()
        .from(debts)
        .where(and(eq(debts.userId, userId), eq(debts.id, id)))
        .for('update');
      if (!current) return null;
      if (current.updatedAt.toISOString() !== new Date(updatedAt).toISOString()) {
        throw new StaleEdit(`"${current.name}" was changed elsewhere since you opened it; reload it and make your change again.`);
      }
      const [row] = await tx
        .update(debts)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(debts.userId, userId), eq(debts.id, id)))
        .returning();
      return row!;
    });
  }

  /** The monthly amount the user pays towards debts and the plan's priority among the goals. */
  async budget(userId: string): Promise<{ budgetCents: number | null; priority: number }> {
    const [row] = await this.db
      .select({ budgetCents: userPreferences.debtBudgetCents, priority: userPreferences.debtPriority })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId));
    return { budgetCents: row?.budgetCents ?? null, priority: row?.priority ?? 1 };
  }

  async setBudget(userId: string, budgetCents: number, priority: number): Promise<void> {
    await this.db
      .insert(userPreferences)
      .values({ userId, debtBudgetCents: budgetCents, debtPriority: priority })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { debtBudgetCents: budgetCents, debtPriority: priority, updatedAt: new Date() } });
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const gone = await this.db
      .delete(debts)
      .where(and(eq(debts.userId, userId), eq(debts.id, id)))
      .returning({ id: debts.id });
    return gone.length > 0;
  }
}
