// Checks PostgreSQL and Redis, creates and migrates the database, seeds the demo account.
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadConfig } from '../core/config.ts';
import { createDb } from '../db/client.ts';
import { ensureDatabase } from '../db/migrate.ts';
import { runMigrations } from '../services/migrations.ts';
import { logIdleDbError } from '../infra/logger.ts';
import { seedDemo } from './seed-demo.ts';

const config = loadConfig(process.env);

async function checkPostgres(): Promise<void> {
  const admin = new URL(config.DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    fail('PostgreSQL', `${admin.host}`, (err as Error).message, [
      'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start   (Debian/Ubuntu)',
      'docker compose up -d postgres                                           (with Docker)',
      'or set DATABASE_URL to a server you have, e.g. postgres://user@host:5432/prime_finance',
    ]);
  } finally {
    await client.end().catch(() => {});
  }
}

async function checkRedis(): Promise<void> {
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    fail('Redis', new URL(config.REDIS_URL).host, (err as Error).message, [
      'redis-server --daemonize yes --port 6379 --save "" --appendonly no   (local)',
      'docker compose up -d redis                                           (with Docker)',
      'or set REDIS_URL, e.g. redis://host:6379',
    ]);
  } finally {
    redis.disconnect();
  }
}

function fail(what: string, where: string, reason: string, fixes: string[]): never {
  console.error(`\n[setup] ${what} is not answering at ${where} (${reason}).\nStart it with one of:\n  ${fixes.join('\n  ')}\n`);
  process.exit(1);
}

await checkPostgres();
await checkRedis();
if (await ensureDatabase(config.DATABASE_URL)) console.log(`[setup] created database ${new URL(config.DATABASE_URL).pathname.slice(1)}`);
await runMigrations(config.DATABASE_URL);
const handle = createDb(config.DATABASE_URL, logIdleDbError, 2);
const seeded = await seedDemo(handle, new Date().toISOString().slice(0, 10));
await handle.close();
console.log(`[setup] database migrated${seeded ? `; demo account seeded with ${seeded} transactions in its monthly statements` : ''}`);
// optional parts: say what is off and what still works
if (!config.SMTP_URL || !config.MAIL_FROM) {
  console.log('[setup] email reminders are off (set SMTP_URL and MAIL_FROM to send them); in-app and web push reminders work without them');
}
