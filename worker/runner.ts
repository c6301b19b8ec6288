// Starts the worker: every queue's BullMQ Worker from the job registry (worker/jobs.ts), with the
// repositories the pipeline's steps and the import's handlers use, built once.
import { Worker } from 'bullmq';
import type { Config } from '../core/config.ts';
import { PIPELINE, WORKER_JOBS, type DocumentJob } from '../core/queues.ts';
import { createDb, type DbHandle } from '../db/client.ts';
import { redisEmit } from '../infra/emit.ts';
import { FileStore } from '../infra/files.ts';
import { StepReporter } from '../services/documents/progress.ts';
import { closeQueues, createPipelineQueues } from '../infra/queues/pipeline.ts';
import { assertEveryJobHasAHandler, dispatch } from '../infra/queues/registry.ts';
import { createRedis } from '../infra/redis.ts';
import { ActivityRepo } from '../db/repos/activity.ts';
import { DocumentsRepo } from '../db/repos/documents.ts';
import { TransactionsRepo } from '../db/repos/transactions.ts';
import { StagingRepo } from '../db/repos/staging.ts';
import { Ledger } from '../services/ledger/ledger.ts';
import { BudgetsRepo } from '../db/repos/budgets.ts';
import { GoalsRepo } from '../db/repos/goals.ts';
import { DebtsRepo } from '../db/repos/debts.ts';
import { HarmonyRepo } from '../db/repos/harmony.ts';
import { StudioRepo } from '../db/repos/studio.ts';
import { ApprovalsRepo } from '../db/repos/approvals.ts';
import { TagRepo } from '../db/repos/tag.ts';
import { AutomaRepo } from '../db/repos/automa.ts';
import { BillsRepo } from '../db/repos/bills.ts';
import { RemindersRepo } from '../db/repos/reminders.ts';
import { PodcastRepo } from '../db/repos/podcast.ts';
import { CurrencyRepo } from '../db/repos/currency.ts';
import { publishImportCommitted } from '../services/imports/registry.ts';
import type { ImportHandlerDeps } from '../services/imports/handler.ts';
import { runScheduledRules } from '../services/automa/runs.ts';
import { SCHEDULED_TRIGGERS } from '../core/automa/run.ts';
import { createRemindersQueue, enqueueDelivery } from '../infra/queues/reminders.ts';
import { logger, logIdleDbError } from '../infra/logger.ts';
import type { PipelineContext } from './context.ts';
import { JOBS, type JobTable } from './jobs.ts';
import { employeeState, pipelineRuntime, type JobInfo } from './pipeline-run.ts';
import { startReconciler, type RunningReconciler } from './reconciler.ts';
import { startReminders, type RunningReminders } from './reminders/run.ts';
import { startRoundtable, type RunningRoundtable } from './roundtable/run.ts';
import { podcastLlm } from './roundtable/llm-writer.ts';
import { speechEngineFor } from './roundtable/speech/index.ts';
import { pinToday, todayIso } from '../services/clock.ts';

const log = logger.child({ component: 'worker' });

export interface RunningWorkers {
  workers: Worker[];
  reconciler: RunningReconciler;
  reminders: RunningReminders;
  roundtable: RunningRoundtable;
  close(): Promise<void>;
}

/** Starts every queue's Worker from the job registry (worker/jobs.ts); refuses to start if a known job has no handler. */
export async function startWorkers(config: Config, jobs: JobTable = JOBS): Promise<RunningWorkers> {
  assertEveryJobHasAHandler(WORKER_JOBS, jobs);
  pinToday(config.CLOCK_TODAY);
  const db = createDb(config.DATABASE_URL, logIdleDbError, config.WORKER_CONCURRENCY * PIPELINE.length + 4);
  const redis = createRedis(config.REDIS_URL, 'worker');
  const queues = createPipelineQueues(redis, config.REDIS_PREFIX);
  const emit = redisEmit(redis, config.REDIS_PREFIX);
  const documents = new DocumentsRepo(db.db);
  const activity = new ActivityRepo(db.db);
  const reporter = new StepReporter(documents, activity, emit);
  const jobInfo: JobInfo = new Map();

  const remindersQueue = createRemindersQueue(redis, config.REDIS_PREFIX);
  const deliver = async (userId: string, ids: readonly string[]) => {
    for (const reminderId of ids) await enqueueDelivery(remindersQueue, { userId, reminderId }, config.REMINDER_ATTEMPTS, config.REMINDER_BACKOFF_MS);
  };
  const ledger = new Ledger(db.db);
  const handlerDeps = importHandlerDeps(db.db, { ledger, deliver, feed: reporter, emit });
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
    today: todayIso,
    employeeState: employeeState(emit, jobInfo),
  };

  const pipeline = pipelineRuntime(ctx, queues, jobInfo);

  const workers = PIPELINE.map((queue) => {
    const worker = new Worker<DocumentJob>(queue, dispatch(queue, jobs[queue], pipeline), {
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
  const reconciler = await startReconciler(redis, { config, queues, documents, reporter, emit }, jobs.reconcile);
  const bills = new BillsRepo(db.db);
  const { automa, goals, debts, budgets } = handlerDeps;
  const automaDeps = { automa, ledger, goals, debts, budgets, bills, emit, deliver };
  const reminders = await startReminders(
    redis,
    {
      config,
      reminders: new RemindersRepo(db.db),
      bills,
      ledger,
      emit,
      // Automa's schedule-based rules run with each user's daily check
      afterDaily: (userId, today) => runScheduledRules(automaDeps, userId, today),
      alsoDaily: () => automa.usersWithScheduledRules(SCHEDULED_TRIGGERS),
    },
    jobs.reminders,
  );

  const remindersRepo = new RemindersRepo(db.db);
  const roundtable = await startRoundtable(
    redis,
    {
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
    },
    jobs.roundtable,
  );

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

/** What the import's handlers use (services/imports/handler.ts), built once per worker process. */
function importHandlerDeps(db: DbHandle['db'], shared: Pick<ImportHandlerDeps, 'ledger' | 'deliver' | 'feed' | 'emit'>): ImportHandlerDeps {
  return {
    ...shared,
    harmony: new HarmonyRepo(db),
    studio: new StudioRepo(db),
    budgets: new BudgetsRepo(db),
    goals: new GoalsRepo(db),
    debts: new DebtsRepo(db),
    approvals: new ApprovalsRepo(db),
    automa: new AutomaRepo(db),
  };
}
