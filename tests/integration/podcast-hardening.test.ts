// Roundtable, issue 28: audio plays from a default-shaped storage folder (`.data/uploads`, a
// dot-folder that send refuses on an absolute path) in the app and through the feed's enclosures;
// the cap of 3 episodes in progress holds against 50 requests at once; the feed's token is stored
// only as its sha256, its URL is shown once, and a replaced or revoked token is 404. No worker runs:
// episodes stay queued, and the ready one is written here as the worker would write it.
import { createHash, randomBytes } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeDto, PodcastFeedDto } from '../../core/roundtable/api.ts';
import { FileStore } from '../../infra/files.ts';
import { PodcastRepo } from '../../db/repos/podcast.ts';
import { MAX_IN_PROGRESS } from '../../server/roundtable/serve.ts';
import { audioKeyOf } from '../../worker/roundtable/episode.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let repo: PodcastRepo;
const sql = async <T>(text: string, values: unknown[] = []) => (await stack.server.db.pool.query(text, values)).rows as T[];

beforeAll(async () => {
  stack = await startStack({ workers: false });
  repo = new PodcastRepo(stack.server.db.db);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

/** A signed-up user with one ready episode whose audio (random bytes standing in for an MP3) is in storage. */
async function userWithEpisode(label: string): Promise<{ client: ApiClient; episode: EpisodeDto; audio: Buffer }> {
  const client = stack.client();
  const userId = (await client.signup(uniqueEmail(label))).id;
  const row = await repo.create(userId, {
    podcasterId: 'roundtable',
    type: 'weekly',
    timeframeDays: 7,
    periodFrom: '2026-03-11',
    periodTo: '2026-03-17',
    autoKey: null,
    steps: [],
  });
  const audio = randomBytes(20_000);
  const key = audioKeyOf(userId, row!.id, 'mp3');
  await new FileStore(stack.env.config.STORAGE_DIR).put(key, audio);
  await repo.finish(
    userId,
    row!.id,
    {
      audioKey: key,
      audioUrl: `/api/podcast/episodes/${row!.id}/audio`,
      audioMime: 'audio/mpeg',
      audioBytes: audio.length,
      durationSeconds: 2.5,
      audioProblem: null,
    },
    [],
  );
  const episode = (await client.json<{ episode: EpisodeDto }>('GET', `/api/podcast/episodes/${row!.id}`)).body.episode;
  return { client, episode, audio };
}

describe('audio from the default storage folder (.data/uploads)', () => {
  it("stores the test's files under a dot-folder, as a default install does", () => {
    expect(stack.env.config.STORAGE_DIR.split(/[\\/]/).slice(-2)).toEqual(['.data', 'uploads']);
  });

  it('plays in the app: 200 with the whole file, 206 for a range, 416 past the end', async () => {
    const { client, episode, audio } = await userWithEpisode('dot-audio');
    const whole = await client.request('GET', episode.audioUrl!);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await whole.arrayBuffer()).equals(audio)).toBe(true);
    const part = await fetch(`${stack.server.url}${episode.audioUrl}`, { headers: { cookie: client.cookie, range: 'bytes=100-1123' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${audio.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(audio.subarray(100, 1124))).toBe(true);
    const past = await fetch(`${stack.server.url}${episode.audioUrl}`, { headers: { cookie: client.cookie, range: `bytes=${audio.length + 10}-` } });
    expect(past.status).toBe(416);
  });

  it('plays from the private feed: the enclosure URL answers the audio, whole and by range', async () => {
    const { client, audio } = await userWithEpisode('dot-feed');
    const feed = (await client.json<PodcastFeedDto>('POST', '/api/podcast/feed')).body;
    const xml = await (await fetch(feed.url!)).text();
    const doc = new XMLParser({ ignoreAttributes: false }).parse(xml) as { rss: { channel: { item: { enclosure: Record<string, string> } } } };
    const url = doc.rss.channel.item.enclosure['@_url']!;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(audio)).toBe(true);
    const part = await fetch(url, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(audio.subarray(0, 10))).toBe(true);
  });
});

describe('the cap on episodes in progress', () => {
  /** 50 requests at once from one new user: the answers, and how many episodes the user has. */
  async function burst(label: string) {
    const client = stack.client();
    const userId = (await client.signup(uniqueEmail(label))).id;
    // one state-changing request first: the client keeps its CSRF token, so the 50 leave together
    expect((await client.json('PUT', '/api/podcast/preferences', { lengthMinutes: 5 })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.json<{ episode?: EpisodeDto; error?: string }>('POST', '/api/podcast/episodes', { podcasterId: 'roundtable', type: 'weekly' }),
      ),
    );
    const [{ n }] = (await sql<{ n: number }>(`select count(*)::int as n from podcast_episodes where user_id = $1`, [userId])) as [{ n: number }];
    return { answers, made: n };
  }

  // before the fix a burst let 4 through in about two runs of three (once all 50): three users make it certain
  it(`accepts exactly ${MAX_IN_PROGRESS} of 50 requests sent at once and refuses the rest clearly`, async () => {
    for (const label of ['cap-a', 'cap-b', 'cap-c']) {
      const { answers, made } = await burst(label);
      const refused = answers.filter((a) => a.status !== 202);
      expect(
        answers.filter((a) => a.status === 202),
        label,
      ).toHaveLength(MAX_IN_PROGRESS);
      expect(new Set(refused.map((a) => a.status))).toEqual(new Set([429]));
      for (const r of refused) expect(r.body.error).toBe(`${MAX_IN_PROGRESS} episodes are being made already: wait for one to finish.`);
      expect(made).toBe(MAX_IN_PROGRESS);
    }
  }, 90_000);
});

describe("the private feed's token", () => {
  const tokenOf = (url: string) => /\/podcast\/feed\/([A-Za-z0-9_-]{43})\.xml$/.exec(url)![1]!;

  it('is stored only as its sha256; its URL is shown once and works; a replaced or revoked one is 404', async () => {
    const { client } = await userWithEpisode('feed-hash');
    const made = await client.json<PodcastFeedDto>('POST', '/api/podcast/feed');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ active: true, createdAt: expect.any(String) });
    const token = tokenOf(made.body.url!);

    // nothing in the database holds the token: its row, and a dump of the whole table
    const rows = await sql<{ user_id: string; token_hash: string }>(`select * from podcast_feeds`);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    await expect(sql(`update podcast_feeds set token_hash = $1`, [token])).rejects.toThrow(/podcast_feeds_token_hash_check/);

    // afterwards the page can say a feed exists, not show its URL
    expect((await client.json<PodcastFeedDto>('GET', '/api/podcast/feed')).body).toEqual({ url: null, active: true, createdAt: made.body.createdAt });
    expect((await fetch(made.body.url!)).status).toBe(200);

    const renewed = (await client.json<PodcastFeedDto>('POST', '/api/podcast/feed')).body;
    expect(tokenOf(renewed.url!)).not.toBe(token);
    expect((await fetch(made.body.url!)).status).toBe(404);
    expect((await fetch(renewed.url!)).status).toBe(200);
    expect((await client.json<PodcastFeedDto>('DELETE', '/api/podcast/feed')).body).toEqual({ url: null, active: false, createdAt: null });
    expect((await fetch(renewed.url!)).status).toBe(404);
  });
});
