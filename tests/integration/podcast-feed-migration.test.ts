// Migration 0038 keeps only the sha256 of each private feed's token: a token made before it (stored
// as it is in the URL) is hashed in place, so the URL already in a podcast app still opens the feed,
// and nothing that is not a sha256 in hex can be stored afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createDb } from '../../db/client.ts';
import { runMigrations } from '../../services/migrations.ts';
import { logIdleDbError } from '../../infra/logger.ts';
import { databaseBefore, type DatabaseBefore } from '../support/migration-db.ts';
import { PodcastRepo } from '../../db/repos/podcast.ts';
import { feedTokenHash } from '../../server/roundtable/feed-token.ts';

let db: DatabaseBefore;
let url: string;

const q = <T = Record<string, unknown>>(text: string, values: unknown[] = []) => db.q<T>(text, values);

beforeAll(async () => {
  db = await databaseBefore('0038_podcast_feed_token_hash');
  url = db.url;
});

afterAll(async () => {
  await db?.close();
});

describe('migration 0038', () => {
  it('hashes the tokens already stored, so their URLs keep working, and refuses a plain token after', async () => {
    const [alice] = await q<{ id: string }>(`insert into users (email, password_hash, full_name) values ('a@x.test', 'x', 'A') returning id`);
    const [bob] = await q<{ id: string }>(`insert into users (email, password_hash, full_name) values ('b@x.test', 'x', 'B') returning id`);
    const tokens = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
    await q(`insert into podcast_feeds (user_id, token) values ($1, $2), ($3, $4)`, [alice!.id, tokens[0], bob!.id, tokens[1]]);

    await runMigrations(url);

    const rows = await q<{ user_id: string; token_hash: string }>(`select user_id, token_hash from podcast_feeds order by user_id`);
    expect(JSON.stringify(rows)).not.toContain(tokens[0]);
    expect(JSON.stringify(rows)).not.toContain(tokens[1]);
    const handle = createDb(url, logIdleDbError, 2);
    try {
      const repo = new PodcastRepo(handle.db);
      expect(await repo.feedOwner(feedTokenHash(tokens[0]!))).toBe(alice!.id);
      expect(await repo.feedOwner(feedTokenHash(tokens[1]!))).toBe(bob!.id);
      expect(await repo.feedOwner(tokens[0]!)).toBeNull();
    } finally {
      await handle.close();
    }
    await expect(q(`update podcast_feeds set token_hash = $1 where user_id = $2`, [tokens[0], alice!.id])).rejects.toThrow(/podcast_feeds_token_hash_check/);
  });
});
