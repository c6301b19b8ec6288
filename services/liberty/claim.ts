// The debt plan's claim on the goals' waterfall: the repository reads the budget and the debts,
// the payoff engine works out this month's minimums.
import type { DebtClaim } from '../../core/goalie/overview.ts';
import { minimumsDue } from '../../core/liberty/debt-plan.ts';
import { engineDebt, type DebtsRepo } from '../../db/repos/debts.ts';

/** The saved debt budget above this month's minimums, and the plan's priority; null with no budget or no debts. */
export async function debtPlanClaim(debts: Pick<DebtsRepo, 'budget' | 'list'>, userId: string): Promise<DebtClaim | null> {
  const [{ budgetCents, priority }, rows] = await Promise.all([debts.budget(userId), debts.list(userId)]);
  if (budgetCents === null || !rows.length) return null;
  return { extraCents: Math.max(0, budgetCents - minimumsDue(rows.map(engineDebt))), priority };
}
