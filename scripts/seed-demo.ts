// Seeds the demo account with about six months of its bank statements (services/demo/seed.ts), dated up to today.
import { DEMO_EMAIL, DEMO_SEED } from '../core/demo/data.ts';
import { loadConfig } from '../core/config.ts';
import { createDb, type DbHandle } from '../db/client.ts';
import { logIdleDbError } from '../infra/logger.ts';
import { UsersRepo } from '../db/repos/users.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { seedDemoStatements } from '../services/demo/seed.ts';

export { DEMO_EMAIL, DEMO_SEED };
export const DEMO_PASSWORD = 'demo-money-2026';

/**
 * Creates the demo user if missing and seeds its statements into an empty ledger (or turns an older
 * seed's loose rows into statements); returns the rows added.
 */
export async function seedDemo(handle: DbHandle, today: string): Promise<number> {
  const users = new UsersRepo(handle.db);
  const user = (await users.byEmail(DEMO_EMAIL)) ?? (await users.create(DEMO_EMAIL, await hashPassword(DEMO_PASSWORD), 'Demo User'));
  if (!user) throw new Error('could not create the demo user');
  return seedDemoStatements(handle, user.id, today);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig(process.env);
  const handle = createDb(config.DATABASE_URL, logIdleDbError, 2);
  const added = await seedDemo(handle, new Date().toISOString().slice(0, 10));
  console.log(added ? `seeded ${added} demo transactions as statements` : 'demo account already has data');
  await handle.close();
}
