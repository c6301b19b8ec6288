// Roundtable's worker: one job per requested episode (the job id is the episode's, retried with
// backoff; a worker killed mid-episode leaves the job stalled and the next worker makes it again,
// and the episode's row is made ready once) and the weekly or monthly automatic episode of each
// user with auto-generate on.
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Config } from '../../core/config.ts';
import { addDays } from '../../core/dates.ts';
import { userRoom } from '../../core/events.ts';
import { ROUNDTABLE_QUEUE, type AutoEpisodeJob, type GenerateEpisodeJob } from '../../core/queues.ts';
import { PODCAST_ERROR_MESSAGE } from '../../core/roundtable/api.ts';
import { podcasterById, DEFAULT_PODCASTER_ID } from '../../core/roundtable/podcasters.ts';
import { initialSteps, withStep } from '../../core/roundtable/steps.ts';
import { createRoundtableQueue, enqueueEpisode, scheduleAuto, unscheduleAuto, type RoundtableQueue } from '../../infra/queues/roundtable.ts';
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { EpisodeInputError, generateEpisode, type EpisodeDeps } from './episode.ts';
import { logger } from '../../infra/logger.ts';
import { attemptOf, isFinalAttempt } from '../../infra/queues/attempts.ts';
import { userToday } from '../../services/clock.ts';
import { dispatch, type QueueHandlers } from '../../infra/queues/registry.ts';

const log = logger.child({ component: 'roundtable' });

export interface RoundtableDeps extends EpisodeDeps {
  /** the user's zone (Chime keeps it): the automatic episode's "today" */
  zones: Pick<RemindersRepo, 'timeZone'>;
}

export interface RunningRoundtable {
  worker: Worker;
  queue: RoundtableQueue;
  close(): Promise<void>;
}

/** What the roundtable queue's job handlers share (worker/jobs.ts). */
export interface RoundtableRuntime {
  deps: RoundtableDeps;
  queue: RoundtableQueue;
}

/** Roundtable's worker; its jobs' handlers are listed in worker/jobs.ts. */
export async function startRoundtable(redis: Redis, deps: RoundtableDeps, jobs: QueueHandlers<RoundtableRuntime>): Promise<RunningRoundtable> {
  const { config } = deps;
  const queue = createRoundtableQueue(redis, config.REDIS_PREFIX);
  const worker = new Worker<GenerateEpisodeJob | AutoEpisodeJob>(ROUNDTABLE_QUEUE, dispatch(ROUNDTABLE_QUEUE, jobs, { deps, queue }), {
    connection: redis.duplicate(),
    prefix: config.REDIS_PREFIX,
    // audio synthesis already uses every core: one episode at a time per worker
    concurrency: 1,
    lockDuration: config.WORKER_LOCK_MS,
    stalledInterval: config.WORKER_LOCK_MS,
    maxStalledCount: 2,
  });
  worker.on('error', (err) => log.error({ err, queue: ROUNDTABLE_QUEUE }, 'the roundtable worker reported an error'));
  await worker.waitUntilReady();
  // the schedulers live in Redis: a Redis that lost them gets them back from the preferences
  for (const u of await deps.podcast.autoUsers()) await scheduleAuto(queue, u.userId, u.frequency, await deps.zones.timeZone(u.userId));
  return {
    worker,
    queue,
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}

export async function runEpisode(deps: RoundtableDeps, job: Job<GenerateEpisodeJob>): Promise<string> {
  const { userId, episodeId } = job.data;
  try {
    const done = await generateEpisode(deps, userId, episodeId);
    return done ? `episode ${done.episodeNumber ?? '?'} ${done.status}` : 'episode gone';
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const final = isFinalAttempt(job, err instanceof EpisodeInputError);
    const row = await deps.podcast.get(userId, episodeId);
    if (row && row.status !== 'ready') {
      const step = row.steps.find((s) => s.status === 'processing')?.key ?? 'facts';
      const steps = withStep(row.steps.length ? row.steps : initialSteps(), {
        key: step,
        status: final ? 'failed' : 'processing',
        message: final ? reason : `Hit a problem (${reason}); trying again (attempt ${attemptOf(job).now + 1} of ${attemptOf(job).of}).`,
      });
      if (final) {
        await deps.podcast.fail(userId, episodeId, reason, steps);
        deps.emit([userRoom(userId)], 'podcast:failed', { episodeId, error: `${PODCAST_ERROR_MESSAGE} (${reason})` });
      } else {
        await deps.podcast.setProgress(userId, episodeId, steps);
        deps.emit([userRoom(userId)], 'podcast:progress', { episodeId, step, status: 'processing', message: steps.find((s) => s.key === step)!.message });
      }
    }
    if (final) throw new UnrecoverableError(reason);
    throw err;
  }
}

/**
 * The scheduler's tick: the 7 or 30 days to yesterday in the user's zone, once per period (a second
 * tick for the same period finds the episode and only finishes it if it is not ready).
 */
export async function autoEpisode(deps: RoundtableDeps, queue: RoundtableQueue, userId: string): Promise<string> {
  const prefs = await deps.podcast.preferences(userId);
  if (!prefs.autoGenerate) {
    await unscheduleAuto(queue, userId);
    return 'auto-generate is off';
  }
  const today = await userToday(deps.zones, userId);
  const to = addDays(today, -1);
  const days = prefs.frequency === 'weekly' ? 7 : 30;
  const podcasterId = podcasterById(prefs.voice) ? prefs.voice : DEFAULT_PODCASTER_ID;
  const autoKey = `${prefs.frequency}-${to}`;
  const created = await deps.podcast.create(userId, {
    podcasterId,
    type: prefs.frequency,
    timeframeDays: days,
    periodFrom: addDays(to, -(days - 1)),
    periodTo: to,
    autoKey,
    steps: initialSteps(),
  });
  const row = created ?? (await deps.podcast.byAutoKey(userId, autoKey));
  if (!row) return 'nothing to make';
  await enqueueEpisode(queue, { userId, episodeId: row.id });
  return `episode ${row.id} queued`;
}
