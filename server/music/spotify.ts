// Spotify's accounts service and Web API over fetch (no SDK), under the current rules for new
// applications: no /recommendations and no /audio-features; playlists are created through the
// current user's endpoint (POST /me/playlists). Rate limits: a 429 waits its Retry-After (at most
// SPOTIFY_MAX_RETRY_AFTER_SECONDS) and tries again; a 401 refreshes the access token once.
import type { CandidateTrack } from '../../core/music/playlists.ts';
import type { PlayerState, PlayerTrack } from '../../core/music/player.ts';
import { DEFAULT_VOLUME } from '../../core/music/player.ts';

export const SPOTIFY_SCOPES = [
  'user-read-private',
  'user-library-read',
  'playlist-read-private',
  'playlist-modify-private',
  'user-read-playback-state',
  'user-modify-playback-state',
] as const;

export interface SpotifyEndpoints {
  clientId: string;
  accountsUrl: string;
  apiUrl: string;
  maxRetryAfterSeconds: number;
  timeoutMs?: number;
}

export interface TokenSet {
  accessToken: string;
  /** Spotify may or may not send a new one on refresh */
  refreshToken: string | null;
  expiresAt: Date;
  scope: string;
}

/** Spotify answered with an error (or not at all). */
export class SpotifyError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The refresh token was refused (revoked access, a changed password): the user must connect again. */
export class SpotifyReconnect extends Error {}

export const RECONNECT_MESSAGE = "Spotify no longer accepts Wave's access to your account (it was revoked or has expired). Reconnect Spotify to go on.";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const trimSlash = (u: string) => u.replace(/\/+$/, '');

/** Retry-After in seconds (delta-seconds or an HTTP date); missing or odd → 1. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 1;
  const n = Number(header);
  if (Number.isFinite(n) && n >= 0) return Math.ceil(n);
  const t = Date.parse(header);
  return Number.isFinite(t) ? Math.max(0, Math.ceil((t - now) / 1000)) : 1;
}

async function errorText(res: Response): Promise<{ reason?: string; message: string }> {
  const text = await res.text().catch(() => ''); // an unreadable body: the status below still says what failed
  try {
    const body = JSON.parse(text) as { error?: string | { message?: string; reason?: string }; error_description?: string };
    if (typeof body.error === 'string') return { reason: body.error, message: body.error_description ?? body.error };
    if (body.error && typeof body.error === 'object') return { reason: body.error.reason, message: body.error.message ?? `status ${res.status}` };
  } catch {
    /* not JSON */
  }
  return { message: text.slice(0, 200) || `status ${res.status}` };
}

export class SpotifyAccounts {
  constructor(private readonly ep: SpotifyEndpoints) {}

  authorizeUrl(o: { redirectUri: string; state: string; codeChallenge: string }): string {
    const url = new URL(trimSlash(this.ep.accountsUrl) + '/authorize');
    url.search = new URLSearchParams({
      client_id: this.ep.clientId,
      response_type: 'code',
      redirect_uri: o.redirectUri,
      state: o.state,
      code_challenge_method: 'S256',
      code_challenge: o.codeChallenge,
      scope: SPOTIFY_SCOPES.join(' '),
    }).toString();
    return url.href;
  }

  private async token(form: Record<string, string>, what: 'code' | 'refresh'): Promise<TokenSet> {
    let res: Response;
    for (let attempt = 0; ; attempt++) {
      try {
        res = await fetch(trimSlash(this.ep.accountsUrl) + '/api/token', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...form, client_id: this.ep.clientId }).toString(),
          signal: AbortSignal.timeout(this.ep.timeoutMs ?? 15_000),
        });
      } catch (err) {
        throw new SpotifyError(502, `Spotify's accounts service did not answer (${(err as Error).message}).`);
      }
      if (res.status === 429 && attempt < 2) {
        const wait = retryAfterSeconds(res.headers.get('retry-after'));
        if (wait > this.ep.maxRetryAfterSeconds) throw new SpotifyError(429, `Spotify asks to wait ${wait} seconds. Try again later.`, 'rate_limit', wait);
        await sleep(wait * 1000);
        continue;
      }
      break;
    }
    if (!res.ok) {
      const { reason, message } = await errorText(res);
      if (what === 'refresh' && (reason === 'invalid_grant' || reason === 'invalid_client')) throw new SpotifyReconnect(RECONNECT_MESSAGE);
      if (what === 'code' && reason === 'invalid_grant') {
        throw new SpotifyError(400, `Spotify refused the authorization code (${message}): it was already used or has expired. Connect again.`, reason);
      }
      throw new SpotifyError(res.status === 429 ? 429 : 502, `Spotify's accounts service refused the request (${message}).`, reason);
    }
    const body = (await res.json()) as { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string };
    if (!body.access_token) throw new SpotifyError(502, 'Spotify answered without an access token.');
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? null,
      expiresAt: new Date(Date.now() + (body.expires_in ?? 3600) * 1000),
      scope: body.scope ?? '',
    };
  }

  exchangeCode(o: { code: string; redirectUri: string; codeVerifier: string }): Promise<TokenSet> {
    return this.token({ grant_type: 'authorization_code', code: o.code, redirect_uri: o.redirectUri, code_verifier: o.codeVerifier }, 'code');
  }

  refresh(refreshToken: string): Promise<TokenSet> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'refresh');
  }
}

/** Gives the access token to use, and a fresh one after Spotify said 401. */
export interface TokenSource {
  current(): Promise<string>;
  refreshed(): Promise<string>;
}

export interface SpotifyMe {
  id: string;
  displayName: string | null;
  product: string | null;
}

interface TrackJson {
  uri?: string;
  id?: string | null;
  name?: string;
  duration_ms?: number;
  popularity?: number;
  explicit?: boolean;
  is_local?: boolean;
  artists?: { id?: string | null; name?: string }[];
}

const toCandidate = (t: TrackJson | null | undefined): CandidateTrack | null => {
  if (!t || t.is_local || !t.uri?.startsWith('spotify:track:') || !t.id || !t.name) return null;
  return {
    uri: t.uri,
    id: t.id,
    name: t.name,
    artists: (t.artists ?? []).map((a) => a.name ?? '').filter(Boolean),
    artistIds: (t.artists ?? []).map((a) => a.id ?? '').filter(Boolean),
    durationMs: t.duration_ms ?? 0,
    popularity: t.popularity ?? 0,
    explicit: t.explicit === true,
  };
};

const toPlayerTrack = (t: TrackJson | null | undefined): PlayerTrack | null => {
  const c = toCandidate(t);
  return c && { uri: c.uri, name: c.name, artists: c.artists, durationMs: c.durationMs };
};

export class SpotifyApi {
  constructor(
    private readonly ep: SpotifyEndpoints,
    private readonly tokens: TokenSource,
  ) {}

  /** One call, with the 401 refresh and the bounded 429 waits; 204 → null. */
  async call<T>(method: string, path: string, body?: unknown): Promise<T | null> {
    let token = await this.tokens.current();
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(trimSlash(this.ep.apiUrl) + path, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.ep.timeoutMs ?? 15_000),
        });
      } catch (err) {
        throw new SpotifyError(502, `Spotify did not answer (${(err as Error).message}).`);
      }
      if (res.status === 401 && !refreshed) {
        refreshed = true;
        token = await this.tokens.refreshed();
        continue;
      }
      if (res.status === 429) {
        const wait = retryAfterSeconds(res.headers.get('retry-after'));
        if (wait > this.ep.maxRetryAfterSeconds || attempt >= 3) {
          throw new SpotifyError(429, `Spotify is limiting requests right now and asks to wait ${wait} seconds. Try again then.`, 'rate_limit', wait);
        }
        await sleep(wait * 1000);
        continue;
      }
      if (res.status === 204 || res.status === 202) return null;
      if (!res.ok) {
        const { reason, message } = await errorText(res);
        throw new SpotifyError(res.status, `Spotify refused ${method} ${path.split('?')[0]} (${res.status}: ${message}).`, reason);
      }
      const text = await res.text();
      return (text ? JSON.parse(text) : null) as T;
    }
  }

  async me(): Promise<SpotifyMe> {
    const me = await this.call<{ id: string; display_name?: string | null; product?: string }>('GET', '/me');
    if (!me?.id) throw new SpotifyError(502, 'Spotify did not say whose account this is.');
    return { id: me.id, displayName: me.display_name ?? null, product: me.product ?? null };
  }

  /** The user's saved tracks ("Liked Songs"), newest first, up to `max`. */
  async savedTracks(max = 200): Promise<CandidateTrack[]> {
    const out: CandidateTrack[] = [];
    for (let offset = 0; offset < max; offset += 50) {
      const page = await this.call<{ items?: { track?: TrackJson }[]; next?: string | null }>('GET', `/me/tracks?limit=50&offset=${offset}`);
      for (const item of page?.items ?? []) {
        const t = toCandidate(item.track);
        if (t) out.push(t);
      }
      if (!page?.next) break;
    }
    return out.slice(0, max);
  }

  /** The user's own playlists (not followed ones), first `max`. */
  async ownPlaylists(userId: string, max = 50): Promise<{ id: string; name: string }[]> {
    const page = await this.call<{ items?: { id: string; name: string; owner?: { id?: string } }[] }>('GET', `/me/playlists?limit=${Math.min(max, 50)}`);
    return (page?.items ?? []).filter((p) => p?.owner?.id === userId).map((p) => ({ id: p.id, name: p.name }));
  }

  async playlistTracks(playlistId: string, max = 100): Promise<CandidateTrack[]> {
    const page = await this.call<{ items?: { track?: TrackJson }[] }>('GET', `/playlists/${encodeURIComponent(playlistId)}/tracks?limit=${Math.min(max, 100)}`);
    return (page?.items ?? []).map((i) => toCandidate(i.track)).filter((t): t is CandidateTrack => t !== null);
  }

  /** Genres by artist id (GET /artists?ids=, 50 at a time). */
  async artistGenres(ids: readonly string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    const unique = [...new Set(ids)].slice(0, 200);
    for (let i = 0; i < unique.length; i += 50) {
      const page = await this.call<{ artists?: ({ id: string; genres?: string[] } | null)[] }>(
        'GET',
        `/artists?ids=${unique
          .slice(i, i + 50)
          .map(encodeURIComponent)
          .join(',')}`,
      );
      for (const a of page?.artists ?? []) if (a?.id) out.set(a.id, a.genres ?? []);
    }
    return out;
  }

  /** A private playlist in the current user's account (POST /me/playlists). */
  async createPlaylist(name: string, description: string): Promise<{ id: string; url: string }> {
    const p = await this.call<{ id: string; external_urls?: { spotify?: string } }>('POST', '/me/playlists', { name, description, public: false });
    if (!p?.id) throw new SpotifyError(502, 'Spotify did not return the new playlist.');
    return { id: p.id, url: p.external_urls?.spotify ?? `https://open.spotify.com/playlist/${p.id}` };
  }

  async addTracks(playlistId: string, uris: readonly string[]): Promise<void> {
    for (let i = 0; i < uris.length; i += 100) {
      await this.call('POST', `/playlists/${encodeURIComponent(playlistId)}/tracks`, { uris: uris.slice(i, i + 100) });
    }
  }

  /** The player as the specification's state; null when no device is active. */
  async player(): Promise<{ state: PlayerState; device: string | null } | null> {
    const p = await this.call<{
      device?: { name?: string; volume_percent?: number | null };
      is_playing?: boolean;
      progress_ms?: number | null;
      item?: TrackJson | null;
    }>('GET', '/me/player');
    if (!p) return null;
    const queue = await this.call<{ queue?: TrackJson[] }>('GET', '/me/player/queue');
    const vol = p.device?.volume_percent;
    return {
      device: p.device?.name ?? null,
      state: {
        currentTrack: toPlayerTrack(p.item),
        playing: p.is_playing === true,
        volume: typeof vol === 'number' ? vol / 100 : DEFAULT_VOLUME,
        progressMs: p.progress_ms ?? 0,
        queue: (queue?.queue ?? [])
          .map(toPlayerTrack)
          .filter((t): t is PlayerTrack => t !== null)
          .slice(0, 20),
      },
    };
  }

  play(contextUri?: string): Promise<unknown> {
    return this.call('PUT', '/me/player/play', contextUri ? { context_uri: contextUri } : undefined);
  }
  pause(): Promise<unknown> {
    return this.call('PUT', '/me/player/pause');
  }
  next(): Promise<unknown> {
    return this.call('POST', '/me/player/next');
  }
  /** The specification's "previous" restarts the track: a seek to 0, not Spotify's previous track. */
  restart(): Promise<unknown> {
    return this.seek(0);
  }
  seek(positionMs: number): Promise<unknown> {
    return this.call('PUT', `/me/player/seek?position_ms=${Math.max(0, Math.round(positionMs))}`);
  }
  volume(percent: number): Promise<unknown> {
    return this.call('PUT', `/me/player/volume?volume_percent=${percent}`);
  }
}
