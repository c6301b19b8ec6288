// Wave's music routes.
//   GET    /api/music                  {configured, redirectUri, connection, playlists, rules}
//   POST   /api/music/connect          {authorizeUrl}: Spotify's authorize URL (state + S256 code challenge)
//   GET    /callback, /music/callback  Spotify's redirect back (the redirect URI is PUBLIC_URL + /callback)
//                                      → 303 /dashboard/music-integration?music=<outcome>
//   POST   /api/music/playlists        {kind: 'focus' | 'calm'} → 201 the playlist made in the user's Spotify
//   GET    /api/music/player           the player state ({currentTrack, playing, volume, progressMs, queue})
//   POST   /api/music/player           {action: play|pause|next|previous|volume|seek|playlist, …}
//   DELETE /api/music                  disconnect: the stored tokens are deleted
//
// The callbacks. Sign-in with Google/Apple comes back to /auth/callback, so the bare /callback of the
// specification is free for Spotify and is the redirect URI we register; /music/callback (the
// specification's /{music}/callback) does the same, for a Spotify app registered with that one.
// They are top-level GETs (Spotify redirects the browser), so the SameSite=Lax session cookie comes
// with them; the flow's state ties the answer to the account that started it (service.ts).
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Config } from '../../core/config.ts';
import type { MusicConnectDto } from '../../core/music/api.ts';
import { PLAYLIST_KINDS } from '../../core/music/playlists.ts';
import { currentUser } from '../auth/middleware.ts';
import { handle } from '../http/errors.ts';
import { requestInput, uuid } from '../http/input.ts';
import type { MusicService } from './service.ts';

export const MUSIC_CALLBACK_PATH = '/callback';
export const MUSIC_CALLBACK_PATHS = ['/callback', '/music/callback'] as const;
export const MUSIC_PAGE = '/dashboard/music-integration';

/** The redirect URI: PUBLIC_URL's origin, else the one this request came to (like sign-in's). */
export function musicRedirectUri(req: Request, config: Config): string {
  const origin = config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : `${req.protocol}://${req.get('host')}`;
  return origin + MUSIC_CALLBACK_PATH;
}

const playlistBody = z.object({ kind: z.enum(PLAYLIST_KINDS as ['focus', 'calm'], { error: 'kind must be "focus" or "calm"' }) }).strict();

const playerBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('play') }).strict(),
    z.object({ action: z.literal('pause') }).strict(),
    z.object({ action: z.literal('next') }).strict(),
    z.object({ action: z.literal('previous') }).strict(),
    z.object({ action: z.literal('volume'), volume: z.number().min(0, 'volume is 0 to 1').max(1, 'volume is 0 to 1') }).strict(),
    z
      .object({
        action: z.literal('seek'),
        positionMs: z
          .number()
          .int()
          .min(0)
          .max(24 * 3600_000),
      })
      .strict(),
    z.object({ action: z.literal('playlist'), playlistId: uuid }).strict(),
  ],
  { error: 'action must be one of play, pause, next, previous, volume, seek, playlist' },
);

const callbackQuery = z
  .object({
    state: z.string().max(500).optional(),
    code: z.string().max(4000).optional(),
    error: z.string().max(200).optional(),
  })
  .passthrough();

export function musicRoutes(music: MusicService, config: Config): Router {
  const router = Router();

  router.get(
    '/music',
    handle(async (req, res) => {
      res.json(await music.overview(currentUser(req).id, musicRedirectUri(req, config)));
    }),
  );

  router.post(
    '/music/connect',
    handle(async (req, res) => {
      const url = await music.startConnect(currentUser(req).id, musicRedirectUri(req, config));
      res.setHeader('Cache-Control', 'no-store');
      res.json({ authorizeUrl: url } satisfies MusicConnectDto);
    }),
  );

  router.post(
    '/music/playlists',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { body } = requestInput(req, { body: playlistBody });
      res.status(201).json(await music.makePlaylist(userId, body.kind));
    }),
  );

  router.get(
    '/music/player',
    handle(async (req, res) => {
      res.json(await music.player(currentUser(req).id));
    }),
  );

  router.post(
    '/music/player',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { body } = requestInput(req, { body: playerBody });
      const action =
        body.action === 'volume'
          ? { kind: 'volume' as const, volume: body.volume }
          : body.action === 'seek'
            ? { kind: 'seek' as const, positionMs: body.positionMs }
            : body.action === 'playlist'
              ? { kind: 'playlist' as const, playlistId: body.playlistId }
              : { kind: body.action };
      res.json(await music.act(userId, action));
    }),
  );

  router.delete(
    '/music',
    handle(async (req, res) => {
      res.json({ disconnected: await music.disconnect(currentUser(req).id) });
    }),
  );

  return router;
}

/** Spotify's redirect back to us (top level, outside /api). */
export function musicCallbackRoutes(music: MusicService): Router {
  const router = Router();
  for (const path of MUSIC_CALLBACK_PATHS) {
    router.get(
      path,
      handle(async (req, res) => {
        // the provider's redirect always lands on the music page (a bad query reads as a failed connect), never a 400
        const parsed = callbackQuery.safeParse(req.query);
        const q = parsed.success ? parsed.data : {};
        const outcome = await music.completeConnect(req.user?.id ?? null, q);
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(303, `${MUSIC_PAGE}?music=${outcome}`);
      }),
    );
  }
  return router;
}
