// The mechanics of the worker's job registry (worker/jobs.ts lists the handlers): every job name
// the worker consumes must have a handler, checked before any Worker starts, and each queue's
// Worker hands a job to the handler registered for its name.
import { UnrecoverableError, type Job } from 'bullmq';

/** Runs one job; `runtime` is what the queue's handlers share (its queue, its repositories…). */
export type JobHandler<R> = (job: Job, runtime: R) => Promise<unknown>;
/** A queue's handlers, by job name. */
export type QueueHandlers<R> = Readonly<Record<string, JobHandler<R> | undefined>>;

/** Throws, naming each job, when a known job name has no handler: the worker refuses to start. */
export function assertEveryJobHasAHandler(
  known: Readonly<Record<string, readonly string[]>>,
  table: Readonly<Record<string, QueueHandlers<never> | undefined>>,
): void {
  const missing = Object.entries(known).flatMap(([queue, names]) =>
    names.filter((name) => typeof table[queue]?.[name] !== 'function').map((name) => `"${name}" on queue ${queue}`),
  );
  if (missing.length) throw new Error(`Refusing to start: no handler for job ${missing.join(', ')}`);
}

/** The BullMQ processor of one queue: the job's handler by name; a name nobody handles is not retried. */
export function dispatch<R>(queue: string, handlers: QueueHandlers<R>, runtime: R): (job: Job) => Promise<unknown> {
  return async (job) => {
    const handler = handlers[job.name];
    if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}" on queue ${queue}.`);
    return handler(job, runtime);
  };
}
