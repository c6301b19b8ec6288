// A fake Spotify on loopback: the accounts service (/authorize, /api/token with PKCE, single-use
// codes, refresh tokens that rotate and can be revoked) and the parts of the Web API Wave uses,
// with a fixed library of saved tracks, a Premium and a Free account, and switches for 429s and
// expired access tokens. It enforces the current rules for new applications: /recommendations
// and /audio-features do not exist, and playlists are created through POST /me/playlists only.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeArtist {
  id: string;
  name: string;
  genres: string[];
}
export interface FakeTrack {
  id: string;
  name: string;
  artistIds: string[];
  durationMs: number;
  popularity: number;
  explicit: boolean;
}

export const FAKE_ARTISTS: FakeArtist[] = [
  { id: 'art-calm1', name: 'Harbor Lights', genres: ['ambient', 'new age'] },
  { id: 'art-calm2', name: 'Quiet Keys', genres: ['classical piano'] },
  { id: 'art-rock', name: 'Loud Engine', genres: ['hard rock'] },
  { id: 'art-focus', name: 'Deep Grid', genres: ['post-rock', 'instrumental'] },
  { id: 'art-pop', name: 'Chart Kid', genres: ['pop'] },
];

/** The saved tracks ("Liked Songs") of every fake account. */
export const FAKE_SAVED_TRACKS: FakeTrack[] = [
  { id: 'trk01', name: 'Low Tide', artistIds: ['art-calm1'], durationMs: 200_000, popularity: 30, explicit: false },
  { id: 'trk02', name: 'Paper Boats', artistIds: ['art-calm2'], durationMs: 170_000, popularity: 45, explicit: false },
  { id: 'trk03', name: 'Engine Room', artistIds: ['art-rock'], durationMs: 215_000, popularity: 80, explicit: true },
  { id: 'trk04', name: 'Long Grid', artistIds: ['art-focus'], durationMs: 420_000, popularity: 50, explicit: false },
  { id: 'trk05', name: 'Radio Sugar', artistIds: ['art-pop'], durationMs: 190_000, popularity: 90, explicit: false },
  { id: 'trk06', name: 'Morning Drift', artistIds: ['art-calm1'], durationMs: 330_000, popularity: 20, explicit: false },
  { id: 'trk07', name: 'Grid Lines', artistIds: ['art-focus'], durationMs: 260_000, popularity: 40, explicit: false },
];

interface Account {
  id: string;
  displayName: string;
  product: 'premium' | 'free';
  saved: string[];
}

interface Playlist {
  id: string;
  owner: string;
  name: string;
  description: string;
  public: boolean;
  tracks: string[];
}

interface Player {
  device: string;
  playing: boolean;
  progressMs: number;
  volumePercent: number;
  item: string | null;
  queue: string[];
}

export interface TokenRequestRecord {
  params: Record<string, string>;
  refused: string | null;
}
export interface ApiRequestRecord {
  method: string;
  path: string;
  at: number;
  status: number;
}

const b64url = (s: string) => createHash('sha256').update(s).digest('base64url');
const token = () => randomBytes(24).toString('base64url');

export class FakeSpotify {
  readonly accounts = new Map<string, Account>();
  readonly playlists = new Map<string, Playlist>();
  readonly players = new Map<string, Player>();
  private readonly codes = new Map<string, { clientId: string; redirectUri: string; challenge: string; user: string; used: boolean }>();
  private readonly access = new Map<string, { user: string; expiresAt: number }>();
  private readonly refresh = new Map<string, string>();
  /** the redirect URI registered for the app; /authorize refuses any other */
  redirectUri: string | null = null;
  /** who signs in at /authorize next */
  authorizeAs = 'pia';
  /** /authorize answers error=access_denied once */
  denyNext = false;
  /** access tokens live this long */
  accessTtlSeconds = 3600;
  readonly tokenRequests: TokenRequestRecord[] = [];
  readonly apiRequests: ApiRequestRecord[] = [];
  private limited: { count: number; retryAfter: string } | null = null;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly clientId: string,
  ) {
    this.accounts.set('pia', { id: 'pia', displayName: 'Pia Premium', product: 'premium', saved: FAKE_SAVED_TRACKS.map((t) => t.id) });
    this.accounts.set('fred', { id: 'fred', displayName: 'Fred Free', product: 'free', saved: FAKE_SAVED_TRACKS.map((t) => t.id) });
    // a playlist of Pia's own, and one she follows (not hers: Wave does not read it)
    this.playlists.set('pl-own', { id: 'pl-own', owner: 'pia', name: 'Road trip', description: '', public: false, tracks: ['trk05', 'trk06'] });
    this.playlists.set('pl-followed', { id: 'pl-followed', owner: 'someone', name: 'Hits', description: '', public: true, tracks: ['trk03'] });
  }

  static async start(clientId: string): Promise<FakeSpotify> {
    let self: FakeSpotify | null = null;
    const server = createServer((req, res) => {
      void self!.handle(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    self = new FakeSpotify(server, `http://127.0.0.1:${port}`, clientId);
    return self;
  }

  get accountsUrl() {
    return this.url;
  }
  get apiUrl() {
    return `${this.url}/v1`;
  }

  close(): Promise<void> {
    return new Promise((r) => {
      this.server.closeAllConnections();
      this.server.close(() => r());
    });
  }

  /** The next `count` Web API requests answer 429 with this Retry-After. */
  rateLimit(count: number, retryAfter: string | number): void {
    this.limited = { count, retryAfter: String(retryAfter) };
  }

  /** Every access token stops working (401), as when they expire. */
  expireAccessTokens(): void {
    this.access.clear();
  }

  /** The user removed the app's access: refresh tokens and access tokens are gone (invalid_grant). */
  revoke(user: string): void {
    for (const [t, u] of this.refresh) if (u === user) this.refresh.delete(t);
    for (const [t, a] of this.access) if (a.user === user) this.access.delete(t);
  }

  /** The user of an access token, for tests that check what was stored. */
  userOfAccessToken(t: string): string | null {
    return this.access.get(t)?.user ?? null;
  }
  isRefreshToken(t: string): boolean {
    return this.refresh.has(t);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    try {
      if (url.pathname === '/authorize' && req.method === 'GET') return this.authorize(url, res);
      if (url.pathname === '/api/token' && req.method === 'POST') return this.tokenEndpoint(await body(req), res);
      if (url.pathname.startsWith('/v1/')) return this.api(req, url, res, await body(req));
      send(res, 404, { error: { status: 404, message: 'Service not found' } });
    } catch (err) {
      send(res, 500, { error: { status: 500, message: (err as Error).message } });
    }
  }

  private authorize(url: URL, res: ServerResponse): void {
    const q = Object.fromEntries(url.searchParams);
    // like Spotify: a wrong client or redirect URI is an error page at Spotify, never a redirect
    if (q.client_id !== this.clientId) return text(res, 400, 'INVALID_CLIENT: Invalid client');
    if (!q.redirect_uri || (this.redirectUri && q.redirect_uri !== this.redirectUri)) return text(res, 400, 'INVALID_CLIENT: Invalid redirect URI');
    if (q.response_type !== 'code') return text(res, 400, 'unsupported_response_type');
    if (q.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge ?? '')) return text(res, 400, 'code_challenge must be S256');
    const back = new URL(q.redirect_uri);
    if (this.denyNext) {
      this.denyNext = false;
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = token();
      this.codes.set(code, { clientId: q.client_id, redirectUri: q.redirect_uri, challenge: q.code_challenge!, user: this.authorizeAs, used: false });
      back.searchParams.set('code', code);
    }
    if (q.state) back.searchParams.set('state', q.state);
    res.writeHead(302, { location: back.href }).end();
  }

  private issue(user: string): { access_token: string; token_type: string; expires_in: number; refresh_token: string; scope: string } {
    const at = token();
    const rt = token();
    this.access.set(at, { user, expiresAt: Date.now() + this.accessTtlSeconds * 1000 });
    this.refresh.set(rt, user);
    return {
      access_token: at,
      token_type: 'Bearer',
      expires_in: this.accessTtlSeconds,
      refresh_token: rt,
      scope: 'user-library-read playlist-modify-private user-read-private',
    };
  }

  private tokenEndpoint(raw: string, res: ServerResponse): void {
    const p = Object.fromEntries(new URLSearchParams(raw));
    const refuse = (why: string, description: string) => {
      this.tokenRequests.push({ params: p, refused: why });
      send(res, 400, { error: why, error_description: description });
    };
    if (p.client_id !== this.clientId) return refuse('invalid_client', 'Invalid client');
    if (p.grant_type === 'authorization_code') {
      const c = this.codes.get(p.code ?? '');
      if (!c) return refuse('invalid_grant', 'Invalid authorization code');
      if (c.used) return refuse('invalid_grant', 'Authorization code already used');
      c.used = true;
      if (c.redirectUri !== p.redirect_uri) return refuse('invalid_grant', 'Invalid redirect URI');
      if (!p.code_verifier || b64url(p.code_verifier) !== c.challenge) return refuse('invalid_grant', 'code_verifier was incorrect');
      this.tokenRequests.push({ params: p, refused: null });
      return send(res, 200, this.issue(c.user));
    }
    if (p.grant_type === 'refresh_token') {
      const user = this.refresh.get(p.refresh_token ?? '');
      if (!user) return refuse('invalid_grant', 'Refresh token revoked');
      this.refresh.delete(p.refresh_token!);
      this.tokenRequests.push({ params: p, refused: null });
      return send(res, 200, this.issue(user));
    }
    refuse('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  }

  private trackJson(id: string) {
    const t = FAKE_SAVED_TRACKS.find((x) => x.id === id)!;
    return {
      id: t.id,
      uri: `spotify:track:${t.id}`,
      name: t.name,
      duration_ms: t.durationMs,
      popularity: t.popularity,
      explicit: t.explicit,
      is_local: false,
      artists: t.artistIds.map((a) => ({ id: a, name: FAKE_ARTISTS.find((x) => x.id === a)!.name })),
    };
  }

  private api(req: IncomingMessage, url: URL, res: ServerResponse, raw: string): void {
    const method = req.method ?? 'GET';
    const path = url.pathname.slice(3);
    const done = (status: number, json?: unknown, headers: Record<string, string> = {}) => {
      this.apiRequests.push({ method, path, at: Date.now(), status });
      if (json === undefined) res.writeHead(status, headers).end();
      else send(res, status, json, headers);
    };
    if (this.limited && this.limited.count > 0) {
      this.limited.count--;
      return done(429, { error: { status: 429, message: 'API rate limit exceeded' } }, { 'retry-after': this.limited.retryAfter });
    }
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const grant = auth ? this.access.get(auth) : undefined;
    if (!grant || grant.expiresAt < Date.now()) return done(401, { error: { status: 401, message: 'The access token expired' } });
    const me = this.accounts.get(grant.user)!;
    const json = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const q = url.searchParams;
    const premiumOnly = () => done(403, { error: { status: 403, message: 'Player command failed: Premium required', reason: 'PREMIUM_REQUIRED' } });
    const player = () => {
      let p = this.players.get(me.id);
      if (!p) {
        p = { device: 'Fake Speaker', playing: false, progressMs: 0, volumePercent: 70, item: null, queue: [] };
        this.players.set(me.id, p);
      }
      return p;
    };
    let m: RegExpExecArray | null;

    if (method === 'GET' && path === '/me') return done(200, { id: me.id, display_name: me.displayName, product: me.product, type: 'user' });
    if (method === 'GET' && path === '/me/tracks') {
      const limit = Math.min(Number(q.get('limit') ?? 20), 50);
      const offset = Number(q.get('offset') ?? 0);
      const items = me.saved.slice(offset, offset + limit).map((id) => ({ added_at: '2026-01-01T00:00:00Z', track: this.trackJson(id) }));
      const next = offset + limit < me.saved.length ? `${this.apiUrl}/me/tracks?offset=${offset + limit}&limit=${limit}` : null;
      return done(200, { items, total: me.saved.length, limit, offset, next });
    }
    if (method === 'GET' && path === '/me/playlists') {
      const items = [...this.playlists.values()]
        .filter((pl) => pl.owner === me.id || pl.id === 'pl-followed')
        .map((pl) => ({ id: pl.id, name: pl.name, owner: { id: pl.owner }, tracks: { total: pl.tracks.length } }));
      return done(200, { items, next: null });
    }
    if (method === 'POST' && path === '/me/playlists') {
      if (typeof json.name !== 'string' || !json.name) return done(400, { error: { status: 400, message: 'Missing name' } });
      const id = `pl${randomBytes(8).toString('hex')}`;
      this.playlists.set(id, { id, owner: me.id, name: json.name, description: String(json.description ?? ''), public: json.public === true, tracks: [] });
      return done(201, { id, name: json.name, external_urls: { spotify: `https://open.spotify.com/playlist/${id}` }, owner: { id: me.id } });
    }
    if ((m = /^\/users\/[^/]+\/playlists$/.exec(path)) && method === 'POST') {
      return done(403, { error: { status: 403, message: 'Creating playlists through /users/{id}/playlists is not available to this app' } });
    }
    if ((m = /^\/playlists\/([^/]+)\/tracks$/.exec(path))) {
      const pl = this.playlists.get(decodeURIComponent(m[1]!));
      if (!pl) return done(404, { error: { status: 404, message: 'Not found' } });
      if (method === 'GET') {
        if (pl.owner !== me.id && pl.id !== 'pl-followed') return done(403, { error: { status: 403, message: 'Forbidden' } });
        return done(200, { items: pl.tracks.map((id) => ({ track: this.trackJson(id) })), next: null });
      }
      if (method === 'POST') {
        if (pl.owner !== me.id) return done(403, { error: { status: 403, message: 'You cannot add tracks to a playlist you do not own' } });
        const uris = (json.uris as string[] | undefined) ?? [];
        pl.tracks.push(...uris.map((u) => u.replace('spotify:track:', '')));
        return done(201, { snapshot_id: token() });
      }
    }
    if (method === 'GET' && path === '/artists') {
      const ids = (q.get('ids') ?? '').split(',').filter(Boolean);
      if (ids.length > 50) return done(400, { error: { status: 400, message: 'Too many ids requested' } });
      return done(200, {
        artists: ids.map((id) => {
          const a = FAKE_ARTISTS.find((x) => x.id === id);
          return a ? { id: a.id, name: a.name, genres: a.genres } : null;
        }),
      });
    }
    if (path.startsWith('/recommendations') || path.startsWith('/audio-features'))
      return done(404, { error: { status: 404, message: 'Not available to new applications' } });
    if (path.startsWith('/me/player')) {
      if (me.product !== 'premium') return premiumOnly();
      const p = player();
      if (method === 'GET' && path === '/me/player') {
        return done(200, {
          device: { name: p.device, volume_percent: p.volumePercent },
          is_playing: p.playing,
          progress_ms: p.progressMs,
          item: p.item ? this.trackJson(p.item) : null,
        });
      }
      if (method === 'GET' && path === '/me/player/queue')
        return done(200, { currently_playing: p.item ? this.trackJson(p.item) : null, queue: p.queue.map((id) => this.trackJson(id)) });
      if (method === 'PUT' && path === '/me/player/play') {
        const ctx = typeof json.context_uri === 'string' ? this.playlists.get(json.context_uri.replace('spotify:playlist:', '')) : null;
        if (ctx) {
          p.item = ctx.tracks[0] ?? null;
          p.queue = ctx.tracks.slice(1);
          p.progressMs = 0;
        }
        p.playing = p.item !== null;
        return done(204);
      }
      if (method === 'PUT' && path === '/me/player/pause') {
        p.playing = false;
        return done(204);
      }
      if (method === 'POST' && path === '/me/player/next') {
        p.item = p.queue.shift() ?? p.item;
        p.progressMs = 0;
        return done(204);
      }
      if (method === 'POST' && path === '/me/player/previous') {
        p.progressMs = 0;
        return done(204);
      }
      if (method === 'PUT' && path === '/me/player/seek') {
        p.progressMs = Number(q.get('position_ms') ?? 0);
        return done(204);
      }
      if (method === 'PUT' && path === '/me/player/volume') {
        p.volumePercent = Number(q.get('volume_percent') ?? 70);
        return done(204);
      }
    }
    done(404, { error: { status: 404, message: 'Service not found' } });
  }
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, json: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(json));
}

function text(res: ServerResponse, status: number, t: string): void {
  res.writeHead(status, { 'content-type': 'text/plain' }).end(t);
}
