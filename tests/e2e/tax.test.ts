// In the browser (#15): the tax assistant shows the business spending with suggested Schedule C
// lines; confirming one marks it confirmed (and it stays confirmed after a reload); the estimate,
// the disclaimer and Ledger's chat are on the page, at 390 px and 1440 px; the worksheet PDF downloads.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const password = 'correct horse battery';
const email = uniqueEmail('tax-ui');

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: '2026-03-17' } });
  browser = await launchBrowser();
  const client = stack.client();
  await client.signup(email, password, 'Fay Freelance');
  await importCsv(client, 'biz.csv', [
    '2026-01-05,STAPLES STORE 0042,-84.20,Biz Card',
    '2026-01-12,GOOGLE ADS 8841,-250.00,Biz Card',
    '2026-02-10,ACME CONSULTING INVOICE 17,3000.00,Biz Card',
  ]);
  expect((await client.json('PUT', '/api/intelia/business-accounts', { accounts: ['Biz Card'] })).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('tax assistant in the browser', () => {
  it('confirms a Schedule C suggestion (390 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/tax-assistant', email, password);
    await page.getByTestId('tax-disclaimer').filter({ hasText: 'estimates, not tax advice' }).waitFor();
    const ads = page.getByTestId('tax-suggestion').filter({ hasText: 'GOOGLE ADS 8841' });
    await ads.waitFor();
    expect(await ads.getAttribute('data-line')).toBe('advertising');
    expect(await ads.getAttribute('data-chosen')).toBe('');
    await page.getByRole('button', { name: 'Confirm Advertising for GOOGLE ADS 8841' }).click();
    await ads.and(page.locator('[data-chosen="advertising"]')).waitFor();
    await ads.getByText('confirmed').waitFor();
    await page.reload();
    await ads.and(page.locator('[data-chosen="advertising"]')).waitFor();
    // the estimate: $3,000 income less $334.20 → net profit $2,665.80
    await page.getByTestId('tax-net-profit').filter({ hasText: '$2,665.80' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it("changes a line with the picker and keeps Ledger's chat on the page (1440 px)", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/tax-assistant', email, password);
    const staples = page.getByTestId('tax-suggestion').filter({ hasText: 'STAPLES STORE 0042' });
    await staples.waitFor();
    await page.getByLabel('Line for STAPLES STORE 0042').selectOption('supplies');
    await staples.and(page.locator('[data-chosen="supplies"]')).waitFor();
    await page.getByTestId('tax-total').and(page.locator('[data-line="supplies"]')).filter({ hasText: '$84.20' }).waitFor();
    await page.getByRole('heading', { name: /Chat with Ledger/ }).waitFor();
    // the worksheet downloads through the export button (fetched, then saved under the server's name)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('tax-export-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/schedule-c-\d{4}\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    expect(errors).toEqual([]);
  });
});
