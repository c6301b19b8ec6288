// Roundtable's queue as the server and the worker both use it: one job per requested episode (its id
// is the episode's, so adding it twice is a no-op) and, with auto-generate on, one job scheduler per
// user, weekly or monthly.
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  AUTO_EPISODE_JOB,
  GENERATE_EPISODE_JOB,
  ROUNDTABLE_QUEUE,
  autoEpisodeSchedulerId,
  episodeJobId,
  type AutoEpisodeJob,
  type GenerateEpisodeJob,
} from '../../core/queues.ts';
import type { PodcastPreferences } from '../../core/roundtable/types.ts';

export type RoundtableQueue = Queue<GenerateEpisodeJob | AutoEpisodeJob>;

export function createRoundtableQueue(connection: Redis, prefix: string): RoundtableQueue {
  return new Queue(ROUNDTABLE_QUEUE, { connection, prefix });
}

const kept = { removeOnComplete: { age: 7 * 24 * 3600, count: 1000 }, removeOnFail: { age: 30 * 24 * 3600, count: 1000 } };
const retried = { attempts: 3, backoff: { type: 'exponential', delay: 2000 } };

/** Monday 07:00 or the 1st at 07:00, in the user's zone. */
export const AUTO_PATTERN: Record<PodcastPreferences['frequency'], string> = { weekly: '0 7 * * 1', monthly: '0 7 1 * *' };

export async function enqueueEpisode(queue: RoundtableQueue, job: GenerateEpisodeJob): Promise<void> {
  await queue.add(GENERATE_EPISODE_JOB, job, { jobId: episodeJobId(job.episodeId), ...retried, ...kept });
}

export async function scheduleAuto(queue: RoundtableQueue, userId: string, frequency: PodcastPreferences['frequency'], timeZone: string | null): Promise<void> {
  await queue.upsertJobScheduler(
    autoEpisodeSchedulerId(userId),
    { pattern: AUTO_PATTERN[frequency], tz: timeZone ?? 'UTC' },
    {
      name: AUTO_EPISODE_JOB,
      data: { userId },
      opts: { ...retried, ...kept },
    },
  );
}

export async function unscheduleAuto(queue: RoundtableQueue, userId: string): Promise<void> {
  await queue.removeJobScheduler(autoEpisodeSchedulerId(userId));
}

/** When the user's automatic episode is next made (null: none scheduled). */
export async function nextAutoAt(queue: RoundtableQueue, userId: string): Promise<string | null> {
  const s = await queue.getJobScheduler(autoEpisodeSchedulerId(userId));
  return s?.next ? new Date(s.next).toISOString() : null;
}
