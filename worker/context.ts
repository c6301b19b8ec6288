// What a pipeline step may use. Built once per worker process, handed to every processor.
import type { Job } from 'bullmq';
import type { DocumentJob } from '../core/queues.ts';
import type { StepKey, StepStatus } from '../core/steps.ts';
import type { Emit } from '../infra/emit.ts';
import type { FileStore } from '../infra/files.ts';
import type { StepReporter } from '../services/documents/progress.ts';
import type { PipelineQueues } from '../infra/queues/pipeline.ts';
import type { DocumentsRepo } from '../db/repos/documents.ts';
import type { TransactionsRepo } from '../db/repos/transactions.ts';
import type { StagingRepo } from '../db/repos/staging.ts';
import type { Ledger } from '../services/ledger/ledger.ts';
import type { TagRepo } from '../db/repos/tag.ts';
import type { HarmonyRepo } from '../db/repos/harmony.ts';
import type { StudioRepo } from '../db/repos/studio.ts';
import type { BudgetsRepo } from '../db/repos/budgets.ts';
import type { GoalsRepo } from '../db/repos/goals.ts';
import type { DebtsRepo } from '../db/repos/debts.ts';
import type { ApprovalsRepo } from '../db/repos/approvals.ts';
import type { AutomaRepo } from '../db/repos/automa.ts';

export interface PipelineContext {
  documents: DocumentsRepo;
  transactions: TransactionsRepo;
  /** a document's categorized rows between Tag and the commit */
  staging: StagingRepo;
  tag: TagRepo;
  ledger: Ledger;
  harmony: HarmonyRepo;
  /** Harmony's studio: the guilt rule on the regret categories after each import */
  studio?: StudioRepo;
  /** Goalie's budgets: their alerts go out after each import */
  budgets: BudgetsRepo;
  goals: GoalsRepo;
  debts: DebtsRepo;
  approvals: ApprovalsRepo;
  /** Automa's rules run on each import's new transactions */
  automa: AutomaRepo;
  /** queues delivery of reminder rows (email, push) that Automa's notify actions wrote */
  deliver: (userId: string, reminderIds: readonly string[]) => Promise<void>;
  files: FileStore;
  reporter: StepReporter;
  queues: PipelineQueues;
  emit: Emit;
  today: () => string;
  /** Pushes the employee's live state for this job's user (team room). */
  employeeState: (job: Job<DocumentJob>, state: { working: boolean; step: StepKey | null; progress: number }) => void;
}

/** 'wait-for-user' stops the chain here: the document waits for the user's answer. */
export type StepProcessor = (job: Job<DocumentJob>, ctx: PipelineContext) => Promise<void | 'wait-for-user'>;

/** Reports a step for the job's document, and mirrors its progress on the BullMQ job. */
export async function reportStep(
  ctx: PipelineContext,
  job: Job<DocumentJob>,
  step: StepKey,
  status: StepStatus,
  progress: number,
  message: string,
): Promise<void> {
  await ctx.reporter.report(job.data.userId, job.data.documentId, { step, status, progress, message });
  await job.updateProgress({ step, progress });
  ctx.employeeState(job, { working: true, step, progress });
}
