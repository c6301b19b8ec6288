// In the browser (issue 31): the crown's Prime answers a money question itself, on a phone and on a
// desktop, and the answer's link opens the Transactions page with exactly the rows it added up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-11-18';
let stack: Stack;
let browser: Browser;
const email = uniqueEmail('e2e-prime-answer');
const password = 'correct horse battery';

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: TODAY } });
  const client = stack.client();
  await client.signup(email, password, 'Robin Groceries');
  // October: three grocery trips ($64.20 + $112.35 + $23.45 = $200.00), rent and a paycheck; one grocery trip in November
  await importCsv(client, 'october.csv', [
    '2026-10-01,PAYROLL ACME CORP,3000.00,Checking',
    '2026-10-02,RENT OAKWOOD APARTMENTS,-1500.00,Checking',
    '2026-10-05,WHOLE FOODS MARKET #10,-64.20,Checking',
    '2026-10-14,KROGER #123,-112.35,Checking',
    '2026-10-27,WHOLE FOODS MARKET #10,-23.45,Checking',
    '2026-11-03,KROGER #123,-80.00,Checking',
  ]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('Prime answers a money question in the browser', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width} px: the figure, and a link to exactly those transactions`, async () => {
      const context = await browser.newContext({ viewport, ...(viewport.width < 768 ? { isMobile: true, hasTouch: true } : {}) });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await logInThroughForm(page, stack.server.url, '/dashboard', email, password);
      await page.getByRole('button', { name: 'Ask Prime', exact: true }).click();
      // on a phone the crown opens the full-screen chat of the page's employee (Prime on the dashboard)
      const input = viewport.width < 768 ? page.getByRole('textbox').last() : page.getByTestId('prime-panel').getByLabel('Your question for Prime');
      await input.fill('How much did I spend on groceries last month?');
      await input.press('Enter');
      const reply = page.getByText('You spent $200.00 on Groceries last month (October 2026), over 3 transactions.');
      await reply.waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'these transactions on the Transactions page' }).last().click();
      await page.waitForURL(/\/dashboard\/transactions\?/);
      expect(page.url()).toContain('subcategory=Groceries');
      await expect.poll(async () => page.getByTestId('ledger-total').textContent()).toMatch(/^3 transactions match · total [−-]?\$200\.00/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
