// A card export whose amounts carry no sign, imported in the browser: Byte asks whether they are
// money spent or received (showing the first rows as it would read them), the user answers, the
// purchases land as spending, and the next month's file of the same layout is read without asking.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../scripts/seed-demo.ts';
import { launchBrowser, watchConsole } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
beforeAll(async () => {
  stack = await startStack();
  await seedDemo(stack.server.db, new Date().toISOString().slice(0, 10));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function upload(page: Page, name: string) {
  const content = await readFile(new URL(`../fixtures/statements/unseen/${name}`, import.meta.url));
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'pf-e2e-')), name);
  await writeFile(file, content);
  // after logging in the import page is already open; the second upload comes from the transactions page
  if (!page.url().endsWith('/dashboard/smart-import-ai')) await page.goto(`${stack.server.url}/dashboard/smart-import-ai`);
  await page.getByLabel('Choose files').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

/** The amount shown for the row of that day and description (the demo account has rows of the same shops). */
async function amountOf(page: Page, description: string, day: string) {
  await page.goto(`${stack.server.url}/dashboard/transactions?search=${encodeURIComponent(description)}`);
  const amount = page.getByTestId('transaction-row').filter({ hasText: description }).filter({ hasText: day }).first().getByTestId('transaction-amount');
  await amount.waitFor();
  return { text: await amount.innerText(), negative: (await amount.getAttribute('class'))!.includes('negative') };
}

describe('a card export with an unsigned amount column', () => {
  it('Byte asks whether the amounts are spent or received, imports them as answered, and does not ask again for the same layout', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${stack.server.url}/login?next=/dashboard/smart-import-ai`);
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard\/smart-import-ai/);

    await upload(page, 'purchases-march.csv');
    const question = page.getByTestId('document-question');
    await question.getByText('Are these amounts money spent (card purchases) or money received?', { exact: false }).waitFor({ timeout: 30_000 });
    // the columns Byte found, and the first rows as they would come in if the amounts are spending
    expect(await question.getByLabel('Role of the Amount column').inputValue()).toBe('amount');
    expect(await question.getByLabel('Role of the Merchant column').inputValue()).toBe('description');
    const preview = question.getByTestId('question-preview');
    expect(await preview.getByRole('row').filter({ hasText: 'AMAZON MKTPLACE' }).innerText()).toMatch(/-\$34\.99|\(\$34\.99\)|−\$34\.99/);
    await question.getByRole('button', { name: 'Money spent (card purchases)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'View Results' }).waitFor({ timeout: 30_000 });

    const amazon = await amountOf(page, 'AMAZON MKTPLACE', 'Mar 1, 2026');
    expect(amazon.negative).toBe(true);
    expect(amazon.text).toContain('34.99');

    // next month's export of the same card: read without a question
    await upload(page, 'purchases-april.csv');
    await page.getByRole('dialog').getByRole('button', { name: 'View Results' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('document-question').count()).toBe(0);
    const wholeFoods = await amountOf(page, 'WHOLE FOODS', 'Apr 2, 2026');
    expect(wholeFoods.negative).toBe(true);
    expect(wholeFoods.text).toContain('61.30');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
