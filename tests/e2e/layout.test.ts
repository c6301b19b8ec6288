// #12 items 3, 4 and 6: every dashboard page at 390 × 844 (a phone) and 1440 × 900 (the live panel
// open), for the demo account and for a new account right after an import (with Harmony's note up):
// nothing wider than the screen or the main column, and no control covered by anything (the panel,
// Harmony's card, the crown).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { NudgeDto } from '../../core/harmony/api.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import { DASHBOARD_ROUTES } from '../../core/site/dashboard-nav.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../scripts/seed-demo.ts';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { checkLayout } from '../support/layout-check.ts';
import { importCsv, importFile, startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
let stack: Stack;
let browser: Browser;
const newUser = uniqueEmail('layout');
const password = 'correct horse battery';

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: TODAY } });
  await seedDemo(stack.server.db, TODAY);
  const client = stack.client();
  await client.signup(newUser, password, 'Nora Newcomer');
  await importFile(client, 'releve.csv', await readFile(path.join(import.meta.dirname, '../fixtures/csv/french.csv'), 'utf8'));
  await importCsv(client, 'checking.csv', [
    '2026-02-01,PAYROLL ACME CORP,2500.00,Checking',
    '2026-02-03,RENT PAYMENT OAKWOOD APARTMENTS,-1950.00,Checking',
    '2026-02-09,A VERY LONG MERCHANT NAME THAT GOES ON AND ON WITHOUT ANY SPACES_AT_ALL_1234567890,-12.00,Checking',
    '2026-03-01,PAYROLL ACME CORP,2500.00,Checking',
    '2026-03-03,RENT PAYMENT OAKWOOD APARTMENTS,-1950.00,Checking',
    '2026-03-05,MYSTERY VENDOR XYZ,-42.00,Visa',
    '2026-03-06,WHOLE FOODS MARKET #10,-84.20,Visa',
    "2026-03-07,TRADER JOE'S #552,-41.10,Visa",
    '2026-03-08,SAFEWAY #1711,-63.35,Visa',
  ]);
  // three corrections away from one category in a day: Harmony's note is up on every page below
  const groceries = (await client.json<TransactionPage>('GET', '/api/transactions?category=Food%20%26%20Dining&pageSize=3')).body.items;
  for (const t of groceries) await client.json('PATCH', `/api/transactions/${t.id}`, { category: 'Shopping', subcategory: null });
  expect((await client.json<{ nudge: NudgeDto | null }>('GET', '/api/harmony/nudge')).body.nudge).not.toBeNull();
  // a goal and two debts, so the planning pages show their cards, plans and chart
  expect(
    (
      await client.json('POST', '/api/goals', {
        name: 'An emergency fund with a rather long name',
        kind: 'emergency fund',
        targetCents: 600_000,
        targetDate: '2026-12-31',
      })
    ).status,
  ).toBe(201);
  for (const d of [
    { name: 'Visa', kind: 'credit card', balanceCents: 300_000, apr: 18, minimum: { kind: 'card', floorCents: 2500, percent: 1 } },
    { name: 'Car loan', kind: 'car', balanceCents: 800_000, apr: 6.5, minimum: { kind: 'fixed', cents: 22_000 } },
  ])
    expect((await client.json('POST', '/api/debts', d)).status).toBe(201);
  // a bill with a long name on every channel, so the bills page shows its calendar, list, form and log
  expect(
    (
      await client.json('POST', '/api/bills', {
        name: 'Oakwood Apartments rent for the flat on the long street',
        payee: 'RENT PAYMENT OAKWOOD APARTMENTS',
        expected: { kind: 'exact', cents: 195_000 },
        cadence: { kind: 'monthly', day: 3 },
        anchor: '2026-02-03',
        channels: ['in-app', 'email', 'push'],
      })
    ).status,
  ).toBe(201);
  // two Automa rules that disagree on the long merchant, on, and a run of each in the log
  for (const [name, condition, category, subcategory] of [
    ['Long merchant is shopping', { field: 'description', op: 'contains', value: 'A VERY LONG MERCHANT' }, 'Shopping', 'Online Shopping'],
    ['Checking payments are software, a rule with a long name', { field: 'account', op: 'equals', value: 'Checking' }, 'Business', 'Software'],
  ] as const) {
    const made = await client.json<{ rule: { id: string } }>('POST', '/api/automation/rules', {
      name,
      trigger: 'transaction imported',
      conditions: [condition],
      actions: [
        { kind: 'set category', category, subcategory },
        { kind: 'notify', channels: ['in-app'] },
      ],
    });
    expect(made.status).toBe(201);
    await client.json('POST', `/api/automation/rules/${made.body.rule.id}/dry-run`, {});
    expect((await client.json('POST', `/api/automation/rules/${made.body.rule.id}/enable`, { confirmBroad: true })).status).toBe(200);
  }
  await importCsv(client, 'more.csv', ['2026-03-09,A VERY LONG MERCHANT NAME THAT GOES ON AND ON WITHOUT ANY SPACES_AT_ALL_1234567890,-13.00,Checking']);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop with the live panel', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

async function signedIn(email: string, pass: string, v: (typeof VIEWPORTS)[number]): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: v.viewport, isMobile: v.isMobile, hasTouch: v.hasTouch });
  const page = await context.newPage();
  await page.goto(`${stack.server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(pass);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.close();
  return context;
}

describe.each([
  { who: 'the demo account', email: DEMO_EMAIL, pass: DEMO_PASSWORD },
  { who: 'a new account after an import', email: newUser, pass: password },
])('every dashboard page for $who', ({ email, pass }) => {
  for (const v of VIEWPORTS) {
    it(`fits ${v.name} (${v.viewport.width} px): nothing wider than the screen, no control covered`, async () => {
      const context = await signedIn(email, pass, v);
      const page = await context.newPage();
      const problems: string[] = [];
      // LAYOUT_ONLY=/dashboard/analytics,/dashboard/transactions narrows a run while mending a page
      const only = process.env.LAYOUT_ONLY?.split(',');
      for (const route of DASHBOARD_ROUTES.filter((r) => !only || only.includes(r.path))) {
        await page.goto(`${stack.server.url}${route.path}`);
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page
          .getByText('Connecting to AI...')
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        if (v.viewport.width >= 1440 && !route.path.includes('mobile')) {
          const panel = await page.locator('.live-panel').count();
          if (panel === 0) problems.push(`${route.path}: the live panel is not open at 1440 px`);
        }
        if (email === newUser) await page.getByTestId('harmony-card').waitFor();
        const report = await checkLayout(page);
        if (report.documentWidth > v.viewport.width) problems.push(`${route.path}: the page is ${report.documentWidth} px wide`);
        for (const o of report.overflowing) problems.push(`${route.path}: sticks out: ${o}`);
        for (const c of report.covered) problems.push(`${route.path}: covered: ${c}`);
        for (const f of report.floating) problems.push(`${route.path}: floats over the page: ${f}`);
      }
      await context.close();
      expect(problems).toEqual([]);
    }, 240_000);
  }
});
