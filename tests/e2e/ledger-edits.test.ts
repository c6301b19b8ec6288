// In the browser (#12 item 9): add a cash transaction, edit it, split a supermarket bill, delete a
// row and undo; the list shows accounts and a running total; on a phone the rows are cards.
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
const email = uniqueEmail('ledger-ui');

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  client = stack.client();
  await client.signup(email, password, 'Lee Ledger');
  await importCsv(client, 'april.csv', [
    'Date,Description,Amount,Account',
    '2026-04-01,PAYROLL ACME CORP,2000.00,Checking',
    '2026-04-04,SUPERMARKET 24,-120.00,Checking',
    '2026-04-06,STARBUCKS STORE 55,-5.25,Visa',
  ]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const rowOf = (page: Page, text: string) => page.getByTestId('transaction-row').filter({ hasText: text });
const rows = async () => (await client.json<TransactionPage>('GET', '/api/transactions?pageSize=100')).body;

describe('finance basics in the browser', () => {
  it('adds, edits, splits, deletes and undoes, with accounts and a running total', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/transactions', email, password);
    await rowOf(page, 'STARBUCKS').getByTestId('transaction-account').getByText('Visa').waitFor();
    // oldest first: 2000.00, then 1880.00, then 1874.75 (the newest row, shown first)
    expect(await rowOf(page, 'STARBUCKS').getByTestId('transaction-running').innerText()).toBe('$1,874.75');
    expect(await page.getByTestId('ledger-total').innerText()).toContain('3 transactions · total $1,874.75');

    // a cash purchase typed in by hand
    await page.getByTestId('add-transaction').click();
    const form = page.getByTestId('transaction-form');
    await form.getByTestId('form-date').fill('2026-04-05');
    await form.getByTestId('form-description').fill('Farmers market');
    await form.getByTestId('form-amount').fill('18');
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
    await rowOf(page, 'Farmers market').getByText('-$18.00').waitFor();
    expect(await rowOf(page, 'Farmers market').getByTestId('transaction-account').innerText()).toBe('Cash');
    await page.getByTestId('undo-offer').getByText('Added "Farmers market".').waitFor();

    // edit its amount: the running totals after it move
    await page.getByRole('button', { name: 'Edit Farmers market' }).click();
    await form.getByTestId('form-amount').fill('20.50');
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
    await rowOf(page, 'Farmers market').getByText('-$20.50').waitFor();
    await rowOf(page, 'STARBUCKS').getByText('$1,854.25').waitFor();

    // split the supermarket bill; the Split button stays off until the parts add up
    await page.getByRole('button', { name: 'Split SUPERMARKET 24' }).click();
    const split = page.getByTestId('split-form');
    const parts = split.getByTestId('split-part');
    await parts.nth(0).getByRole('textbox').fill('90');
    expect(await split.getByTestId('split-left').innerText()).toBe('$30.00 too much');
    await parts.nth(1).getByRole('textbox').fill('30');
    await parts.nth(1).getByRole('combobox').selectOption({ label: 'Shopping › Home Goods' });
    await split.getByTestId('split-save').click();
    await split.waitFor({ state: 'detached' });
    await expect.poll(async () => await rowOf(page, 'SUPERMARKET 24').count()).toBe(2);
    await rowOf(page, 'SUPERMARKET 24').filter({ hasText: 'Home Goods' }).getByText('-$30.00').waitFor();

    // delete the coffee, then undo it from the bar
    await page.getByRole('button', { name: 'Delete STARBUCKS STORE 55' }).click();
    await page.getByTestId('undo-offer').getByText('Deleted "STARBUCKS STORE 55".').waitFor();
    await rowOf(page, 'STARBUCKS').waitFor({ state: 'detached' });
    await page.getByTestId('undo-button').click();
    await rowOf(page, 'STARBUCKS').waitFor();
    await page.getByTestId('undo-done').getByText('Undone: Deleted "STARBUCKS STORE 55".').waitFor();
    await page.getByTestId('undo-offer').getByText('Before that: Split "SUPERMARKET 24" into 2 parts.').waitFor();

    const after = await rows();
    expect(after.total).toBe(5);
    expect(after.sum.homeCents).toBe(200000 - 12000 - 525 - 2050);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the transactions as cards on a phone, nothing wider than the screen', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await logInThroughForm(page, stack.server.url, '/dashboard/transactions', email, password);
    await rowOf(page, 'PAYROLL').first().waitFor();
    const widths = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      table: document.querySelector('[data-testid="transactions-table"]')!.getBoundingClientRect().width,
      wrap: (document.querySelector('.table-wrap') as HTMLElement).scrollWidth,
    }));
    expect(widths.doc).toBeLessThanOrEqual(390);
    expect(widths.table).toBeLessThanOrEqual(390);
    expect(widths.wrap).toBeLessThanOrEqual(390);
    // every row's buttons are on screen and can be clicked
    const del = page.getByRole('button', { name: 'Delete PAYROLL ACME CORP' });
    const box = (await del.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.getByTestId('add-transaction').click();
    await page.getByTestId('transaction-form').getByTestId('form-save').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });
});
