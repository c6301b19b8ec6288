import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// Dates stay 'YYYY-MM-DD' strings; bigint cents are parsed by Drizzle's mode: 'number'.
pg.types.setTypeParser(1082, (v: string) => v);

/**
 * `onIdleError`: an idle client losing its connection (database restart) must not crash the process;
 * the processes pass infra/logger.ts's logIdleDbError.
 */
export function createDb(url: string, onIdleError: (err: Error) => void, max = 10): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', onIdleError);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
