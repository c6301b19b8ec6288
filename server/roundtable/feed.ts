// The private podcast feed, outside /api and without a session: the unguessable token in the URL is
// the key, looked up by its sha256 (revoking it or asking for a new one locks the old URL out at
// once). It reads one user's ready episodes with audio and serves their files with range requests;
// anything else is 404.
import { Router } from 'express';
import { z } from 'zod';
import { buildFeed } from '../../core/roundtable/rss.ts';
import type { FileStore } from '../../infra/files.ts';
import type { PodcastRepo } from '../../db/repos/podcast.ts';
import type { UsersRepo } from '../../db/repos/users.ts';
import { HttpError, handle } from '../http/errors.ts';
import { requestInput, uuid } from '../http/input.ts';
import { feedTokenHash } from './feed-token.ts';
import { originOf, sendAudio } from './serve.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const feedParams = z.object({ file: z.string().max(200) });
const audioParams = z.object({ token: z.string().max(200), file: z.string().max(200) });
const notFound = () => new HttpError(404, 'No such feed.');

export function podcastFeedRoutes(deps: { podcast: PodcastRepo; users: Pick<UsersRepo, 'byId'>; files: FileStore; publicUrl: string | undefined }): Router {
  const router = Router();
  const ownerOf = async (token: string) => (TOKEN.test(token) ? deps.podcast.feedOwner(feedTokenHash(token)) : null);

  router.get(
    '/podcast/feed/:file',
    handle(async (req, res) => {
      const { file } = requestInput(req, { params: feedParams }).params;
      const token = file.endsWith('.xml') ? file.slice(0, -4) : '';
      const userId = await ownerOf(token);
      if (!userId) throw notFound();
      const [user, ready] = await Promise.all([deps.users.byId(userId), deps.podcast.allReady(userId)]);
      const origin = originOf(req, deps.publicUrl);
      const xml = buildFeed({
        feedUrl: `${origin}/podcast/feed/${token}.xml`,
        siteUrl: `${origin}/dashboard/personal-podcast`,
        owner: user?.fullName.split(/\s+/)[0] || 'Your',
        episodes: ready
          .filter((e) => e.audioKey && e.audioBytes && e.durationSeconds)
          .map((e) => ({
            id: e.id,
            title: e.title ?? `Episode ${e.episodeNumber}`,
            description: e.description ?? '',
            episodeNumber: e.episodeNumber ?? 0,
            readyAt: e.readyAt ?? e.createdAt,
            audioUrl: `${origin}/podcast/feed/${token}/${e.id}.${e.audioKey!.split('.').pop()}`,
            audioBytes: e.audioBytes!,
            audioMime: e.audioMime ?? 'audio/mpeg',
            durationSeconds: e.durationSeconds!,
          })),
      });
      res.set('Cache-Control', 'private, max-age=300').type('application/rss+xml; charset=utf-8').send(xml);
    }),
  );

  router.get(
    '/podcast/feed/:token/:file',
    handle(async (req, res) => {
      const { token, file } = requestInput(req, { params: audioParams }).params;
      const [id] = file.split('.');
      const userId = await ownerOf(token);
      // a podcast app asks for "<episode>.mp3": anything but a UUID before the dot is a missing episode
      if (!userId || !id || !uuid.safeParse(id).success) throw notFound();
      const row = await deps.podcast.get(userId, id);
      if (!row || row.status !== 'ready' || !row.audioKey) throw notFound();
      await sendAudio(res, deps.files.pathOf(row.audioKey), row.audioMime ?? 'audio/mpeg');
    }),
  );

  return router;
}
