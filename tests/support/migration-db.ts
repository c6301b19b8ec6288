// A database migrated up to just before one migration, for tests of what that migration does to rows
// that exist when it runs: the migrations folder is copied without the named migration and those after
// it (drizzle's migrator applies only entries newer than the last applied), then the real folder
// finishes the job in the test.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ensureDatabase } from '../../db/migrate.ts';
import { TEST_PG } from './env.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

export interface DatabaseBefore {
  url: string;
  client: pg.Client;
  q<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A new database with every migration before `tag` (e.g. '0038_podcast_feed_token_hash') applied. */
export async function databaseBefore(tag: string): Promise<DatabaseBefore> {
  const u = new URL(TEST_PG);
  u.pathname = `/pf_test_mig_${randomBytes(4).toString('hex')}`;
  const url = u.toString();
  await ensureDatabase(url);
  const before = await mkdtemp(path.join(tmpdir(), 'pf-mig-'));
  await cp(MIGRATIONS, before, { recursive: true });
  const journal = JSON.parse(await readFile(path.join(before, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const cut = journal.entries.find((e) => e.tag === tag)?.when;
  if (cut === undefined) throw new Error(`No migration ${tag} in db/migrations`);
  for (const e of journal.entries.filter((x) => x.when >= cut)) await rm(path.join(before, `${e.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.when < cut);
  await writeFile(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await migrate(drizzle(client), { migrationsFolder: before });
  return {
    url,
    client,
    q: async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[],
    async close() {
      await client.end();
      const admin = new URL(url);
      admin.pathname = '/postgres';
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
      await c.end();
      await rm(before, { recursive: true, force: true });
    },
  };
}
