// What a reaction to `import.committed` is and what it may use. The dependencies are built once per
// worker process (worker/runner.ts), not taken from the pipeline step's context.
import type { ImportCommitted } from '../../core/domain-events.ts';
import type { Insight } from '../../core/events.ts';
import type { Emit } from '../../infra/emit.ts';
import type { ApprovalsRepo } from '../../db/repos/approvals.ts';
import type { AutomaRepo } from '../../db/repos/automa.ts';
import type { BudgetsRepo } from '../../db/repos/budgets.ts';
import type { DebtsRepo } from '../../db/repos/debts.ts';
import type { GoalsRepo } from '../../db/repos/goals.ts';
import type { HarmonyRepo } from '../../db/repos/harmony.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { ImportFocus } from '../ledger/focus.ts';
import type { StudioRepo } from '../../db/repos/studio.ts';
import type { StepReporter } from '../documents/progress.ts';

export interface ImportHandlerDeps {
  ledger: Ledger;
  harmony: HarmonyRepo;
  /** Harmony's studio: the guilt rule on the regret categories */
  studio?: StudioRepo;
  approvals: ApprovalsRepo;
  budgets: BudgetsRepo;
  goals: GoalsRepo;
  debts: DebtsRepo;
  automa: AutomaRepo;
  /** queues delivery of reminder rows (email, push) that Automa's notify actions wrote */
  deliver: (userId: string, reminderIds: readonly string[]) => Promise<void>;
  /** the team's activity feed and the bell */
  feed: Pick<StepReporter, 'log' | 'logOnce'>;
  emit: Emit;
}

/** What several handlers read about one import, read once per event (and again after a failed read). */
export interface ImportReads {
  /** the rows of the file's merchants, the recent weeks and the monthly totals (services/ledger/focus.ts) */
  focus(): Promise<ImportFocus>;
}

export interface ImportHandler {
  name: string;
  /** what the closing step says while this handler works (its progress, 0–100) */
  progress?: { at: number; message: string };
  /**
   * Reacts to the import. Idempotent: the event may be handled again (a retry, a worker taken over
   * mid-step) and must not add anything twice. Insights it returns join the document's.
   */
  handle(event: ImportCommitted, deps: ImportHandlerDeps, reads: ImportReads): Promise<Insight[] | undefined>;
}
