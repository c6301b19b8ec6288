// In the browser (issue 16): the financial story at 390 px and 1440 px (the live panel open). The
// screens step with Next / Previous, the dots and the arrow keys; a figure opens the Transactions
// page showing exactly the rows behind it (and its total is the figure), Back comes to the same
// screen; the year shows its months; Roundtable's chat stays on the page; nothing is wider than the screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TransactionPage } from '../../core/ledger/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
let client: ApiClient;
const password = 'correct horse battery';
const email = uniqueEmail('story-ui');

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: '2026-03-17' } });
  browser = await launchBrowser();
  client = stack.client();
  await client.signup(email, password, 'Rita Reader');
  await importCsv(client, 'checking.csv', [
    '2026-01-02,PAYROLL ACME CORP,3000.00,Checking',
    '2026-01-03,RENT PAYMENT OAKWOOD APARTMENTS,-1500.00,Checking',
    '2026-01-09,WHOLE FOODS MARKET #10,-120.00,Checking',
    '2026-01-20,AMAZON MKTP US,-250.00,Checking',
    '2026-01-22,ONLINE TRANSFER TO SAVINGS 1234,-500.00,Checking',
    '2026-02-02,PAYROLL ACME CORP,3000.00,Checking',
    '2026-02-03,RENT PAYMENT OAKWOOD APARTMENTS,-1500.00,Checking',
    '2026-02-06,STARBUCKS STORE 10482,-5.50,Checking',
    '2026-02-10,WHOLE FOODS MARKET #10,-95.00,Checking',
    '2026-02-13,STARBUCKS STORE 10482,-6.10,Checking',
    '2026-02-18,ONLINE TRANSFER TO SAVINGS 1234,-800.00,Checking',
    '2026-02-20,STARBUCKS STORE 10482,-5.50,Checking',
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const screenId = (page: Page) => page.getByTestId('story-screen').first().getAttribute('data-screen');

/** Clicks a figure and checks the Transactions page lists exactly the rows the API gives for its filter, with its total. */
async function openFigure(page: Page, figure: string): Promise<string[]> {
  const link = page.locator(`a[data-figure="${figure}"]`).first();
  const href = (await link.getAttribute('href'))!;
  const shown = (await link.textContent())!;
  await link.click();
  await page.waitForURL((u) => u.pathname === '/dashboard/transactions');
  expect(new URL(page.url()).search).toBe(new URL(href, stack.server.url).search);
  const expected = (await client.json<TransactionPage>('GET', `/api/transactions${new URL(page.url()).search}&pageSize=500`)).body;
  await page
    .getByTestId('ledger-total')
    .filter({ hasText: `${expected.total} transaction` })
    .waitFor();
  const rows = page.getByTestId('transaction-row');
  await expect.poll(() => rows.count()).toBe(expected.items.length);
  const texts = await rows.locator('.ledger-text').allTextContents();
  expect(texts).toEqual(expected.items.map((t) => t.description));
  // the page's total is the figure (money out is shown as a positive amount on the story)
  expect((await page.getByTestId('ledger-total').textContent())!.replace(/[−-]/g, '')).toContain(shown.replace(/[−-]/g, ''));
  return texts;
}

describe('the financial story in the browser', () => {
  it('steps through February at 390 px, and a figure opens exactly its transactions', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/financial-story', email, password);
    await page.getByTestId('story-period-note').filter({ hasText: 'February 2026: the last complete month.' }).waitFor();
    expect(await screenId(page)).toBe('headline');
    await page.getByText('Screen 1 of 6').waitFor();

    const seen: (string | null)[] = [await screenId(page)];
    for (let i = 1; i < 6; i++) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Screen ${i + 1} of 6`).waitFor();
      seen.push(await screenId(page));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(seen).toEqual(['headline', 'where', 'changes', 'habits', 'wins', 'coming']);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // the arrow keys, while the focus is in the story
    await page.getByRole('button', { name: 'Previous' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByText('Screen 5 of 6').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByText('Screen 4 of 6').waitFor();
    expect(await screenId(page)).toBe('habits');

    // the place visited most: Starbucks, three times
    expect(await page.locator('a[data-figure="most-visited"]').textContent()).toBe('3');
    const rows = await openFigure(page, 'most-visited-money');
    expect(rows).toEqual(['STARBUCKS STORE 10482', 'STARBUCKS STORE 10482', 'STARBUCKS STORE 10482']);
    // Back: the same story, the same screen
    await page.goBack();
    await page.getByText('Screen 4 of 6').waitFor();
    expect(await screenId(page)).toBe('habits');

    // the headline's money out: February's spending, the transfer to savings left out
    await page.getByRole('button', { name: 'February 2026 in one look' }).click();
    await page.getByText('Screen 1 of 6').waitFor();
    expect(await page.locator('a[data-figure="spent"]').first().textContent()).toBe('$1,612.10');
    const spent = await openFigure(page, 'spent');
    expect(spent).not.toContain('ONLINE TRANSFER TO SAVINGS 1234');
    expect(spent).toHaveLength(5);
    expect(await page.locator('#tx-sign').inputValue()).toBe('out');
    expect(await page.locator('#tx-transfers').inputValue()).toBe('exclude');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it("tells the year month by month at 1440 px with the live panel and Roundtable's chat", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/financial-story', email, password);
    await page.getByTestId('story-screen').waitFor();
    await page.locator('.live-panel').waitFor();
    await page.getByRole('heading', { name: /Chat with Roundtable/ }).waitFor();
    await page.getByRole('button', { name: 'Year', exact: true }).click();
    await page.waitForURL(/year=2026/);
    await page.getByTestId('story-period-note').filter({ hasText: 'Compared with Jan 1 to Mar 17, 2025.' }).waitFor();
    await page.getByRole('button', { name: 'Month by month' }).click();
    await page.locator('[data-screen="months"]').waitFor();
    await page.getByTestId('report-chart').waitFor();
    expect(await page.locator('[data-screen="months"] .stat-label').allTextContents()).toContain('Costliest month: January');

    // every screen at once, then the category that took most in the year
    await page.getByRole('button', { name: 'All screens' }).click();
    await expect.poll(() => page.getByTestId('story-screen').count()).toBe(7);
    const housing = await openFigure(page, 'where-category:Housing');
    expect(housing).toEqual(['RENT PAYMENT OAKWOOD APARTMENTS', 'RENT PAYMENT OAKWOOD APARTMENTS']);
    expect(await page.locator('#tx-category').inputValue()).toBe('Housing');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    expect(errors).toEqual([]);
  });

  it('picks another month from the list, and says so honestly when a month has nothing', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await logInThroughForm(page, stack.server.url, '/dashboard/financial-story?month=2025-06', email, password);
    await page.locator('[data-screen="empty"]').getByText('There are no transactions in June 2025.').waitFor();
    await page.getByRole('link', { name: 'Import a statement with Byte' }).waitFor();
    await page.getByLabel('Month', { exact: true }).selectOption('2026-01');
    await page.getByTestId('story-period-note').filter({ hasText: 'January 2026.' }).waitFor();
    expect(await page.locator('a[data-figure="spent"]').first().textContent()).toBe('$1,870.00');
  });
});
