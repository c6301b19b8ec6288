// Starts one BullMQ worker per pipeline queue; each job runs its step, then queues the next.
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Config } from '../core/config.ts';
import { documentRoom, userRoom } from '../core/events.ts';
import { JOB_NAME, PIPELINE, nextQueue, type DocumentJob, type PipelineQueue } from '../core/queues.ts';
import { STEP_EMPLOYEE, type StepKey } from '../core/steps.ts';
import { createDb } from '../db/client.ts';
import { redisEmit } from '../infra/emit.ts';
import { FileStore } from '../infra/files.ts';
import { StepReporter } from '../services/documents/progress.ts';
import { closeQueues, createPipelineQueues, enqueueStep } from '../infra/queues/pipeline.ts';
import { createRedis } from '../infra/redis.ts';
import { ActivityRepo } from '../db/repos/activity.ts';
import { DocumentsRepo } from '../db/repos/documents.ts';
import { TransactionsRepo } from '../db/repos/transactions.ts';
import { StagingRepo } from '../db/repos/staging.ts';
import { LedgerRepo } from '../db/repos/ledger.ts';
import { BudgetsRepo } from '../db/repos/budgets.ts';
import { GoalsRepo } from '../db/repos/goals.ts';
import { DebtsRepo } from '../db/repos/debts.ts';
import { HarmonyRepo } from '../db/repos/harmony.ts';
import { StudioRepo } from '../db/repos/studio.ts';
import { ApprovalsRepo } from '../db/repos/approvals.ts';
import { TagRepo } from '../db/repos/tag.ts';
import { AutomaRepo } from '../db/repos/automa.ts';
import { publishImportCommitted } from '../services/imports/registry.ts';
import type { ImportHandlerDeps } from '../services/imports/handler.ts';
import type { PipelineContext, StepProcessor } from './context.ts';
import { byteProcessor } from './processors/byte.ts';
import { startReconciler, type RunningReconciler } from './reconciler.ts';
import { startReminders, type RunningReminders } from './reminders/run.ts';
import { BillsRepo } from '../db/repos/bills.ts';
import { RemindersRepo } from '../db/repos/reminders.ts';
import { createRemindersQueue, enqueueDelivery } from '../infra/queues/reminders.ts';
import { runScheduledRules } from '../services/automa/runs.ts';
import { SCHEDULED_TRIGGERS } from '../core/automa/run.ts';
import { crystalProcessor } from './processors/crystal.ts';
import { podcastLlm } from './roundtable/llm-writer.ts';
import { PodcastRepo } from '../db/repos/podcast.ts';
import { CurrencyRepo } from '../db/repos/currency.ts';
import { startRoundtable, type RunningRoundtable } from './roundtable/run.ts';
import { speechEngineFor } from './roundtable/speech/index.ts';
import { inteliaProcessor } from './processors/intelia.ts';
import { tagProcessor } from './processors/tag.ts';
import { logger, logIdleDbError } from '../infra/logger.ts';
import { attemptOf, isFinalAttempt } from '../infra/queues/attempts.ts';

const log = logger.child({ component: 'worker' });

export const PROCESSORS: Record<PipelineQueue, StepProcessor> = {
  byte: byteProcessor,
  tag: tagProcessor,
  crystal: crystalProcessor,
  intelia: inteliaProcessor,
};

/** The first step each queue owns: where a failure is shown when no step had started. */
const FIRST_STEP: Record<PipelineQueue, StepKey> = { byte: 'ocr', tag: 'categorization', crystal: 'integration', intelia: 'complete' };

export function assertEveryJobHasAHandler(processors: Partial<Record<PipelineQueue, StepProcessor>>): void {
  const missing = PIPELINE.filter((q) => typeof processors[q] !== 'function');
  if (missing.length) throw new Error(`Refusing to start: no handler for queue(s) ${missing.join(', ')}`);
}

export interface RunningWorkers {
  workers: Worker[];
  reconciler: RunningReconciler;
  reminders: RunningReminders;
  roundtable: RunningRoundtable;
  close(): Promise<void>;
}

export async function startWorkers(config: Config, processors = PROCESSORS): Promise<RunningWorkers> {
  assertEveryJobHasAHandler(processors);
  const db = createDb(config.DATABASE_URL, logIdleDbError, config.WORKER_CONCURRENCY * PIPELINE.length + 4);
  const redis = createRedis(config.REDIS_URL, 'worker');
  const queues = createPipelineQueues(redis, config.REDIS_PREFIX);
  const emit = redisEmit(redis, config.REDIS_PREFIX);
  const documents = new DocumentsRepo(db.db);
  const activity = new ActivityRepo(db.db);
  const reporter = new StepReporter(documents, activity, emit);
  const jobInfo = new Map<string, { documentName: string; queueLength: number }>();

  const remindersQueue = createRemindersQueue(redis, config.REDIS_PREFIX);
  const deliver = async (userId: string, ids: readonly string[]) => {
    for (const reminderId of ids) await enqueueDelivery(remindersQueue, { userId, reminderId }, config.REMINDER_ATTEMPTS, config.REMINDER_BACKOFF_MS);
  };
  const ledger = new LedgerRepo(db.db);
  // what the import's handlers use, built once (services/imports/handler.ts)
  const handlerDeps: ImportHandlerDeps = {
    ledger,
    harmony: new HarmonyRepo(db.db),
    studio: new StudioRepo(db.db),
    budgets: new BudgetsRepo(db.db),
    goals: new GoalsRepo(db.db),
    debts: new DebtsRepo(db.db),
    approvals: new ApprovalsRepo(db.db),
    automa: new AutomaRepo(db.db),
    deliver,
    feed: reporter,
    emit,
  };
  const ctx: PipelineContext = {
    documents,
    transactions: new TransactionsRepo(db.db),
    staging: new StagingRepo(db.db, db.pool),
    tag: new TagRepo(db.db, { keepModels: true }),
    ledger,
    files: new FileStore(config.STORAGE_DIR),
    reporter,
    emit,
    publishImport: (event, hooks) => publishImportCommitted(event, handlerDeps, hooks),
    today: () => config.CLOCK_TODAY ?? new Date().toISOString().slice(0, 10),
    employeeState(job, s) {
      const info = jobInfo.get(job.id ?? '');
      emit([userRoom(job.data.userId)], 'employee:state', {
        employee: job.queueName as PipelineQueue,
        status: s.working ? 'working' : 'idle',
        documentId: s.working ? job.data.documentId : null,
        documentName: s.working ? (info?.documentName ?? null) : null,
        step: s.step,
        progress: s.progress,
        queueLength: info?.queueLength ?? 0,
      });
    },
  };

  const run = (queue: PipelineQueue) => async (job: Job<DocumentJob>) => {
    if (job.name !== JOB_NAME[queue]) throw new UnrecoverableError(`No handler for job "${job.name}" on queue ${queue}.`);
    const doc = await documents.get(job.data.userId, job.data.documentId);
    jobInfo.set(job.id ?? '', { documentName: doc?.fileName ?? '', queueLength: await queues[queue].getWaitingCount() });
    ctx.employeeState(job, { working: true, step: FIRST_STEP[queue], progress: 0 });
    try {
      const outcome = await processors[queue](job, ctx);
      const next = nextQueue(queue);
      // the next step runs under the same run's ids (a retry's or a recovery's)
      if (next && outcome !== 'wait-for-user') await enqueueStep(queues, next, job.data);
    } catch (err) {
      await handleFailure(ctx, job, queue, err);
      throw err;
    } finally {
      jobInfo.set(job.id ?? '', { documentName: '', queueLength: await queues[queue].getWaitingCount().catch(() => 0) }); // a display hint: Redis being away must not fail the job
      ctx.employeeState(job, { working: false, step: null, progress: 0 });
      jobInfo.delete(job.id ?? '');
    }
  };

  const workers = PIPELINE.map((queue) => {
    const worker = new Worker<DocumentJob>(queue, run(queue), {
      connection: redis.duplicate(),
      prefix: config.REDIS_PREFIX,
      concurrency: config.WORKER_CONCURRENCY,
      lockDuration: config.WORKER_LOCK_MS,
      stalledInterval: config.WORKER_LOCK_MS,
      maxStalledCount: 2,
    });
    worker.on('error', (err) => log.error({ err, queue }, 'a pipeline worker reported an error'));
    return worker;
  });
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  const reconciler = await startReconciler(redis, { config, queues, documents, reporter, emit });
  const bills = new BillsRepo(db.db);
  const { automa, goals, debts, budgets } = handlerDeps;
  const automaDeps = { automa, ledger, goals, debts, budgets, bills, emit, deliver };
  const reminders = await startReminders(redis, {
    config,
    reminders: new RemindersRepo(db.db),
    bills,
    ledger,
    emit,
    // Automa's schedule-based rules run with each user's daily check
    afterDaily: (userId, today) => runScheduledRules(automaDeps, userId, today),
    alsoDaily: () => automa.usersWithScheduledRules(SCHEDULED_TRIGGERS),
  });

  const remindersRepo = new RemindersRepo(db.db);
  const roundtable = await startRoundtable(redis, {
    config,
    podcast: new PodcastRepo(db.db),
    activity,
    currency: new CurrencyRepo(db.db),
    files: ctx.files,
    emit,
    ledger,
    goals,
    debts,
    bills,
    zones: remindersRepo,
    speech: speechEngineFor(config),
    // the script's writer when an OpenAI-compatible server is configured (the built-in one otherwise)
    llm: podcastLlm(config),
    today: ctx.today,
  });

  return {
    workers,
    reconciler,
    reminders,
    roundtable,
    async close() {
      await reconciler.close();
      await reminders.close();
      await roundtable.close();
      await remindersQueue.close();
      await Promise.all(workers.map((w) => w.close()));
      await (await import('./ocr/pool.ts')).closeSharedOcrPool();
      await closeQueues(queues);
      redis.disconnect();
      await db.close();
    },
  };
}

async function handleFailure(ctx: PipelineContext, job: Job<DocumentJob>, queue: PipelineQueue, err: unknown): Promise<void> {
  const { userId, documentId } = job.data;
  const reason = err instanceof Error ? err.message : String(err);
  const final = isFinalAttempt(job, err instanceof UnrecoverableError);
  const doc = await ctx.documents.get(userId, documentId);
  if (!doc) return;
  const step = doc.steps.find((s) => s.status === 'processing' && STEP_EMPLOYEE[s.key] === queue)?.key ?? FIRST_STEP[queue];
  if (!final) {
    await ctx.reporter.report(userId, documentId, {
      step,
      status: 'processing',
      progress: doc.steps.find((s) => s.key === step)?.progress ?? 0,
      message: `Hit a temporary problem (${reason}); retrying (attempt ${attemptOf(job).now + 1} of ${attemptOf(job).of}).`,
    });
    return;
  }
  await ctx.reporter.report(userId, documentId, { step, status: 'failed', progress: 0, message: reason });
  await ctx.documents.fail(userId, documentId, reason);
  ctx.emit([userRoom(userId), documentRoom(documentId)], 'document:failed', { documentId, step, error: reason });
  await ctx.files.dropStages(documentId);
  await ctx.staging.drop(documentId);
}
