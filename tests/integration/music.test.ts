// Wave's music against a fake Spotify on loopback: the connection (Authorization Code with PKCE:
// the S256 challenge, the redirect URI, single-use state and codes), the refusals (a wrong state, a
// replayed code, another account's flow, access denied), encrypted tokens that are refreshed before
// they expire and after a 401, a revoked refresh token leading to "reconnect", 429 with Retry-After
// respected, playlists made from saved tracks through POST /me/playlists, the player (Premium) and
// the Premium note (Free), another user seeing nothing of it, and Spotify not configured at all.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../core/api/errors.ts';
import type { MusicConnectDto, MusicOverviewDto, MusicPlayerDto, MusicPlaylistDto } from '../../core/music/api.ts';
import { PREMIUM_ONLY } from '../../core/music/player.ts';
import { musicConnections } from '../../db/schema.ts';
import { Redis } from 'ioredis';
import { MusicRepo } from '../../db/repos/music.ts';
import { MusicService } from '../../server/music/service.ts';
import { ApiClient, uniqueEmail } from '../support/api.ts';
import { FakeSpotify } from '../support/fake-spotify.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { createHash } from 'node:crypto';

const CLIENT_ID = 'wave-test-client';
let fake: FakeSpotify;
let stack: Stack;
let plain: Stack;
let alice: ApiClient;
let bob: ApiClient;
let aliceId: string;

const s256 = (v: string) => createHash('sha256').update(v).digest('base64url');

/** POST /api/music/connect → Spotify's authorize URL. */
async function startConnect(c: ApiClient): Promise<URL> {
  const r = await c.json<MusicConnectDto & ApiError>('POST', '/api/music/connect');
  expect(r.status, r.body.error).toBe(200);
  return new URL(r.body.authorizeUrl);
}

/** The browser at Spotify: its redirect back to us. */
async function atSpotify(authorize: URL): Promise<URL> {
  const res = await fetch(authorize, { redirect: 'manual' });
  expect(res.status, await res.clone().text()).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** The callback in the user's browser → where it sends them (the page and its ?music= outcome). */
async function callback(c: ApiClient, back: URL): Promise<string> {
  const res = await c.request('GET', back.pathname + back.search);
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

async function connect(c: ApiClient, as: string): Promise<string> {
  fake.authorizeAs = as;
  return callback(c, await atSpotify(await startConnect(c)));
}

const overview = async (c: ApiClient) => (await c.json<MusicOverviewDto>('GET', '/api/music')).body;
const connectionRow = async (userId: string) => (await stack.server.db.db.select().from(musicConnections).where(eq(musicConnections.userId, userId)))[0];

beforeAll(async () => {
  fake = await FakeSpotify.start(CLIENT_ID);
  stack = await startStack({
    workers: false,
    env: { SPOTIFY_CLIENT_ID: CLIENT_ID, SPOTIFY_ACCOUNTS_URL: fake.accountsUrl, SPOTIFY_API_URL: fake.apiUrl, SPOTIFY_MAX_RETRY_AFTER_SECONDS: '5' },
  });
  fake.redirectUri = `${stack.server.url}/callback`;
  plain = await startStack({ workers: false });
  alice = stack.client();
  aliceId = (await alice.signup(uniqueEmail('music-alice'))).id;
  bob = stack.client();
  await bob.signup(uniqueEmail('music-bob'));
}, 60_000);
afterAll(async () => {
  await plain?.close();
  await stack?.close();
  await fake?.close();
});

describe('without Spotify configured', () => {
  it('says it is not configured, with the redirect URI to register, and connects nothing', async () => {
    const c = plain.client();
    await c.signup(uniqueEmail('music-plain'));
    const o = await overview(c);
    expect(o).toMatchObject({ configured: false, connection: null, playlists: [] });
    expect(o.redirectUri).toBe(`${plain.server.url}/callback`);
    const r = await c.json<ApiError>('POST', '/api/music/connect');
    expect(r.status).toBe(409);
    expect(r.body.error).toMatch(/SPOTIFY_CLIENT_ID/);
    expect((await c.json<ApiError>('POST', '/api/music/playlists', { kind: 'calm' })).status).toBe(409);
  });
});

describe('connecting Spotify (Authorization Code with PKCE)', () => {
  it('sends the S256 challenge and the registered redirect URI, trades the code with its verifier, stores the tokens encrypted', async () => {
    const authorize = await startConnect(alice);
    expect(authorize.origin + authorize.pathname).toBe(`${fake.accountsUrl}/authorize`);
    const q = authorize.searchParams;
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(`${stack.server.url}/callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(q.get('scope')).toContain('user-library-read');
    fake.authorizeAs = 'pia';
    const before = fake.tokenRequests.length;
    expect(await callback(alice, await atSpotify(authorize))).toBe('/dashboard/music-integration?music=connected');
    const exchange = fake.tokenRequests.slice(before);
    expect(exchange).toHaveLength(1);
    expect(exchange[0]!.refused).toBeNull();
    expect(exchange[0]!.params.grant_type).toBe('authorization_code');
    expect(s256(exchange[0]!.params.code_verifier!)).toBe(q.get('code_challenge'));

    const o = await overview(alice);
    expect(o.configured).toBe(true);
    expect(o.connection).toMatchObject({
      status: 'connected',
      displayName: 'Pia Premium',
      spotifyUserId: 'pia',
      product: 'premium',
      playbackAllowed: true,
      problem: null,
    });
    // the stored tokens are ciphertext: Spotify would not take them as they are
    const row = await connectionRow(aliceId);
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(fake.userOfAccessToken(row!.accessToken)).toBeNull();
    expect(fake.isRefreshToken(row!.refreshToken)).toBe(false);
    expect(JSON.stringify(o)).not.toContain(row!.accessToken);
  });

  it('refuses a fake with a wrong verifier (the challenge is checked)', async () => {
    const authorize = await startConnect(bob);
    fake.authorizeAs = 'fred';
    const back = await atSpotify(authorize);
    const r = await fetch(`${fake.accountsUrl}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: `${stack.server.url}/callback`,
        client_id: CLIENT_ID,
        code_verifier: 'x'.repeat(64),
      }).toString(),
    });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('refuses a callback with a wrong state before asking Spotify anything', async () => {
    const before = fake.tokenRequests.length;
    const res = await alice.request('GET', '/callback?state=forged-state-value&code=abc');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard/music-integration?music=expired');
    expect((await alice.request('GET', '/music/callback?code=abc')).headers.get('location')).toBe('/dashboard/music-integration?music=expired');
    expect(fake.tokenRequests.length).toBe(before);
  });

  it('refuses a replayed callback, and a replayed code under a new state is refused by Spotify', async () => {
    fake.authorizeAs = 'pia';
    const back = await atSpotify(await startConnect(alice));
    expect(await callback(alice, back)).toBe('/dashboard/music-integration?music=connected');
    const before = fake.tokenRequests.length;
    expect(await callback(alice, back)).toBe('/dashboard/music-integration?music=expired');
    expect(fake.tokenRequests.length).toBe(before);
    // the same code with a fresh state of Alice's: the fake refuses the used code
    const fresh = await startConnect(alice);
    const replay = new URL(`${stack.server.url}/music/callback`);
    replay.searchParams.set('state', fresh.searchParams.get('state')!);
    replay.searchParams.set('code', back.searchParams.get('code')!);
    expect(await callback(alice, replay)).toBe('/dashboard/music-integration?music=refused');
    expect(fake.tokenRequests.at(-1)!.refused).toBe('invalid_grant');
    // Alice's connection is still the good one
    expect((await overview(alice)).connection?.status).toBe('connected');
  });

  it("refuses another account's flow, and access denied at Spotify", async () => {
    const bobs = await atSpotify(await startConnect(bob));
    expect(await callback(alice, bobs)).toBe('/dashboard/music-integration?music=other-account');
    // the flow was used up: Bob cannot complete it either now
    expect(await callback(bob, bobs)).toBe('/dashboard/music-integration?music=expired');
    fake.denyNext = true;
    expect(await callback(bob, await atSpotify(await startConnect(bob)))).toBe('/dashboard/music-integration?music=denied');
    expect((await overview(bob)).connection).toBeNull();
    // signed out, the callback connects nobody
    const anon = new ApiClient(stack.server.url);
    const back = await atSpotify(await startConnect(alice));
    expect(await callback(anon, back)).toBe('/dashboard/music-integration?music=signed-out');
  });
});

describe('playlists from saved tracks', () => {
  it("makes a calm and a focus playlist in the user's account through POST /me/playlists, by the stated rules", async () => {
    const calm = await alice.json<MusicPlaylistDto & ApiError>('POST', '/api/music/playlists', { kind: 'calm' });
    expect(calm.status, calm.body.error).toBe(201);
    expect(calm.body.tracks.map((t) => t.name)).toEqual(['Low Tide', 'Paper Boats', 'Radio Sugar']);
    expect(calm.body.rule).toMatch(/under 4 minutes/);
    expect(calm.body.pairedWith.path).toBe('/dashboard/personal-podcast');
    const made = fake.playlists.get(calm.body.spotifyId)!;
    expect(made).toMatchObject({ owner: 'pia', public: false, tracks: ['trk01', 'trk02', 'trk05'] });

    const focus = await alice.json<MusicPlaylistDto>('POST', '/api/music/playlists', { kind: 'focus' });
    expect(focus.status).toBe(201);
    expect(focus.body.tracks.map((t) => t.name)).toEqual(['Long Grid', 'Morning Drift', 'Grid Lines', 'Low Tide', 'Radio Sugar']);
    expect(focus.body.pairedWith.path).toBe('/dashboard/wellness-studio');

    const used = fake.apiRequests.map((r) => `${r.method} ${r.path}`);
    expect(used).toContain('POST /me/playlists');
    expect(used.filter((u) => /\/users\/|recommendations|audio-features/.test(u))).toEqual([]);
    // the followed playlist is not read, the user's own is
    expect(used).toContain('GET /playlists/pl-own/tracks');
    expect(used).not.toContain('GET /playlists/pl-followed/tracks');
    expect((await overview(alice)).playlists.map((p) => p.kind)).toEqual(['focus', 'calm']);
    // Luna's chat quotes them, from the database (no call to Spotify)
    const before = fake.apiRequests.length;
    const chat = await alice.json<{ reply: { content: string } }>('POST', '/api/chat/luna/messages', { message: 'which playlists did you make?' });
    expect(chat.status).toBe(200);
    expect(chat.body.reply.content).toContain('I made 2 playlists from your own tracks:');
    expect(chat.body.reply.content).toContain(`${focus.body.name} (focus, 5 tracks`);
    expect(chat.body.reply.content).toContain("pairs with Roundtable's podcast episodes");
    expect(fake.apiRequests.length).toBe(before);
  });

  it('refuses a bad kind, naming the field', async () => {
    const r = await alice.json<ApiError>('POST', '/api/music/playlists', { kind: 'loud' });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('kind');
  });
});

describe('tokens and rate limits', () => {
  it('two servers refreshing at once refresh once: Spotify rotates the refresh token, and neither ends up holding a dead one', async () => {
    const refreshes = () => fake.tokenRequests.filter((t) => t.params.grant_type === 'refresh_token');
    const before = refreshes().length;
    const redisA = new Redis(stack.env.config.REDIS_URL);
    const redisB = new Redis(stack.env.config.REDIS_URL);
    try {
      const a = new MusicService(new MusicRepo(stack.server.db.db), redisA, stack.env.config);
      const b = new MusicService(new MusicRepo(stack.server.db.db), redisB, stack.env.config);
      await stack.server.db.db
        .update(musicConnections)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(musicConnections.userId, aliceId));
      const [pa, pb] = await Promise.all([a.player(aliceId), b.player(aliceId)]);
      expect([pa.playbackAllowed, pb.playbackAllowed]).toEqual([true, true]);
      expect(refreshes().slice(before)).toHaveLength(1);
      expect(
        refreshes()
          .slice(before)
          .every((t) => !t.refused),
      ).toBe(true);
      expect((await overview(alice)).connection).toMatchObject({ status: 'connected', problem: null });
      // the stored refresh token is the one Spotify issued last (the rotated one), and it works
      const row = (await connectionRow(aliceId))!;
      expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      redisA.disconnect();
      redisB.disconnect();
    }
  });

  it('refreshes an access token that has expired before using it, and after a 401', async () => {
    const refreshes = () => fake.tokenRequests.filter((t) => t.params.grant_type === 'refresh_token' && !t.refused).length;
    const before = refreshes();
    await stack.server.db.db
      .update(musicConnections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(musicConnections.userId, aliceId));
    const unauthorized = fake.apiRequests.filter((r) => r.status === 401).length;
    expect((await alice.json<MusicPlayerDto>('GET', '/api/music/player')).status).toBe(200);
    expect(refreshes()).toBe(before + 1);
    expect(fake.apiRequests.filter((r) => r.status === 401).length).toBe(unauthorized);
    // Spotify forgets the token early: a 401, one refresh, the same request again
    fake.expireAccessTokens();
    expect((await alice.json<MusicPlayerDto>('GET', '/api/music/player')).status).toBe(200);
    expect(refreshes()).toBe(before + 2);
    expect(new Date((await connectionRow(aliceId))!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 3000_000);
  });

  it('waits at least Retry-After on a 429, then goes on; a wait longer than allowed is a clear 503 with Retry-After', async () => {
    fake.rateLimit(1, 2);
    const t0 = Date.now();
    const r = await alice.json<MusicPlayerDto>('GET', '/api/music/player');
    expect(r.status).toBe(200);
    const limited = fake.apiRequests.findLast((x) => x.status === 429)!;
    const after = fake.apiRequests.find((x) => x.at >= limited.at && x !== limited && x.status !== 429)!;
    expect(after.at - limited.at).toBeGreaterThanOrEqual(2000);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(2000);

    fake.rateLimit(1, 60);
    const res = await alice.request('GET', '/api/music/player');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(((await res.json()) as ApiError).error).toMatch(/wait 60 seconds/);
  });
});

describe('the player', () => {
  it('drives Spotify for a Premium account: the playlist loads, next takes the first queue item, previous restarts, volume', async () => {
    const calm = (await overview(alice)).playlists.find((p) => p.kind === 'calm')!;
    let r = await alice.json<MusicPlayerDto>('POST', '/api/music/player', { action: 'playlist', playlistId: calm.id });
    expect(r.status).toBe(200);
    expect(r.body.state).toMatchObject({ playing: true, progressMs: 0, volume: 0.7 });
    expect(r.body.state.currentTrack?.name).toBe('Low Tide');
    expect(r.body.state.queue.map((t) => t.name)).toEqual(['Paper Boats', 'Radio Sugar']);
    expect(fake.players.get('pia')!.item).toBe('trk01');
    r = await alice.json<MusicPlayerDto>('POST', '/api/music/player', { action: 'next' });
    expect(r.body.state.currentTrack?.name).toBe('Paper Boats');
    expect(fake.players.get('pia')!.item).toBe('trk02');
    r = await alice.json<MusicPlayerDto>('POST', '/api/music/player', { action: 'seek', positionMs: 30_000 });
    expect(r.body.state.progressMs).toBe(30_000);
    r = await alice.json<MusicPlayerDto>('POST', '/api/music/player', { action: 'previous' });
    expect(r.body.state.progressMs).toBe(0);
    expect(r.body.state.currentTrack?.name).toBe('Paper Boats');
    r = await alice.json<MusicPlayerDto>('POST', '/api/music/player', { action: 'volume', volume: 0.3 });
    expect(r.body.state.volume).toBe(0.3);
    expect(fake.players.get('pia')!.volumePercent).toBe(30);
    const bad = await alice.json<ApiError>('POST', '/api/music/player', { action: 'volume', volume: 3 });
    expect(bad.status).toBe(400);
  });

  it("says plainly that a Free account cannot be played remotely, and another user sees nothing of Alice's", async () => {
    expect(await connect(bob, 'fred')).toBe('/dashboard/music-integration?music=connected');
    const o = await overview(bob);
    expect(o.connection).toMatchObject({ product: 'free', playbackAllowed: false, spotifyUserId: 'fred' });
    expect(o.playlists).toEqual([]);
    const p = await bob.json<MusicPlayerDto>('GET', '/api/music/player');
    expect(p.body).toMatchObject({ playbackAllowed: false, note: PREMIUM_ONLY });
    expect(p.body.state.volume).toBe(0.7);
    const play = await bob.json<ApiError>('POST', '/api/music/player', { action: 'play' });
    expect(play.status).toBe(403);
    expect(play.body.error).toBe(PREMIUM_ONLY);
    // Alice's sealed tokens copied into Bob's row do not open for him: Spotify never sees them, Bob must reconnect
    const aliceRow = (await connectionRow(aliceId))!;
    const bobId = (await bob.json<{ user: { id: string } }>('GET', '/api/me')).body.user.id;
    await stack.server.db.db
      .update(musicConnections)
      .set({ accessToken: aliceRow.accessToken, refreshToken: aliceRow.refreshToken })
      .where(eq(musicConnections.userId, bobId));
    const seen = fake.apiRequests.length;
    const stolen = await bob.json<ApiError>('POST', '/api/music/playlists', { kind: 'calm' });
    expect(stolen.status).toBe(409);
    expect(stolen.body.error).toMatch(/Reconnect Spotify/);
    expect(fake.apiRequests.length).toBe(seen);
    expect((await overview(bob)).connection?.status).toBe('reconnect');
    const alices = (await overview(alice)).playlists[0]!;
    expect(JSON.stringify(o)).not.toContain(alices.spotifyId);
    expect(JSON.stringify(o)).not.toContain('Pia');
    // the export carries neither user's tokens
    const exp = await alice.request('GET', '/api/settings/export');
    if (exp.status === 200) {
      const text = await exp.text();
      const row = await connectionRow(aliceId);
      expect(text).toContain('music_connections');
      expect(text).not.toContain(row!.accessToken);
      expect(text).not.toContain(row!.refreshToken);
    }
  });
});

describe('revoked access', () => {
  it('turns a refused refresh into a clear "reconnect" state, and connecting again fixes it', async () => {
    fake.revoke('pia');
    const r = await alice.json<ApiError>('GET', '/api/music/player');
    expect(r.status).toBe(409);
    expect(r.body.error).toMatch(/Reconnect Spotify/);
    const o = await overview(alice);
    expect(o.connection).toMatchObject({ status: 'reconnect' });
    expect(o.connection!.problem).toMatch(/revoked/);
    const chat = await alice.json<{ reply: { content: string } }>('POST', '/api/chat/luna/messages', { message: 'is my music working?' });
    expect(chat.body.reply.content).toContain('Your Spotify connection needs reconnecting');
    expect((await alice.json<ApiError>('POST', '/api/music/playlists', { kind: 'calm' })).status).toBe(409);
    expect(await connect(alice, 'pia')).toBe('/dashboard/music-integration?music=connected');
    expect((await overview(alice)).connection).toMatchObject({ status: 'connected', problem: null });
  });

  it('disconnects: the tokens are deleted, the playlists list stays', async () => {
    const r = await alice.json<{ disconnected: boolean }>('DELETE', '/api/music');
    expect(r.body.disconnected).toBe(true);
    expect(await connectionRow(aliceId)).toBeUndefined();
    const o = await overview(alice);
    expect(o.connection).toBeNull();
    expect(o.playlists.length).toBe(2);
    expect((await alice.json<ApiError>('GET', '/api/music/player')).status).toBe(404);
  });
});
