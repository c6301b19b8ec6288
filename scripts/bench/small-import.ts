// npm run bench:small-import — what a 20-row import costs as the ledger grows (issue 18: the cost
// of a small import must not grow with the ledger). For each ledger size in BENCH_LEDGERS (default
// 1000,10000,100000) a new user gets that many categorized rows spread over the last two years
// (BENCH_SPAN_DAYS, default 730; inserted in SQL, as an import would leave them), then BENCH_IMPORTS
// (default 5) imports of 20 new rows go through the real HTTP API, BullMQ worker process and
// Socket.IO. Prints one JSON line: per size, the median seconds per import and each step's median.
import { Redis } from 'ioredis';
import pg from 'pg';
import type { DocumentDoneEvent } from '../../core/events.ts';
import { ApiClient, connected } from '../../tests/support/api.ts';
import { createTestEnv } from '../../tests/support/env.ts';
import { freePort, killed, spawnServer, spawnWorker, waitForOutput } from '../../tests/support/processes.ts';

const SIZES = (process.env.BENCH_LEDGERS ?? '1000,10000,100000').split(',').map(Number);
const IMPORTS = Number(process.env.BENCH_IMPORTS ?? 5);
const ROWS = 20;
/** the ledger's rows are spread over this many days up to today (a denser ledger has more rows in the last 30 days) */
const SPAN_DAYS = Number(process.env.BENCH_SPAN_DAYS ?? 730);
const SHOPS = ['WHOLE FOODS MARKET', 'SHELL OIL', 'STARBUCKS STORE', 'AMAZON MKTPLACE', 'NETFLIX.COM', 'CVS PHARMACY', 'UBER TRIP', 'CHIPOTLE'];
const CATS = ['Food & Dining', 'Transportation', 'Food & Dining', 'Shopping', 'Entertainment', 'Health & Fitness', 'Transportation', 'Food & Dining'];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0;
};

function statement(size: number, n: number): string {
  const out = ['Date,Description,Amount,Account'];
  const today = new Date().toISOString().slice(0, 10);
  for (let r = 0; r < ROWS; r++) out.push(`${today},SMALL ${size} ${n} SHOP ${r},-${(r % 90) + 1}.${String(n % 100).padStart(2, '0')},Checking`);
  return out.join('\n');
}

const port = await freePort();
const env = await createTestEnv({ PORT: String(port) });
const db = new pg.Client({ connectionString: env.config.DATABASE_URL });
await db.connect();
const server = await spawnServer(env.envVars, port);
const worker = spawnWorker(env.envVars);
const results: Record<string, unknown> = {};
try {
  await waitForOutput(worker, /processing queues/);
  for (const size of SIZES) {
    const client = new ApiClient(`http://127.0.0.1:${port}`);
    const email = `small-${size}-${Date.now()}@example.test`;
    await client.signup(email);
    // the ledger: `size` categorized rows over the last SPAN_DAYS days, in the user's Checking account
    await db.query(
      `
      insert into transactions (user_id, hash_id, date, description, merchant, merchant_key, amount_cents, category, confidence,
        needs_user_input, categorization_source, account, currency)
      select u.id, 'seed:' || g, current_date - (g % $5::int), ($2::text[])[1 + g % 8] || ' ' || (g % 500), ($2::text[])[1 + g % 8],
        lower(($2::text[])[1 + g % 8]), -((g % 9000) + 100), ($3::text[])[1 + g % 8], 0.95, false, 'keywords', 'Checking', 'USD'
      from users u, generate_series(1, $4::int) g where u.email = $1`,
      [email, SHOPS, CATS, size, SPAN_DAYS],
    );
    const socket = client.socket();
    await connected(socket);
    const seconds: number[] = [];
    const steps: Record<string, number[]> = {};
    for (let n = 0; n < IMPORTS; n++) {
      const started = new Map<string, number>();
      const onStep = (e: { step: string; status: string; emittedAt: number }) => {
        if (!started.has(e.step)) started.set(e.step, e.emittedAt);
        if (e.status === 'completed') (steps[e.step] ??= []).push((e.emittedAt - started.get(e.step)!) / 1000);
      };
      socket.on('document:step', onStep);
      const done = new Promise<DocumentDoneEvent>((resolve, reject) => {
        socket.once('document:done', resolve);
        socket.once('document:failed', (e) => reject(new Error(e.error)));
      });
      const t = performance.now();
      const up = await client.upload([{ name: `small-${size}-${n}.csv`, content: statement(size, n) }]);
      if (up.status !== 201) throw new Error(`upload failed: ${JSON.stringify(up.body)}`);
      const r = await done;
      seconds.push((performance.now() - t) / 1000);
      socket.off('document:step', onStep);
      if (r.imported !== ROWS) throw new Error(`import ${n} at ${size}: ${r.imported} rows`);
    }
    socket.disconnect();
    results[String(size)] = {
      seconds_per_import: Number(median(seconds).toFixed(3)),
      step_seconds: Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, Number(median(v).toFixed(3))])),
    };
  }
  console.log(JSON.stringify({ bench: 'small-import', rows_per_import: ROWS, imports_per_size: IMPORTS, ledger_span_days: SPAN_DAYS, ledgers: results }));
} finally {
  await db.end();
  await killed(worker);
  await killed(server);
  await env.cleanup();
}
