// In the browser: a French statement's rows are shown in euros; Settings › Currency keeps them
// apart from dollar totals until a rate is stated, and saves one.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { CurrencySettingsDto } from '../../core/settings/api.ts';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { importCsv, importFile, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const password = 'correct horse battery';

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('money that is not dollars, in the browser', () => {
  it('shows euro rows in euros and lets the user state a rate for them', async () => {
    const client = stack.client();
    const email = uniqueEmail('euro');
    await client.signup(email, password, 'Camille Euro');
    await importCsv(client, 'checking.csv', ['2024-04-03,GROCER,-20.00,Checking']);
    await importFile(client, 'releve.csv', await readFile(path.join(import.meta.dirname, '../fixtures/csv/french.csv'), 'utf8'));

    const page = await browser.newPage();
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/transactions', email, password);
    const carrefour = page.getByTestId('transaction-row').filter({ hasText: 'CARREFOUR' }).first();
    await carrefour.getByTestId('transaction-amount').getByText('-€45.90').waitFor();
    await page.getByTestId('transaction-row').filter({ hasText: 'GROCER' }).first().getByTestId('transaction-amount').getByText('-$20.00').waitFor();

    await page.goto(`${stack.server.url}/dashboard/settings`);
    const section = page.getByTestId('settings-currency');
    await section.getByText(/kept apart from totals until you state a rate/).waitFor();
    await section.getByTestId('rate-EUR').fill('1.08');
    await section.getByTestId('save-currency').click();
    await section.getByText('Saved. Totals use these rates from now on.').waitFor();
    expect((await client.json<CurrencySettingsDto>('GET', '/api/settings/currency')).body.rates).toEqual({ EUR: 1.08 });
    expect(errors).toEqual([]);
  });
});
