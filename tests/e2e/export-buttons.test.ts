// Issue 28 ("Hardening, round two"): the export buttons say why. A PDF export downloads through the
// button (the bytes received shown while it streams, the file saved under the server's name), and
// while one big export is still being made for the user, another export shows the server's 429
// message next to its button: on a desktop page (1440 px) and on a phone-width page (390 px) of the
// same account, both laid out cleanly. The first page's network is throttled (Chromium's own
// emulation) so its download, and with it the server's render, is still going when the others ask.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { uniqueEmail } from '../support/api.ts';
import { BIG_LEDGER_FROM as FROM, BIG_LEDGER_TO as TO, seedBigLedger } from '../support/big-ledger.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { checkLayout } from '../support/layout-check.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * A PDF far bigger than what the sockets, Chromium and the pool's 1 MB window hold: 20,000 rows made
 * 1.3 MB, of which ~1.1 MB sat in those buffers, so the render ended (and the slot was free) after
 * 8 s whatever the throttle. 50,000 rows (~3.3 MB) keep it going for a minute and more at 24 KB/s.
 */
const ROWS = 50_000;
const PASSWORD = 'correct horse battery';
const email = uniqueEmail('export-buttons');
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ workers: false, env: { CLOCK_TODAY: '2026-03-17' } });
  const client = stack.client();
  const { id } = await client.signup(email, PASSWORD, 'Bea Big-Ledger');
  await seedBigLedger(stack.env.config.DATABASE_URL, id, ROWS);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** The refused export's failed request is the one console line expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 429 \(Too Many Requests\)/.test(e));

/** The transactions report over the whole big ledger, on Prism's page. */
async function transactionsReport(page: Page) {
  const panel = page.getByTestId('prism-reports');
  await panel.getByTestId('report-tab-transactions').click();
  await panel.locator('[data-testid="report-body"][data-report="transactions"]').waitFor();
  await panel.locator('#transactions-to').fill(TO);
  await panel.locator('#transactions-from').fill(FROM);
  return panel;
}

async function expectCleanLayout(page: Page, width: number) {
  // Reports keeps the desktop shell at any width (desktopOnly), so the shell's own layout is not asserted here
  await page.locator('main').first().waitFor();
  const report = await checkLayout(page);
  expect({ width, document: report.documentWidth <= width, overflowing: report.overflowing, covered: report.covered }).toEqual({
    width,
    document: true,
    overflowing: [],
    covered: [],
  });
}

/** "Preparing… 48 KB" → 49152 */
const bytesShown = (text: string | null) => {
  const m = text?.match(/Preparing… ([\d.]+) (B|KB|MB)/);
  return m ? Number(m[1]) * { B: 1, KB: 1024, MB: 1024 * 1024 }[m[2] as 'B' | 'KB' | 'MB'] : -1;
};

describe('export buttons', () => {
  it('download a PDF with its progress, and show the 429 of a second export at 1440 px and 390 px', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const desk = await context.newPage();
    await desk.setViewportSize({ width: 1440, height: 900 });
    const deskErrors = watchConsole(desk);
    await logInThroughForm(desk, stack.server.url, '/dashboard/reports', email, PASSWORD);
    const panel = await transactionsReport(desk);

    // the same account on a phone-width page, in a window of its own (a background tab of the same
    // window would be throttled by Chromium), ready before the big export starts
    const phoneContext = await browser.newContext({ acceptDownloads: true, storageState: await context.storageState() });
    const phone = await phoneContext.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    const phoneErrors = watchConsole(phone);
    await phone.goto(`${stack.server.url}/dashboard/reports`);
    const small = await transactionsReport(phone);

    // the big PDF, slowed to a trickle: the button counts the bytes as they arrive, and is disabled
    const cdp = await context.newCDPSession(desk);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 24 * 1024, uploadThroughput: -1 });
    const pdf = panel.getByTestId('export-pdf');
    const downloaded = desk.waitForEvent('download', { timeout: 180_000 });
    await pdf.click();
    await expect.poll(async () => bytesShown(await pdf.textContent()), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await pdf.isDisabled()).toBe(true);
    const first = bytesShown(await pdf.textContent());
    await expect.poll(async () => bytesShown(await pdf.textContent()), { timeout: 30_000 }).toBeGreaterThan(first);

    // a second export while the first is being made: the server's message, next to its button
    await panel.getByTestId('export-xlsx').click();
    const refused = panel.getByTestId('export-xlsx-error');
    await refused.filter({ hasText: 'Your previous export is still being prepared' }).waitFor();
    expect(await refused.getAttribute('role')).toBe('alert');
    expect(await panel.getByTestId('export-xlsx').isDisabled()).toBe(false);
    await expectCleanLayout(desk, 1440);

    // on the phone page its export is refused too, and the message fits
    await small.getByTestId('export-pdf').click();
    await small.getByTestId('export-pdf-error').filter({ hasText: 'Your previous export is still being prepared' }).waitFor();
    await expectCleanLayout(phone, 390);
    expect(await pdf.isDisabled()).toBe(true); // the first is still on its way

    // full speed again: the first PDF arrives whole, under the server's file name
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`prime-finance-transactions-${FROM}-to-${TO}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-8).toString()).toContain('%%EOF');
    await expect.poll(() => pdf.isDisabled()).toBe(false);
    expect(await pdf.textContent()).toBe('Export PDF');

    // once it is done, the refused export goes through from the phone page
    const [xlsx] = await Promise.all([phone.waitForEvent('download'), small.getByTestId('export-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await readFile((await xlsx.path())!)).subarray(0, 2).toString()).toBe('PK');
    expect(unexpected(deskErrors)).toEqual([]);
    expect(unexpected(phoneErrors)).toEqual([]);
    await phoneContext.close();
    await context.close();
  }, 300_000);
});
