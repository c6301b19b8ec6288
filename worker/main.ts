import { loadConfig } from '../core/config.ts';
import { startWorkers } from './runner.ts';
import { warnIfRedisEvicts } from '../infra/redis.ts';
import { ocrEngineSummary } from './ocr/pool.ts';
import { announce } from '../infra/logger.ts';

const config = loadConfig(process.env);
const running = await startWorkers(config);
await warnIfRedisEvicts(config.REDIS_URL, 'worker');
announce(`[worker] processing queues with concurrency ${config.WORKER_CONCURRENCY} (pid ${process.pid}); OCR: ${ocrEngineSummary()}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.close().finally(() => process.exit(0));
  });
}
