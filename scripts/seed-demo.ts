// Seeds the demo account with about six months of deterministic transactions dated up to today.
import { DEMO_EMAIL, DEMO_SEED, generateDemoTransactions } from '../core/demo/data.ts';
import { hashKeys } from '../core/ledger/dedupe.ts';
import { loadConfig } from '../core/config.ts';
import { createDb, type DbHandle } from '../db/client.ts';
import { logIdleDbError } from '../infra/logger.ts';
import { TransactionsRepo } from '../db/repos/transactions.ts';
import { UsersRepo } from '../db/repos/users.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { stageRows } from '../worker/processors/tag.ts';
import { Tagger } from '../core/tag/engine.ts';

export { DEMO_EMAIL, DEMO_SEED };
export const DEMO_PASSWORD = 'demo-money-2026';

/** Creates the demo user if missing and fills an empty ledger; returns the rows added. */
export async function seedDemo(handle: DbHandle, today: string): Promise<number> {
  const users = new UsersRepo(handle.db);
  const user = (await users.byEmail(DEMO_EMAIL)) ?? (await users.create(DEMO_EMAIL, await hashPassword(DEMO_PASSWORD), 'Demo User'));
  if (!user) throw new Error('could not create the demo user');
  const repo = new TransactionsRepo(handle.db);
  if ((await repo.page(user.id, { pageSize: 1 })).total > 0) return 0;
  const items = generateDemoTransactions(DEMO_SEED, today);
  return repo.insertLoose(user.id, stageRows(new Tagger(), items, hashKeys(items)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig(process.env);
  const handle = createDb(config.DATABASE_URL, logIdleDbError, 2);
  const added = await seedDemo(handle, new Date().toISOString().slice(0, 10));
  console.log(added ? `seeded ${added} demo transactions` : 'demo account already has data');
  await handle.close();
}
