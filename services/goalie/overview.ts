// Goalie's figures for a user's goals, as the Goals page, the import's goal alerts, Automa's "goal behind"
// and the podcast show them: one read of the goals, what each holds and the debt plan's claim, over the
// ledger's year of monthly flows (core/goalie/overview.ts).
import { goalsOverview, type GoalsView } from '../../core/goalie/overview.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import type { DebtsRepo } from '../../db/repos/debts.ts';
import { goalFacts, type GoalRow, type GoalsRepo } from '../../db/repos/goals.ts';
import { debtPlanClaim } from '../liberty/claim.ts';

export interface GoalsOverviewDeps {
  goals: GoalsRepo;
  debts: DebtsRepo;
  ledger: { window(userId: string, today: string): Promise<LedgerTransaction[]> };
}

/** The overview as of `today`; a caller that already read the goals or the ledger's window passes them. */
export async function userGoalsOverview(
  deps: GoalsOverviewDeps,
  userId: string,
  today: string,
  known: { rows?: GoalRow[]; window?: readonly LedgerTransaction[] } = {},
): Promise<{ rows: GoalRow[]; view: GoalsView }> {
  const [rows, saved, window, debt] = await Promise.all([
    known.rows ?? deps.goals.list(userId),
    deps.goals.saved(userId),
    known.window ?? deps.ledger.window(userId, today),
    debtPlanClaim(deps.debts, userId),
  ]);
  const view = goalsOverview(
    rows.map((g) => goalFacts(g, saved.get(g.id) ?? g.startingCents)),
    window,
    today,
    debt,
  );
  return { rows, view };
}
