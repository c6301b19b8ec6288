// What a pipeline step may use. Built once per worker process, handed to every processor.
import type { Job } from 'bullmq';
import type { DocumentJob } from '../core/queues.ts';
import type { StepKey, StepStatus } from '../core/steps.ts';
import type { Emit } from '../infra/emit.ts';
import type { FileStore } from '../infra/files.ts';
import type { StepReporter } from '../services/documents/progress.ts';
import type { DocumentsRepo } from '../db/repos/documents.ts';
import type { TransactionsRepo } from '../db/repos/transactions.ts';
import type { StagingRepo } from '../db/repos/staging.ts';
import type { Ledger } from '../services/ledger/ledger.ts';
import type { ImportCommitted } from '../core/domain-events.ts';
import type { PublishHooks, PublishResult } from '../services/imports/registry.ts';
import type { TagRepo } from '../db/repos/tag.ts';

export interface PipelineContext {
  documents: DocumentsRepo;
  transactions: TransactionsRepo;
  /** a document's categorized rows between Tag and the commit */
  staging: StagingRepo;
  tag: TagRepo;
  ledger: Ledger;
  files: FileStore;
  reporter: StepReporter;
  emit: Emit;
  today: () => string;
  /** publishes `import.committed` through its registry (services/imports/registry.ts), its handlers' dependencies bound */
  publishImport: (event: ImportCommitted, hooks?: PublishHooks) => Promise<PublishResult>;
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
