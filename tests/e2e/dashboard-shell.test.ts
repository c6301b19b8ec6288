// In the browser: the dashboard shell. Every route of the table at desktop (1280×800) and on a
// phone (390×844, touch, mobile user agent) shows its title with no console error; redirects and
// aliases; the sidebar's collapse survives a reload; the bell counts the real unread activity and
// follows it live; the user menu; the extra-wide live panel; the phone's bottom bar (Import opens
// Byte's upload, AI Chat is named after the page's employee), drawer and pull-to-refresh; a page
// that fails to load; an anonymous visit goes through /login and back; the settings (name, a phone
// refused, password, two-factor set up); deleting the account ends on /login for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DashboardStatsDto, NotificationsDto } from '../../core/dashboard/api.ts';
import { PHONE_HINT } from '../../core/auth/phone.ts';
import { totp } from '../../core/auth/totp.ts';
import { DASHBOARD_ROUTES, type DashboardRoute } from '../../core/site/dashboard-nav.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
let client: ApiClient;
const email = uniqueEmail('e2e-shell');
const password = 'correct horse battery';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: IPHONE_UA };

const today = new Date().toISOString().slice(0, 10);
const badge = (n: number) => (n > 99 ? '99+' : String(n));

beforeAll(async () => {
  stack = await startStack();
  client = stack.client();
  await client.signup(email, password, 'Morgan Shell');
  await importCsv(client, 'shell-first.csv', [
    `${today},WHOLE FOODS MARKET 10,-54.20,Checking`,
    `${today},NETFLIX.COM,-15.49,Checking`,
    `${today},ACME CORP PAYROLL,2400.00,Checking`,
    // a merchant Tag does not know: Tag's question is what the bell counts (the steps are not)
    `${today},QUILLORA STALL 5,-3.25,Checking`,
  ]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Every address of the table: each route and its aliases, with the route they show. */
const ADDRESSES: { path: string; route: DashboardRoute }[] = DASHBOARD_ROUTES.flatMap((route) =>
  [route.path, ...route.aliases].map((path) => ({ path, route })),
);

async function signedIn(context: BrowserContext, path = '/dashboard'): Promise<Page> {
  const page = await context.newPage();
  await logInThroughForm(page, stack.server.url, path, email, password);
  return page;
}

/** Opens the address and waits until its page (not the fallback) is drawn under the route's title. */
async function visit(page: Page, path: string, title: string) {
  expect((await page.goto(`${stack.server.url}${path}`))?.status(), path).toBe(200);
  await expect.poll(() => page.getByTestId('header-title').textContent(), { timeout: 15_000 }).toBe(title);
  await page.locator('main h1').first().waitFor();
  expect(await page.getByTestId('page-error').count()).toBe(0);
}

describe('every dashboard route', () => {
  it('shows its title on the desktop, with the sidebar entry active, and no console error', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await signedIn(context);
    const errors = watchConsole(page);
    for (const { path, route } of ADDRESSES) {
      await visit(page, path, route.title);
      expect(await page.locator('[data-layout]').getAttribute('data-layout')).toBe('desktop');
      const subtitle = (await page.getByTestId('header-subtitle').textContent())!;
      expect(subtitle).toContain(route.subtitle);
      expect(await page.getByTestId('header-employee').getAttribute('data-employee')).toBe(route.employee);
      const active = page.getByTestId('sidebar-nav').locator('[aria-current="page"]');
      if (route.group) expect(await active.getAttribute('data-route'), path).toBe(route.path);
      else expect(await active.count()).toBe(0);
    }
    // the old addresses lead to the current ones
    for (const [from, to] of [
      ['/dashboard/ai-assistant', '/dashboard/ai-financial-assistant'],
      ['/dashboard/smart-import', '/dashboard/smart-import-ai'],
      ['/reports', '/dashboard/reports'],
    ] as const) {
      await page.goto(`${stack.server.url}${from}`);
      await page.waitForURL(new RegExp(`${to}$`));
      await page.locator('main h1').first().waitFor();
    }
    // the sidebar's six groups, in order
    expect(await page.getByTestId('sidebar-nav').locator('h2').allTextContents()).toEqual([
      'MAIN',
      'AI WORKSPACE',
      'PLANNING & ANALYSIS',
      'ENTERTAINMENT & WELLNESS',
      'BUSINESS & TAX',
      'TOOLS & SETTINGS',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('shows its title on a phone, in the phone layout except where the desktop one is kept, and no console error', async () => {
    const context = await browser.newContext(PHONE);
    const page = await signedIn(context);
    const errors = watchConsole(page);
    for (const { path, route } of ADDRESSES) {
      await visit(page, path, route.title);
      const layout = await page.locator('[data-layout]').getAttribute('data-layout');
      expect(layout, path).toBe(route.desktopOnly ? 'desktop' : 'mobile');
      expect(await page.getByTestId('mobile-bottom-bar').count()).toBe(route.desktopOnly ? 0 : 1);
    }
    // ?forceLayout overrides the screen, for the rest of the visit; ?debugMobile=1 says why
    await page.goto(`${stack.server.url}/dashboard?forceLayout=desktop&debugMobile=1`);
    await page.getByTestId('mobile-debug').getByText('?forceLayout=desktop').waitFor();
    expect(await page.locator('[data-layout]').getAttribute('data-layout')).toBe('desktop');
    await page.goto(`${stack.server.url}/dashboard/transactions`);
    await page.locator('main h1').first().waitFor();
    expect(await page.locator('[data-layout]').getAttribute('data-layout')).toBe('desktop');
    await page.goto(`${stack.server.url}/dashboard/transactions?forceLayout=auto`);
    await page.getByTestId('mobile-bottom-bar').waitFor();
    expect(await page.getByTestId('mobile-debug').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});

/** Emoji and pictographs: a machine without an emoji font draws them as empty boxes. */
const EMOJI = /[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}\u{2194}-\u{21FF}\u{FE0F}]/u;

describe('icons without an emoji font', () => {
  it('every sidebar entry, the AI Team button, the bell and the phone bars draw an SVG icon, and no navigation text is an emoji', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await signedIn(context);
    const errors = watchConsole(page);
    const nav = page.getByTestId('sidebar-nav');
    const entries = nav.locator('a.nav-link');
    await entries.first().waitFor();
    expect(await entries.count()).toBe(DASHBOARD_ROUTES.filter((r) => r.group).length);
    const drawn = await entries.evaluateAll((links) =>
      links.map((a) => {
        const svg = a.querySelector('.nav-icon svg');
        const box = svg?.getBoundingClientRect();
        return { route: a.getAttribute('data-route'), svg: !!box && box.width > 0 && box.height > 0 };
      }),
    );
    expect(drawn.filter((d) => !d.svg)).toEqual([]);
    expect(await nav.textContent()).not.toMatch(EMOJI);
    const sidebar = page.getByTestId('sidebar-desktop');
    expect(await sidebar.textContent()).not.toMatch(EMOJI);
    expect(await page.getByTestId('ai-team-button').locator('svg').count()).toBe(1);
    expect(await page.getByTestId('notification-bell').locator('svg').count()).toBe(1);
    expect(await page.locator('.dash-header-title svg').count()).toBe(1);
    expect(await page.locator('.dash-header-title').textContent()).not.toMatch(EMOJI);

    // the header's employee: the emoji where the browser can draw it, else the initials
    const avatar = page.getByTestId('header-employee').getByTestId('employee-avatar');
    expect(await avatar.getAttribute('data-emoji')).toBe('👑');
    const mode = await avatar.getAttribute('data-avatar');
    expect(await avatar.textContent()).toBe(mode === 'emoji' ? '👑' : 'P');
    expect(errors).toEqual([]);
    await context.close();

    const phone = await browser.newContext(PHONE);
    const mobile = await signedIn(phone);
    const bar = mobile.getByTestId('mobile-bottom-bar');
    await bar.waitFor();
    const items = await bar
      .locator('.bottom-item')
      .evaluateAll((els) =>
        els.map((el) => ({ label: el.textContent, icon: !!el.querySelector('.bottom-icon svg, .bottom-icon [data-testid="employee-avatar"]') })),
      );
    expect(items).toHaveLength(5);
    expect(items.filter((i) => !i.icon)).toEqual([]);
    expect(await mobile.getByTestId('mobile-menu-button').locator('svg').count()).toBe(1);
    const barText = (await bar.textContent()) ?? '';
    const chatAvatar = bar.getByTestId('bottom-chat').getByTestId('employee-avatar');
    if ((await chatAvatar.getAttribute('data-avatar')) === 'initials') expect(barText).not.toMatch(EMOJI);
    await phone.close();
  }, 60_000);
});

describe('the desktop shell', () => {
  it('collapses the sidebar with tooltips and keeps it collapsed after a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await signedIn(context);
    const errors = watchConsole(page);
    const sidebar = page.getByTestId('sidebar-desktop');
    const width = async () => Math.round((await sidebar.boundingBox())!.width);
    expect(await width()).toBe(224);
    expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBeNull();

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(width).toBe(68);
    expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('true');
    await page.reload();
    await page.locator('main h1').first().waitFor();
    await expect.poll(width).toBe(68);
    expect(await sidebar.getAttribute('data-collapsed')).toBe('true');

    // narrow: the names are tooltips, on hover and on keyboard focus; the links keep their names
    await sidebar.getByRole('link', { name: 'Spending Predictions' }).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Spending Predictions');
    await sidebar.getByRole('link', { name: 'Team Room' }).focus();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Team Room');
    await sidebar.getByRole('link', { name: 'Team Room' }).press('Enter');
    await page.waitForURL(/\/dashboard\/team-room$/);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(width).toBe(224);
    expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('false');
    await page.reload();
    await page.locator('main h1').first().waitFor();
    expect(await width()).toBe(224);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('counts the unread activity on the bell, opens the AI Team Activity, and follows new activity live', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await signedIn(context);
    const errors = watchConsole(page);
    await page.getByText('Live', { exact: true }).waitFor();

    const before = (await client.json<NotificationsDto>('GET', '/api/notifications')).body;
    expect(before.unread).toBeGreaterThan(0);
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => page.getByTestId('notification-badge').textContent()).toBe(badge(before.unread));
    expect(await bell.getAttribute('aria-label')).toBe(`Notifications, ${before.unread} unread`);

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'AI Team Activity' });
    await panel.waitFor();
    await expect.poll(() => panel.getByTestId('activity-item').count()).toBe(before.items.length);
    expect(await panel.getByTestId('activity-item').first().textContent()).toContain(before.items[0]!.message);
    expect(await panel.locator('[data-unread="true"]').count()).toBe(Math.min(before.unread, before.items.length));
    await expect.poll(() => page.getByTestId('notification-badge').count()).toBe(0);
    await expect.poll(async () => (await client.json<NotificationsDto>('GET', '/api/notifications')).body.unread).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await bell.evaluate((el) => el === document.activeElement)).toBe(true);

    // a new import: the badge comes back by itself with the real count
    // a merchant Tag does not know: its question is news for the bell (the steps are not)
    await importCsv(client, 'shell-second.csv', [`${today},VORTELL KIOSK 88,-6.50,Checking`]);
    const after = (await client.json<NotificationsDto>('GET', '/api/notifications')).body.unread;
    expect(after).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('notification-badge').textContent(), { timeout: 15_000 }).toBe(badge(after));
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('shows the real name and plan in a keyboard user menu, and the live panel on an extra-wide screen', async () => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const page = await signedIn(context);
    const errors = watchConsole(page);
    expect(await page.getByTestId('user-full-name').textContent()).toBe('Morgan Shell');
    expect(await page.getByTestId('user-plan').textContent()).toBe('Free plan');

    const menuButton = page.getByTestId('user-menu-button');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([expect.stringContaining('Account Settings'), expect.stringContaining('Sign Out')]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Account Settings');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Sign Out');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await menuButton.click();
    await menu.getByRole('menuitem', { name: 'Account Settings' }).click();
    await page.waitForURL(/\/dashboard\/settings$/);

    // LIVE ACTIVITY and WORKERS, from the team's real state
    const live = page.getByTestId('live-panel');
    await live.getByRole('heading', { name: 'LIVE ACTIVITY' }).waitFor();
    await live.getByRole('heading', { name: 'WORKERS' }).waitFor();
    const team = (await client.json<{ activity: { message: string }[] }>('GET', '/api/team')).body;
    await expect.poll(() => live.getByTestId('live-activity').getByTestId('activity-item').first().textContent()).toContain(team.activity[0]!.message);
    for (const key of ['byte', 'tag', 'crystal', 'intelia']) {
      await expect.poll(() => live.getByTestId(`worker-${key}`).textContent()).toContain('Idle');
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('shows "Something went wrong loading this page." when a page cannot load, and the rest keeps working', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await signedIn(context);
    await page.route('**/assets/ReportsPage-*.js', (r) => r.abort());
    const nav = page.getByTestId('sidebar-nav');
    await nav.getByRole('link', { name: 'Reports' }).click();
    await page.getByTestId('page-error').getByText('Something went wrong loading this page.').waitFor();
    expect(await page.getByTestId('header-title').textContent()).toBe('Reports');
    await nav.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    expect(await page.getByTestId('page-error').count()).toBe(0);
    await context.close();
  }, 60_000);
});

describe('the phone shell', () => {
  it('has a bottom bar (Import opens Byte, AI Chat names the employee, Alerts), a drawer and pull-to-refresh', async () => {
    const context = await browser.newContext(PHONE);
    const page = await signedIn(context, '/dashboard/spending-predictions');
    const errors = watchConsole(page);
    await page.getByText('Live', { exact: true }).waitFor();
    const bar = page.getByTestId('mobile-bottom-bar');

    // AI Chat is Crystal's on her page, Tag's on the transactions
    const chat = bar.getByTestId('bottom-chat');
    expect(await chat.getAttribute('aria-label')).toBe('AI Chat with Crystal');
    expect(await bar.getByTestId('bottom-chat-label').textContent()).toBe('Crystal');
    await chat.tap();
    const dialog = page.getByRole('dialog', { name: 'Crystal' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-employee')).toBe('crystal');
    await dialog.getByRole('button', { name: 'Close chat' }).tap();
    await expect.poll(() => dialog.count()).toBe(0);

    // Import: the AI Team modal on Byte's tab, its upload ready
    await bar.getByRole('button', { name: 'Import' }).tap();
    const modal = page.getByRole('dialog', { name: 'AI Employee Team' });
    await modal.waitFor();
    expect(await modal.getByRole('tab', { name: 'Byte' }).getAttribute('aria-selected')).toBe('true');
    await modal.getByRole('tabpanel', { name: 'Byte' }).getByTestId('byte-drop-zone').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);

    // Alerts: the real unread count, then the activity
    const unread = (await client.json<NotificationsDto>('GET', '/api/notifications')).body.unread;
    expect(unread).toBeGreaterThan(0); // the second import's activity, not read since
    await expect.poll(() => bar.getByTestId('alerts-badge').textContent()).toBe(badge(unread));
    await bar.getByRole('button', { name: /^Alerts/ }).tap();
    const alerts = page.getByRole('dialog', { name: 'AI Team Activity' });
    await alerts.getByTestId('activity-item').first().waitFor();
    await expect.poll(() => bar.getByTestId('alerts-badge').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => alerts.count()).toBe(0);

    // the drawer: the grouped sidebar; a choice navigates and closes it
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Transactions' }).tap();
    await page.waitForURL(/\/dashboard\/transactions$/);
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => bar.getByTestId('bottom-chat-label').textContent()).toBe('Tag');

    // the profile sheet: the account's settings
    await page.getByTestId('mobile-profile-button').tap();
    const sheet = page.getByRole('dialog', { name: 'Profile' });
    await sheet.getByText('Morgan Shell').first().waitFor();
    await sheet.getByLabel('Full name').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);

    // pull-to-refresh on the dashboard: pulled past the threshold, the figures are fetched again
    await bar.getByRole('link', { name: 'Dashboard' }).tap();
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('stat-transactions-value').filter({ hasText: /\d/ }).waitFor();
    const cdp = await context.newCDPSession(page);
    const drag = async (dy: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: 200 }] });
      for (let y = 200; y <= 200 + dy; y += 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 200, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    let statsRequests = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/dashboard/stats') statsRequests++;
    });
    await drag(100); // 100 px × 0.5 = 50 px: under the threshold, nothing happens
    await page.waitForTimeout(300);
    expect(statsRequests).toBe(0);
    await drag(240); // 120 px: past it
    await expect.poll(() => statsRequests).toBeGreaterThan(0);
    const stats = (await client.json<DashboardStatsDto>('GET', '/api/dashboard/stats')).body;
    await expect.poll(() => page.getByTestId('stat-transactions-value').textContent()).toBe(String(stats.totalTransactions));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('signing in', () => {
  it('sends an anonymous visitor to /login and back to the page after signing in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${stack.server.url}/dashboard/reports?tab=downloads`);
    await page.waitForURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/reports?tab=downloads');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard\/reports\?tab=downloads$/);
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('settings', () => {
  it('changes the name, refuses a wrong phone, changes the password and sets up two-factor authentication', async () => {
    const own = stack.client();
    const ownEmail = uniqueEmail('e2e-settings');
    await own.signup(ownEmail, password, 'Riley Settings');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/settings', ownEmail, password);
    const profile = page.getByTestId('settings-profile');
    const name = profile.getByLabel('Full name');
    await expect.poll(() => name.inputValue()).toBe('Riley Settings');

    // the name: saved, and the header says it at once
    await name.fill('Riley Renamed');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByTestId('profile-done').filter({ hasText: 'Your profile is saved.' }).waitFor();
    await expect.poll(() => page.getByTestId('user-full-name').textContent()).toBe('Riley Renamed');
    expect((await own.json<{ fullName: string }>('GET', '/api/settings')).body.fullName).toBe('Riley Renamed');

    // a phone that is not one: the server's message under the field, nothing saved
    const phone = profile.getByLabel('Phone');
    await phone.fill('12ab');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    const phoneField = profile.getByTestId('field-error');
    await phoneField.filter({ hasText: PHONE_HINT }).waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect((await own.json<{ phone: string | null }>('GET', '/api/settings')).body.phone).toBeNull();
    await phone.fill('+1 (415) 555-0100');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => phone.inputValue()).toBe('+14155550100');
    expect(await phone.getAttribute('aria-invalid')).toBeNull();

    // the password: the current one is checked first
    const pw = page.getByTestId('settings-password');
    await pw.getByLabel('Current password').fill('not my password');
    await pw.getByLabel('New password', { exact: true }).fill('a much newer secret');
    await pw.getByLabel('Repeat the new password').fill('a much newer secret');
    await pw.getByRole('button', { name: 'Change password' }).click();
    await pw.getByTestId('field-error').filter({ hasText: 'Your current password is not right.' }).waitFor();
    await pw.getByLabel('Current password').fill(password);
    await pw.getByRole('button', { name: 'Change password' }).click();
    await pw
      .getByTestId('password-done')
      .filter({ hasText: /Your password is changed/ })
      .waitFor();
    const fresh = stack.client();
    expect((await fresh.json('POST', '/api/auth/login', { email: ownEmail, password })).status).toBe(401);
    expect((await fresh.json('POST', '/api/auth/login', { email: ownEmail, password: 'a much newer secret' })).status).toBe(200);

    // two-factor authentication: the secret as text, a code from it turns it on, the recovery codes once
    const tfa = page.getByTestId('settings-2fa');
    await tfa.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await tfa.getByTestId('totp-secret').getAttribute('data-secret'))!;
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    expect(await tfa.getByTestId('totp-url').textContent()).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    await tfa.getByLabel('Authentication code').fill('000000');
    await tfa.getByRole('button', { name: 'Turn on' }).click();
    await tfa
      .getByTestId('field-error')
      .filter({ hasText: /That code is not right/ })
      .waitFor();
    await tfa.getByLabel('Authentication code').fill(totp(secret, Date.now()));
    await tfa.getByRole('button', { name: 'Turn on' }).click();
    const codes = tfa.getByTestId('recovery-codes');
    await expect.poll(() => codes.locator('li').count()).toBe(8);
    await codes.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => tfa.getByTestId('two-factor-state').getAttribute('data-enabled')).toBe('true');
    const login = await stack.client().json<{ twoFactorRequired?: boolean }>('POST', '/api/auth/login', { email: ownEmail, password: 'a much newer secret' });
    expect(login.body.twoFactorRequired).toBe(true);

    expect(errors.filter((e) => !/status of (400|403)/.test(e))).toEqual([]);
    await context.close();
  }, 90_000);

  it('deletes the account after DELETE and the password, lands on /login, and the account cannot log in', async () => {
    const own = stack.client();
    const ownEmail = uniqueEmail('e2e-delete');
    await own.signup(ownEmail, password, 'Dana Delete');
    await importCsv(own, 'doomed.csv', [`${today},NETFLIX.COM,-15.49,Checking`]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logInThroughForm(page, stack.server.url, '/dashboard/settings', ownEmail, password);
    const opener = page.getByRole('button', { name: 'Delete my account…' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);

    // Escape closes it; Tab stays inside while it is open
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await opener.click();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Your password').fill('wrong password');
    await confirm.click();
    await dialog.getByTestId('field-error').filter({ hasText: 'That password is not right.' }).waitFor();
    await dialog.getByLabel('Your password').fill(password);
    await confirm.click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Log in' }).waitFor();

    const again = await stack.client().json('POST', '/api/auth/login', { email: ownEmail, password });
    expect(again.status).toBe(401);
    const rows = await stack.server.db.pool.query('select count(*)::int as n from users where email = $1', [ownEmail]);
    expect(rows.rows[0].n).toBe(0);
    await context.close();
  }, 90_000);
});
