// The one registry of every BullMQ job the worker consumes and its handler (the names are declared
// in core/queues.ts, WORKER_JOBS). worker/runner.ts refuses to start if a name has no handler here,
// and starts each queue's Worker from it (infra/queues/registry.ts dispatches by job name).
import type { Job } from 'bullmq';
import {
  AUTO_EPISODE_JOB,
  DAILY_REMINDERS_JOB,
  DELIVER_REMINDER_JOB,
  GENERATE_EPISODE_JOB,
  JOB_NAME,
  RECONCILE_JOB,
  type AutoEpisodeJob,
  type DailyRemindersJob,
  type DeliverReminderJob,
  type DocumentJob,
  type GenerateEpisodeJob,
  type WorkerQueue,
} from '../core/queues.ts';
import type { QueueHandlers } from '../infra/queues/registry.ts';
import type { PipelineRuntime } from './pipeline-run.ts';
import { byteProcessor } from './processors/byte.ts';
import { tagProcessor } from './processors/tag.ts';
import { crystalProcessor } from './processors/crystal.ts';
import { inteliaProcessor } from './processors/intelia.ts';
import { reconcileOnce, type ReconcileDeps } from './reconciler.ts';
import { dailyRun, type RemindersRuntime } from './reminders/run.ts';
import { autoEpisode, runEpisode, type RoundtableRuntime } from './roundtable/run.ts';

/** What each queue's handlers share. */
interface Runtimes {
  byte: PipelineRuntime;
  tag: PipelineRuntime;
  crystal: PipelineRuntime;
  intelia: PipelineRuntime;
  reconcile: ReconcileDeps;
  reminders: RemindersRuntime;
  roundtable: RoundtableRuntime;
}

export type JobTable = { [Q in WorkerQueue]: QueueHandlers<Runtimes[Q]> };

const doc = (job: Job) => job as Job<DocumentJob>;

export const JOBS: JobTable = {
  // the pipeline: each step's job runs its processor, then queues the next step
  byte: { [JOB_NAME.byte]: (job, p) => p.step('byte', doc(job), byteProcessor) },
  tag: { [JOB_NAME.tag]: (job, p) => p.step('tag', doc(job), tagProcessor) },
  crystal: { [JOB_NAME.crystal]: (job, p) => p.step('crystal', doc(job), crystalProcessor) },
  intelia: { [JOB_NAME.intelia]: (job, p) => p.step('intelia', doc(job), inteliaProcessor) },
  // the reconciler's scheduled run (what it did is the job's return value: Bull Board shows it)
  reconcile: { [RECONCILE_JOB]: (_job, deps) => reconcileOnce(deps) },
  // Chime: the daily run per user, and one delivery per reminder
  reminders: {
    [DAILY_REMINDERS_JOB]: (job, r) => dailyRun(r.deps, r.queue, (job as Job<DailyRemindersJob>).data.userId),
    [DELIVER_REMINDER_JOB]: (job, r) => r.deliver(job as Job<DeliverReminderJob>),
  },
  // Roundtable: a requested episode, and the automatic episode's scheduler tick
  roundtable: {
    [GENERATE_EPISODE_JOB]: (job, r) => runEpisode(r.deps, job as Job<GenerateEpisodeJob>),
    [AUTO_EPISODE_JOB]: (job, r) => autoEpisode(r.deps, r.queue, (job as Job<AutoEpisodeJob>).data.userId),
  },
};
