// Automa's planned runs recorded and applied (db/repos/automa.ts, one database transaction), their
// log worded by the engine: the run's outcome (core/automa/run.ts) and amounts (core/money.ts).
import { runOutcome, type PlannedRun } from '../../core/automa/run.ts';
import { formatCents } from '../../core/money.ts';
import type { AppliedRuns, AutomaRepo, RunWording } from '../../db/repos/automa.ts';

const WORDING: RunWording = { outcome: runOutcome, money: (cents) => formatCents(cents) };

/** AutomaRepo.applyRuns with the engine's wording: a run acts once per (rule, event). */
export function applyRuns(automa: Pick<AutomaRepo, 'applyRuns'>, userId: string, planned: readonly PlannedRun[]): Promise<AppliedRuns> {
  return automa.applyRuns(userId, planned, WORDING);
}
