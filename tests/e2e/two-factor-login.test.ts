// In the browser: a user with two-factor authentication on logs in with the password, then the
// code from their authenticator; a wrong code is refused with the server's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TwoFactorSetupDto } from '../../core/settings/api.ts';
import { totp, TOTP_STEP_SECONDS } from '../../core/auth/totp.ts';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, watchConsole } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
let secret: string;
const email = uniqueEmail('e2e-2fa');
const password = 'correct horse battery';

beforeAll(async () => {
  stack = await startStack({ workers: false });
  const client = stack.client();
  await client.signup(email, password, 'Sam Secure');
  secret = (await client.json<TwoFactorSetupDto>('POST', '/api/settings/2fa/setup')).body.secret;
  // enabling uses the previous step's code, so the login below can use the current one (a code is single-use)
  const enabled = await client.json('POST', '/api/settings/2fa/enable', { code: totp(secret, Date.now() - TOTP_STEP_SECONDS * 1000) });
  expect(enabled.status).toBe(200);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('two-factor login', () => {
  it('asks for the code after the password and signs in only with a right one', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await page.goto(`${stack.server.url}/dashboard`);
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();

    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    expect(page.url()).toMatch(/\/login/);
    const right = totp(secret, Date.now());
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').waitFor();
    expect(page.url()).toMatch(/\/login/);

    await code.fill(totp(secret, Date.now()));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('user-full-name').filter({ hasText: 'Sam Secure' }).waitFor();
    // the browser logs the refused code's 401 itself; nothing else may fail
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await page.close();
  }, 60_000);
});
