import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.ts';
import { logger } from '../infra/logger.ts';

export type Db = NodePgDatabase<typeof schema>;
export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// Dates stay 'YYYY-MM-DD' strings; bigint cents are parsed by Drizzle's mode: 'number'.
pg.types.setTypeParser(1082, (v: string) => v);

export function createDb(url: string, max = 10): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', (err) => logger.error({ component: 'db', err }, 'an idle database client lost its connection'));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
