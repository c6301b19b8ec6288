// In the browser on a phone (390×844, touch, a mobile user agent): the crown opens the full-screen
// chat with the employee of the page. Its status line follows the socket and the pending reply,
// the quick actions go away after the first message, an attached CSV shows its real upload
// progress (the upload is throttled so the bar is seen between 0 and 100) and is imported, the
// camera input is there, and the close button returns to the page. On the dashboard the chat is
// Prime's, who routes a question like the crown does.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { DocumentDto } from '../../core/documents/api.ts';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const email = uniqueEmail('e2e-mobile-chat');
const password = 'correct horse battery';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ROWS = 2000;

beforeAll(async () => {
  stack = await startStack();
  await stack.client().signup(email, password, 'Jamie Phone');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A statement of ROWS rows (about 100 kB: big enough for the throttled upload to take a while). */
async function statement(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pf-e2e-mobile-'));
  const file = path.join(dir, 'phone-statement.csv');
  const day = new Date();
  const lines = ['Date,Description,Amount,Account'];
  for (let i = 0; i < ROWS; i++) {
    const d = new Date(day.getTime() - (i % 150) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${d},COFFEE SHOP ${String(i).padStart(5, '0')} DOWNTOWN,-${(3 + (i % 17) * 0.25).toFixed(2)},Checking`);
  }
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

describe('the full-screen chat on a phone', () => {
  it('opens from the crown, sends a quick action, uploads an attachment with its progress and closes', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      userAgent: IPHONE_UA,
    });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const route = '/dashboard/spending-predictions';
    await logInThroughForm(page, stack.server.url, route, email, password);
    await page.getByText('Live', { exact: true }).waitFor();

    // the crown opens the full-screen chat (not the small panel), with Crystal: this is her page
    const crown = page.getByRole('button', { name: 'Ask Prime', exact: true });
    await crown.tap();
    const chat = page.getByRole('dialog', { name: 'Crystal' });
    await chat.waitFor();
    expect(await page.getByTestId('prime-panel').count()).toBe(0);
    expect(await chat.getAttribute('data-employee')).toBe('crystal');
    expect(await chat.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const status = chat.getByTestId('mobile-chat-status');
    await expect.poll(() => status.getAttribute('data-state')).toBe('connected');
    expect(await status.textContent()).toBe('Connected');

    // Crystal's own quick questions (core/chat/quick-actions.ts), sent as the first message (the reply held back a little: "thinking…")
    const quick = chat.getByTestId('quick-actions');
    expect(await quick.getByRole('button').allTextContents()).toEqual([
      'What will I spend next month?',
      'What is my biggest subscription?',
      'Import a statement',
    ]);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat/crystal/messages', async (r) => {
      await held;
      await r.continue();
    });
    await quick.getByRole('button', { name: 'What will I spend next month?' }).tap();
    await expect.poll(() => quick.count()).toBe(0);
    await expect.poll(() => status.getAttribute('data-state')).toBe('thinking');
    expect(await status.textContent()).toBe('Thinking…');
    const input = chat.getByLabel('Message to Crystal');
    expect(await input.isDisabled()).toBe(true);
    release();
    const messages = chat.getByTestId('chat-message');
    await expect.poll(() => messages.count(), { timeout: 15_000 }).toBe(2);
    expect(await messages.nth(0).getByTestId('chat-text').textContent()).toBe('What will I spend next month?');
    expect(await messages.nth(1).getAttribute('data-role')).toBe('assistant');
    expect(await messages.nth(1).getAttribute('data-source')).toBe('builtin');
    expect((await messages.nth(1).getByTestId('chat-text').textContent())!.length).toBeGreaterThan(0);
    await expect.poll(() => status.getAttribute('data-state')).toBe('connected');
    await page.unroute('**/api/chat/crystal/messages');
    // they stay away after the reply; the chat box's rules still hold (blank is never sent)
    expect(await quick.count()).toBe(0);
    await input.fill('   ');
    await input.press('Enter');
    expect(await messages.count()).toBe(2);
    await input.fill('');

    // attach: the file input takes Byte's formats; the chip's bar follows the bytes really sent
    const attach = chat.getByTestId('attach-input');
    expect(await attach.getAttribute('accept')).toBe('.pdf,.csv,.tsv,.xlsx,.xls,.txt,.jpg,.jpeg,.png,.ofx,.qfx,.qif');
    await chat.evaluate((el) => {
      const seen: number[] = [];
      (window as unknown as { seenProgress: number[] }).seenProgress = seen;
      new MutationObserver(() => {
        const bar = el.querySelector('[data-testid="attachment-progress"]');
        if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
      }).observe(el, { subtree: true, attributes: true, childList: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
    await attach.setInputFiles(await statement());
    const chip = chat.getByTestId('attachment-chip').filter({ hasText: 'phone-statement.csv' });
    await expect.poll(() => chip.getAttribute('data-state'), { timeout: 20_000 }).toBe('accepted');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(await chip.getByTestId('attachment-progress').getAttribute('aria-valuenow')).toBe('100');
    expect(await chip.getByTestId('attachment-percent').textContent()).toBe('Uploaded 100%');
    const seen = await page.evaluate(() => (window as unknown as { seenProgress: number[] }).seenProgress);
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b)); // never backwards
    // … and Byte imports it: the chip follows the document, the API has it completed
    const doc = chip.getByTestId('attachment-document');
    await expect.poll(() => doc.getAttribute('data-status'), { timeout: 60_000 }).toBe('completed');
    expect(await doc.textContent()).toBe(`Imported ${ROWS.toLocaleString('en-US')} transactions`);
    const { documents } = (await (await page.request.get(`${stack.server.url}/api/documents`)).json()) as { documents: DocumentDto[] };
    expect(documents.map((d) => [d.fileName, d.status, d.imported])).toEqual([['phone-statement.csv', 'completed', ROWS]]);
    // the page behind now has figures wider than the phone; the chat still fills the screen exactly
    expect(await chat.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    // the camera: a photo input that asks for the back camera (a phone gets it)
    const camera = chat.locator('input[type="file"][capture="environment"]');
    expect(await camera.count()).toBe(1);
    expect(await camera.getAttribute('accept')).toBe('image/*');
    expect(await chat.getByRole('button', { name: 'Take a photo of a receipt' }).isVisible()).toBe(true);

    // close: back on the page, the crown focused again
    await chat.getByRole('button', { name: 'Close chat' }).tap();
    await expect.poll(() => chat.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(route);
    expect(await crown.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // on the dashboard the chat is Prime's, who routes like the crown: Ledger's page, the question handed over
    await page.getByRole('link', { name: 'Dashboard' }).tap();
    await page.waitForURL(/\/dashboard$/);
    await crown.tap();
    const prime = page.getByRole('dialog', { name: 'Prime' });
    await prime.waitFor();
    expect(await prime.getByTestId('quick-actions').count()).toBe(1);
    const question = prime.getByLabel('Your question for Prime');
    await question.fill('I need help with my taxes');
    await prime.getByRole('button', { name: 'Send' }).tap();
    expect(await prime.getByTestId('quick-actions').count()).toBe(0);
    await prime.getByTestId('prime-reply').filter({ hasText: 'Ledger is best for that. Opening Ledger…' }).waitFor();
    await page.waitForURL(/\/dashboard\/tax-assistant$/);
    await expect.poll(() => prime.count()).toBe(0);
    const ledger = page.getByTestId('employee-chat').getByTestId('chat-message');
    await expect.poll(() => ledger.count(), { timeout: 15_000 }).toBe(2);
    expect(await ledger.nth(0).getByTestId('chat-text').textContent()).toBe('I need help with my taxes');

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('keeps the small panel on a wide screen and shows no camera button on a desktop browser', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard', email, password);
    await page.getByRole('button', { name: 'Ask Prime', exact: true }).click();
    await page.getByTestId('prime-panel').waitFor();
    expect(await page.getByTestId('mobile-chat').count()).toBe(0);
    await page.keyboard.press('Escape');

    // a narrow desktop window gets the full-screen chat, without the camera (not a phone)
    await page.setViewportSize({ width: 600, height: 800 });
    await page.getByRole('button', { name: 'Ask Prime', exact: true }).click();
    const chat = page.getByTestId('mobile-chat');
    await chat.waitFor();
    expect(await chat.getByTestId('attach-button').isVisible()).toBe(true);
    expect(await chat.locator('input[capture]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => chat.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
