// Runs once before all tests: fail fast with a clear message when a service is missing,
// and build the web app when its sources changed (the browser tests serve the real build).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { TEST_PG, TEST_REDIS } from './env.ts';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export default async function setup(): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`Tests need PostgreSQL at ${TEST_PG} (${(err as Error).message}). Start it, or run bash .ci/run.`);
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(TEST_REDIS, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (err) {
    throw new Error(`Tests need Redis at ${TEST_REDIS} (${(err as Error).message}). Start it, or run bash .ci/run.`);
  } finally {
    redis.disconnect();
  }

  const built = 'web/dist/index.html';
  const sources = Math.max(newestMtime('web/src'), newestMtime('web/public'), newestMtime('core'), statSync('web/index.html').mtimeMs);
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    // the browser tests run what users get: a production build (vitest's NODE_ENV=test would give React's development build)
    const r = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (r.status !== 0) throw new Error('web build failed');
  }
}
