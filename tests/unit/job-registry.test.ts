// The worker's job registry (worker/jobs.ts): every job name the worker consumes (core/queues.ts
// WORKER_JOBS) has a handler, the worker refuses to start when one is missing, and a job is handed
// to the handler registered for its name.
import { UnrecoverableError, type Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../core/config.ts';
import { DELIVER_REMINDER_JOB, JOB_NAME, WORKER_JOBS } from '../../core/queues.ts';
import { assertEveryJobHasAHandler, dispatch } from '../../infra/queues/registry.ts';
import { JOBS, type JobTable } from '../../worker/jobs.ts';
import { startWorkers } from '../../worker/runner.ts';

describe('the job registry', () => {
  it('lists every queue and job the worker consumes, each with a handler', () => {
    expect(Object.keys(WORKER_JOBS).sort()).toEqual(['byte', 'crystal', 'intelia', 'reconcile', 'reminders', 'roundtable', 'tag']);
    expect(WORKER_JOBS.reminders).toEqual(['daily-reminders', 'deliver-reminder']);
    expect(WORKER_JOBS.roundtable).toEqual(['generate-episode', 'auto-episode']);
    expect(() => assertEveryJobHasAHandler(WORKER_JOBS, JOBS)).not.toThrow();
  });

  it('refuses to start, naming the job, when a known job has no handler', async () => {
    const { [DELIVER_REMINDER_JOB]: _gone, ...rest } = JOBS.reminders;
    const missing: JobTable = { ...JOBS, reminders: rest, tag: {} };
    expect(() => assertEveryJobHasAHandler(WORKER_JOBS, missing)).toThrow(
      'Refusing to start: no handler for job "categorize-document" on queue tag, "deliver-reminder" on queue reminders',
    );
    // before it connects to anything
    await expect(startWorkers({} as Config, missing)).rejects.toThrow(/no handler for job "categorize-document" on queue tag/);
  });

  it('hands a job to its handler by name; a name nobody handles is not retried', async () => {
    const seen: string[] = [];
    const run = dispatch('byte', { [JOB_NAME.byte]: async (job: Job, rt: string) => seen.push(`${job.name}@${rt}`) }, 'rt');
    await run({ name: JOB_NAME.byte } as Job);
    expect(seen).toEqual(['read-document@rt']);
    await expect(run({ name: 'mystery' } as Job)).rejects.toThrow(UnrecoverableError);
    await expect(run({ name: 'mystery' } as Job)).rejects.toThrow('No handler for job "mystery" on queue byte.');
  });
});
