// Wave's music service: the connection (Authorization Code with PKCE), the tokens (encrypted,
// refreshed), the playlists and the player. Spotify is on only when SPOTIFY_CLIENT_ID is set.
//
// A started connection is kept in Redis for 10 minutes under sha256(state): the user it belongs
// to, the code verifier and the redirect URI. The callback takes it with GETDEL, so a state works
// once: a replayed callback (same state and code) finds nothing, and a state from another account
// or from nowhere is refused before any code is sent to Spotify.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Config } from '../../core/config.ts';
import type { MusicCallbackOutcome, MusicOverviewDto, MusicPlayerDto, MusicPlaylistDto } from '../../core/music/api.ts';
import { PLAYLIST_NAMES, PLAYLIST_PAIRING, PLAYLIST_RULES, pickTracks, type CandidateTrack, type PlaylistKind } from '../../core/music/playlists.ts';
import { PREMIUM_ONLY, initialPlayerState, playbackAllowed, playerReducer, volumePercent, type PlayerAction } from '../../core/music/player.ts';
import type { MusicPlaylistRow, MusicRepo } from '../../db/repos/music.ts';
import { HttpError } from '../http/errors.ts';
import { codeChallengeS256, decryptToken, encryptToken, newCodeVerifier, newState, newTokenKey, sha256Hex } from './crypto.ts';
import type { ChatMusic } from '../../core/chat/music-reply.ts';
import { RECONNECT_MESSAGE, SpotifyAccounts, SpotifyApi, SpotifyError, SpotifyReconnect, type SpotifyEndpoints, type TokenSource } from './spotify.ts';

export const MUSIC_FLOW_SECONDS = 600;
/** an access token this close to its end is refreshed before use */
const REFRESH_MARGIN_MS = 60_000;
/** how long one server may hold the refresh lock (and another waits for its token) */
const REFRESH_LOCK_MS = 15_000;
/** how often a server that found the refresh lock taken looks for the token the other one stores */
const LOCK_POLL_MS = 100;

interface Flow {
  userId: string;
  codeVerifier: string;
  redirectUri: string;
}

const NOT_CONFIGURED = 'Spotify is not configured on this server: set SPOTIFY_CLIENT_ID (and PUBLIC_URL) and restart. See docs/capabilities/music.md.';
const NOT_CONNECTED = 'Spotify is not connected. Connect it on the Music Integration page first.';
const UNREADABLE = 'The stored Spotify access could not be read (the token key changed, or it belongs to another account). Reconnect Spotify to go on.';
const NO_DEVICE = 'No Spotify device is active: open Spotify on your phone or computer, play something, then try again.';

/** Spotify's error as the API's: rate limits keep their Retry-After; Premium and device problems say so. */
function asHttp(err: unknown): never {
  if (err instanceof SpotifyError) {
    if (err.status === 429) throw Object.assign(new HttpError(503, err.message), { retryAfterSeconds: err.retryAfterSeconds ?? 1 });
    if (err.status === 403 && err.reason === 'PREMIUM_REQUIRED') throw new HttpError(403, PREMIUM_ONLY);
    if (err.status === 404 && err.reason === 'NO_ACTIVE_DEVICE') throw new HttpError(409, NO_DEVICE);
    throw new HttpError(502, err.message);
  }
  throw err;
}

export class MusicService {
  readonly configured: boolean;
  private readonly endpoints: SpotifyEndpoints;
  private readonly accounts: SpotifyAccounts;
  private key: Promise<string> | null = null;
  private readonly refreshing = new Map<string, Promise<string>>();

  constructor(
    private readonly repo: MusicRepo,
    private readonly redis: Redis,
    private readonly config: Config,
  ) {
    this.configured = Boolean(config.SPOTIFY_CLIENT_ID);
    this.endpoints = {
      clientId: config.SPOTIFY_CLIENT_ID ?? '',
      accountsUrl: config.SPOTIFY_ACCOUNTS_URL,
      apiUrl: config.SPOTIFY_API_URL,
      maxRetryAfterSeconds: config.SPOTIFY_MAX_RETRY_AFTER_SECONDS,
    };
    this.accounts = new SpotifyAccounts(this.endpoints);
  }

  private tokenKey(): Promise<string> {
    if (this.config.TOKEN_ENCRYPTION_KEY) return Promise.resolve(this.config.TOKEN_ENCRYPTION_KEY);
    this.key ??= this.repo.tokenKey(newTokenKey).catch((err) => {
      this.key = null;
      throw err;
    });
    return this.key;
  }

  private flowKey = (state: string) => `${this.config.REDIS_PREFIX}:music:flow:${sha256Hex(state)}`;

  private requireConfigured(): void {
    if (!this.configured) throw new HttpError(409, NOT_CONFIGURED);
  }

  /** POST /api/music/connect: Spotify's authorize URL with a new state and an S256 code challenge. */
  async startConnect(userId: string, redirectUri: string): Promise<string> {
    this.requireConfigured();
    const state = newState();
    const codeVerifier = newCodeVerifier();
    const flow: Flow = { userId, codeVerifier, redirectUri };
    await this.redis.set(this.flowKey(state), JSON.stringify(flow), 'EX', MUSIC_FLOW_SECONDS);
    return this.accounts.authorizeUrl({ redirectUri, state, codeChallenge: codeChallengeS256(codeVerifier) });
  }

  /** The callback: takes the flow (once), checks it is this user's, trades the code, stores the tokens. */
  async completeConnect(userId: string | null, q: { state?: string; code?: string; error?: string }): Promise<MusicCallbackOutcome> {
    if (!this.configured) return 'not-configured';
    if (!q.state) return 'expired';
    const raw = await this.redis.getdel(this.flowKey(q.state));
    if (!raw) return 'expired';
    const flow = JSON.parse(raw) as Flow;
    if (!userId) return 'signed-out';
    if (flow.userId !== userId) return 'other-account';
    if (q.error) return 'denied';
    if (!q.code) return 'expired';
    try {
      const tokens = await this.accounts.exchangeCode({ code: q.code, redirectUri: flow.redirectUri, codeVerifier: flow.codeVerifier });
      if (!tokens.refreshToken) throw new SpotifyError(502, 'Spotify sent no refresh token.');
      const me = await new SpotifyApi(this.endpoints, { current: async () => tokens.accessToken, refreshed: async () => tokens.accessToken }).me();
      const key = await this.tokenKey();
      await this.repo.saveConnection({
        userId,
        provider: 'spotify',
        accessToken: encryptToken(key, tokens.accessToken, userId),
        refreshToken: encryptToken(key, tokens.refreshToken, userId),
        expiresAt: tokens.expiresAt,
        scopes: tokens.scope,
        spotifyUserId: me.id,
        displayName: me.displayName,
        product: me.product,
        status: 'connected',
        problem: null,
      });
      return 'connected';
    } catch (err) {
      if (err instanceof SpotifyError) return err.status === 400 ? 'refused' : 'unavailable';
      throw err;
    }
  }

  /** A stored token; one that does not decrypt for this user (another key, another user's row) means reconnecting. */
  private async open(userId: string, sealed: string): Promise<string> {
    const key = await this.tokenKey();
    try {
      return decryptToken(key, sealed, userId);
    } catch {
      await this.repo.markReconnect(userId, UNREADABLE);
      throw new HttpError(409, UNREADABLE);
    }
  }

  private refreshLockKey = (userId: string) => `${this.config.REDIS_PREFIX}:music:refresh:${userId}`;

  /**
   * Refreshes the access token, once per user at a time across every server: Spotify rotates refresh
   * tokens, so two servers refreshing with the same one would leave one holding a dead token. The
   * one that takes the Redis lock refreshes; the others wait for its new token in the database. A
   * refused refresh marks the connection 'reconnect'.
   */
  private refresh(userId: string): Promise<string> {
    const running = this.refreshing.get(userId);
    if (running) return running;
    const p = this.refreshOnce(userId).finally(() => this.refreshing.delete(userId));
    this.refreshing.set(userId, p);
    return p;
  }

  private async refreshOnce(userId: string): Promise<string> {
    const lock = this.refreshLockKey(userId);
    const mine = randomUUID();
    const deadline = Date.now() + REFRESH_LOCK_MS;
    // the token being replaced: a different one in the database later means another server renewed it
    // (a token that merely looks fresh may be the one Spotify just refused with a 401)
    const start = await this.repo.connection(userId);
    const renewed = (c: NonNullable<typeof start>) =>
      c.status === 'connected' && c.accessToken !== start?.accessToken && c.expiresAt.getTime() - REFRESH_MARGIN_MS > Date.now();
    for (;;) {
      if (await this.redis.set(lock, mine, 'PX', REFRESH_LOCK_MS, 'NX')) break;
      // another server is refreshing: its token lands in the database
      await new Promise((r) => setTimeout(r, LOCK_POLL_MS));
      const conn = await this.repo.connection(userId);
      if (!conn) throw new HttpError(404, NOT_CONNECTED);
      if (conn.status === 'reconnect') throw new HttpError(409, conn.problem ?? RECONNECT_MESSAGE);
      if (renewed(conn)) return this.open(userId, conn.accessToken);
      if (Date.now() > deadline) throw new HttpError(503, 'Spotify is taking too long to renew the access; try again in a moment.');
    }
    try {
      const conn = await this.repo.connection(userId);
      if (!conn) throw new HttpError(404, NOT_CONNECTED);
      // refreshed by another server between our read and the lock
      if (renewed(conn)) return await this.open(userId, conn.accessToken);
      const key = await this.tokenKey();
      try {
        const t = await this.accounts.refresh(await this.open(userId, conn.refreshToken));
        await this.repo.updateTokens(userId, {
          accessToken: encryptToken(key, t.accessToken, userId),
          expiresAt: t.expiresAt,
          ...(t.refreshToken ? { refreshToken: encryptToken(key, t.refreshToken, userId) } : {}),
          ...(t.scope ? { scopes: t.scope } : {}),
        });
        return t.accessToken;
      } catch (err) {
        if (err instanceof SpotifyReconnect) {
          // the user may have connected again while this refresh was refused: their new tokens stand
          const now = await this.repo.connection(userId);
          if (now && now.status === 'connected' && now.refreshToken !== conn.refreshToken && now.expiresAt.getTime() > Date.now()) {
            return await this.open(userId, now.accessToken);
          }
          await this.repo.markReconnect(userId, RECONNECT_MESSAGE);
          throw new HttpError(409, RECONNECT_MESSAGE);
        }
        asHttp(err);
      }
    } finally {
      // only our own lock (a slow refresh may have outlived it)
      await this.redis.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end", 1, lock, mine);
    }
  }

  private tokens(userId: string): TokenSource {
    return {
      current: async () => {
        const conn = await this.repo.connection(userId);
        if (!conn) throw new HttpError(404, NOT_CONNECTED);
        if (conn.status === 'reconnect') throw new HttpError(409, conn.problem ?? RECONNECT_MESSAGE);
        if (conn.expiresAt.getTime() - REFRESH_MARGIN_MS <= Date.now()) return this.refresh(userId);
        return this.open(userId, conn.accessToken);
      },
      refreshed: () => this.refresh(userId),
    };
  }

  private api(userId: string): SpotifyApi {
    this.requireConfigured();
    return new SpotifyApi(this.endpoints, this.tokens(userId));
  }

  /** Spotify said 401 even with a fresh token: the access is gone. */
  private async guard<T>(userId: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof SpotifyError && err.status === 401) {
        await this.repo.markReconnect(userId, RECONNECT_MESSAGE);
        throw new HttpError(409, RECONNECT_MESSAGE);
      }
      return asHttp(err);
    }
  }

  async overview(userId: string, redirectUri: string): Promise<MusicOverviewDto> {
    const [conn, rows] = await Promise.all([this.repo.connection(userId), this.repo.playlists(userId)]);
    return {
      configured: this.configured,
      redirectUri,
      connection: conn && {
        status: conn.status,
        problem: conn.status === 'reconnect' ? (conn.problem ?? RECONNECT_MESSAGE) : null,
        displayName: conn.displayName,
        spotifyUserId: conn.spotifyUserId,
        product: conn.product,
        playbackAllowed: playbackAllowed(conn.product),
        scopes: conn.scopes.split(/\s+/).filter(Boolean),
        connectedAt: conn.createdAt.toISOString(),
      },
      playlists: rows.map(playlistDto),
      rules: PLAYLIST_RULES,
    };
  }

  /** What Luna's chat quotes: the connection and the playlists, from the database only (no Spotify call). */
  async chatFacts(userId: string): Promise<ChatMusic> {
    const o = await this.overview(userId, '');
    return {
      configured: o.configured,
      connection: o.connection && {
        status: o.connection.status,
        problem: o.connection.problem,
        displayName: o.connection.displayName,
        product: o.connection.product,
        playbackAllowed: o.connection.playbackAllowed,
      },
      playlists: o.playlists.map((p) => ({ kind: p.kind, name: p.name, trackCount: p.trackCount, createdAt: p.createdAt })),
    };
  }

  /** A focus or calm playlist from the user's saved tracks (then their own playlists), made in their Spotify. */
  async makePlaylist(userId: string, kind: PlaylistKind): Promise<MusicPlaylistDto> {
    const api = this.api(userId);
    return this.guard(userId, async () => {
      const me = await api.me();
      await this.repo.setProduct(userId, me.product);
      const candidates: CandidateTrack[] = await api.savedTracks(200);
      const ours = new Set((await this.repo.playlists(userId)).map((p) => p.spotifyId));
      const own = (await api.ownPlaylists(me.id)).filter((p) => !ours.has(p.id)).slice(0, 5);
      for (const p of own) candidates.push(...(await api.playlistTracks(p.id)));
      if (!candidates.length) {
        throw new HttpError(
          422,
          'Your Spotify library has no saved tracks or playlists of your own yet, so Wave has nothing to choose from. Save some songs in Spotify and try again.',
        );
      }
      const genres = await api.artistGenres(candidates.flatMap((t) => t.artistIds));
      const picked = pickTracks(kind, candidates, genres);
      if (!picked.length) throw new HttpError(422, `None of your ${candidates.length} tracks fit the rule. ${PLAYLIST_RULES[kind]}`);
      const name = `${PLAYLIST_NAMES[kind]} · ${new Date().toISOString().slice(0, 10)}`;
      const made = await api.createPlaylist(name, `Made by Prime Finance's Wave from your saved tracks. ${PLAYLIST_RULES[kind]}`.slice(0, 300));
      await api.addTracks(
        made.id,
        picked.map((t) => t.uri),
      );
      const row = await this.repo.addPlaylist({
        userId,
        kind,
        name,
        spotifyId: made.id,
        url: made.url,
        trackCount: picked.length,
        tracks: picked.map((t) => ({ uri: t.uri, name: t.name, artists: t.artists, durationMs: t.durationMs })),
      });
      return playlistDto(row);
    });
  }

  private async connectionFor(userId: string) {
    this.requireConfigured();
    const conn = await this.repo.connection(userId);
    if (!conn) throw new HttpError(404, NOT_CONNECTED);
    if (conn.status === 'reconnect') throw new HttpError(409, conn.problem ?? RECONNECT_MESSAGE);
    return conn;
  }

  async player(userId: string): Promise<MusicPlayerDto> {
    const conn = await this.connectionFor(userId);
    if (!playbackAllowed(conn.product)) return { playbackAllowed: false, note: PREMIUM_ONLY, state: initialPlayerState(), device: null };
    const api = this.api(userId);
    return this.guard(userId, async () => {
      const p = await api.player();
      return p ? { playbackAllowed: true, note: null, ...p } : { playbackAllowed: true, note: NO_DEVICE, state: initialPlayerState(), device: null };
    });
  }

  /** Sends the action to Spotify's player, then answers the state the pure reducer gives. */
  async act(userId: string, action: PlayerAction | { kind: 'playlist'; playlistId: string }): Promise<MusicPlayerDto> {
    const conn = await this.connectionFor(userId);
    if (!playbackAllowed(conn.product)) throw new HttpError(403, PREMIUM_ONLY);
    let playlist: MusicPlaylistRow | null = null;
    if (action.kind === 'playlist') {
      playlist = await this.repo.playlist(userId, action.playlistId);
      if (!playlist) throw new HttpError(404, 'There is no such playlist of yours.');
    }
    const api = this.api(userId);
    return this.guard(userId, async () => {
      const now = await api.player();
      const state = now?.state ?? initialPlayerState();
      let next = state;
      switch (action.kind) {
        case 'playlist':
          await api.play(`spotify:playlist:${playlist!.spotifyId}`);
          next = playerReducer(state, { kind: 'load', tracks: playlist!.tracks });
          break;
        case 'play':
          await api.play();
          next = playerReducer(state, action);
          break;
        case 'pause':
          await api.pause();
          next = playerReducer(state, action);
          break;
        case 'next':
          await api.next();
          next = playerReducer(state, action);
          break;
        case 'previous':
          await api.restart();
          next = playerReducer(state, action);
          break;
        case 'volume':
          await api.volume(volumePercent(action.volume));
          next = playerReducer(state, action);
          break;
        case 'seek':
          await api.seek(action.positionMs);
          next = playerReducer(state, action);
          break;
        default:
          throw new HttpError(400, 'Unknown player action.');
      }
      return { playbackAllowed: true, note: null, state: next, device: now?.device ?? null };
    });
  }

  async disconnect(userId: string): Promise<boolean> {
    return this.repo.deleteConnection(userId);
  }
}

function playlistDto(r: MusicPlaylistRow): MusicPlaylistDto {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    spotifyId: r.spotifyId,
    url: r.url,
    trackCount: r.trackCount,
    tracks: r.tracks,
    rule: PLAYLIST_RULES[r.kind],
    pairedWith: PLAYLIST_PAIRING[r.kind],
    createdAt: r.createdAt.toISOString(),
  };
}
