// In the browser (#17): the wellness studio. A no-spend challenge on Shopping, then a CSV with a
// Shopping purchase imported through Byte: the challenge shows as broken by that transaction, on its
// date. After the import the user taps a mood; an awful one brings Harmony's nudge with the import's
// figures. The page works at 1440 px and 390 px, with the help lines and Harmony's chat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const password = 'correct horse battery';
const email = uniqueEmail('studio-ui');
const CSV = [
  'Date,Description,Amount,Account',
  '2026-03-02,PAYROLL ACME CORP,2500.00,Checking',
  '2026-03-09,SAFEWAY #1234,-52.10,Checking',
  '2026-03-12,BEST BUY #1234,-24.50,Checking',
].join('\n');

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: '2026-03-17' } });
  browser = await launchBrowser();
  await stack.client().signup(email, password, 'Sam Studio');
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('wellness studio in the browser', () => {
  it('a challenge is broken by an imported purchase, with its date; a mood after the import (1440 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/wellness-studio', email, password);
    const challenges = page.getByTestId('studio-challenges');
    await challenges.getByLabel('Shopping').check();
    await page.getByTestId('challenge-start').fill('2026-03-10');
    await page.getByTestId('challenge-length').selectOption('14');
    await page.getByTestId('challenge-start-button').click();
    await page.locator('[data-testid="challenge"][data-state="active"]').filter({ hasText: 'Shopping' }).waitFor();
    await page
      .getByTestId('harmony-help-lines')
      .getByText(/Harmony is not a therapist/)
      .waitFor();
    await page.getByTestId('studio-achievements').getByText('AI Empire Ruler').waitFor();

    // the import, through Byte's page
    await page.goto(`${stack.server.url}/dashboard/smart-import-ai`);
    await page.getByLabel('Choose files').setInputFiles({ name: 'studio.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const picker = page.getByTestId('mood-picker');
    await picker.getByText('How do you feel about this?').waitFor({ timeout: 60_000 });
    await picker.getByTestId('mood-1').click();
    await picker.getByTestId('mood-saved').filter({ hasText: 'awful' }).waitFor();
    expect(await picker.getByTestId('mood-1').getAttribute('aria-pressed')).toBe('true');
    await picker
      .getByTestId('studio-nudge')
      .filter({ hasText: 'You said you feel awful about studio.csv. It brought in 3 transactions: $76.60 of spending' })
      .waitFor();

    // "Talk to Harmony" opens her conversation on the studio page, greeting with the import's figures
    await picker.getByRole('button', { name: 'Talk to Harmony' }).click();
    await page.waitForURL(/\/dashboard\/wellness-studio\?conversation=/);
    await page
      .getByText(/You said you feel awful about studio\.csv/)
      .first()
      .waitFor();
    // in the studio: the challenge is broken by Best Buy on Mar 12
    const broken = page.locator('[data-testid="challenge"][data-state="broken"]');
    await broken.waitFor();
    const by = broken.getByTestId('challenge-broken-by');
    expect(await by.locator('time').getAttribute('datetime')).toBe('2026-03-12');
    expect(await by.textContent()).toMatch(/Broken on Mar 12, 2026 by Best Buy \(Shopping, \$24\.50\), after 2 days kept\./);
    // the weekly review: Mar 9 – 15 from the ledger
    await page.getByTestId('review-spending').filter({ hasText: '$76.60' }).waitFor();

    // a regret mark from the transactions page's row: the studio shows it marked
    await page.goto(`${stack.server.url}/dashboard/transactions`);
    await page.getByRole('button', { name: 'Mark Food & Dining as a regret' }).first().click();
    await page.locator('button[aria-pressed="true"][aria-label="Mark Food & Dining as a regret"]').first().waitFor();
    await page.goto(`${stack.server.url}/dashboard/wellness-studio`);
    await page.getByTestId('regret-Food & Dining').and(page.locator(':checked')).waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a phone (390 px): the broken challenge, the focus timer, no sideways scroll', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/smart-import-ai', email, password);
    await page.goto(`${stack.server.url}/dashboard/wellness-studio`);
    await page.locator('[data-testid="challenge"][data-state="broken"]').waitFor();
    await page.getByTestId('focus-clock').filter({ hasText: '25:00' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
