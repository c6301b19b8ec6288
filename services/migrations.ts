// Brings a database up to date: the SQL migrations (db/migrate.ts), then the backfills whose values
// only JavaScript computes (services/backfill.ts).
import { createDb } from '../db/client.ts';
import { applySqlMigrations } from '../db/migrate.ts';
import { logIdleDbError } from '../infra/logger.ts';
import { backfillMerchantKeys, recategorizeForNewCategories } from './backfill.ts';

export async function runMigrations(url: string): Promise<void> {
  const handle = createDb(url, logIdleDbError, 1);
  try {
    await applySqlMigrations(handle.db);
    await backfillMerchantKeys(handle.db);
    await recategorizeForNewCategories(handle.db);
  } finally {
    await handle.close();
  }
}
