// Automa in the worker: reads what the rules need, lets core/automa/run.ts decide, records and
// applies the runs (db/repos/automa.ts, once per rule and event), then pushes what it said.
import { scheduledRuns, transactionRuns, SCHEDULED_TRIGGERS, TRANSACTION_TRIGGERS, type ScheduledFacts } from '../core/automa/run.ts';
import { projectCashFlow } from '../core/crystal/forecast.ts';
import { userRoom } from '../core/events.ts';
import { budgetProgress } from '../core/goalie/budgets.ts';
import { goalsOverview } from '../core/goalie/overview.ts';
import type { Emit } from '../db/emit.ts';
import { toActivityEvent } from '../db/repos/activity.ts';
import type { AppliedRuns, AutomaRepo } from '../db/repos/automa.ts';
import type { BudgetsRepo } from '../db/repos/budgets.ts';
import type { DebtsRepo } from '../db/repos/debts.ts';
import { goalFacts, type GoalsRepo } from '../db/repos/goals.ts';
import type { LedgerRepo } from '../db/repos/ledger.ts';

export interface AutomaDeps {
  automa: AutomaRepo;
  ledger: LedgerRepo;
  goals: GoalsRepo;
  debts: DebtsRepo;
  budgets: BudgetsRepo;
  emit: Emit;
}

/** How far ahead "balance below" looks in Crystal's projection. */
export const BALANCE_HORIZON_DAYS = 30;

/**
 * The user's active transaction rules over the transactions this document added (its rows: a
 * retried job sees the same ones, and the run log's unique key keeps each rule to one run per row).
 */
export async function runImportRules(deps: Pick<AutomaDeps, 'automa' | 'emit'>, userId: string, documentId: string): Promise<AppliedRuns> {
  const rules = await deps.automa.active(userId, TRANSACTION_TRIGGERS);
  if (!rules.length) return { runs: [], activity: [] };
  const txs = await deps.automa.documentTransactions(userId, documentId);
  const applied = await deps.automa.applyRuns(userId, transactionRuns(rules, txs));
  announce(deps.emit, userId, applied);
  return applied;
}

/**
 * The schedule-based rules for one user on `today` (YYYY-MM-DD): balance below X (Crystal's
 * pessimistic projection from the statement balance, the next 30 days), goal behind (Goalie's
 * overview), category over budget (this month so far). Safe to call any number of times a day:
 * event keys are per day (balance) or per month (goal, budget). Bill triggers are not evaluated here.
 */
export async function runScheduledRules(deps: AutomaDeps, userId: string, today: string): Promise<AppliedRuns> {
  const rules = await deps.automa.active(userId, SCHEDULED_TRIGGERS);
  if (!rules.length) return { runs: [], activity: [] };
  const facts = await scheduledFacts(deps, userId, today, new Set(rules.map((r) => r.trigger)));
  const applied = await deps.automa.applyRuns(userId, scheduledRuns(rules, facts));
  announce(deps.emit, userId, applied);
  return applied;
}

/** Only what the user's rules ask about is computed. */
async function scheduledFacts(deps: AutomaDeps, userId: string, today: string, wanted: ReadonlySet<string>): Promise<ScheduledFacts> {
  const txs = await deps.ledger.window(userId, today);
  const facts: { balance: ScheduledFacts['balance']; goalsBehind: ScheduledFacts['goalsBehind']; budgetsOver: ScheduledFacts['budgetsOver'] } =
    { balance: null, goalsBehind: [], budgetsOver: [] };
  if (wanted.has('balance below')) {
    const stated = await deps.ledger.statedBalance(userId);
    if (stated.source === 'statement') {
      let low = { lowCents: stated.cents, date: today };
      for (const p of projectCashFlow(txs, today, stated.cents, BALANCE_HORIZON_DAYS).points) if (p.lowCents < low.lowCents) low = { lowCents: p.lowCents, date: p.date };
      facts.balance = low;
    }
  }
  if (wanted.has('goal behind')) {
    const [rows, saved, debt] = await Promise.all([deps.goals.list(userId), deps.goals.saved(userId), deps.debts.claim(userId)]);
    const { goals } = goalsOverview(rows.map((g) => goalFacts(g, saved.get(g.id) ?? g.startingCents)), txs, today, debt);
    facts.goalsBehind = goals.filter((g) => g.status === 'active' && g.progress === 'behind')
      .map((g) => ({ id: g.id, name: g.name, savedCents: g.savedCents, targetCents: g.targetCents }));
  }
  if (wanted.has('category over budget')) {
    facts.budgetsOver = (await deps.budgets.list(userId)).flatMap((b) => {
      const p = budgetProgress(b.limitCents, txs, b, today);
      return p.level === 'over' ? [{ id: b.id, category: b.category, subcategory: b.subcategory, spentCents: p.spentCents, limitCents: b.limitCents }] : [];
    });
  }
  return { today, ...facts };
}

/** The feed entries the runs wrote, pushed to the user's room (the feed and the bell refetch over REST). */
function announce(emit: Emit, userId: string, applied: AppliedRuns): void {
  for (const row of applied.activity) {
    const event = toActivityEvent(row);
    emit([userRoom(userId)], 'activity', event);
    emit([userRoom(userId)], 'notification', { id: event.id, title: 'Automa', body: event.message, createdAt: event.createdAt });
  }
}
