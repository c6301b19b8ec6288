// In the browser (#14, first step): the recurring payments proposed as bills, one confirmed and its
// months shown against the statement, another dismissed for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const password = 'correct horse battery';
const email = uniqueEmail('bills-ui');

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: '2026-03-17' } });
  browser = await launchBrowser();
  const client = stack.client();
  await client.signup(email, password, 'Bea Bills');
  const rows: string[] = [];
  for (const m of ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03']) {
    rows.push(`${m}-02,RENT PAYMENT OAKWOOD APARTMENTS,-1950.00,Checking`, `${m}-08,NETFLIX.COM,-15.49,Visa`);
  }
  await importCsv(client, 'checking.csv', rows);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('bills in the browser', () => {
  it('makes a proposed payment a bill and shows its months; a dismissed one goes for good', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/bill-reminders', email, password);
    await page.getByTestId('bill-proposal').filter({ hasText: 'Netflix' }).waitFor();
    await page.getByRole('button', { name: 'Make Netflix a bill' }).click();
    const card = page.getByTestId('bill-card').filter({ hasText: 'Netflix' });
    await card.getByTestId('bill-occurrence').filter({ hasText: 'Mar 8, 2026' }).getByText('paid').waitFor();
    await card.getByTestId('bill-occurrence').filter({ hasText: 'Apr 8, 2026' }).getByText('upcoming').waitFor();
    await page.getByRole('button', { name: 'Dismiss Rent' }).click();
    await expect.poll(() => page.getByTestId('bill-proposal').count()).toBe(0);
    await page.reload();
    await card.waitFor();
    expect(await page.getByTestId('bill-proposal').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
