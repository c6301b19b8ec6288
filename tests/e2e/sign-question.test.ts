// A card export whose amounts carry no sign, imported in the browser: Byte asks whether they are
// money spent or received (showing the first rows as it would read them), the user answers, the
// purchases land as spending, and the next month's file of the same layout is read without asking.
// And a file whose columns Byte had to work out: reassigning a column redraws the preview; a PDF
// statement whose Amount column prints no signs is asked about the same way; and a PDF table whose
// columns Byte doubts is reassigned in the question, its preview redrawn by the PDF reader, on a
// phone and on a desktop.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedDemo } from '../../scripts/seed-demo.ts';
import { launchBrowser, logInAsDemo, uploadFile, watchConsole } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { statementPdf } from '../support/statement-pdf.ts';

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
  // after logging in the import page is already open; the second upload comes from the transactions page
  if (!page.url().endsWith('/dashboard/smart-import-ai')) await page.goto(`${stack.server.url}/dashboard/smart-import-ai`);
  await uploadFile(page, name, content);
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
    await logInAsDemo(page, stack.server.url);

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

  it('a column reassigned in the question redraws the preview as Byte would read it, and the import follows it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await logInAsDemo(page, stack.server.url);

    // no header and two columns of dates: Byte reads the first and asks
    await upload(page, 'no-header-two-dates.csv');
    const question = page.getByTestId('document-question');
    await question.getByText('Are these the right columns?', { exact: false }).waitFor({ timeout: 30_000 });
    const preview = question.getByTestId('question-preview');
    const firstRow = preview.getByRole('row').filter({ hasText: 'TESCO STORES 3307' });
    expect(await firstRow.innerText()).toContain('Mar 14, 2026');

    // the second column is the date: the rows are redrawn with its dates
    await question.getByLabel('Role of the Column 1 column').selectOption({ value: '' });
    await question.getByLabel('Role of the Column 2 column').selectOption({ value: 'date' });
    await expect.poll(() => firstRow.innerText()).toContain('Mar 15, 2026');
    expect(await preview.getByRole('row').filter({ hasText: 'THAMES WATER' }).innerText()).toContain('Mar 18, 2026');

    // a reading without a description says so instead of showing rows, and comes back when mended
    await question.getByLabel('Role of the Column 3 column').selectOption({ value: '' });
    await question.getByTestId('question-preview-problem').getByText('Give one column the Date role', { exact: false }).waitFor();
    expect(await firstRow.count()).toBe(0);
    await question.getByLabel('Role of the Column 3 column').selectOption({ value: 'description' });
    await expect.poll(() => firstRow.innerText()).toContain('Mar 15, 2026');

    await question.getByRole('button', { name: 'Read it like this' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'View Results' }).waitFor({ timeout: 30_000 });
    const tesco = await amountOf(page, 'TESCO STORES 3307', 'Mar 15, 2026');
    expect(tesco.negative).toBe(true);
    expect(tesco.text).toContain('23.10');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("a PDF statement's unsigned Amount column: the same question, its columns shown with their roles, the answer imported", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await logInAsDemo(page, stack.server.url);
    const pdf = await statementPdf({
      title: 'Northwind Bank',
      statementDate: '03/31/2026',
      rows: [
        { date: '03/02', description: 'GREENGROCER 12', amount: '23.10' },
        { date: '03/05', description: 'BOOKSHOP CENTRAL', amount: '12.00' },
      ],
    });
    await uploadFile(page, 'northwind-march.pdf', pdf);
    const question = page.getByTestId('document-question');
    await question.getByText('have no plus or minus sign', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await question.getByTestId('question-columns').getByLabel('Role of the Amount column').inputValue()).toBe('amount');
    // a PDF prints CR/DR beside its amounts: no direction column to give
    expect(await question.getByLabel('Role of the Amount column').locator('option').allInnerTexts()).not.toContain('Direction (debit/credit)');
    expect(await question.getByTestId('question-preview').getByRole('row').filter({ hasText: 'GREENGROCER 12' }).innerText()).toMatch(
      /-\$23\.10|\(\$23\.10\)|−\$23\.10/,
    );
    await question.getByRole('button', { name: 'Money spent (card purchases)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'View Results' }).waitFor({ timeout: 30_000 });
    const grocer = await amountOf(page, 'GREENGROCER 12', 'Mar 2, 2026');
    expect(grocer.negative).toBe(true);
    expect(grocer.text).toContain('23.10');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  for (const v of [
    { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
  ] as const) {
    it(`a PDF table with two amount columns: the user picks one, the PDF reader redraws the preview, the import follows (${v.name})`, async () => {
      const context = await browser.newContext({ viewport: v.viewport, isMobile: v.isMobile, hasTouch: v.hasTouch });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await logInAsDemo(page, stack.server.url);
      // another header per run: the first run's answer is remembered for its header
      const extra = v.isMobile ? 'Amount EUR' : 'Amount GBP';
      const pdf = await statementPdf({
        title: 'Caravel Bank',
        statementDate: '03/31/2026',
        extraColumn: extra,
        rows: [
          { date: '03/03', description: `HOTEL LISBOA ${v.name}`, amount: '-120.00', extra: '-110.40' },
          { date: '03/06', description: 'MUSEU NACIONAL', amount: '-15.00', extra: '-13.80' },
        ],
      });
      await uploadFile(page, `caravel-${v.name}.pdf`, pdf);
      const question = page.getByTestId('document-question');
      await question.getByText('Are these the right columns?', { exact: false }).waitFor({ timeout: 30_000 });
      const hotel = question
        .getByTestId('question-preview')
        .getByRole('row')
        .filter({ hasText: `HOTEL LISBOA ${v.name}` });
      // Byte's reading adds the two columns
      expect(await hotel.innerText()).toContain('230.40');
      await question.getByLabel('Role of the Amount column').selectOption({ value: '' });
      await expect.poll(() => hotel.innerText()).toContain('110.40');
      // no amount column at all: the preview says what is missing
      await question.getByLabel(`Role of the ${extra} column`).selectOption({ value: '' });
      await question.getByTestId('question-preview-problem').getByText('Give one column the Date role', { exact: false }).waitFor();
      await question.getByLabel(`Role of the ${extra} column`).selectOption({ value: 'amount' });
      await expect.poll(() => hotel.innerText()).toContain('110.40');
      // the question fits the screen: nothing scrolls sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.viewport.width);
      const box = (await question.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(v.viewport.width);
      if (process.env.SHOTS_DIR) await question.screenshot({ path: `${process.env.SHOTS_DIR}/pdf-columns-${v.name}.png` });

      await question.getByRole('button', { name: 'Read it like this' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'View Results' }).waitFor({ timeout: 30_000 });
      const row = await amountOf(page, `HOTEL LISBOA ${v.name}`, 'Mar 3, 2026');
      expect(row.negative).toBe(true);
      expect(row.text).toContain('110.40');
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
