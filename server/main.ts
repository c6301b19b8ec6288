import { loadConfig } from '../core/config.ts';
import { startServer } from './app.ts';
import { warnIfRedisEvicts } from '../db/redis.ts';

const config = loadConfig(process.env);
const server = await startServer(config);
console.log(`[server] listening on ${server.url}`);
await warnIfRedisEvicts(config.REDIS_URL, 'server');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
