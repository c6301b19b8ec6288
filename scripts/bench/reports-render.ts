// npm run bench:reports-render — how long the reports take to appear for a 100,000-row ledger: the
// production build served by the real server (its own process), headless Chromium at 1440 × 900,
// the time from navigation to the chart being drawn (uPlot's charts set data-rendered="true" once
// they have drawn their data) on /dashboard/reports and /dashboard/analytics, the report's own
// request inside that, a tab switch and the whole 26-month range. The first visit fetches the
// page's chunks (uPlot's among them); later visits reuse the browser's cache. Prints one JSON line.
//   BENCH_ROWS (100000), BENCH_RUNS (5: visits per page), WEB_DIST (web/dist, built if missing)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import type { Page } from 'playwright-core';
import { ApiClient } from '../../tests/support/api.ts';
import { BIG_LEDGER_FROM, seedBigLedger } from '../../tests/support/big-ledger.ts';
import { launchBrowser, logInThroughForm } from '../../tests/support/browser.ts';
import { createTestEnv } from '../../tests/support/env.ts';
import { freePort, waitForOutput } from '../../tests/support/processes.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DIST = process.env.WEB_DIST ?? 'web/dist';
/** what "drawn" means on the chart element; another build may be compared with BENCH_DRAWN='' */
const DRAWN = process.env.BENCH_DRAWN ?? '[data-rendered="true"]';
const TIMEOUT = 120_000;

if (!existsSync(`${DIST}/index.html`)) {
  const b = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(1);
}

const chart = (panel: string, key: string) => `[data-testid="${panel}"] [data-testid="report-body"][data-report="${key}"] [data-testid="report-chart"]${DRAWN}`;

/** Rows a table must have before the chart beside it counts (a new range's data, not the old one's). */
interface RowsAtLeast {
  table: string;
  rows: number;
}

/** Page time (ms since the navigation started) when `selector` first matches, checked every frame. */
async function whenDrawn(page: Page, selector: string, rows: RowsAtLeast | null = null): Promise<number> {
  const h = await page.waitForFunction(
    ([sel, r]) => {
      if (!document.querySelector(sel)) return null;
      if (r && document.querySelectorAll(`${r.table} tbody tr`).length < r.rows) return null;
      return performance.now();
    },
    [selector, rows] as const,
    { polling: 'raf', timeout: TIMEOUT },
  );
  return Math.round((await h.jsonValue()) as number);
}

/** When the report's request finished, in page time (Resource Timing). */
const requestEnd = (page: Page, key: string) =>
  page.evaluate((k) => {
    const e = performance.getEntriesByType('resource').find((r) => r.name.includes(`/api/reports/${k}?`));
    return e ? Math.round((e as PerformanceResourceTiming).responseEnd) : null;
  }, key);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function visit(page: Page, base: string, path: string, panel: string, key: string) {
  const runs: { chart_ms: number; request_end_ms: number | null }[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const chartMs = await whenDrawn(page, chart(panel, key));
    runs.push({ chart_ms: chartMs, request_end_ms: await requestEnd(page, key) });
  }
  // the draw: from the report's JSON received to its chart drawn (React, the table, uPlot)
  const draw = (r: (typeof runs)[number]) => (r.request_end_ms === null ? null : r.chart_ms - r.request_end_ms);
  const warm = runs.slice(1);
  return {
    first_visit: { ...runs[0], draw_after_request_ms: draw(runs[0]!) },
    later_visits_median: warm.length
      ? {
          chart_ms: median(warm.map((r) => r.chart_ms)),
          request_end_ms: median(warm.map((r) => r.request_end_ms ?? 0)),
          draw_after_request_ms: median(warm.map((r) => draw(r) ?? 0)),
        }
      : null,
    all_chart_ms: runs.map((r) => r.chart_ms),
  };
}

/** ms from a user's action to the chart `selector` drawn, in page time. */
async function afterAction(page: Page, act: () => Promise<void>, selector: string, rows: RowsAtLeast | null = null): Promise<number> {
  const t0 = await page.evaluate(() => performance.now());
  await act();
  return Math.round((await whenDrawn(page, selector, rows)) - t0);
}

const env = await createTestEnv({ PORT: String(await freePort()), CLOCK_TODAY: '2026-03-17', WEB_DIST: DIST });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, ...env.envVars },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const browser = await launchBrowser();
try {
  await waitForOutput(server, /listening on/);
  const base = `http://127.0.0.1:${env.envVars.PORT}`;
  const client = new ApiClient(base);
  const email = `bench-render-${Date.now()}@example.test`;
  const password = 'correct horse battery';
  const me = await client.signup(email, password);
  const t0 = performance.now();
  await seedBigLedger(env.envVars.DATABASE_URL!, me.id, ROWS);
  const seedSeconds = (performance.now() - t0) / 1000;

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await logInThroughForm(page, base, '/dashboard/settings', email, password);

  // each page opens on its first report, over the default range (the last twelve months)
  const reports = await visit(page, base, '/dashboard/reports', 'prism-reports', 'income-spending');
  const analytics = await visit(page, base, '/dashboard/analytics', 'dash-analysis', 'category-trends');

  // on the reports page: other tabs, then the whole ledger's range (2024-01-01 on)
  await page.goto(`${base}/dashboard/reports`);
  await whenDrawn(page, chart('prism-reports', 'income-spending'));
  const panel = page.getByTestId('prism-reports');
  const tab = (key: string) => afterAction(page, () => panel.getByTestId(`report-tab-${key}`).click(), chart('prism-reports', key));
  const tabCategoryTrends = await tab('category-trends');
  const tabNetWorth = await afterAction(
    page,
    () => panel.getByTestId('report-tab-net-worth').click(),
    '[data-testid="prism-reports"] [data-report="net-worth"] [data-testid="net-worth-chart"]' + DRAWN,
  );
  await tab('income-spending');
  // 26 months of rows in the table, and the chart drawn for them
  const wholeRange = await afterAction(page, () => page.locator('#income-spending-from').fill(BIG_LEDGER_FROM), chart('prism-reports', 'income-spending'), {
    table: '[data-testid="prism-reports"] [data-testid="report-table"]',
    rows: 26,
  });

  console.log(
    JSON.stringify({
      bench: 'reports-render',
      rows: ROWS,
      viewport: '1440x900',
      runs: RUNS,
      seed_seconds: Number(seedSeconds.toFixed(2)),
      reports_page_income_spending: reports,
      analytics_page_category_trends: analytics,
      tab_switch_ms: { 'category-trends': tabCategoryTrends, 'net-worth': tabNetWorth },
      whole_range_income_spending_ms: wholeRange,
      chromium: browser.version(),
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      node: process.version,
    }),
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await env.cleanup();
}
