// npm run bench:automa-conflicts — Automa's rules list and conflict scan with BENCH_RULES (40) active
// rules that all overlap over a BENCH_ROWS (1,000) row ledger in a temp database: for each request the
// time, the answer's size and the server's peak RSS, and how long another user's /healthz took while
// it ran; prints one JSON line of figures last. A request the server does not have (an older build
// with no conflicts endpoint) is reported with its status.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { ApiClient } from '../../tests/support/api.ts';
import { seedOverlap } from '../../tests/support/automa-overlap.ts';
import { createTestEnv } from '../../tests/support/env.ts';
import { freePort, waitForOutput } from '../../tests/support/processes.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000);
const RULES = Number(process.env.BENCH_RULES ?? 40);
const TODAY = '2026-03-17';

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

const env = await createTestEnv({ PORT: String(await freePort()), CLOCK_TODAY: TODAY });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, ...env.envVars },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  await waitForOutput(server, /listening on/);
  const base = `http://127.0.0.1:${env.envVars.PORT}`;
  const client = new ApiClient(base);
  const me = await client.signup(`bench-automa-${Date.now()}@example.test`);
  await seedOverlap(env.envVars.DATABASE_URL!, me.id, { rows: ROWS, rules: RULES, today: TODAY });

  const pid = server.pid!;
  const baseline = rssMb(pid, 'VmRSS');
  /** One request, its body read chunk by chunk without keeping it, while another user's /healthz is timed every 50 ms. */
  const step = async (path: string) => {
    resetPeak(pid);
    let stop = false;
    const health: number[] = [];
    const probe = (async () => {
      while (!stop) {
        const t = performance.now();
        await (await fetch(`${base}/healthz`)).text();
        health.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const t = performance.now();
    const r = await client.request('GET', path);
    let bytes = 0;
    for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
    const ms = Math.round(performance.now() - t);
    stop = true;
    await probe;
    return { status: r.status, ms, bytes, peak_rss_mb: rssMb(pid, 'VmHWM'), healthz_max_ms: Math.round(Math.max(0, ...health)) };
  };

  const rules = await step('/api/automation/rules');
  const conflicts = await step('/api/automation/conflicts');
  const pairs = (await client.json<{ conflicts?: { a: { id: string }; b: { id: string } }[] }>('GET', '/api/automation/conflicts')).body.conflicts ?? [];
  const rows = pairs[0] ? await step(`/api/automation/conflicts/${pairs[0].a.id}/${pairs[0].b.id}?limit=100`) : null;

  console.log(
    JSON.stringify({
      bench: 'automa-conflicts',
      rows: ROWS,
      rules: RULES,
      server_rss_before_mb: baseline,
      rules_list: rules,
      conflicts,
      conflict_rows_page: rows,
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
