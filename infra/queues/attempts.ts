// "Is this the job's last try?", answered once for every queue: a failure on the last attempt is
// final (the user sees it failed); before it, BullMQ retries with backoff.
import type { Job } from 'bullmq';

/** The attempt that is running now, counted from 1, and how many the job has in all. */
export function attemptOf(job: Pick<Job, 'attemptsMade' | 'opts'>): { now: number; of: number } {
  return { now: job.attemptsMade + 1, of: job.opts.attempts ?? 1 };
}

/** True when a failure now is final: the error says so (bad input, UnrecoverableError) or no try is left. */
export function isFinalAttempt(job: Pick<Job, 'attemptsMade' | 'opts'>, unrecoverable = false): boolean {
  const { now, of } = attemptOf(job);
  return unrecoverable || now >= of;
}
