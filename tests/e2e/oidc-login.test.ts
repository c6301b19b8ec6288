// In the browser: "Continue with Google" shows only when Google is configured; it goes through the
// (fake) provider and lands on the dashboard signed in with the token's name, or back where the
// login page was asked to return; Apple's form_post comes back through the server's 303; an account
// with two-factor authentication asks for the code on /auth/callback; a refusal says why, with the
// way back to /login; an account made through Google sets its first password in the settings.
import { exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TwoFactorSetupDto } from '../../core/settings/api.ts';
import { totp, TOTP_STEP_SECONDS } from '../../core/auth/totp.ts';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, watchConsole } from '../support/browser.ts';
import { FakeOidc } from '../support/fake-oidc.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let plain: Stack;
let google: FakeOidc;
let apple: FakeOidc;
let browser: Browser;

/** the browser logs refused requests (a 4xx of the API) itself; nothing else may fail */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[0-9]/.test(e));

beforeAll(async () => {
  google = await FakeOidc.start({ kind: 'google', clientId: 'e2e-google-client', clientSecret: 'e2e-google-secret' });
  const keys = await generateKeyPair('ES256', { extractable: true });
  apple = await FakeOidc.start({ kind: 'apple', clientId: 'app.e2e.web', apple: { publicKey: keys.publicKey, teamId: 'E2ETEAM', keyId: 'E2EKEY' } });
  stack = await startStack({
    workers: false,
    env: {
      GOOGLE_CLIENT_ID: 'e2e-google-client',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_ISSUER: google.issuer,
      APPLE_CLIENT_ID: 'app.e2e.web',
      APPLE_TEAM_ID: 'E2ETEAM',
      APPLE_KEY_ID: 'E2EKEY',
      APPLE_PRIVATE_KEY: await exportPKCS8(keys.privateKey),
      APPLE_ISSUER: apple.issuer,
    },
  });
  plain = await startStack({ workers: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await plain?.close();
  await stack?.close();
  await google?.close();
  await apple?.close();
});

describe('sign in with Google or Apple', () => {
  it('shows no Google button when Google is not configured', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await page.goto(`${plain.server.url}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    // the providers' answer has come (an empty list): still no button
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: /Continue with/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('goes through Google and lands on the dashboard signed in with the name from the token', async () => {
    const email = uniqueEmail('e2e-google');
    google.script({ identity: { sub: `g-${email}`, email, email_verified: true, name: 'Gina Google' } });
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${stack.server.url}/login`);
    const button = page.getByRole('link', { name: 'Continue with Google' });
    await button.waitFor();
    expect(await page.getByRole('link', { name: 'Continue with Apple' }).count()).toBe(1);
    await button.click();
    await page.waitForURL(`${stack.server.url}/dashboard`);
    await page.getByTestId('user-full-name').filter({ hasText: 'Gina Google' }).waitFor();
    expect(unexpected(errors)).toEqual([]);

    // an account made through Google has no password yet: the settings set the first one
    await page.goto(`${stack.server.url}/dashboard/settings`);
    const section = page.getByTestId('settings-password');
    await section.getByRole('heading', { name: 'Set a password' }).waitFor();
    expect(await section.getByLabel('Current password').count()).toBe(0);
    await section.getByLabel('New password', { exact: true }).fill('my first password');
    await section.getByLabel('Repeat the new password').fill('my first password');
    await section.getByRole('button', { name: 'Set password' }).click();
    await section.getByText('Your password is set.').waitFor();
    await section.getByRole('heading', { name: 'Change password' }).waitFor();
    expect((await stack.client().json('POST', '/api/auth/login', { email, password: 'my first password' })).status).toBe(200);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 60_000);

  it('returns to the page the login was asked for', async () => {
    const email = uniqueEmail('e2e-next');
    google.script({ identity: { sub: `g-${email}`, email, email_verified: true, name: 'Nora Next' } });
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${stack.server.url}/dashboard/transactions`);
    await page.waitForURL(/\/login\?next=%2Fdashboard%2Ftransactions$/);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${stack.server.url}/dashboard/transactions`);
    await page.getByTestId('user-full-name').filter({ hasText: 'Nora Next' }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 60_000);

  it("comes back from Apple's form_post and signs in with the name Apple posted", async () => {
    const email = `${uniqueEmail('e2e-apple').split('@')[0]}@privaterelay.appleid.com`;
    apple.script({ identity: { sub: `001.${email}`, email, email_verified: 'true' }, appleUser: { firstName: 'Alma', lastName: 'Apple' } });
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${stack.server.url}/signup`);
    await page.getByRole('link', { name: 'Continue with Apple' }).click();
    await page.waitForURL(`${stack.server.url}/dashboard`);
    await page.getByTestId('user-full-name').filter({ hasText: 'Alma Apple' }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 60_000);

  it('asks for the two-factor code on the way back when the account has it on', async () => {
    const email = uniqueEmail('e2e-oidc-2fa');
    const client = stack.client();
    await client.signup(email, 'correct horse battery', 'Tess Twofactor');
    const secret = (await client.json<TwoFactorSetupDto>('POST', '/api/settings/2fa/setup')).body.secret;
    await client.json('POST', '/api/settings/2fa/enable', { code: totp(secret, Date.now() - TOTP_STEP_SECONDS * 1000) });
    google.script({ identity: { sub: `g-${email}`, email, email_verified: true, name: 'Tess' } });

    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${stack.server.url}/login?next=%2Fdashboard%2Fsettings`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    expect(page.url()).toMatch(/\/auth\/callback\?/);
    await code.fill(totp(secret, Date.now()));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${stack.server.url}/dashboard/settings`);
    await page.getByTestId('user-full-name').filter({ hasText: 'Tess Twofactor' }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 60_000);

  it('says what went wrong and leads back to the login page', async () => {
    google.script({ identity: { sub: 'never' }, failure: 'access_denied' });
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${stack.server.url}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByRole('alert').filter({ hasText: 'Google said: access_denied' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sign-in did not work' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to log in' }).click();
    await page.waitForURL(`${stack.server.url}/login`);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 60_000);
});
