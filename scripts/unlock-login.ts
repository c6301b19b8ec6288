// npm run unlock-login -- EMAIL: lifts the sign-in locks on an account at once (they also expire by themselves).
import { loadConfig } from '../core/config.ts';
import { createRedis } from '../infra/redis.ts';
import { loginThrottle } from '../server/auth/throttle.ts';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run unlock-login -- EMAIL');
  process.exit(2);
}
const config = loadConfig(process.env);
const redis = createRedis(config.REDIS_URL, 'unlock-login');
await loginThrottle(redis, config).unlock(email);
console.log(JSON.stringify({ unlocked: email.trim().toLowerCase() }));
redis.disconnect();
