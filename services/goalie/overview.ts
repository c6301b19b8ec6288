// Goalie's figures for a user's goals, as the Goals page, the import's goal alerts, Automa's "goal behind"
// and the podcast show them: one read of the goals, what each holds and the debt plan's claim, over the
// user's figures (services/figures/user-figures.ts: the full months, the median surplus).
import { goalsOverview, type GoalsView } from '../../core/goalie/overview.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import type { DebtsRepo } from '../../db/repos/debts.ts';
import { goalFacts, type GoalRow, type GoalsRepo } from '../../db/repos/goals.ts';
import { debtPlanClaim } from '../liberty/claim.ts';
import { type FiguresLedger, userFigures } from '../figures/user-figures.ts';

export interface GoalsOverviewDeps {
  goals: GoalsRepo;
  debts: DebtsRepo;
  ledger: FiguresLedger;
}

/** The overview as of `today`; a caller that already read the goals or the ledger's window passes them. */
export async function userGoalsOverview(
  deps: GoalsOverviewDeps,
  userId: string,
  today: string,
  known: { rows?: GoalRow[]; window?: readonly LedgerTransaction[] } = {},
): Promise<{ rows: GoalRow[]; view: GoalsView }> {
  const [rows, saved, mine, debt] = await Promise.all([
    known.rows ?? deps.goals.list(userId),
    deps.goals.saved(userId),
    userFigures(deps.ledger, userId, today, { window: known.window }),
    debtPlanClaim(deps.debts, userId),
  ]);
  const view = goalsOverview(
    rows.map((g) => goalFacts(g, saved.get(g.id) ?? g.startingCents)),
    mine.window,
    today,
    debt,
    mine.figures,
  );
  return { rows, view };
}
