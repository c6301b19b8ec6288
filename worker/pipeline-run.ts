// One pipeline step's job: the employee's live state around it, the step's processor, the next
// step queued under the same run's ids, and a failure shown on the document (final or retrying).
import { UnrecoverableError, type Job } from 'bullmq';
import { documentRoom, userRoom } from '../core/events.ts';
import { nextQueue, type DocumentJob, type PipelineQueue } from '../core/queues.ts';
import { STEP_EMPLOYEE, type StepKey } from '../core/steps.ts';
import type { Emit } from '../infra/emit.ts';
import { attemptOf, isFinalAttempt } from '../infra/queues/attempts.ts';
import { enqueueStep, type PipelineQueues } from '../infra/queues/pipeline.ts';
import type { PipelineContext, StepProcessor } from './context.ts';

/** The first step each queue owns: where a failure is shown when no step had started. */
const FIRST_STEP: Record<PipelineQueue, StepKey> = { byte: 'ocr', tag: 'categorization', crystal: 'integration', intelia: 'complete' };

/** What the team room shows about a running job: the document's name and the queue's length. */
export type JobInfo = Map<string, { documentName: string; queueLength: number }>;

/** What the pipeline's job handlers share (worker/jobs.ts). */
export interface PipelineRuntime {
  step(queue: PipelineQueue, job: Job<DocumentJob>, processor: StepProcessor): Promise<void>;
}

export function pipelineRuntime(ctx: PipelineContext, queues: PipelineQueues, jobInfo: JobInfo): PipelineRuntime {
  return {
    async step(queue, job, processor) {
      const doc = await ctx.documents.get(job.data.userId, job.data.documentId);
      jobInfo.set(job.id ?? '', { documentName: doc?.fileName ?? '', queueLength: await queues[queue].getWaitingCount() });
      ctx.employeeState(job, { working: true, step: FIRST_STEP[queue], progress: 0 });
      try {
        const outcome = await processor(job, ctx);
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
    },
  };
}

/** Pushes the employee's live state for a job's user (team room). */
export function employeeState(emit: Emit, jobInfo: JobInfo): PipelineContext['employeeState'] {
  return (job, s) => {
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
