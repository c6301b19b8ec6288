// npm run bench:reports — Prism's reports over a 100,000-row ledger in a temp database: the time to
// build each report (GET /api/reports/:key over the whole range) and to export PDF, XLSX and CSV (the
// ledger's rows included), with the server's peak RSS for each step; prints one JSON line of figures.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { ApiClient } from '../../tests/support/api.ts';
import { BIG_LEDGER_FROM as FROM, BIG_LEDGER_TO as TO, seedBigLedger } from '../../tests/support/big-ledger.ts';
import { createTestEnv } from '../../tests/support/env.ts';
import { freePort, waitForOutput } from '../../tests/support/processes.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

const rssMb = (pid: number, field: 'VmHWM' | 'VmRSS') => {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : -1;
};
/** Resets the kernel's peak-RSS mark so each step's peak is its own (Linux: clear_refs 5). */
const resetPeak = (pid: number) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    /* older kernels: peak since start */
  }
};

// BENCH_HEAP_MB caps the server's V8 heap: the exports must still finish (memory bounded, not just lazily collected)
const HEAP_MB = process.env.BENCH_HEAP_MB ? Number(process.env.BENCH_HEAP_MB) : null;

const env = await createTestEnv({ PORT: String(await freePort()), CLOCK_TODAY: '2026-03-17' });
const server = spawn(process.execPath, [...(HEAP_MB ? [`--max-old-space-size=${HEAP_MB}`] : []), '--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, ...env.envVars },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  await waitForOutput(server, /listening on/);
  const client = new ApiClient(`http://127.0.0.1:${env.envVars.PORT}`);
  await client.signup(`bench-reports-${Date.now()}@example.test`);
  const me = (await client.json<{ user: { id: string } }>('GET', '/api/me')).body.user;

  // the ledger straight into PostgreSQL: 100,000 rows over 26 months, 12 merchants, two accounts, some transfers
  const t0 = performance.now();
  await seedBigLedger(env.envVars.DATABASE_URL!, me.id, ROWS);
  const seedSeconds = (performance.now() - t0) / 1000;

  const pid = server.pid!;
  const baseline = rssMb(pid, 'VmRSS');
  const step = async (path: string) => {
    resetPeak(pid);
    const t = performance.now();
    const r = await client.request('GET', path);
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    // read the body as a browser would, chunk by chunk, without keeping it
    let bytes = 0;
    for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
    return { ms: Math.round(performance.now() - t), bytes, peak_rss_mb: rssMb(pid, 'VmHWM') };
  };

  const range = `from=${FROM}&to=${TO}`;
  const build: Record<string, unknown> = {};
  for (const key of ['income-spending', 'cash-flow', 'category-trends', 'budget-actual', 'year-review', 'transactions']) {
    build[key] = await step(`/api/reports/${key}?${range}`);
  }
  const exports: Record<string, unknown> = {};
  for (const format of ['pdf', 'xlsx', 'csv']) exports[`transactions_${format}`] = await step(`/api/reports/transactions/export?format=${format}&${range}`);
  exports.year_review_pdf = await step(`/api/reports/year-review/export?format=pdf&${range}`);

  console.log(
    JSON.stringify({
      bench: 'reports',
      rows: ROWS,
      range: [FROM, TO],
      server_heap_limit_mb: HEAP_MB,
      seed_seconds: Number(seedSeconds.toFixed(2)),
      server_rss_before_mb: baseline,
      build,
      exports,
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      node: process.version,
    }),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await env.cleanup();
}
