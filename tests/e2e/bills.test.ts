// In the browser (#14): the recurring payments proposed as bills, one confirmed and its months shown
// against the statement, another dismissed for good; a bill due in two days confirmed and its in-app
// reminder arriving (toast, log), its reminder settings changed, the month calendar; the balance buffer
// set on the page (a bad amount named, a good one kept).
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
    if (m !== '2026-03') rows.push(`${m}-19,SPOTIFY USA,-10.99,Visa`);
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
    const rent = page.getByTestId('bill-proposal').filter({ hasText: 'Rent' });
    await expect.poll(() => rent.count()).toBe(0);
    await page.reload();
    await card.waitFor();
    await page.getByTestId('bill-proposal').filter({ hasText: 'Spotify' }).waitFor();
    expect(await rent.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it('confirms a bill due in two days and gets its in-app reminder; changes its reminders; shows it on the calendar', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/bill-reminders', email, password);
    await page.getByRole('button', { name: 'Make Spotify a bill' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Spotify: about $10.99 is due on 2026-03-19' }).waitFor();
    await page.getByTestId('reminder-row').filter({ hasText: 'Spotify' }).and(page.locator('[data-channel="in-app"][data-status="delivered"]')).waitFor();
    await page.getByTestId('calendar-day').and(page.locator('[data-day="2026-03-19"]')).getByText('Spotify').waitFor();
    expect(await page.getByLabel('Time zone for reminders').inputValue()).toBe(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));

    const form = page.getByTestId('bill-card').filter({ hasText: 'Spotify' }).getByTestId('bill-reminder-form');
    await form.getByLabel('Days before Spotify is due').fill('5');
    await form.getByLabel('Email').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Saved.').waitFor();
    await page.reload();
    const again = page.getByTestId('bill-card').filter({ hasText: 'Spotify' }).getByTestId('bill-reminder-form');
    expect(await again.getByLabel('Days before Spotify is due').inputValue()).toBe('5');
    expect(await again.getByLabel('Email').isChecked()).toBe(true);
    // this server has no SMTP: the email reminder fails with the reason, in the log
    await page
      .getByTestId('email-status')
      .getByText(/not set up on this server/)
      .waitFor();
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Check now' }).click();
          return page.getByTestId('reminder-row').and(page.locator('[data-channel="email"][data-status="failed"]')).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    // paused: Chime keeps the bill but stops reminding
    await page.getByRole('button', { name: 'Pause the Spotify bill' }).click();
    await page.getByTestId('bill-card').filter({ hasText: 'Spotify' }).getByTestId('bill-paused').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Resume the Spotify bill' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it('keeps the buffer the balance warnings use; a bad amount is named and not saved', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/bill-reminders', email, password);
    const box = page.getByTestId('bill-buffer');
    // these statements have no balance column: nothing to project from, and the page says so
    await box
      .getByTestId('bill-buffer-basis')
      .getByText(/No statement of yours states a balance yet/)
      .waitFor();
    await box.getByText('You have not set a buffer: $500.00 until you do.').waitFor();
    const field = box.getByLabel('Warn me when my balance would fall under');
    expect(await field.inputValue()).toBe('500');
    await field.fill('-50');
    await box.getByRole('button', { name: 'Save buffer' }).click();
    await box.getByRole('alert').getByText('The buffer cannot be negative: type 0 or more.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('1,250');
    await box.getByRole('button', { name: 'Save buffer' }).click();
    await box.getByRole('status').getByText('Saved.').waitFor();
    expect(await box.getByRole('alert').count()).toBe(0);
    await page.reload();
    await box.waitFor();
    expect(await box.getByLabel('Warn me when my balance would fall under').inputValue()).toBe('1250');
    expect(await box.getByText(/You have not set a buffer/).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
