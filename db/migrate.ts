import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createDb } from './client.ts';
import { backfillMerchantKeys, recategorizeForNewCategories } from './backfill.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

export async function runMigrations(url: string): Promise<void> {
  const handle = createDb(url, 1);
  try {
    await migrate(handle.db, { migrationsFolder });
    await backfillMerchantKeys(handle.db);
    await recategorizeForNewCategories(handle.db);
  } finally {
    await handle.close();
  }
}
