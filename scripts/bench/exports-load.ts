// npm run bench:exports-load — do big exports stall everyone else? Three users, each with a
// 100,000-row ledger, download the transactions report as PDF at the same moment, while a fourth
// user keeps asking /healthz and a small authenticated route; the server runs in its own process
// (tsx, as in production). Prints one JSON line last: the other user's latencies (p50/p95/max ms)
// while the exports ran, each export's duration and size.
//   BENCH_ROWS (100000 per exporter), BENCH_EXPORTERS (3), BENCH_FORMAT (pdf | xlsx), BENCH_GAP_MS (20: pause between probes)
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ApiClient } from '../../tests/support/api.ts';
import { BIG_LEDGER_FROM as FROM, BIG_LEDGER_TO as TO, seedBigLedger } from '../../tests/support/big-ledger.ts';
import { createTestEnv } from '../../tests/support/env.ts';
import { freePort, waitForOutput } from '../../tests/support/processes.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const EXPORTERS = Number(process.env.BENCH_EXPORTERS ?? 3);
const FORMAT = process.env.BENCH_FORMAT ?? 'pdf';
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 20);

const pct = (xs: number[], p: number) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};
const figures = (xs: number[]) => ({ n: xs.length, p50: pct(xs, 50), p95: pct(xs, 95), max: pct(xs, 100) });

/** Downloads one export, reading every byte as a browser saving it would; its duration and size. */
async function download(c: ApiClient): Promise<{ status: number; ms: number; bytes: number }> {
  const t0 = performance.now();
  const r = await c.request('GET', `/api/reports/transactions/export?format=${FORMAT}&from=${FROM}&to=${TO}`);
  let bytes = 0;
  for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  return { status: r.status, ms: Math.round(performance.now() - t0), bytes };
}

const resetConnection = (err: unknown) => err instanceof TypeError && (err.cause as { code?: string } | undefined)?.code === 'ECONNRESET';

/** GET `path`; a kept-alive socket the busy server closed meanwhile is asked again, as a browser does (the time counts). */
async function timedGet(c: ApiClient, path: string): Promise<number> {
  const t0 = performance.now();
  for (let attempt = 0; ; attempt++) {
    try {
      const r = await c.request('GET', path);
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
      return performance.now() - t0;
    } catch (err) {
      if (!resetConnection(err) || attempt >= 3) throw err;
      resets++;
    }
  }
}
let resets = 0;

/** Asks `path` again and again (one at a time, GAP_MS apart) until `stop` says so; each answer's latency. */
async function probe(c: ApiClient, path: string, stop: () => boolean): Promise<number[]> {
  const out: number[] = [];
  while (!stop()) {
    out.push(await timedGet(c, path));
    await new Promise((r) => setTimeout(r, GAP_MS));
  }
  return out;
}

const env = await createTestEnv({ PORT: String(await freePort()), CLOCK_TODAY: '2026-03-17' });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, ...env.envVars },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  await waitForOutput(server, /listening on/);
  const base = `http://127.0.0.1:${env.envVars.PORT}`;
  const exporters: ApiClient[] = [];
  const t0 = performance.now();
  for (let i = 0; i < EXPORTERS; i++) {
    const c = new ApiClient(base);
    const me = await c.signup(`bench-exports-${Date.now()}-${i}@example.test`);
    await seedBigLedger(env.envVars.DATABASE_URL!, me.id, ROWS);
    exporters.push(c);
  }
  const seedSeconds = (performance.now() - t0) / 1000;
  const other = new ApiClient(base);
  await other.signup(`bench-exports-other-${Date.now()}@example.test`);

  // the other user's latencies when nothing else runs, for comparison
  let idleDone = false;
  const idleTimer = setTimeout(() => {
    idleDone = true;
  }, 2_000);
  const idle = await probe(other, '/healthz', () => idleDone);
  clearTimeout(idleTimer);

  let done = false;
  const probes = Promise.all([probe(other, '/healthz', () => done), probe(other, '/api/categories', () => done)]);
  const tExports = performance.now();
  const exported = Promise.all(exporters.map((c) => download(c))).finally(() => {
    done = true;
  });
  // both awaited together: a failing probe ends the run (and its cleanup) instead of crashing it
  const [exports, [healthz, categories]] = await Promise.all([exported, probes]);
  const wallMs = Math.round(performance.now() - tExports);

  console.log(
    JSON.stringify({
      bench: 'exports-load',
      format: FORMAT,
      rows_per_export: ROWS,
      exports: EXPORTERS,
      seed_seconds: Number(seedSeconds.toFixed(2)),
      healthz_ms: figures(healthz),
      categories_ms: figures(categories),
      idle_healthz_ms: figures(idle),
      export_ms: exports.map((e) => e.ms),
      export_status: exports.map((e) => e.status),
      export_mb: exports.map((e) => Number((e.bytes / 1e6).toFixed(1))),
      all_exports_ms: wallMs,
      connection_resets: resets,
      cpus: os.cpus().length,
      node: process.version,
    }),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await env.cleanup();
}
