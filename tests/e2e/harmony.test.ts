// In the browser: Harmony's floating note from a real grocery spike. "Let's Talk About It" opens her
// page with the conversation it started (her greeting first) and she answers with the same figure;
// the close icon clears the note. Either way a reload shows no note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { NudgeDto } from '../../core/harmony/api.ts';
import { monthName } from '../../core/chat/format.ts';
import { employeeProfile } from '../../core/employees.ts';
import { formatCents } from '../../core/money.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { launchBrowser, watchConsole, logInThroughForm } from '../support/browser.ts';
import { householdStatement } from '../support/household.ts';
import { importFile, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const password = 'correct horse battery';
const today = new Date().toISOString().slice(0, 10);
const thisMonth = today.slice(0, 7);
const HARMONY_ROUTE = employeeProfile('harmony').dashboardRoute;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function signUp(tag: string): Promise<{ client: ApiClient; email: string }> {
  const client = stack.client();
  const email = uniqueEmail(tag);
  await client.signup(email, password, 'Avery Calm');
  return { client, email };
}

async function importHousehold(client: ApiClient) {
  await importFile(client, 'household.csv', householdStatement(today));
}

/** The note the dashboard would show, read through the API (that records a visit too). */
async function spikeNudge(client: ApiClient): Promise<{ nudge: NudgeDto; amount: string }> {
  const { status, body } = await client.json<{ nudge: NudgeDto | null }>('GET', '/api/harmony/nudge');
  expect(status).toBe(200);
  const nudge = body.nudge!;
  expect(nudge).toMatchObject({ kind: 'spending_spike', context: { kind: 'spending_spike', category: 'Food & Dining', month: thisMonth } });
  if (nudge.context.kind !== 'spending_spike') throw new Error('not a spike');
  return { nudge, amount: formatCents(nudge.context.amountCents) };
}

async function logIn(page: Page, email: string) {
  await logInThroughForm(page, stack.server.url, '/dashboard', email, password);
}

/** Reloads the dashboard and waits until its nudge request has been answered. */
async function reloadDashboard(page: Page): Promise<NudgeDto | null> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/harmony/nudge' && r.ok());
  await page.goto(`${stack.server.url}/dashboard`);
  const { nudge } = (await (await answered).json()) as { nudge: NudgeDto | null };
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return nudge;
}

describe("Harmony's note in the browser", () => {
  it('shows the spike, opens her page with the greeting, answers with the same amount, and stays cleared', async () => {
    const { client, email } = await signUp('e2e-harmony-talk');
    await importHousehold(client);
    const { nudge, amount } = await spikeNudge(client);
    expect(nudge.message).toContain(`Food & Dining reached ${amount} in ${monthName(thisMonth)}`);

    const page = await browser.newPage();
    const errors = watchConsole(page);
    await logIn(page, email);

    const card = page.getByRole('region', { name: 'Harmony' });
    await card.waitFor();
    expect(await card.getAttribute('data-nudge-id')).toBe(nudge.id);
    expect(await card.getByTestId('harmony-message').textContent()).toBe(nudge.message);
    expect(await card.textContent()).toContain('Harmony');
    // her avatar: the emoji where the browser can draw it, else her initial (no empty box)
    const avatar = card.getByTestId('employee-avatar');
    expect(await avatar.getAttribute('data-emoji')).toBe('🧘');
    expect(await avatar.textContent()).toBe((await avatar.getAttribute('data-avatar')) === 'emoji' ? '🧘' : 'H');
    await card.getByRole('button', { name: "Dismiss Harmony's note" }).waitFor();

    await card.getByRole('button', { name: "Let's Talk About It" }).click();
    await page.waitForURL(new RegExp(`${HARMONY_ROUTE.replace(/\//g, '\\/')}\\?conversation=[0-9a-f-]+$`));
    await expect.poll(() => card.count()).toBe(0);
    await page.getByRole('heading', { name: 'Harmony', level: 1 }).waitFor();

    // the conversation the note started: her greeting first, by the spike's figures
    const chat = page.getByTestId('employee-chat');
    const messages = chat.getByTestId('chat-message');
    await expect.poll(() => messages.count()).toBe(1);
    expect(await messages.nth(0).getAttribute('data-role')).toBe('assistant');
    const greeting = (await messages.nth(0).getByTestId('chat-text').textContent())!;
    expect(greeting).toMatch(/^Hi, I'm Harmony\. Intelia noticed something in your spending: /);
    expect(greeting).toContain(`Food & Dining reached ${amount}`);
    const current = chat.getByTestId('recent-conversation').filter({ hasText: `Food & Dining in ${monthName(thisMonth)}` });
    await expect.poll(() => current.getAttribute('aria-current')).toBe('true');

    // her built-in reply continues the same conversation with the same amount
    const input = chat.getByLabel('Message to Harmony');
    await input.fill("I'm so stressed about this");
    await input.press('Enter');
    await expect.poll(() => messages.count(), { timeout: 15_000 }).toBe(3);
    expect(await messages.nth(1).getByTestId('chat-text').textContent()).toBe("I'm so stressed about this");
    expect(await messages.nth(2).getAttribute('data-role')).toBe('assistant');
    expect(await messages.nth(2).getAttribute('data-source')).toBe('builtin');
    const reply = (await messages.nth(2).getByTestId('chat-text').textContent())!;
    expect(reply).toMatch(/^That feeling makes sense\./);
    expect(reply).toContain(amount);
    await expect.poll(() => current.textContent()).toContain('3 messages');

    // "New conversation" leaves it and drops it from the address
    await chat.getByTestId('new-conversation').click();
    await expect.poll(() => messages.count()).toBe(0);
    await page.waitForURL(new RegExp(`${HARMONY_ROUTE.replace(/\//g, '\\/')}$`));

    // cleared: the dashboard shows no note any more
    expect(await reloadDashboard(page)).toBeNull();
    expect(await page.getByTestId('harmony-card').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('appears when an import completes, and the close icon clears it for good', async () => {
    const { client, email } = await signUp('e2e-harmony-dismiss');
    const page = await browser.newPage();
    const errors = watchConsole(page);
    const firstLoad = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/harmony/nudge' && r.ok());
    await logIn(page, email);
    expect(((await (await firstLoad).json()) as { nudge: NudgeDto | null }).nudge).toBeNull();
    expect(await page.getByTestId('harmony-card').count()).toBe(0);

    // the import's 'document:done' brings the note in without a reload
    await importHousehold(client);
    const card = page.getByRole('region', { name: 'Harmony' });
    await card.waitFor({ timeout: 15_000 });
    const { nudge } = await spikeNudge(client);
    expect(await card.getByTestId('harmony-message').textContent()).toBe(nudge.message);

    const cleared = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/harmony/nudges/${nudge.id}/clear`);
    await card.getByRole('button', { name: "Dismiss Harmony's note" }).click();
    expect((await cleared).status()).toBe(204);
    await expect.poll(() => card.count()).toBe(0);
    expect(page.url()).toMatch(/\/dashboard$/);

    expect(await reloadDashboard(page)).toBeNull();
    expect(await page.getByTestId('harmony-card').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
