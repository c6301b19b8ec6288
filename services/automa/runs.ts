// Automa's runs, after an import and with the daily check: reads what the rules need, lets
// core/automa/run.ts decide, records and applies the runs (db/repos/automa.ts, once per rule and
// event), then pushes what it said.
import { scheduledRuns, transactionRuns, SCHEDULED_TRIGGERS, TRANSACTION_TRIGGERS } from '../../core/automa/run.ts';
import { merchantKey } from '../../core/crystal/merchant.ts';
import { userRoom } from '../../core/events.ts';
import { scheduledFacts, type FactsDeps } from './facts.ts';
import { applyRuns } from './apply.ts';
import type { Emit } from '../../infra/emit.ts';
import { toActivityEvent } from '../../db/repos/activity.ts';
import type { AppliedRuns, AutomaRepo } from '../../db/repos/automa.ts';

export interface AutomaDeps extends FactsDeps {
  automa: AutomaRepo;
  emit: Emit;
  /** queues the email and push rows notify actions wrote (Chime's delivery jobs) */
  deliver: (userId: string, reminderIds: readonly string[]) => Promise<void>;
}

/**
 * The user's active transaction rules over the transactions this document added (its rows: a
 * retried job sees the same ones, and the run log's unique key keeps each rule to one run per row).
 */
export async function runImportRules(deps: Pick<AutomaDeps, 'automa' | 'emit' | 'deliver'>, userId: string, documentId: string): Promise<AppliedRuns> {
  const rules = await deps.automa.active(userId, TRANSACTION_TRIGGERS);
  if (!rules.length) return NOTHING;
  const txs = await deps.automa.documentTransactions(userId, documentId);
  const known = rules.some((r) => r.trigger === 'new merchant')
    ? new Set((await deps.automa.merchantsBefore(userId, documentId)).map(merchantKey))
    : new Set<string>();
  const applied = await applyRuns(deps.automa, userId, transactionRuns(rules, txs, known));
  await announce(deps, userId, applied);
  return applied;
}

const NOTHING: AppliedRuns = { runs: [], activity: [], deliveries: [] };

/**
 * The schedule-based rules for one user on `today` (YYYY-MM-DD): balance below X (Crystal's
 * pessimistic projection from the statement balance, the next 30 days), goal behind (Goalie's
 * overview), category over budget (this month so far), and the bills: due within N days, late or
 * missed, dearer than before. Safe to call any number of times a day: event keys are per day
 * (balance), per month (goal, budget) or per bill occurrence.
 */
export async function runScheduledRules(deps: AutomaDeps, userId: string, today: string): Promise<AppliedRuns> {
  const rules = await deps.automa.active(userId, SCHEDULED_TRIGGERS);
  if (!rules.length) return NOTHING;
  const facts = await scheduledFacts(deps, userId, today, new Set(rules.map((r) => r.trigger)));
  const applied = await applyRuns(deps.automa, userId, scheduledRuns(rules, facts));
  await announce(deps, userId, applied);
  return applied;
}

/** The feed entries the runs wrote, pushed to the user's room (the feed and the bell refetch over REST); email and push queued. */
async function announce(deps: Pick<AutomaDeps, 'emit' | 'deliver'>, userId: string, applied: AppliedRuns): Promise<void> {
  const { emit } = deps;
  if (applied.deliveries.length) await deps.deliver(userId, applied.deliveries);
  for (const row of applied.activity) {
    const event = toActivityEvent(row);
    emit([userRoom(userId)], 'activity', event);
    emit([userRoom(userId)], 'notification', { id: event.id, kind: 'automation', title: 'Automa', body: event.message, createdAt: event.createdAt });
  }
}
