import { Redis } from 'ioredis';
import { logger } from './logger.ts';

/** BullMQ needs maxRetriesPerRequest: null so blocking commands survive a Redis restart. */
export function createRedis(url: string, name: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: null,
    connectionName: name,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', (err) => {
    // ioredis reconnects by itself; log once per failure rather than crash.
    logger.error({ component: 'redis', connection: name, err }, 'a Redis connection failed');
  });
  return redis;
}

/**
 * BullMQ's production guide: Redis must never evict keys (maxmemory-policy noeviction), or queued
 * jobs vanish. Returns a warning to print when it is not so (or cannot be checked), else null.
 */
/** Prints the eviction warning, if any, at a process's start-up (`who`: "server", "worker"). */
export async function warnIfRedisEvicts(url: string, who: string): Promise<void> {
  const probe = createRedis(url, `${who}-check`);
  try {
    const warning = await evictionWarning(probe);
    if (warning) logger.warn({ component: who }, warning);
  } finally {
    probe.disconnect();
  }
}

export async function evictionWarning(redis: Redis): Promise<string | null> {
  try {
    const reply = (await redis.config('GET', 'maxmemory-policy')) as string[];
    const policy = reply[1];
    if (!policy || policy === 'noeviction') return null;
    return `Redis evicts keys (maxmemory-policy ${policy}): queued imports can be lost. Set maxmemory-policy noeviction (redis-cli config set maxmemory-policy noeviction, or in redis.conf), as BullMQ advises. The reconciler recovers lost imports, late.`;
  } catch (err) {
    return `Could not check Redis's maxmemory-policy (${(err as Error).message}); BullMQ needs noeviction.`;
  }
}
