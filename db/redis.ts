import { Redis } from 'ioredis';

/** BullMQ needs maxRetriesPerRequest: null so blocking commands survive a Redis restart. */
export function createRedis(url: string, name: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: null,
    connectionName: name,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', (err) => {
    // ioredis reconnects by itself; log once per failure rather than crash.
    console.error(`[redis:${name}] ${err.message}`);
  });
  return redis;
}
