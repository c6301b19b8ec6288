// The pipeline reconciler: a BullMQ job scheduler runs it every RECONCILE_EVERY_MS. It finds imports
// that are unfinished, have not moved for RECONCILE_GRACE_MS and have no job in any queue (Redis
// lost them), and queues their step again under a new run id (rows are written once by hash_id, so a
// re-run adds nothing twice), or, after RECONCILE_MAX_ATTEMPTS, marks them failed so the user can retry.
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Config } from '../core/config.ts';
import { documentRoom, userRoom } from '../core/events.ts';
import { PIPELINE, RECONCILE_JOB, RECONCILE_QUEUE, RECONCILE_SCHEDULER, type DocumentJob } from '../core/queues.ts';
import { reconcileDecision, resumeQueue } from '../core/documents/pipeline-reconcile.ts';
import type { Emit } from '../infra/emit.ts';
import { enqueueStep, type PipelineQueues } from '../infra/queues/pipeline.ts';
import type { DocumentsRepo } from '../db/repos/documents.ts';
import type { StepReporter } from '../services/documents/progress.ts';
import { logger } from '../infra/logger.ts';
import { dispatch, type QueueHandlers } from '../infra/queues/registry.ts';

const log = logger.child({ component: 'reconciler' });

export interface ReconcileDeps {
  config: Config;
  queues: PipelineQueues;
  documents: DocumentsRepo;
  reporter: StepReporter;
  emit: Emit;
}

export interface ReconcileReport {
  checked: number;
  requeued: string[];
  failed: string[];
}

const LIVE_STATES = ['active', 'waiting', 'delayed', 'prioritized', 'waiting-children'] as const;

/** Ids of the documents that have a job waiting, delayed or running in some pipeline queue. */
async function documentsWithLiveJobs(queues: PipelineQueues): Promise<Set<string>> {
  const live = new Set<string>();
  for (const q of PIPELINE) {
    const jobs = await queues[q].getJobs([...LIVE_STATES], 0, 5000);
    for (const j of jobs) if (j?.data?.documentId) live.add(j.data.documentId);
  }
  return live;
}

export async function reconcileOnce(deps: ReconcileDeps, now = Date.now()): Promise<ReconcileReport> {
  const { config, queues, documents, reporter, emit } = deps;
  const candidates = await documents.unfinishedSince(new Date(now - config.RECONCILE_GRACE_MS));
  const report: ReconcileReport = { checked: candidates.length, requeued: [], failed: [] };
  if (!candidates.length) return report;
  const live = await documentsWithLiveJobs(queues);
  for (const doc of candidates) {
    const decision = reconcileDecision(
      {
        status: doc.status,
        steps: doc.steps,
        createdAt: doc.createdAt.toISOString(),
        reconcileAttempts: doc.reconcileAttempts,
        hasLiveJob: live.has(doc.id),
      },
      now,
      config.RECONCILE_GRACE_MS,
      config.RECONCILE_MAX_ATTEMPTS,
    );
    if (decision.action === 'leave') continue;
    if (decision.action === 'fail') {
      const step = resumeQueue(doc.steps) === 'byte' ? 'ocr' : (doc.steps.find((s) => s.status !== 'completed')?.key ?? 'complete');
      await reporter.report(doc.userId, doc.id, { step, status: 'failed', progress: 0, message: decision.message });
      await documents.fail(doc.userId, doc.id, decision.message);
      emit([userRoom(doc.userId), documentRoom(doc.id)], 'document:failed', { documentId: doc.id, step, error: decision.message });
      report.failed.push(doc.id);
      continue;
    }
    const attempt = await documents.countReconcile(doc.userId, doc.id);
    const job: DocumentJob = { documentId: doc.id, userId: doc.userId, run: `rc${attempt}` };
    await enqueueStep(queues, decision.queue, job);
    await reporter.log(
      doc.userId,
      decision.queue,
      `${doc.fileName}: its work was lost on the way (the queue restarted); picking it up again from ${decision.queue === 'byte' ? 'the start' : `the ${decision.queue} step`}.`,
      doc.id,
    );
    report.requeued.push(doc.id);
  }
  return report;
}

export interface RunningReconciler {
  queue: Queue;
  worker: Worker;
  close(): Promise<void>;
}

/** The scheduler (upserted again whenever Redis reconnects: a Redis that came back empty lost it too) and its worker (its job's handler: worker/jobs.ts). */
export async function startReconciler(redis: Redis, deps: ReconcileDeps, jobs: QueueHandlers<ReconcileDeps>): Promise<RunningReconciler> {
  const { config } = deps;
  const queue = new Queue(RECONCILE_QUEUE, { connection: redis, prefix: config.REDIS_PREFIX });
  const schedule = () =>
    queue.upsertJobScheduler(
      RECONCILE_SCHEDULER,
      { every: config.RECONCILE_EVERY_MS },
      {
        name: RECONCILE_JOB,
        opts: { removeOnComplete: { age: 3600, count: 200 }, removeOnFail: { age: 24 * 3600, count: 200 } },
      },
    );
  await schedule();
  const onReady = () => {
    // the next reconnect tries again; until then imports wait for the scheduler Redis still holds
    void schedule().catch((err: unknown) => log.warn({ err }, 'rescheduling the reconciler after Redis reconnected failed'));
  };
  redis.on('ready', onReady);
  const worker = new Worker(RECONCILE_QUEUE, dispatch(RECONCILE_QUEUE, jobs, deps), {
    connection: redis.duplicate(),
    prefix: config.REDIS_PREFIX,
    concurrency: 1,
  });
  worker.on('error', (err) => log.error({ err, queue: RECONCILE_QUEUE }, 'the reconcile worker reported an error'));
  await worker.waitUntilReady();
  return {
    queue,
    worker,
    async close() {
      redis.off('ready', onReady);
      await worker.close();
      await queue.close();
    },
  };
}
