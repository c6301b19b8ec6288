// The reminders queue as the server and the worker both use it: the per-user daily scheduler (upserted,
// so setting it again is harmless), a run now, and one delivery job per reminder row.
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DAILY_PATTERN } from '../../core/chime/reminders.ts';
import {
  DAILY_REMINDERS_JOB,
  DELIVER_REMINDER_JOB,
  REMINDERS_QUEUE,
  dailySchedulerId,
  deliveryJobId,
  type DailyRemindersJob,
  type DeliverReminderJob,
} from '../../core/queues.ts';

export type RemindersQueue = Queue<DailyRemindersJob | DeliverReminderJob>;

export function createRemindersQueue(connection: Redis, prefix: string): RemindersQueue {
  return new Queue(REMINDERS_QUEUE, { connection, prefix });
}

const kept = { removeOnComplete: { age: 7 * 24 * 3600, count: 5000 }, removeOnFail: { age: 30 * 24 * 3600, count: 5000 } };

/** The user's daily run at 08:00 in their zone (UTC until the browser tells us theirs). */
export async function scheduleDaily(queue: RemindersQueue, userId: string, timeZone: string | null): Promise<void> {
  await queue.upsertJobScheduler(
    dailySchedulerId(userId),
    { pattern: DAILY_PATTERN, tz: timeZone ?? 'UTC' },
    {
      name: DAILY_REMINDERS_JOB,
      data: { userId },
      opts: kept,
    },
  );
}

export async function unscheduleDaily(queue: RemindersQueue, userId: string): Promise<void> {
  await queue.removeJobScheduler(dailySchedulerId(userId));
}

/** The daily run's work right now (what the scheduler adds at 08:00; tests and "check now" use it). */
export async function runDailyNow(queue: RemindersQueue, userId: string): Promise<void> {
  await queue.add(DAILY_REMINDERS_JOB, { userId }, { ...kept, attempts: 3, backoff: { type: 'exponential', delay: 1000 } });
}

export async function enqueueDelivery(queue: RemindersQueue, job: DeliverReminderJob, attempts: number, backoffMs: number): Promise<void> {
  await queue.add(DELIVER_REMINDER_JOB, job, {
    jobId: deliveryJobId(job.reminderId),
    attempts,
    backoff: { type: 'exponential', delay: backoffMs },
    ...kept,
  });
}
