// In the browser (#15): the Bank Accounts page shows each account's balance and net worth; an account is
// reconciled against the bank's balance (the difference explained by a likely duplicate, the rest
// marked reconciled), and a balance nothing explains is said to be so, with nothing to confirm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ApiError } from '../../core/api/errors.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
let client: ApiClient;
const password = 'correct horse battery';
const email = uniqueEmail('accounts-ui');

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: '2026-03-17' } });
  browser = await launchBrowser();
  client = stack.client();
  await client.signup(email, password, 'Rae Reconcile');
  await importCsv(client, 'main.csv', [
    '2026-03-01,PAYROLL ACME,2500.00,Main',
    '2026-03-03,GROCER,-45.00,Main',
    '2026-03-04,GROCER,-45.00,Main',
    '2026-03-10,RENT,-1200.00,Main',
    '2026-03-14,BOOKSHOP,-23.50,Main',
    '2026-03-05,COFFEE,-4.50,Visa card',
  ]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('bank accounts in the browser', () => {
  for (const v of [
    { name: 'desktop with the live panel', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
    { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  ] as const) {
    it(`reconciles an account (${v.name})`, async () => {
      const page = await browser.newPage({ viewport: v.viewport, isMobile: v.isMobile, hasTouch: v.hasTouch });
      const errors = watchConsole(page);
      await logInThroughForm(page, stack.server.url, '/dashboard/bank-accounts', email, password);
      const main = page.getByTestId('account-row').and(page.locator('[data-name="Main"]'));
      await main.getByTestId('account-balance').getByText('$1,186.50').waitFor();
      await page.getByTestId('account-row').and(page.locator('[data-name="Visa card"]')).getByText('credit card').waitFor();
      await page.getByTestId('net-worth-total').getByText('$1,182.00').waitFor();
      // net worth over time and an account's balance history: uPlot's canvas at the card's width
      const worth = page.locator('[data-testid="net-worth-chart"][data-rendered="true"]');
      await worth.locator('canvas').waitFor();
      const fits = (chart: typeof worth) =>
        chart.evaluate((el) => el.querySelector('canvas')!.getBoundingClientRect().width <= el.getBoundingClientRect().width);
      expect(await fits(worth)).toBe(true);
      await page.getByRole('button', { name: 'Balance history of Main' }).click();
      const history = page.locator('[data-testid="balance-chart"][data-rendered="true"]');
      await history.locator('canvas').waitFor();
      expect(await fits(history)).toBe(true);
      expect(await history.locator('figcaption').textContent()).toMatch(/Balance of Main from .* to .*\(\$1,186\.50\)/);

      if (v.isMobile) {
        // the first run reconciled it: unreconcile, so the phone goes through the same flow
        await page.getByRole('button', { name: 'Reconcile Main' }).click();
        await page.getByRole('button', { name: 'Unreconcile' }).click();
        await page.getByTestId('accounts-note').getByText('Unreconciled 4 transactions').waitFor();
      }
      await page.getByRole('button', { name: 'Reconcile Main' }).click();
      const panel = page.getByTestId('reconcile-panel');
      await panel.getByLabel('Date on the bank’s statement').fill('2026-03-15');
      await panel.getByLabel('Bank balance').fill('1231.50');
      await panel.getByRole('button', { name: 'Compare' }).click();
      await page.getByTestId('reconcile-difference').getByText('-$45.00').waitFor();
      await page.getByTestId('reconcile-suggestion').getByText('likely duplicate').waitFor();
      await page.getByRole('button', { name: 'Mark 4 reconciled, leave these out' }).click();
      await page.getByTestId('accounts-note').getByText('Reconciled 4 transactions of Main up to Mar 15, 2026').waitFor();
      await main.getByText('reconciled to Mar 15, 2026').waitFor();

      // the rent is locked now
      const rent = (await client.json<TransactionPage>('GET', '/api/transactions?search=RENT')).body.items[0]!;
      const refused = await client.json<ApiError>('PATCH', `/api/transactions/${rent.id}`, { amountCents: -1 });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/reconciled on .* against the bank's balance/);

      // a balance nothing explains: said so, nothing to confirm
      await page.getByRole('button', { name: 'Reconcile Main' }).click();
      await panel.getByLabel('Date on the bank’s statement').fill('2026-03-15');
      await panel.getByLabel('Bank balance').fill('1186.87');
      await panel.getByRole('button', { name: 'Compare' }).click();
      await page
        .getByTestId('reconcile-plan')
        .and(page.locator('[data-explained="false"]'))
        .getByText(/cannot be explained/)
        .waitFor();
      expect(await page.getByRole('button', { name: /^Mark / }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.viewport.width);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
