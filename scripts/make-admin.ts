// npm run make-admin -- EMAIL: gives an existing account the operator role (queue admin).
import { loadConfig } from '../core/config.ts';
import { createDb } from '../db/client.ts';
import { logIdleDbError } from '../infra/logger.ts';
import { UsersRepo } from '../db/repos/users.ts';

const email = process.argv[2];
if (!email) {
  console.error('usage: npm run make-admin -- EMAIL');
  process.exit(2);
}
const handle = createDb(loadConfig(process.env).DATABASE_URL, logIdleDbError, 1);
const user = await new UsersRepo(handle.db).setRole(email, 'admin');
await handle.close();
if (!user) {
  console.error(`No account with email ${email}. Sign up first, then run this again.`);
  process.exit(1);
}
console.log(`${user.email} is now an admin: /admin/queues is open to them.`);
