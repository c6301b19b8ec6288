// Migration 0038 keeps only the sha256 of each private feed's token: a token made before it (stored
// as it is in the URL) is hashed in place, so the URL already in a podcast app still opens the feed,
// and nothing that is not a sha256 in hex can be stored afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createDb } from '../../db/client.ts';
import { ensureDatabase, runMigrations } from '../../db/migrate.ts';
import { PodcastRepo } from '../../db/repos/podcast.ts';
import { feedTokenHash } from '../../server/roundtable/feed-token.ts';
import { TEST_PG } from '../support/env.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
let url: string;
let client: pg.Client;
let before: string;

const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];

beforeAll(async () => {
  const u = new URL(TEST_PG);
  u.pathname = `/pf_test_mig_${randomBytes(4).toString('hex')}`;
  url = u.toString();
  await ensureDatabase(url);
  // the migrations before 0038 only: feed tokens stored as they are
  before = await mkdtemp(path.join(tmpdir(), 'pf-mig-'));
  await cp(MIGRATIONS, before, { recursive: true });
  const journal = JSON.parse(await readFile(path.join(before, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const cut = journal.entries.find((e) => e.tag === '0038_podcast_feed_token_hash')!.when;
  for (const e of journal.entries.filter((x) => x.when >= cut)) await rm(path.join(before, `${e.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.when < cut);
  await writeFile(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
  client = new pg.Client({ connectionString: url });
  await client.connect();
  await migrate(drizzle(client), { migrationsFolder: before });
});

afterAll(async () => {
  await client?.end();
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  await c.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
  await c.end();
  await rm(before, { recursive: true, force: true });
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
    const handle = createDb(url, 2);
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
