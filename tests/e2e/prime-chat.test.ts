// In the browser: the crown asks Prime, Prime hands the question to Ledger, whose chat sends it
// once (a reload does not send it again), the chat box's rules, and the executive panel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PrimeAskResult } from '../../core/prime/api.ts';
import { uniqueEmail } from '../support/api.ts';
import { FakeOpenAI } from '../support/fake-openai.ts';
import { launchBrowser, watchConsole, logInThroughForm } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const email = uniqueEmail('e2e-prime');
const password = 'correct horse battery';
const QUESTION = 'I need help with my taxes';

beforeAll(async () => {
  stack = await startStack({ workers: false });
  await stack.client().signup(email, password, 'Casey Prime');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function logIn(page: Page, path: string) {
  await logInThroughForm(page, stack.server.url, path, email, password);
}

const storedHandoff = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('prime-handoff'));

describe('Prime and the employee chat in the browser', () => {
  it('routes a question to Ledger, who answers it once, and keeps the chat box rules', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await logIn(page, '/dashboard');

    // the crown opens Prime's panel with the question box focused; Escape and a click outside close it
    const crown = page.getByRole('button', { name: 'Ask Prime', exact: true });
    await crown.click();
    const panel = page.getByTestId('prime-panel');
    await panel.waitFor();
    const primeInput = panel.getByLabel('Your question for Prime');
    await expect.poll(() => primeInput.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await crown.click();
    await panel.waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => panel.count()).toBe(0);

    // Prime routes the question; the page opens after the delay with the handoff in session storage
    await crown.click();
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/prime/ask') && r.request().method() === 'POST');
    await primeInput.fill(QUESTION);
    await primeInput.press('Enter');
    const result = (await (await asked).json()) as PrimeAskResult;
    expect(result).toMatchObject({ kind: 'route', employee: 'ledger', route: '/dashboard/tax-assistant' });
    expect(result.handoffId).toBeTruthy();
    await panel.getByTestId('prime-reply').filter({ hasText: 'Ledger is best for that. Opening Ledger…' }).waitFor();
    await page.waitForURL(/\/dashboard\/tax-assistant$/);

    // Ledger's page takes the question: the first user message, then an assistant reply
    const chat = page.getByTestId('employee-chat');
    await page.getByRole('heading', { name: 'Tax Assistant', level: 1 }).waitFor();
    await chat.getByTestId('chat-handoff-note').filter({ hasText: 'Prime handed over your question' }).waitFor();
    const messages = chat.getByTestId('chat-message');
    await expect.poll(() => messages.count(), { timeout: 15_000 }).toBe(2);
    expect(await messages.nth(0).getAttribute('data-role')).toBe('user');
    expect(await messages.nth(0).getByTestId('chat-text').textContent()).toBe(QUESTION);
    expect(await messages.nth(1).getAttribute('data-role')).toBe('assistant');
    expect(await messages.nth(1).getAttribute('data-source')).toBe('builtin');
    expect((await messages.nth(1).getByTestId('chat-text').textContent())!.length).toBeGreaterThan(0);
    expect(await storedHandoff(page)).toBeNull();
    await chat.getByTestId('recent-conversation').filter({ hasText: QUESTION }).waitFor();

    // a reload does not send it again (the handoff was taken and used)
    await page.reload();
    await chat.getByTestId('recent-conversation').first().waitFor();
    expect(await chat.getByTestId('recent-conversation').count()).toBe(1);
    expect(await messages.count()).toBe(0);
    expect(await chat.getByTestId('chat-handoff-note').count()).toBe(0);

    // the same handoff put back by hand is refused by the server, quietly, and nothing is sent
    await page.evaluate((id) => window.sessionStorage.setItem('prime-handoff', JSON.stringify({ id, employee: 'ledger' })), result.handoffId);
    await page.reload();
    await chat.getByTestId('chat-handoff-problem').filter({ hasText: 'This handoff has already been opened.' }).waitFor();
    expect(await storedHandoff(page)).toBeNull();
    expect(await messages.count()).toBe(0);
    expect(await chat.getByTestId('recent-conversation').count()).toBe(1);

    // the earlier conversation reopens from the list
    await chat.getByTestId('recent-conversation').first().click();
    await expect.poll(() => messages.count()).toBe(2);
    await chat.getByTestId('new-conversation').click();
    await expect.poll(() => messages.count()).toBe(0);

    // chat box rules: blank is never sent, Shift+Enter breaks the line, Enter sends
    const input = chat.getByLabel('Message to Ledger');
    const send = chat.getByTestId('chat-send');
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   \n  ');
    expect(await send.isDisabled()).toBe(true);
    await input.press('Enter');
    await input.press('Enter');
    expect(await messages.count()).toBe(0);
    await input.fill('');
    await input.pressSequentially('How much tax do I owe');
    await input.press('Shift+Enter');
    await input.pressSequentially('this quarter?');
    expect(await input.inputValue()).toBe('How much tax do I owe\nthis quarter?');
    expect(await send.isDisabled()).toBe(false);

    // while the reply is pending the box and the button are disabled (the reply is held back a little)
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat/ledger/messages', async (route) => {
      await held;
      await route.continue();
    });
    await input.press('Enter');
    await chat.getByTestId('chat-pending').filter({ hasText: 'Ledger is thinking...' }).waitFor();
    expect(await input.isDisabled()).toBe(true);
    expect(await send.isDisabled()).toBe(true);
    expect(await input.inputValue()).toBe('');
    release();
    await expect.poll(() => messages.count(), { timeout: 15_000 }).toBe(2);
    expect(await messages.nth(0).getByTestId('chat-text').textContent()).toBe('How much tax do I owe\nthis quarter?');
    await expect.poll(() => input.isDisabled()).toBe(false);
    await page.unroute('**/api/chat/ledger/messages');

    // the one error is Chromium logging the refused claim above (410), which the page handled
    expect(errors).toEqual([expect.stringContaining('the server responded with a status of 410')]);
    await page.close();
  }, 90_000);

  it('shows the executive panel for "show dashboard" without asking the server', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await logIn(page, '/dashboard/team-room');
    const asks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/prime/ask')) asks.push(r.url());
    });

    await page.getByRole('button', { name: 'Ask Prime', exact: true }).click();
    const panel = page.getByTestId('prime-panel');
    const input = panel.getByLabel('Your question for Prime');
    await input.fill('Show Dashboard');
    await input.press('Enter');
    const exec = panel.getByTestId('executive-panel');
    await exec.waitFor();
    await expect.poll(() => exec.getByTestId('executive-employee').count()).toBe(4);
    for (const name of ['Byte', 'Tag', 'Crystal', 'Intelia']) {
      await exec.getByTestId('executive-employee').filter({ hasText: name }).filter({ hasText: 'Idle' }).waitFor();
    }
    await exec.getByTestId('executive-no-activity').waitFor();
    // the boss's summary is the server's, computed from this user's real tasks
    const boss = (await (await page.request.get(`${stack.server.url}/api/team/boss`)).json()) as { summary: string };
    await expect.poll(() => exec.getByTestId('boss-summary').textContent()).toBe(boss.summary);
    expect(asks).toEqual([]);

    // the old assistant address leads to Finley
    await page.goto(`${stack.server.url}/dashboard/ai-assistant`);
    await page.waitForURL(/\/dashboard\/ai-financial-assistant$/);
    await page.getByRole('heading', { name: 'Finley', level: 1 }).waitFor();
    await page.getByTestId('employee-not-built').filter({ hasText: "Finley's own tools are not built yet" }).waitFor();
    await page.getByTestId('sidebar-nav').getByRole('link', { name: 'Tax Assistant' }).click();
    await page.waitForURL(/\/dashboard\/tax-assistant$/);
    await page.getByRole('heading', { name: 'Tax Assistant', level: 1 }).waitFor();

    // a handoff to Byte opens the "Ask Byte" section of Smart Import by itself and sends the question
    const upload = 'How do I upload my bank statement?';
    await page.getByRole('button', { name: 'Ask Prime', exact: true }).click();
    await input.fill(upload);
    await input.press('Enter');
    await panel.getByTestId('prime-reply').filter({ hasText: 'Byte is best for that. Opening Byte…' }).waitFor();
    await page.waitForURL(/\/dashboard\/smart-import-ai$/);
    const ask = page.locator('[data-testid="ask-section"][data-employee="byte"]');
    await expect.poll(() => ask.getByTestId('ask-toggle').getAttribute('aria-expanded')).toBe('true');
    const byteMessages = ask.getByTestId('chat-message');
    await expect.poll(() => byteMessages.count(), { timeout: 15_000 }).toBe(2);
    expect(await byteMessages.nth(0).getByTestId('chat-text').textContent()).toBe(upload);
    expect(await byteMessages.nth(1).getAttribute('data-role')).toBe('assistant');

    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('a streamed reply in the browser (OpenAI-compatible server on loopback)', () => {
  let llmStack: Stack;
  let fake: FakeOpenAI;
  const llmEmail = uniqueEmail('e2e-stream');

  beforeAll(async () => {
    fake = await FakeOpenAI.start();
    llmStack = await startStack({
      workers: false,
      env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_TIMEOUT_MS: '1500', OPENAI_MAX_RETRIES: '0' },
    });
    await llmStack.client().signup(llmEmail, password, 'Sam Stream');
  });
  afterAll(async () => {
    await llmStack?.close();
    await fake?.close();
  });

  it('shows the tokens as they arrive, then the finished reply; a failed reply is shown as an error', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await page.goto(`${llmStack.server.url}/dashboard/goal-concierge`);
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email').fill(llmEmail);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard\/goal-concierge$/);
    await page.getByText('Live', { exact: true }).waitFor();

    const chat = page.getByTestId('employee-chat');
    const input = chat.getByLabel('Message to Goalie');
    const messages = chat.getByTestId('chat-message');

    // the model sends one token and goes quiet: the token shows while the reply is pending
    fake.script({ stallAfterFirstToken: true, tokens: ['Saving for', ' a house'] });
    await input.fill('Help me save for a house');
    await input.press('Enter');
    await chat.getByTestId('chat-pending').filter({ hasText: 'Saving for' }).waitFor();
    expect(await messages.count()).toBe(1);
    // … until the server gives up on it: the reply is the persona's error message, styled as one
    await expect.poll(() => messages.count(), { timeout: 10_000 }).toBe(2);
    expect(await messages.nth(1).getAttribute('data-source')).toBe('error');
    expect(await messages.nth(1).evaluate((el) => el.classList.contains('chat-bubble-error'))).toBe(true);

    // a whole stream: the reply is the streamed text, with the data it was given
    fake.script({ tokens: ['Put', ' $200', ' a month', ' aside.'] });
    await expect.poll(() => input.isDisabled()).toBe(false);
    await input.fill('How much should I save?');
    await input.press('Enter');
    await expect.poll(() => messages.count(), { timeout: 10_000 }).toBe(4);
    expect(await messages.nth(3).getAttribute('data-source')).toBe('llm');
    expect(await messages.nth(3).getByTestId('chat-text').textContent()).toBe('Put $200 a month aside.');
    expect(await messages.nth(3).getByTestId('chat-based-on').textContent()).toMatch(/^Based on: /);
    expect(fake.requests.length).toBe(2);

    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
