// npm run bench:import-csv — end-to-end import throughput of a 100,000-row CSV (BENCH_ROWS rows) through
// the real HTTP API, BullMQ worker process and Socket.IO; prints one JSON line of figures.
// The rows are spread at 150 a day (more when that would take more than ten years, so 1,000,000 rows
// are a ten-year history) up to 2026-10-31, and the worker's today is 2026-11-01 (CLOCK_TODAY): the
// ledger window Crystal and Intelia read is the same whenever the bench runs. BENCH_VERBOSE=1 shows the
// worker's stderr. BENCH_QUOTED=1 quotes the descriptions (with a comma in each).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { DocumentDoneEvent } from '../../core/events.ts';
import { ApiClient, connected } from '../../tests/support/api.ts';
import { createTestEnv } from '../../tests/support/env.ts';
import { freePort, killed, spawnWorker, waitForOutput } from '../../tests/support/processes.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const QUOTED = Boolean(process.env.BENCH_QUOTED);
const MERCHANTS = [
  'STARBUCKS STORE',
  'WHOLE FOODS MARKET',
  'SHELL OIL',
  'AMAZON MKTPLACE',
  'UBER TRIP',
  'NETFLIX.COM',
  'TARGET STORE',
  'CHIPOTLE',
  'CVS PHARMACY',
  'COMCAST CABLE',
  'LOCAL BAKERY',
  'PAYROLL ACME CORP',
];

const TODAY = '2026-11-01';
const LAST_DAY = Date.UTC(2026, 9, 31);

function statement(rows: number): string {
  const out = ['Date,Description,Amount,Account'];
  const perDay = Math.max(150, Math.ceil(rows / 3650));
  const start = LAST_DAY - (Math.ceil(rows / perDay) - 1) * 86_400_000;
  for (let i = 0; i < rows; i++) {
    const date = new Date(start + Math.floor(i / perDay) * 86_400_000).toISOString().slice(0, 10);
    const m = MERCHANTS[i % MERCHANTS.length]!;
    const amount = m.startsWith('PAYROLL') ? `${2000 + (i % 300)}.00` : `-${(i % 250) + 1}.${String(i % 100).padStart(2, '0')}`;
    // BENCH_QUOTED=1: descriptions quoted, with a comma in them, as many banks export them
    out.push(`${date},${QUOTED ? `"${m}, ${i}"` : `${m} ${i}`},${amount},${i % 3 ? 'Checking' : 'Credit Card'}`);
  }
  return out.join('\n') + '\n';
}

/** CPU seconds (user + system) the process has used: a figure the other load on the machine does not inflate as much as wall time. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(((Number(fields[11]) + Number(fields[12])) / 100).toFixed(2));
}

function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : -1;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};

// built before the server starts: at 1,000,000 rows this takes seconds, and an idle keep-alive
// connection would be closed meanwhile
const csv = statement(ROWS);
const loadBefore = (await import('node:os')).loadavg().map((n) => Number(n.toFixed(2)));
const env = await createTestEnv({ PORT: String(await freePort()), WORKER_LOCK_MS: '30000', CLOCK_TODAY: TODAY });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, ...env.envVars },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const worker = spawnWorker(env.envVars);
if (process.env.BENCH_VERBOSE) worker.stderr?.pipe(process.stderr);
try {
  await Promise.all([waitForOutput(server, /listening on/), waitForOutput(worker, /processing queues/)]);
  const client = new ApiClient(`http://127.0.0.1:${env.envVars.PORT}`);
  await client.signup(`bench-${Date.now()}@example.test`);
  const socket = client.socket();
  await connected(socket);
  const delays: number[] = [];
  const stepStart = new Map<string, number>();
  const stepSeconds: Record<string, number> = {};
  socket.on('document:step', (e) => {
    const now = Date.now();
    delays.push(now - e.emittedAt);
    if (!stepStart.has(e.step)) stepStart.set(e.step, e.emittedAt);
    if (e.status === 'completed') stepSeconds[e.step] = Number(((e.emittedAt - stepStart.get(e.step)!) / 1000).toFixed(2));
  });
  const done = new Promise<DocumentDoneEvent>((resolve, reject) => {
    socket.on('document:done', resolve);
    socket.on('document:failed', (e) => reject(new Error(e.error)));
  });

  const cpuAtUpload = cpuSeconds(worker.pid!);
  const t0 = performance.now();
  const startedAt = Date.now();
  const up = await client.upload([{ name: 'bench.csv', content: csv }]);
  if (up.status !== 201) throw new Error(`upload failed: ${JSON.stringify(up.body)}`);
  const result = await done;
  const seconds = (performance.now() - t0) / 1000;
  const workerCpu = cpuSeconds(worker.pid!) - cpuAtUpload;
  socket.disconnect();

  // the transactions page at 100,000 rows: first page, a search, a category filter (median of 5)
  const timeGet = async (qs: string) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      const r = await client.request('GET', `/api/transactions?${qs}`);
      await r.text();
      times.push(performance.now() - t);
    }
    return Math.round(percentile(times, 50));
  };
  const listing = {
    first_page_ms: await timeGet('pageSize=50'),
    search_ms: await timeGet('pageSize=50&search=bakery'),
    category_ms: await timeGet('pageSize=50&category=Food%20%26%20Dining'),
    last_page_ms: await timeGet(`pageSize=50&page=${ROWS / 50}`),
  };

  console.log(
    JSON.stringify({
      bench: 'import-csv',
      ...(QUOTED ? { quoted: true } : {}),
      rows: ROWS,
      bytes: Buffer.byteLength(csv),
      imported: result.imported,
      seconds: Number(seconds.toFixed(2)),
      rows_per_second: Math.round(ROWS / seconds),
      upload_seconds: Number(((stepStart.get('uploaded')! - startedAt) / 1000).toFixed(2)),
      step_seconds: stepSeconds,
      transactions_api: listing,
      worker_peak_rss_mb: peakRssMb(worker.pid!),
      worker_cpu_seconds: Number(workerCpu.toFixed(2)),
      step_events: delays.length,
      event_delay_p50_ms: percentile(delays, 50),
      event_delay_p95_ms: percentile(delays, 95),
      event_delay_max_ms: Math.max(...delays),
      cpus: (await import('node:os')).cpus().length,
      loadavg_before: loadBefore,
      loadavg_after: (await import('node:os')).loadavg().map((n) => Number(n.toFixed(2))),
    }),
  );
} finally {
  await killed(worker);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await env.cleanup();
}
