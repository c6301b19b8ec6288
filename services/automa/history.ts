// What the dry run of Automa's state triggers replays over the last 12 months (core/automa/replay.ts):
// the balances the statements stated, the budgets with the ledger, the goals with what was added to
// them when. Only what the rule's trigger needs is read.
import { balanceIndex } from '../../core/accounts/balances.ts';
import { dailyBalances, replayBalanceBelow, replayBudgets, replayFrom, replayGoals, type Replay } from '../../core/automa/replay.ts';
import type { Rule } from '../../core/automa/rules.ts';
import type { AccountsRepo } from '../../db/repos/accounts.ts';
import type { BudgetsRepo } from '../../db/repos/budgets.ts';
import type { DebtsRepo } from '../../db/repos/debts.ts';
import { debtPlanClaim } from '../liberty/claim.ts';
import { goalFacts, type GoalsRepo } from '../../db/repos/goals.ts';
import type { Ledger } from '../ledger/ledger.ts';

export interface HistoryDeps {
  ledger: Ledger;
  goals: GoalsRepo;
  debts: DebtsRepo;
  budgets: BudgetsRepo;
  accounts: AccountsRepo;
}

/** The triggers whose past the dry run replays here (the bill triggers replay from the bills' occurrences). */
export const REPLAYED_STATE_TRIGGERS = ['balance below', 'category over budget', 'goal behind'] as const;

export async function replayStateTrigger(deps: HistoryDeps, userId: string, rule: Rule, today: string): Promise<Replay & { from: string; to: string }> {
  const from = replayFrom(today);
  const window = { from, to: today };
  if (rule.trigger === 'balance below') {
    const [accounts, facts] = await Promise.all([deps.accounts.list(userId), deps.accounts.balanceFacts(userId)]);
    const indexes = accounts.flatMap((a) => {
      const f = facts.get(a.id);
      return f
        ? [balanceIndex({ openingBalanceCents: a.openingBalanceCents, transactions: f.transactions, running: f.running, statements: f.statements })]
        : [];
    });
    return { ...window, ...replayBalanceBelow(rule, dailyBalances(indexes, from, today)) };
  }
  if (rule.trigger === 'category over budget') {
    const [budgets, txs] = await Promise.all([deps.budgets.list(userId), deps.ledger.since(userId, `${from.slice(0, 7)}-01`)]);
    return { ...window, ...replayBudgets(rule, budgets, txs, from, today) };
  }
  if (rule.trigger === 'goal behind') {
    // the ledger from three years back: each month's rating reads the covered months before it, as Goalie does
    const [rows, entries, debt, txs] = await Promise.all([
      deps.goals.list(userId),
      deps.goals.savedEntries(userId),
      debtPlanClaim(deps.debts, userId),
      deps.ledger.window(userId, today),
    ]);
    const goals = rows.map((g) => ({
      goal: goalFacts(g, g.startingCents),
      createdDay: g.createdAt.toISOString().slice(0, 10),
      entries: entries.get(g.id) ?? [],
    }));
    return { ...window, ...replayGoals(rule, goals, txs, from, today, debt) };
  }
  return { ...window, events: [], note: `"${rule.trigger}" is not replayed here.` };
}
