// Each test file gets its own database, Redis key prefix and storage folder, and removes them after.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { loadConfig, type Config } from '../../core/config.ts';
import { ensureDatabase } from '../../db/migrate.ts';
import { runMigrations } from '../../services/migrations.ts';
import { createDb, type DbHandle } from '../../db/client.ts';
import { logIdleDbError } from '../../infra/logger.ts';

export const TEST_PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestEnv {
  config: Config;
  envVars: Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * A storage folder shaped like the default STORAGE_DIR (`.data/uploads`, core/config.ts): a path
 * through a dot-folder, so files served from it meet the same rules as on a default install.
 * Remove `base` to clean up.
 */
export async function testStorage(prefix = 'pf-test-'): Promise<{ base: string; storage: string }> {
  const base = await mkdtemp(path.join(tmpdir(), prefix));
  const storage = path.join(base, '.data', 'uploads');
  await mkdir(storage, { recursive: true });
  return { base, storage };
}

export async function createTestEnv(overrides: Record<string, string> = {}): Promise<TestEnv> {
  const suffix = randomBytes(5).toString('hex');
  const dbUrl = new URL(TEST_PG);
  dbUrl.pathname = `/pf_test_${suffix}`;
  const { base, storage } = await testStorage();
  const envVars: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: TEST_REDIS,
    REDIS_PREFIX: `pftest_${suffix}`,
    STORAGE_DIR: storage,
    PORT: '0',
    WORKER_LOCK_MS: '3000',
    ...overrides,
  };
  await ensureDatabase(envVars.DATABASE_URL!);
  await runMigrations(envVars.DATABASE_URL!);
  const config = loadConfig(envVars);
  return {
    config,
    envVars,
    async cleanup() {
      await deleteRedisPrefix(config.REDIS_URL, config.REDIS_PREFIX);
      await dropDatabase(config.DATABASE_URL);
      await rm(base, { recursive: true, force: true });
    },
  };
}

async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

export async function deleteRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A test database for repository tests: a Drizzle handle and a raw client on it; close() removes it all. */
export interface TestDb {
  env: TestEnv;
  handle: DbHandle;
  client: pg.Client;
  close(): Promise<void>;
}

export async function openTestDb(): Promise<TestDb> {
  const env = await createTestEnv();
  const handle = createDb(env.config.DATABASE_URL, logIdleDbError, 4);
  const client = new pg.Client({ connectionString: env.config.DATABASE_URL });
  await client.connect();
  return {
    env,
    handle,
    client,
    async close() {
      await client.end();
      await handle.close();
      await env.cleanup();
    },
  };
}
