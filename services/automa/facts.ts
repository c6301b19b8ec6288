// What Automa's schedule-based rules read, for the worker's daily run and the server's dry run: Crystal's
// lowest projected balance, goals behind, budgets over, and the bills with their occurrences. Only
// what the rules ask about is read.
import { userGoalsOverview } from '../goalie/overview.ts';
import type { ScheduledBill, ScheduledFacts } from '../../core/automa/run.ts';
import { usualCents } from '../../core/chime/occurrences.ts';
import { projectCashFlow } from '../../core/crystal/forecast.ts';
import { budgetProgress } from '../../core/goalie/budgets.ts';
import type { BillsRepo } from '../../db/repos/bills.ts';
import type { BudgetsRepo } from '../../db/repos/budgets.ts';
import type { DebtsRepo } from '../../db/repos/debts.ts';
import { type GoalsRepo } from '../../db/repos/goals.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { billOccurrences } from '../bills/occurrences.ts';

/** How far ahead "balance below" looks in Crystal's projection. */
export const BALANCE_HORIZON_DAYS = 30;

export interface FactsDeps {
  ledger: Ledger;
  goals: GoalsRepo;
  debts: DebtsRepo;
  budgets: BudgetsRepo;
  bills: BillsRepo;
}

/** `history`: the bills' last 12 months instead of the month around today (the dry run). */
export async function scheduledFacts(
  deps: FactsDeps,
  userId: string,
  today: string,
  wanted: ReadonlySet<string>,
  opts: { history?: boolean } = {},
): Promise<ScheduledFacts> {
  const txs = await deps.ledger.window(userId, today);
  const facts: { balance: ScheduledFacts['balance']; goalsBehind: ScheduledFacts['goalsBehind']; budgetsOver: ScheduledFacts['budgetsOver'] } = {
    balance: null,
    goalsBehind: [],
    budgetsOver: [],
  };
  if (wanted.has('balance below')) {
    const stated = await deps.ledger.statedBalance(userId);
    if (stated.source === 'statement') {
      let low = { lowCents: stated.cents, date: today };
      for (const p of projectCashFlow(txs, today, stated.cents, BALANCE_HORIZON_DAYS).points)
        if (p.lowCents < low.lowCents) low = { lowCents: p.lowCents, date: p.date };
      facts.balance = low;
    }
  }
  if (wanted.has('goal behind')) {
    const { goals } = (await userGoalsOverview(deps, userId, today, { window: txs })).view;
    facts.goalsBehind = goals
      .filter((g) => g.status === 'active' && g.progress === 'behind')
      .map((g) => ({ id: g.id, name: g.name, savedCents: g.savedCents, targetCents: g.targetCents }));
  }
  if (wanted.has('category over budget')) {
    facts.budgetsOver = (await deps.budgets.list(userId)).flatMap((b) => {
      const p = budgetProgress(b.limitCents, txs, b, today);
      return p.level === 'over' ? [{ id: b.id, category: b.category, subcategory: b.subcategory, spentCents: p.spentCents, limitCents: b.limitCents }] : [];
    });
  }
  let bills: ScheduledBill[] | undefined;
  if (wanted.has('bill due') || wanted.has('bill late or missed') || wanted.has('subscription price rise')) {
    // the same matching as Chime's page, in Automa's window (core/chime/windows.ts)
    const window = opts.history ? 'automa-history' : 'automa';
    bills = (await billOccurrences(deps, userId, today, window, { ledger: txs, activeOnly: true })).map(({ bill: b, occurrences }) => ({
      id: b.id,
      name: b.name,
      merchantKey: b.merchantKey,
      cents: usualCents(b.expected),
      occurrences,
    }));
  }
  return { today, ...facts, bills, history: opts.history ?? false };
}
