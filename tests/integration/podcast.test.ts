// Roundtable through the real queue: an episode asked for over the API is made by the worker with
// real audio (its duration, measured from the file by music-metadata, within 20 % of the words at 150
// a minute), its steps arrive over Socket.IO, the audio answers range requests (206, 416), the
// private RSS feed validates as XML with enclosures and stops working when revoked, and another
// user gets 404 for the episode, its audio and its feed.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { parseBuffer } from 'music-metadata';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EpisodeDetailDto,
  EpisodeDto,
  EpisodeLibraryDto,
  PodcastFeedDto,
  PodcastPreferencesDto,
  PodcastProgressEvent,
} from '../../core/roundtable/api.ts';
import type { NotificationsDto } from '../../core/dashboard/api.ts';
import { AUTO_EPISODE_JOB, ROUNDTABLE_QUEUE } from '../../core/queues.ts';
import { numbersIn } from '../../core/roundtable/number-check.ts';
import { PodcastRepo } from '../../db/repos/podcast.ts';
import { WORDS_PER_MINUTE } from '../../core/roundtable/types.ts';
import { connected, uniqueEmail, type ApiClient } from '../support/api.ts';
import { importCsv, startStack, waitFor, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
let stack: Stack;
let owner: ApiClient;
let other: ApiClient;
let ownerId: string;

/** Six weeks of a small household's rows, ending on TODAY. */
function ledgerRows(): string[] {
  const rows: string[] = [];
  const day = (n: number) => new Date(Date.UTC(2026, 2, 17 - n)).toISOString().slice(0, 10);
  for (let n = 0; n < 42; n++) {
    if (n % 3 === 0) rows.push(`${day(n)},WHOLE FOODS MARKET #10,-${(40 + (n % 7) * 3.25).toFixed(2)},Checking`);
    if (n % 4 === 1) rows.push(`${day(n)},BLUE BOTTLE COFFEE 12,-${(5.5 + (n % 3)).toFixed(2)},Checking`);
    if (n % 7 === 2) rows.push(`${day(n)},SHELL OIL 5744,-${(38 + n / 2).toFixed(2)},Checking`);
    if (n % 14 === 5) rows.push(`${day(n)},ACME CORP PAYROLL,2450.00,Checking`);
  }
  rows.push(`${day(9)},AMAZON MKTPLACE PMTS,-129.99,Checking`);
  return rows;
}

async function ready(c: ApiClient, id: string): Promise<EpisodeDetailDto> {
  return waitFor(
    async () => {
      const r = await c.json<{ episode: EpisodeDetailDto }>('GET', `/api/podcast/episodes/${id}`);
      if (r.body.episode.status === 'failed') throw new Error(`episode failed: ${r.body.episode.error}`);
      return r.body.episode.status === 'ready' ? r.body.episode : null;
    },
    `episode ${id} to be ready`,
    120_000,
  );
}

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: TODAY } });
  owner = stack.client();
  ownerId = (await owner.signup(uniqueEmail('podcast-owner'), 'correct horse battery', 'Rosa Owner')).id;
  other = stack.client();
  await other.signup(uniqueEmail('podcast-other'));
  await importCsv(owner, 'household.csv', ledgerRows());
  // five minutes is the shortest episode: the suite stays quick and the script still covers the facts
  expect((await owner.json('PUT', '/api/podcast/preferences', { lengthMinutes: 5 })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('asking for an episode', () => {
  it('answers 404 naming an unknown podcaster, 400 for an unknown type, and makes nothing', async () => {
    const unknown = await owner.json<{ error: string; field?: string }>('POST', '/api/podcast/episodes', { podcasterId: 'nobody', type: 'weekly' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Podcaster nobody not found');
    const badType = await owner.json<{ error: string }>('POST', '/api/podcast/episodes', { podcasterId: 'roundtable', type: 'daily' });
    expect(badType.status).toBe(400);
    const badDays = await owner.json<{ error: string }>('POST', '/api/podcast/episodes', { podcasterId: 'roundtable', type: 'weekly', timeframeDays: 9 });
    expect(badDays.status).toBe(400);
    const lib = await owner.json<EpisodeLibraryDto>('GET', '/api/podcast/episodes');
    expect(lib.body.episodes).toEqual([]);
    expect(lib.body.inProgress).toEqual([]);
  });
});

describe('an episode from the ledger', () => {
  let episode: EpisodeDetailDto;
  let audio: Uint8Array;
  const progress: PodcastProgressEvent[] = [];
  let doneEvents = 0;

  beforeAll(async () => {
    const socket = owner.socket();
    await connected(socket);
    socket.on('podcast:progress', (e) => progress.push(e));
    socket.on('podcast:done', () => {
      doneEvents++;
    });
    const r = await owner.json<{ episode: EpisodeDto }>('POST', '/api/podcast/episodes', { podcasterId: 'roundtable', type: 'weekly' });
    expect(r.status).toBe(202);
    expect(r.body.episode).toMatchObject({ status: 'queued', timeframeDays: 7, from: '2026-03-11', to: TODAY, episodeNumber: null });
    episode = await ready(owner, r.body.episode.id);
    await waitFor(async () => doneEvents > 0, 'podcast:done');
    socket.close();
    const res = await owner.request('GET', episode.audioUrl!);
    expect(res.status).toBe(200);
    audio = new Uint8Array(await res.arrayBuffer());
  }, 180_000);

  it('is numbered 1, titled and described from its script, with both hosts speaking', () => {
    expect(episode.episodeNumber).toBe(1);
    expect(episode.title!.length).toBeGreaterThan(0);
    expect(episode.title!.length).toBeLessThan(100);
    const sentences = episode.lines.map((l) => l.text).join(' ');
    expect(sentences.startsWith(episode.description!.slice(0, 40))).toBe(true);
    expect(new Set(episode.lines.map((l) => l.host))).toEqual(new Set([0, 1]));
    expect(episode.words).toBeGreaterThan(50);
    // the 7 days' spending, said as money, is one of the script's figures
    const money = episode.lines.flatMap((l) => numbersIn(l.text)).filter((n) => n.kind === 'money');
    expect(money.length).toBeGreaterThan(0);
  });

  it('sent its steps live: facts, script, every audio part, encoding', () => {
    const keys = new Set(progress.filter((p) => p.episodeId === episode.id && p.status === 'completed').map((p) => p.step));
    expect([...keys].sort()).toEqual(['audio', 'encoding', 'facts', 'script']);
    const parts = progress.filter((p) => p.step === 'audio' && p.total);
    expect(parts.at(-1)!.done).toBe(parts.at(-1)!.total);
    expect(episode.steps.every((s) => s.status === 'completed')).toBe(true);
  });

  it('has real audio whose measured length matches its words at 150 a minute (within 20 %)', async () => {
    expect(episode.audioMime).toBe('audio/mpeg');
    expect(audio.byteLength).toBe(episode.audioBytes);
    const meta = await parseBuffer(audio, { mimeType: 'audio/mpeg' }, { duration: true });
    const measured = meta.format.duration!;
    const expected = (episode.words! / WORDS_PER_MINUTE) * 60;
    expect(Math.abs(measured - expected) / expected).toBeLessThan(0.2);
    expect(Math.abs(measured - episode.durationSeconds!)).toBeLessThan(1);
  });

  it('answers range requests with 206, and 416 past the end', async () => {
    const part = await owner.request('GET', episode.audioUrl!, undefined);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    const res = await fetch(`${stack.server.url}${episode.audioUrl}`, { headers: { cookie: owner.cookie, range: 'bytes=100-1123' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-1123/${audio.byteLength}`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(audio.subarray(100, 1124));
    const past = await fetch(`${stack.server.url}${episode.audioUrl}`, { headers: { cookie: owner.cookie, range: `bytes=${audio.byteLength + 10}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${audio.byteLength}`);
  });

  it('counts listens, keeps the place, rates, and adds up the library', async () => {
    const url = `/api/podcast/episodes/${episode.id}`;
    expect((await owner.json<{ episode: EpisodeDto }>('POST', `${url}/listens`)).body.episode.listenCount).toBe(1);
    const moved = await owner.json<{ episode: EpisodeDto }>('PUT', `${url}/progress`, { positionSeconds: 30, heardSeconds: 30 });
    expect(moved.body.episode).toMatchObject({ positionSeconds: 30, completed: false });
    expect((await owner.json('PUT', `${url}/progress`, { positionSeconds: 30, heardSeconds: 500 })).status).toBe(400);
    expect((await owner.json<{ episode: EpisodeDto }>('PUT', `${url}/rating`, { rating: 4 })).body.episode.rating).toBe(4);
    expect((await owner.json('PUT', `${url}/rating`, { rating: 6 })).status).toBe(400);
    expect((await owner.json<{ episode: EpisodeDto }>('PUT', `${url}/favourite`, { favourite: true })).body.episode.favourite).toBe(true);
    // the end of the episode: finished, and the next listen starts from the top
    const end = await owner.json<{ episode: EpisodeDto }>('PUT', `${url}/progress`, { positionSeconds: episode.durationSeconds!, heardSeconds: 60 });
    expect(end.body.episode).toMatchObject({ completed: true, positionSeconds: 0 });
    const lib = (await owner.json<EpisodeLibraryDto>('GET', '/api/podcast/episodes')).body;
    expect(lib.episodes.map((e) => e.id)).toEqual([episode.id]);
    expect(lib.stats).toEqual({ totalEpisodes: 1, listeningSeconds: 90, favourites: 1, completionRate: 1 });
  });

  it("is the owner's only: another user gets 404 for it and its audio, and their library is empty", async () => {
    for (const p of [`/api/podcast/episodes/${episode.id}`, episode.audioUrl!]) expect((await other.request('GET', p)).status).toBe(404);
    for (const [m, p, b] of [
      ['POST', `/api/podcast/episodes/${episode.id}/listens`, undefined],
      ['PUT', `/api/podcast/episodes/${episode.id}/rating`, { rating: 1 }],
      ['DELETE', `/api/podcast/episodes/${episode.id}`, undefined],
    ] as const) {
      expect((await other.request(m, p, b)).status).toBe(404);
    }
    expect((await other.json<EpisodeLibraryDto>('GET', '/api/podcast/episodes')).body.episodes).toEqual([]);
    expect((await stack.client().request('GET', episode.audioUrl!)).status).toBe(401);
  });

  it('publishes a private RSS feed with enclosures that any app can fetch, until it is revoked', async () => {
    expect((await owner.json<PodcastFeedDto>('GET', '/api/podcast/feed')).body.url).toBeNull();
    const feed = (await owner.json<PodcastFeedDto>('POST', '/api/podcast/feed')).body;
    expect(feed.url).toMatch(/\/podcast\/feed\/[A-Za-z0-9_-]{43}\.xml$/);
    const xml = await (await fetch(feed.url!)).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(xml) as { rss: { channel: { item: Record<string, unknown> | Record<string, unknown>[] } } };
    const items = [doc.rss.channel.item].flat();
    expect(items).toHaveLength(1);
    const enclosure = items[0]!.enclosure as Record<string, string>;
    expect(enclosure['@_type']).toBe('audio/mpeg');
    expect(Number(enclosure['@_length'])).toBe(audio.byteLength);
    // the enclosure needs no session, and takes ranges too
    const file = await fetch(enclosure['@_url']!, { headers: { range: 'bytes=0-9' } });
    expect(file.status).toBe(206);

    // another user's token opens their own feed only
    const theirs = (await other.json<PodcastFeedDto>('POST', '/api/podcast/feed')).body;
    const theirToken = theirs.url!.match(/feed\/([^/.]+)\.xml$/)![1]!;
    expect((await fetch(`${stack.server.url}/podcast/feed/${theirToken}/${episode.id}.mp3`)).status).toBe(404);
    expect(XMLValidator.validate(await (await fetch(theirs.url!)).text())).toBe(true);

    // a new URL locks the old one out; revoking locks every one out
    const renewed = (await owner.json<PodcastFeedDto>('POST', '/api/podcast/feed')).body;
    expect(renewed.url).not.toBe(feed.url);
    expect((await fetch(feed.url!)).status).toBe(404);
    expect((await fetch(enclosure['@_url']!)).status).toBe(404);
    expect((await fetch(renewed.url!)).status).toBe(200);
    expect((await owner.json<PodcastFeedDto>('DELETE', '/api/podcast/feed')).body.url).toBeNull();
    expect((await fetch(renewed.url!)).status).toBe(404);
    expect((await fetch(`${stack.server.url}/podcast/feed/not-a-token.xml`)).status).toBe(404);
  });

  it("numbers the next episode of the same podcaster 2, and another podcaster's 1", async () => {
    const second = await owner.json<{ episode: EpisodeDto }>('POST', '/api/podcast/episodes', {
      podcasterId: 'roundtable',
      type: 'monthly',
      timeframeDays: 30,
    });
    const solo = await owner.json<{ episode: EpisodeDto }>('POST', '/api/podcast/episodes', { podcasterId: 'money-minute', type: 'insight' });
    const [a, b] = await Promise.all([ready(owner, second.body.episode.id), ready(owner, solo.body.episode.id)]);
    expect(a.episodeNumber).toBe(2);
    expect(b.episodeNumber).toBe(1);
    expect(new Set(b.lines.map((l) => l.host))).toEqual(new Set([0]));
    const lib = (await owner.json<EpisodeLibraryDto>('GET', '/api/podcast/episodes')).body;
    expect(lib.episodes).toHaveLength(3);
    expect(lib.episodes[lib.episodes.length - 1]!.id).toBe(episode.id);
  }, 180_000);
});

describe('episode numbering', () => {
  it('gives episodes finishing at once the next numbers, each once, and a second finish changes nothing', async () => {
    const repo = new PodcastRepo(stack.server.db.db);
    const userId = (await stack.client().signup(uniqueEmail('numbering'))).id;
    const rows = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        repo.create(userId, {
          podcasterId: i < 5 ? 'money-minute' : 'calm-ledger',
          type: 'weekly',
          timeframeDays: 7,
          periodFrom: '2026-03-11',
          periodTo: TODAY,
          autoKey: null,
          steps: [],
        }),
      ),
    );
    const noAudio = { audioKey: null, audioUrl: null, audioMime: null, audioBytes: null, durationSeconds: null, audioProblem: 'test' };
    const done = await Promise.all(rows.map((r) => repo.finish(userId, r!.id, noAudio, [])));
    expect(
      done
        .slice(0, 5)
        .map((d) => d!.episodeNumber)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(done[5]!.episodeNumber).toBe(1);
    const again = await Promise.all(rows.map((r) => repo.finish(userId, r!.id, noAudio, [])));
    expect(again.map((d) => d!.episodeNumber)).toEqual(done.map((d) => d!.episodeNumber));
  });
});

describe('a timeframe without transactions', () => {
  it('makes an honest short episode with no money figures', async () => {
    const r = await other.json<{ episode: EpisodeDto }>('POST', '/api/podcast/episodes', { podcasterId: 'calm-ledger', type: 'celebration' });
    const e = await ready(other, r.body.episode.id);
    const text = e.lines.map((l) => l.text).join(' ');
    expect(text).toMatch(/no transactions/i);
    expect(e.lines.flatMap((l) => numbersIn(l.text)).filter((n) => n.kind === 'money')).toEqual([]);
    expect(e.words).toBeLessThan(300);
  }, 120_000);
});

describe('preferences', () => {
  it("keeps the user's choices, refuses bad ones by name, and schedules the automatic episode", async () => {
    const prefs = (await owner.json<PodcastPreferencesDto>('GET', '/api/podcast/preferences')).body;
    expect(prefs).toMatchObject({ lengthMinutes: 5, frequency: 'weekly', autoGenerate: false, nextAutoAt: null });
    const bad = await owner.json<{ error: string; field?: string }>('PUT', '/api/podcast/preferences', { voice: 'nobody' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/voice/);
    const on = (
      await owner.json<PodcastPreferencesDto>('PUT', '/api/podcast/preferences', { autoGenerate: true, frequency: 'monthly', include: { debts: false } })
    ).body;
    expect(on).toMatchObject({ autoGenerate: true, frequency: 'monthly', include: { debts: false, spending: true } });
    // the 1st of the next month at 07:00 UTC (the scheduler's own clock is real time, so only its shape is pinned)
    expect(new Date(on.nextAutoAt!).getUTCDate()).toBe(1);
    expect(new Date(on.nextAutoAt!).getUTCHours()).toBe(7);
    const off = (await owner.json<PodcastPreferencesDto>('PUT', '/api/podcast/preferences', { autoGenerate: false })).body;
    expect(off.nextAutoAt).toBeNull();
  });

  it('makes the automatic episode once per period when its scheduler ticks, and the bell says it is ready', async () => {
    const me = { id: ownerId };
    await owner.json('PUT', '/api/podcast/preferences', { autoGenerate: true, frequency: 'weekly' });
    const redis = new Redis(stack.env.config.REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue(ROUNDTABLE_QUEUE, { connection: redis, prefix: stack.env.config.REDIS_PREFIX });
    try {
      // what the scheduler adds on Monday morning, twice (a second tick of the same period)
      await queue.add(AUTO_EPISODE_JOB, { userId: me.id });
      const auto = await waitFor(
        async () => {
          const rows = (
            await stack.server.db.pool.query(
              `select id, status, type, period_to::text as to from podcast_episodes where user_id = $1 and auto_key is not null`,
              [me.id],
            )
          ).rows;
          return rows.length && rows[0].status === 'ready' ? rows : null;
        },
        'the automatic episode',
        120_000,
      );
      expect(auto).toEqual([expect.objectContaining({ type: 'weekly', to: '2026-03-16' })]);
      await queue.add(AUTO_EPISODE_JOB, { userId: me.id });
      await waitFor(async () => (await queue.getCompletedCount()) >= 2, 'the second tick');
      const count = (await stack.server.db.pool.query(`select count(*)::int as n from podcast_episodes where user_id = $1 and auto_key is not null`, [me.id]))
        .rows[0].n;
      expect(count).toBe(1);
      const bell = (await owner.json<NotificationsDto>('GET', '/api/notifications')).body;
      expect(bell.items.some((i) => i.employee === 'roundtable' && /is ready/.test(i.message))).toBe(true);
    } finally {
      await owner.json('PUT', '/api/podcast/preferences', { autoGenerate: false });
      await queue.close();
      redis.disconnect();
    }
  }, 180_000);
});
