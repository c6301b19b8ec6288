// In the browser (desktop): the sidebar's "AI Team" opens the AI Employee Team modal. Its tablist
// answers the arrow keys, Byte's tab imports a CSV through the real pipeline and counts the
// documents, Crystal's tab answers from the built-in responder, Prime's tab routes a question to
// Ledger's page with the question handed over, and Escape closes the modal.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { DocumentDto } from '../../core/documents/api.ts';
import { STEP_KEYS } from '../../core/steps.ts';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const email = uniqueEmail('e2e-team-modal');
const password = 'correct horse battery';
const TAB_NAMES = ['Prime', 'Byte', 'Crystal', 'Tag', 'Ledger', 'Blitz', 'Goalie'];

beforeAll(async () => {
  stack = await startStack();
  await stack.client().signup(email, password, 'Robin Team');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** The name of the tab that has the keyboard focus ('' when focus is elsewhere). */
const focusedTab = (page: Page) =>
  page.evaluate(() => (document.activeElement?.getAttribute('role') === 'tab' ? (document.activeElement.textContent ?? '') : ''));

async function smallStatement(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pf-e2e-team-'));
  const file = path.join(dir, 'team-modal-statement.csv');
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(
    file,
    `Date,Description,Amount,Account\n${today},WHOLE FOODS MARKET 10,-54.20,Checking\n${today},NETFLIX.COM,-15.49,Checking\n${today},ACME CORP PAYROLL,2400.00,Checking\n`,
  );
  return file;
}

describe('the AI Employee Team modal', () => {
  it('moves between tabs with the keyboard, imports through Byte, chats with Crystal, routes through Prime and closes on Escape', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard', email, password);
    await page.getByText('Live', { exact: true }).waitFor();

    const opener = page.getByRole('button', { name: 'AI Team', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'AI Employee Team' });
    await modal.waitFor();

    // a tablist of the seven, Prime selected and focused; the arrow keys, Home and End move and select
    const tabs = modal.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(TAB_NAMES.map((n) => expect.stringContaining(n)));
    expect(await modal.getByRole('tablist').count()).toBe(1);
    await expect.poll(() => focusedTab(page)).toContain('Prime');
    for (const name of [...TAB_NAMES.slice(1), 'Prime']) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focusedTab(page)).toContain(name);
      const tab = modal.getByRole('tab', { name });
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      expect(await tab.getAttribute('tabindex')).toBe('0');
      expect(await modal.getByRole('tabpanel', { name }).isVisible()).toBe(true);
      expect(await modal.getByRole('tabpanel').count()).toBe(1); // the others are hidden
    }
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedTab(page)).toContain('Goalie');
    await page.keyboard.press('Home');
    await expect.poll(() => focusedTab(page)).toContain('Prime');
    await page.keyboard.press('End');
    await expect.poll(() => focusedTab(page)).toContain('Goalie');
    await modal.getByRole('tabpanel', { name: 'Goalie' }).getByLabel('Message to Goalie').waitFor();

    // Byte: choose a CSV, upload it with its progress, watch its steps complete, and the count go up
    await modal.getByRole('tab', { name: 'Byte' }).click();
    const byte = modal.getByRole('tabpanel', { name: 'Byte' });
    const count = byte.getByTestId('byte-document-count');
    await expect.poll(() => count.getAttribute('data-count')).toBe('0');
    expect(await count.textContent()).toBe('0 documents imported so far');
    await byte.locator('input[type="file"]').setInputFiles(await smallStatement());
    await expect.poll(() => byte.getByTestId('byte-selected-count').textContent()).toBe('1 file selected');
    await byte.getByRole('button', { name: 'Upload 1 file' }).click();
    const upload = byte.getByTestId('byte-upload').filter({ hasText: 'team-modal-statement.csv' });
    await expect.poll(() => upload.getAttribute('data-state')).toBe('accepted');
    expect(await upload.getByTestId('byte-upload-percent').textContent()).toBe('100%');
    expect(await upload.getByRole('progressbar', { name: 'Upload progress for team-modal-statement.csv' }).getAttribute('aria-valuenow')).toBe('100');
    const progress = upload.getByTestId('document-progress');
    await expect.poll(() => progress.getAttribute('data-status'), { timeout: 30_000 }).toBe('completed');
    for (const key of STEP_KEYS) {
      expect(['completed', 'skipped']).toContain(await progress.getByTestId(`step-${key}`).getAttribute('data-status'));
    }
    expect(await progress.getByTestId('step-complete').getAttribute('data-status')).toBe('completed');
    expect(await progress.getByTestId('overall-progress').textContent()).toBe('100%');
    await expect.poll(() => count.getAttribute('data-count')).toBe('1');
    expect(await count.textContent()).toBe('1 document imported so far');
    const { documents } = (await (await page.request.get(`${stack.server.url}/api/documents`)).json()) as { documents: DocumentDto[] };
    expect(documents.map((d) => [d.fileName, d.status, d.imported])).toEqual([['team-modal-statement.csv', 'completed', 3]]);

    // Crystal answers in her tab from the built-in responder
    await modal.getByRole('tab', { name: 'Crystal' }).click();
    const crystal = modal.getByRole('tabpanel', { name: 'Crystal' });
    const input = crystal.getByLabel('Message to Crystal');
    await input.fill('How is my spending trending?');
    await input.press('Enter');
    const messages = crystal.getByTestId('chat-message');
    await expect.poll(() => messages.count(), { timeout: 15_000 }).toBe(2);
    expect(await messages.nth(0).getByTestId('chat-text').textContent()).toBe('How is my spending trending?');
    expect(await messages.nth(1).getAttribute('data-role')).toBe('assistant');
    expect(await messages.nth(1).getAttribute('data-source')).toBe('builtin');
    expect((await messages.nth(1).getByTestId('chat-text').textContent())!.length).toBeGreaterThan(0);

    // the upload and the conversation are still there after moving between tabs
    await modal.getByRole('tab', { name: 'Byte' }).click();
    expect(await byte.getByTestId('document-progress').getAttribute('data-status')).toBe('completed');
    await modal.getByRole('tab', { name: 'Crystal' }).click();
    expect(await messages.count()).toBe(2);

    // Prime routes like the crown: Ledger's page opens, the modal closes, Ledger answers the question
    await modal.getByRole('tab', { name: 'Prime' }).click();
    const prime = modal.getByRole('tabpanel', { name: 'Prime' });
    const question = prime.getByLabel('Your question for Prime');
    await question.fill('I need help with my taxes');
    await question.press('Enter');
    await prime.getByTestId('prime-reply').filter({ hasText: 'Ledger is best for that. Opening Ledger…' }).waitFor();
    await page.waitForURL(/\/dashboard\/tax-assistant$/);
    await expect.poll(() => modal.count()).toBe(0);
    const chat = page.getByTestId('employee-chat');
    await chat.getByTestId('chat-handoff-note').filter({ hasText: 'Prime handed over your question' }).waitFor();
    const ledger = chat.getByTestId('chat-message');
    await expect.poll(() => ledger.count(), { timeout: 15_000 }).toBe(2);
    expect(await ledger.nth(0).getByTestId('chat-text').textContent()).toBe('I need help with my taxes');
    expect(await ledger.nth(1).getAttribute('data-role')).toBe('assistant');
    expect(await page.evaluate(() => window.sessionStorage.getItem('prime-handoff'))).toBeNull();

    // Escape closes the modal and gives the focus back to the button; Tab stays inside while open
    await opener.click();
    await modal.waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
