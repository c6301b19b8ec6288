import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../scripts/seed-demo.ts';
import { STEP_LABELS, STEP_KEYS } from '../../core/steps.ts';
import { launchBrowser, logInAsDemo, uploadFile, watchConsole } from '../support/browser.ts';
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

describe('a person imports the sample statement in the browser', () => {
  it('logs in, uploads, watches the six steps complete, and finds the rows on the transactions page', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchConsole(page);

    await page.goto(`${stack.server.url}/dashboard/smart-import-ai`);
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard\/smart-import-ai/);

    // the sample file, downloaded from the page like a user would
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /sample-bank-statement\.csv/ }).click()]);
    const dir = await mkdtemp(path.join(tmpdir(), 'pf-e2e-'));
    const file = path.join(dir, 'sample-bank-statement.csv');
    await download.saveAs(file);
    const csv = (await import('node:fs')).readFileSync(file, 'utf8');
    const plainRow = csv
      .trim()
      .split('\n')
      .slice(1)
      .find((line) => !line.includes('"'))!;
    const description = plainRow.split(',')[1]!;
    await writeFile(file, csv);

    await page.getByLabel('Choose files').setInputFiles(file);
    await expect.poll(() => page.getByText('sample-bank-statement.csv').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();

    const modal = page.getByRole('dialog');
    await modal.getByText('Byte is processing your document').waitFor();
    for (const key of STEP_KEYS) await modal.getByText(STEP_LABELS[key], { exact: true }).waitFor();
    const viewResults = modal.getByRole('button', { name: 'View Results' });
    await viewResults.waitFor({ timeout: 30_000 });
    await expect.poll(() => modal.getByText('100%').count()).toBeGreaterThan(0);
    await viewResults.click();
    // for the demo account the sample is the weeks after its six months (tests/integration/sample-statement.test.ts)
    const rowCount = csv.trim().split('\n').length - 1;
    await page.getByText(`Byte processed ${rowCount} transactions! Redirecting to transactions page...`).waitFor();
    await page.waitForURL(/\/dashboard\/transactions/, { timeout: 5000 });

    await page.getByLabel('Search').fill(description);
    const row = page.getByTestId('transaction-row').filter({ hasText: description }).first();
    await row.waitFor();

    // correct the category inline; the change survives a reload (it is stored, not just shown)
    await row.getByTitle('Change category').click();
    await row.getByLabel(`Category for ${description}`).selectOption({ value: 'Business::Office Supplies' });
    await row.getByText('Office Supplies').waitFor();
    await page.reload();
    await page.getByTestId('transaction-row').filter({ hasText: description }).first().getByText('Office Supplies').waitFor();

    // the team room shows what really happened to the file
    await page.getByRole('link', { name: 'Team Room' }).click();
    await page
      .getByTestId('activity-feed')
      .getByText(/Byte received sample-bank-statement\.csv/)
      .first()
      .waitFor();
    await expect.poll(() => page.getByText('Idle').count()).toBe(4);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it("keeps Byte's question when a document snapshot taken before it arrives after it", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await logInAsDemo(page, stack.server.url);
    // The first snapshot of the document arrives 2.5 s late, as one read while Byte was still
    // working on it ("processing", no question yet) would on a busy server: by then the question
    // has come over the socket. Later snapshots pass untouched.
    let late = 0;
    let first = true;
    await page.route(/\/api\/documents\/[^/?]+$/, async (route) => {
      if (route.request().method() !== 'GET' || !first) return route.continue();
      first = false;
      late++;
      const response = await route.fetch();
      const body = (await response.json()) as { document: { status: string; question: unknown } };
      body.document = { ...body.document, status: 'processing', question: null };
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.fulfill({ response, json: body });
      late--;
    });
    await uploadFile(page, 'late-snapshot.csv', 'Date,Description,Amount\n07/08/2025,WAITROSE 12,-8.40\n09/10/2025,BOOTS 3,-4.00\n');

    const question = page.getByTestId('document-question');
    await question.getByText('How should Byte read 07/08/2025?').waitFor();
    // still there once every late snapshot has landed (and the page has drawn it)
    await expect.poll(() => late, { timeout: 15_000 }).toBe(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await question.getByText('How should Byte read 07/08/2025?').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('asks whether dates are day-first when a file cannot tell, and imports them as answered', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await logInAsDemo(page, stack.server.url);
    await uploadFile(page, 'uk-bank.csv', 'Date,Description,Amount\n03/04/2025,TESCO STORES 2041,-23.10\n05/06/2025,SAINSBURYS 88,-12.00\n');

    const question = page.getByTestId('document-question');
    await question.getByText('How should Byte read 03/04/2025?').waitFor();
    await question.getByRole('button', { name: 'Day first: 3 April 2025' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'View Results' }).waitFor({ timeout: 30_000 });

    await page.goto(`${stack.server.url}/dashboard/transactions?search=TESCO`);
    await page.getByTestId('transaction-row').filter({ hasText: 'TESCO STORES 2041' }).getByText('Apr 3, 2025').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
