// In the browser (#15): every report renders for the demo user on Prism's page, with a chart and a
// table (the cash-flow Sankey drawn by d3-sankey, the time series by uPlot, loaded only where they
// are drawn and sized to the screen), Dash's analysis on /dashboard/analytics, the account filter
// narrows a report, and an export downloads as a PDF.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../scripts/seed-demo.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ workers: false, env: { CLOCK_TODAY: TODAY } });
  await seedDemo(stack.server.db, TODAY);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const REPORTS = ['income-spending', 'cash-flow', 'category-trends', 'budget-actual', 'year-review', 'transactions'];

describe('reports in the browser', () => {
  it('renders every report for the demo user with a chart and a table, and downloads a PDF', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/reports', DEMO_EMAIL, DEMO_PASSWORD);
    const panel = page.getByTestId('prism-reports');
    for (const key of REPORTS) {
      await panel.getByTestId(`report-tab-${key}`).click();
      const body = panel.locator(`[data-testid="report-body"][data-report="${key}"]`);
      await body.waitFor();
      if (key === 'budget-actual') {
        // the demo user has no budgets: the report says so rather than failing
        await body.getByText(/No budgets yet/).waitFor();
        continue;
      }
      await body.getByTestId('report-chart').first().waitFor();
      expect(await body.getByTestId('report-table').locator('tbody tr').count(), key).toBeGreaterThan(0);
      if (key === 'income-spending' || key === 'category-trends') {
        // uPlot's charts: drawn on a canvas, the figures for screen readers in the caption
        await body.locator('[data-testid="report-chart"][data-rendered="true"] canvas').first().waitFor();
        expect(await body.getByTestId('report-chart').locator('figcaption').textContent(), key).toMatch(/\$[\d,]+\.\d\d/);
      }
    }
    await panel.getByTestId('report-tab-cash-flow').click();
    // the Sankey's code loads with the chart (lazy): wait for its links
    await expect.poll(() => panel.locator('.sankey-link').count(), { timeout: 15_000 }).toBeGreaterThan(2);

    // net worth: Ledger's series from the demo accounts' balances
    await panel.getByTestId('report-tab-net-worth').click();
    const worth = panel.locator('[data-testid="report-body"][data-report="net-worth"]');
    await worth.locator('[data-testid="net-worth-chart"][data-rendered="true"] canvas').waitFor();
    expect(await worth.getByTestId('report-table').locator('tbody tr').count()).toBeGreaterThan(0);

    await panel.getByTestId('report-tab-year-review').click();
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('export-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/^prime-finance-year-review-\d{4}-\d{2}-\d{2}-to-2026-03-17\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads uPlot only on a page that draws its charts, and sizes a chart to the phone and to a wider screen', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const uplot = () => scripts.some((u) => /\/uPlot[.-][^/]*\.js$/.test(u));
    await logInThroughForm(page, stack.server.url, '/dashboard', DEMO_EMAIL, DEMO_PASSWORD);
    await page.getByTestId('feature-card').first().waitFor();
    expect(uplot()).toBe(false);

    await page.goto(`${stack.server.url}/dashboard/reports`);
    const chart = page.locator('[data-report="income-spending"] [data-testid="report-chart"][data-rendered="true"]');
    await chart.waitFor();
    expect(uplot()).toBe(true);
    const width = () =>
      chart.evaluate((el) => ({ canvas: el.querySelector('canvas')!.getBoundingClientRect().width, figure: el.getBoundingClientRect().width }));
    const phone = await width();
    expect(phone.canvas).toBeGreaterThan(200);
    expect(phone.canvas).toBeLessThanOrEqual(phone.figure);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // turned sideways, the chart follows its container (uPlot is given the new width, not redrawn from scratch)
    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(async () => (await width()).canvas).toBeGreaterThan(phone.canvas + 200);
    expect((await width()).canvas).toBeLessThanOrEqual((await width()).figure);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('narrows a report to one account, and shows Dash on the analytics page at phone width', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/analytics', DEMO_EMAIL, DEMO_PASSWORD);
    const panel = page.getByTestId('dash-analysis');
    const body = panel.locator('[data-testid="report-body"][data-report="category-trends"]');
    await body.getByTestId('report-table').waitFor();
    await panel.getByTestId('report-tab-income-spending').click();
    const income = panel.locator('[data-testid="report-body"][data-report="income-spending"]');
    const all = await income.getByTestId('report-figures').innerText();
    const accounts = panel.getByTestId('report-accounts').locator('input[type="checkbox"]');
    expect(await accounts.count()).toBeGreaterThan(1);
    const requested = page.waitForResponse((r) => r.url().includes('/api/reports/income-spending?') && r.url().includes('accounts='));
    await accounts.first().check();
    await requested;
    await expect.poll(() => income.getByTestId('report-figures').innerText()).not.toBe(all);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.close();
  });
});
