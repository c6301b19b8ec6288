import { loadConfig } from '../core/config.ts';
import { startServer } from './app.ts';
import { createRedis, evictionWarning } from '../db/redis.ts';

const config = loadConfig(process.env);
const server = await startServer(config);
console.log(`[server] listening on ${server.url}`);
const probe = createRedis(config.REDIS_URL, 'server-check');
const warning = await evictionWarning(probe);
probe.disconnect();
if (warning) console.warn(`[server] ${warning}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
