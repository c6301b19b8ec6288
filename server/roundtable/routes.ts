// Roundtable's API (core/roundtable/api.ts lists the routes): ask for an episode (the worker makes it
// on the 'roundtable' queue), the library and its player's figures, the audio with range requests,
// preferences with the automatic episode's scheduler, and the private feed's token (its URL is shown once).
import { Router, type Request } from 'express';
import { rm } from 'node:fs/promises';
import { z } from 'zod';
import { addDays } from '../../core/dates.ts';
import { LIBRARY_PAGE_DEFAULT, LIBRARY_PAGE_MAX, type EpisodeLibraryDto, type PodcastFeedDto, type PodcastPreferencesDto } from '../../core/roundtable/api.ts';
import { PODCASTERS, podcasterById, podcasterNotFound } from '../../core/roundtable/podcasters.ts';
import { initialSteps } from '../../core/roundtable/steps.ts';
import {
  AUDIO_FORMATS,
  DEFAULT_TIMEFRAME_DAYS,
  EPISODE_LENGTHS,
  EPISODE_TYPES,
  TIMEFRAME_DAYS,
  type IncludeFlags,
  type PodcastPreferences,
} from '../../core/roundtable/types.ts';
import type { FileStore } from '../../infra/files.ts';
import type { PodcastRepo } from '../../db/repos/podcast.ts';
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { enqueueEpisode, nextAutoAt, scheduleAuto, unscheduleAuto, type RoundtableQueue } from '../../infra/queues/roundtable.ts';
import { currentUser } from '../auth/middleware.ts';
import { todayIso } from '../../services/clock.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, oneValue, requestInput, safeText } from '../http/input.ts';
import { pageFields } from '../http/paging.ts';
import { episodeDetailDto, episodeDto } from './dto.ts';
import { feedTokenHash, newFeedToken } from './feed-token.ts';
import { MAX_IN_PROGRESS, originOf, sendAudio } from './serve.ts';

export interface RoundtableRouteDeps {
  podcast: PodcastRepo;
  queue: RoundtableQueue;
  files: FileStore;
  zones: Pick<RemindersRepo, 'timeZone'>;
  /** the site's origin for the feed's URL (PUBLIC_URL), else the request's */
  publicUrl: string | undefined;
}

// a page of the library: the default keeps the page's first answer small, however many episodes there are
const libraryQuery = z
  .object({
    limit: oneValue(
      z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(LIBRARY_PAGE_MAX, `must be at most ${LIBRARY_PAGE_MAX}`).optional(),
    ),
    offset: pageFields.offset,
  })
  .strict();
const createBody = z
  .object({
    podcasterId: safeText(80),
    type: z.enum(EPISODE_TYPES),
    timeframeDays: z.union(TIMEFRAME_DAYS.map((d) => z.literal(d)) as [z.ZodLiteral<7>, z.ZodLiteral<30>]).optional(),
  })
  .strict();
const progressBody = z
  .object({
    positionSeconds: z
      .number()
      .min(0, 'must be 0 or more')
      .max(24 * 3600, 'is longer than any episode'),
    // the player reports every ~15 s; more than two minutes heard in one report is not a real listen
    heardSeconds: z.number().min(0, 'must be 0 or more').max(120, 'is more than one report can hold (120 s)'),
  })
  .strict();
const ratingBody = z
  .object({ rating: z.number().int('must be a whole number of stars').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5').nullable() })
  .strict();
const favouriteBody = z.object({ favourite: z.boolean() }).strict();
const includeShape = z
  .object({
    spending: z.boolean(),
    income: z.boolean(),
    merchants: z.boolean(),
    bills: z.boolean(),
    goals: z.boolean(),
    debts: z.boolean(),
    insights: z.boolean(),
  })
  .partial()
  .strict();
const preferencesBody = z
  .object({
    frequency: z.enum(['weekly', 'monthly']),
    lengthMinutes: z.union(EPISODE_LENGTHS.map((m) => z.literal(m)) as unknown as [z.ZodLiteral<5>, z.ZodLiteral<10>]),
    voice: safeText(80).refine((v) => podcasterById(v) !== null, 'is not one of the podcasters'),
    include: includeShape,
    autoGenerate: z.boolean(),
    notifications: z.boolean(),
    format: z.enum(AUDIO_FORMATS),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'say what to change');

export function roundtableRoutes(deps: RoundtableRouteDeps): Router {
  const { podcast, queue } = deps;
  const router = Router();

  /** The owner's episode or 404 (another user's looks the same as none). */
  const owned = async (req: Request) => {
    const userId = currentUser(req).id;
    const { id } = requestInput(req, { params: idParams('No such episode.') }).params;
    const row = await podcast.get(userId, id);
    if (!row) throw new HttpError(404, 'No such episode.');
    return { userId, row };
  };

  router.get('/podcast/podcasters', (_req, res) => {
    res.json(PODCASTERS);
  });

  router.post(
    '/podcast/episodes',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const body = requestInput(req, { body: createBody }).body;
      const podcaster = podcasterById(body.podcasterId);
      if (!podcaster) throw new HttpError(404, podcasterNotFound(body.podcasterId), undefined, 'podcasterId');
      const days = body.timeframeDays ?? DEFAULT_TIMEFRAME_DAYS;
      const to = todayIso();
      const made = await podcast.createCapped(
        userId,
        {
          podcasterId: podcaster.id,
          type: body.type,
          timeframeDays: days,
          periodFrom: addDays(to, -(days - 1)),
          periodTo: to,
          autoKey: null,
          steps: initialSteps(),
        },
        MAX_IN_PROGRESS,
      );
      if (!('row' in made)) throw new HttpError(429, `${made.inProgress} episodes are being made already: wait for one to finish.`);
      await enqueueEpisode(queue, { userId, episodeId: made.row.id });
      res.status(202).json({ episode: episodeDto(made.row) });
    }),
  );

  router.get(
    '/podcast/episodes',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { query } = requestInput(req, { query: libraryQuery });
      const page = { limit: query.limit ?? LIBRARY_PAGE_DEFAULT, offset: query.offset ?? 0 };
      const [ready, inProgress, stats] = await Promise.all([podcast.readyPage(userId, page), podcast.inProgress(userId), podcast.stats(userId)]);
      // stats counts the ready episodes already: that count is the library's total
      res.setHeader('X-Total-Count', String(stats.totalEpisodes));
      const body: EpisodeLibraryDto = { episodes: ready.map(episodeDto), total: stats.totalEpisodes, ...page, inProgress: inProgress.map(episodeDto), stats };
      res.json(body);
    }),
  );

  router.get(
    '/podcast/episodes/:id',
    handle(async (req, res) => {
      const { row } = await owned(req);
      res.json({ episode: episodeDetailDto(row) });
    }),
  );

  router.get(
    '/podcast/episodes/:id/audio',
    handle(async (req, res) => {
      const { row } = await owned(req);
      if (row.status !== 'ready' || !row.audioKey) throw new HttpError(404, row.audioProblem ?? 'This episode has no audio yet.');
      await sendAudio(res, deps.files.pathOf(row.audioKey), row.audioMime ?? 'audio/mpeg');
    }),
  );

  router.post(
    '/podcast/episodes/:id/listens',
    handle(async (req, res) => {
      const { userId, row } = await owned(req);
      const done = await podcast.listen(userId, row.id);
      if (!done) throw new HttpError(409, 'This episode is not ready yet.');
      res.json({ episode: episodeDto(done) });
    }),
  );

  router.put(
    '/podcast/episodes/:id/progress',
    handle(async (req, res) => {
      const { userId, row } = await owned(req);
      const body = requestInput(req, { body: progressBody }).body;
      const duration = row.durationSeconds ?? 0;
      const position = duration ? Math.min(body.positionSeconds, duration) : 0;
      // the last seconds are the sign-off: stopping there counts as finished
      const completed = duration > 0 && position >= Math.max(duration * 0.95, duration - 10);
      const done = await podcast.progress(userId, row.id, completed ? 0 : position, Math.min(body.heardSeconds, duration || body.heardSeconds), completed);
      if (!done) throw new HttpError(409, 'This episode is not ready yet.');
      res.json({ episode: episodeDto(done) });
    }),
  );

  router.put(
    '/podcast/episodes/:id/rating',
    handle(async (req, res) => {
      const { userId, row } = await owned(req);
      const done = await podcast.update(userId, row.id, { rating: requestInput(req, { body: ratingBody }).body.rating });
      if (!done) throw new HttpError(409, 'This episode is not ready yet.');
      res.json({ episode: episodeDto(done) });
    }),
  );

  router.put(
    '/podcast/episodes/:id/favourite',
    handle(async (req, res) => {
      const { userId, row } = await owned(req);
      const done = await podcast.update(userId, row.id, { favourite: requestInput(req, { body: favouriteBody }).body.favourite });
      if (!done) throw new HttpError(409, 'This episode is not ready yet.');
      res.json({ episode: episodeDto(done) });
    }),
  );

  router.delete(
    '/podcast/episodes/:id',
    handle(async (req, res) => {
      const { userId, row } = await owned(req);
      const gone = await podcast.remove(userId, row.id);
      if (gone?.audioKey) await rm(deps.files.pathOf(gone.audioKey), { force: true });
      res.status(204).end();
    }),
  );

  const preferencesView = async (userId: string): Promise<PodcastPreferencesDto> => {
    const prefs = await podcast.preferences(userId);
    return { ...prefs, nextAutoAt: prefs.autoGenerate ? await nextAutoAt(queue, userId) : null };
  };

  router.get(
    '/podcast/preferences',
    handle(async (req, res) => {
      res.json(await preferencesView(currentUser(req).id));
    }),
  );

  router.put(
    '/podcast/preferences',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const body = requestInput(req, { body: preferencesBody }).body;
      const before = await podcast.preferences(userId);
      const next: PodcastPreferences = {
        ...before,
        ...body,
        include: { ...before.include, ...(body.include ?? {}) } as IncludeFlags,
      } as PodcastPreferences;
      await podcast.savePreferences(userId, next);
      if (next.autoGenerate) await scheduleAuto(queue, userId, next.frequency, await deps.zones.timeZone(userId));
      else await unscheduleAuto(queue, userId);
      res.json(await preferencesView(userId));
    }),
  );

  const feedView = async (userId: string): Promise<PodcastFeedDto> => {
    const feed = await podcast.feed(userId);
    return { url: null, active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
  };

  router.get(
    '/podcast/feed',
    handle(async (req, res) => {
      res.json(await feedView(currentUser(req).id));
    }),
  );

  // the one answer with the URL: only the token's hash is stored
  router.post(
    '/podcast/feed',
    handle(async (req, res) => {
      const token = newFeedToken();
      const { createdAt } = await podcast.newFeed(currentUser(req).id, feedTokenHash(token));
      const body: PodcastFeedDto = { url: `${originOf(req, deps.publicUrl)}/podcast/feed/${token}.xml`, active: true, createdAt: createdAt.toISOString() };
      res.status(201).json(body);
    }),
  );

  router.delete(
    '/podcast/feed',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      await podcast.revokeFeed(userId);
      res.json(await feedView(userId));
    }),
  );

  return router;
}
