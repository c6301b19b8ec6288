// npm run bench:soak — hundreds of small imports, one after another, through the real HTTP API and
// a BullMQ worker process, as the ledger grows. Prints one JSON line: worker RSS (start, peak, end),
// Redis used_memory (start, end), seconds per import for the first and last 50, and whether every
// row arrived exactly once.
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { ApiClient } from '../../tests/support/api.ts';
import { createTestEnv } from '../../tests/support/env.ts';
import { freePort, killed, spawnServer, spawnWorker, waitForOutput } from '../../tests/support/processes.ts';
import { acceptedId, documentSettled } from '../../tests/support/stack.ts';

const IMPORTS = Number(process.env.SOAK_IMPORTS ?? 300);
const ROWS = Number(process.env.SOAK_ROWS ?? 20);

function statement(n: number): string {
  const out = ['Date,Description,Amount,Account'];
  for (let r = 0; r < ROWS; r++) {
    const day = new Date(Date.UTC(2024, 0, 1) + (n * ROWS + r) * 3_600_000).toISOString().slice(0, 10);
    out.push(`${day},SOAK ${n} SHOP ${r},-${(r % 90) + 1}.${String(n % 100).padStart(2, '0')},Checking`);
  }
  return out.join('\n');
}

const rssMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : -1;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

const port = await freePort();
const env = await createTestEnv({ PORT: String(port) });
const redis = new Redis(env.config.REDIS_URL);
const usedMemory = async () => Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? 0);
const server = await spawnServer(env.envVars, port);
const worker = spawnWorker(env.envVars);
try {
  await waitForOutput(worker, /processing queues/);
  const client = new ApiClient(`http://127.0.0.1:${port}`);
  await client.signup(`soak-${Date.now()}@example.test`);
  const rssStart = rssMb(worker.pid!, 'VmRSS');
  const redisStart = await usedMemory();
  const seconds: number[] = [];
  for (let n = 0; n < IMPORTS; n++) {
    const t = performance.now();
    const doc = await documentSettled(client, acceptedId((await client.upload([{ name: `soak-${n}.csv`, content: statement(n) }])).body), 60_000);
    if (doc.status !== 'completed' || doc.imported !== ROWS) throw new Error(`import ${n}: ${doc.status} ${doc.error ?? ''} (${doc.imported} rows)`);
    seconds.push((performance.now() - t) / 1000);
  }
  const total = (await client.json<{ total: number }>('GET', '/api/transactions?pageSize=1')).body.total;
  console.log(
    JSON.stringify({
      bench: 'soak',
      imports: IMPORTS,
      rowsPerImport: ROWS,
      ledgerRows: total,
      exactlyOnce: total === IMPORTS * ROWS,
      workerRssMb: { start: rssStart, peak: rssMb(worker.pid!, 'VmHWM'), end: rssMb(worker.pid!, 'VmRSS') },
      redisUsedMb: { start: +(redisStart / 1048576).toFixed(1), end: +((await usedMemory()) / 1048576).toFixed(1) },
      secondsPerImport: { first50: +mean(seconds.slice(0, 50)).toFixed(3), last50: +mean(seconds.slice(-50)).toFixed(3) },
    }),
  );
} finally {
  redis.disconnect();
  await killed(worker);
  await killed(server);
  await env.cleanup();
}
