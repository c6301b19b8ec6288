import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { JOB_ATTEMPTS, JOB_BACKOFF_MS, JOB_NAME, PIPELINE, jobIdFor, type DocumentJob, type PipelineQueue } from '../../core/queues.ts';

export type PipelineQueues = Record<PipelineQueue, Queue<DocumentJob>>;

export function createPipelineQueues(connection: Redis, prefix: string): PipelineQueues {
  const entries = PIPELINE.map((name) => [name, new Queue<DocumentJob>(name, { connection, prefix })] as const);
  return Object.fromEntries(entries) as PipelineQueues;
}

/** Adds the document's job to a step's queue; the deterministic id makes a repeat add a no-op. */
export async function enqueueStep(queues: PipelineQueues, queue: PipelineQueue, job: DocumentJob, attempt?: string): Promise<void> {
  await queues[queue].add(JOB_NAME[queue], job, {
    jobId: jobIdFor(queue, job.documentId, [job.run, attempt].filter(Boolean).join('-') || undefined),
    attempts: JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: JOB_BACKOFF_MS },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    // kept for Bull Board, then removed by age and count so Redis does not grow
    removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
  });
}

export async function closeQueues(queues: PipelineQueues): Promise<void> {
  await Promise.all(Object.values(queues).map((q) => q.close()));
}
