import { loadConfig } from '../core/config.ts';
import { startServer } from './app.ts';
import { warnIfRedisEvicts } from '../infra/redis.ts';
import { announce } from '../infra/logger.ts';

const config = loadConfig(process.env);
const server = await startServer(config);
announce(`[server] listening on ${server.url}`);
await warnIfRedisEvicts(config.REDIS_URL, 'server');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
