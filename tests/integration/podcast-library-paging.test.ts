// Issue 28 ("Hardening, round two"): the podcast library is paged like the other lists. Ready
// episodes come a page at a time (?limit=&offset=, newest first), the total in X-Total-Count and in
// the body; the episodes in the making are always listed whole (at most 3); a bad limit or offset is
// a 400 naming it. No worker runs: the ready episodes are written straight into PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../core/api/errors.ts';
import { LIBRARY_PAGE_DEFAULT, LIBRARY_PAGE_MAX, type EpisodeLibraryDto } from '../../core/roundtable/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';

const READY = 25;
let stack: Stack;
let client: ApiClient;

beforeAll(async () => {
  stack = await startStack({ workers: false });
  client = stack.client();
  const userId = (await client.signup(uniqueEmail('podcast-paging'))).id;
  // episode n was ready n minutes after the first: newest first is READY, READY-1, …, 1
  await stack.server.db.pool.query(
    `
    insert into podcast_episodes (user_id, podcaster_id, type, timeframe_days, period_from, period_to, title, episode_number, status, ready_at)
    select $1, 'roundtable', 'weekly', 7, '2026-03-11', '2026-03-17', 'Episode ' || n, n, 'ready', timestamptz '2026-03-01' + n * interval '1 minute'
    from generate_series(1, $2::int) as n`,
    [userId, READY],
  );
  expect((await client.json('POST', '/api/podcast/episodes', { podcasterId: 'roundtable', type: 'weekly' })).status).toBe(202);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

async function library(query: string) {
  const res = await client.request('GET', `/api/podcast/episodes${query}`);
  expect(res.status, query).toBe(200);
  const body = (await res.json()) as EpisodeLibraryDto;
  return { total: res.headers.get('x-total-count'), body, numbers: body.episodes.map((e) => e.episodeNumber) };
}

describe('the podcast library, paged', () => {
  it('answers a default page of the newest episodes, the total, and every episode in the making', async () => {
    const { total, body, numbers } = await library('');
    expect(LIBRARY_PAGE_DEFAULT).toBeLessThan(READY);
    expect(numbers).toEqual(Array.from({ length: LIBRARY_PAGE_DEFAULT }, (_, i) => READY - i));
    expect(total).toBe(String(READY));
    expect(body).toMatchObject({ total: READY, offset: 0, limit: LIBRARY_PAGE_DEFAULT });
    expect(body.inProgress).toHaveLength(1);
    expect(body.stats.totalEpisodes).toBe(READY);
  });

  it('slices with limit and offset, and past the end is empty with the same total', async () => {
    const mid = await library('?limit=5&offset=3');
    expect(mid.numbers).toEqual([22, 21, 20, 19, 18]);
    expect(mid.total).toBe(String(READY));
    expect((await library(`?offset=${READY - 2}`)).numbers).toEqual([2, 1]);
    const past = await library('?offset=40&limit=10');
    expect(past.numbers).toEqual([]);
    expect(past.total).toBe(String(READY));
    expect(past.body.inProgress).toHaveLength(1);
    // pages put together are the whole library, each episode once
    const pages = [];
    for (let offset = 0; offset < READY; offset += 7) pages.push(...(await library(`?limit=7&offset=${offset}`)).numbers);
    expect(pages).toEqual(Array.from({ length: READY }, (_, i) => READY - i));
  });

  it('refuses a bad limit or offset with a 400 naming it', async () => {
    const bad: [string, string][] = [
      ['limit=0', 'limit'],
      [`limit=${LIBRARY_PAGE_MAX + 1}`, 'limit'],
      ['limit=ten', 'limit'],
      ['limit=2.5', 'limit'],
      ['limit=1&limit=2', 'limit'],
      ['offset=-1', 'offset'],
      ['page=2', 'page'],
    ];
    for (const [q, field] of bad) {
      const r = await client.json<ApiError & { field?: string }>('GET', `/api/podcast/episodes?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.field, q).toBe(field);
      expect(r.body.error, q).toContain(field);
    }
  });

  it('gives another user an empty library with a total of 0', async () => {
    const other = stack.client();
    await other.signup(uniqueEmail('podcast-paging-other'));
    const res = await other.request('GET', '/api/podcast/episodes?limit=3');
    expect(res.headers.get('x-total-count')).toBe('0');
    expect(((await res.json()) as EpisodeLibraryDto).episodes).toEqual([]);
  });
});
