// In the browser: every public route (desktop and a 390 px phone) with its title and no console
// errors; the nav's mega-menu timing and keyboard use, the mobile menu, the landing's modals, live
// demo and savings calculator computed from what is typed, the directory, the newsletter and
// contact forms storing what they send, Get Started routing through Prime for a signed-in user,
// and the landing's first-load JavaScript budget.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACTIVE_EMPLOYEES, EMPLOYEES } from '../../core/employees.ts';
import { featureBySlug } from '../../web/src/public/data/features.ts';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, watchConsole } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const url = (p: string) => `${stack.server.url}${p}`;
const rows = async (text: string, params: unknown[] = []) => (await stack.server.db.pool.query(text, params)).rows;

beforeAll(async () => {
  stack = await startStack({ workers: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Issue 5's list of feature pages, verbatim. */
const FEATURE_SLUGS = [
  'smart-import',
  'smart-import-ai',
  'spending-predictions',
  'predictions',
  'music-integration',
  'ai-insights',
  'email-receipts',
  'personal-business-goals',
  'smart-automation',
  'automation',
  'business-expense-intelligence',
  'business-expenses',
  'freelancer-tax',
  'wellness-studio',
  'goal-concierge',
  'personal-podcast',
  'financial-story',
  'podcast',
  'podcast-generator',
  'gamification',
  'ai-therapist',
  'ai-coach',
  'ai-goals',
  'ai-assistant',
  'ai-categorization',
  'bill-reminders',
  'debt-payoff-planner',
  'ai-financial-freedom',
  'tax-assistant',
  'business-intelligence',
  'voice-control',
  'social-money',
  'tax-optimization',
  'compliance-audit',
  'receipt-scanner',
  'document-upload',
  'api-webhooks',
  'security-privacy',
];

const site = (t: string) => `${t} — Prime Finance`;
const ROUTES: Array<[path: string, title: string]> = [
  ['/', 'Prime Finance — Your AI Finance Team'],
  ['/ai-assistant', site('AI Assistant')],
  ['/contact', site('Contact')],
  ['/reviews', site('Reviews')],
  ['/pricing', site('Pricing')],
  ['/ai-employees', site('AI Employees')],
  ['/signup', site('Sign up')],
  ['/login', site('Log in')],
  ['/how-it-works', site('How it works')],
  ['/api', site('API')],
  ['/integrations', site('Integrations')],
  ['/about', site('About')],
  ['/careers', site('Careers')],
  ['/blog', site('Blog')],
  ['/press', site('Press')],
  ['/terms', site('Terms of Service')],
  ['/privacy', site('Privacy Policy')],
  ['/cookies', site('Cookie Policy')],
  ['/auth/callback', site('Sign-in')],
  ...FEATURE_SLUGS.map((slug): [string, string] => {
    const f = featureBySlug(slug);
    if (!f) throw new Error(`no feature page for ${slug}`);
    return [`/features/${slug}`, site(f.title)];
  }),
];
const LEARN_MORE = new Map(EMPLOYEES.map((e) => [e.learnMorePath, e.key]));

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function titleIs(page: Page, title: string): Promise<void> {
  await page.waitForFunction((t) => document.title === t, title, { timeout: 10_000 }).catch(() => {});
  expect(await page.title()).toBe(title);
}

describe('every public route', () => {
  for (const [name, options] of [
    ['desktop', DESKTOP],
    ['390 px phone', PHONE],
  ] as const) {
    it(`renders with its title and no console errors on ${name}`, async () => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors = watchConsole(page);
      for (const [route, title] of ROUTES) {
        if (route === '/api') {
          // a direct load of /api is answered by the server's API 404 handler (server/app.ts), so the
          // page is reached the way the site links to it: the footer
          await page.goto(url('/'));
          await page.getByRole('contentinfo').getByRole('link', { name: 'API', exact: true }).click();
          await page.waitForURL(url('/api'));
        } else {
          // the server knows the page too (server/http/sitePaths.ts): 200 on the wire
          expect((await page.goto(url(route)))?.status(), route).toBe(200);
        }
        await page
          .locator('h1')
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => {
            throw new Error(`${route}: no heading`);
          });
        await titleIs(page, title);
        expect(await page.getByTestId('not-found').count(), route).toBe(0);
        // the shell: the main navigation and the footer with this year
        await page.getByRole('navigation', { name: 'Main' }).waitFor();
        expect(await page.getByTestId('copyright').textContent()).toContain(String(new Date().getFullYear()));
        const employee = LEARN_MORE.get(route);
        if (employee) expect(await page.getByTestId('feature-page').getAttribute('data-employee'), route).toBe(employee);
        if (name !== 'desktop') {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  }

  it('sets the landing meta description, answers unknown addresses with a 404 page, and replaces /reports', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await page.goto(url('/'));
    await page.locator('h1').waitFor();
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/import your bank statements and receipts/);

    for (const unknown of ['/no-such-page', '/features/not-a-feature', '/features']) {
      expect((await page.goto(url(unknown)))?.status(), unknown).toBe(404);
      await page.getByTestId('not-found').waitFor();
      await titleIs(page, site('Page not found'));
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    }
    await page.getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL(url('/'));

    // /reports → /dashboard/reports with history replaced: Back returns to the page before it
    await page.goto(url('/reports'));
    await page.waitForURL(/\/login\?next=%2Fdashboard%2Freports$/);
    await page.goBack();
    await page.waitForURL(url('/'));

    // no Google or Apple buttons while sign-in through them is not configured
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.getByText(/google|apple/i).count()).toBe(0);
    await page.goto(url('/auth/callback'));
    await page.getByText('Sign-in with Google or Apple is not configured on this server.').waitFor();
    // the only console lines: Chromium noting the three 404 answers above
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('navigation', () => {
  it('opens the Features mega-menu 50 ms after hovering, closes it 300 ms after leaving, and works by keyboard', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchConsole(page);
    await page.goto(url('/pricing'));
    const button = page.getByRole('button', { name: 'Features' });
    const panel = page.getByTestId('features-menu');
    await button.waitFor();

    // time the panel against the pointer with the page's own clock
    await page.evaluate(() => {
      const w = window as unknown as { megaTimes: Record<string, number> };
      w.megaTimes = {};
      const wrap = document.querySelector('.pub-mega')!;
      const panelEl = document.querySelector('.pub-mega-panel')!;
      wrap.addEventListener('mouseenter', () => {
        w.megaTimes.enter = performance.now();
      });
      wrap.addEventListener('mouseleave', () => {
        w.megaTimes.leave = performance.now();
      });
      new MutationObserver(() => {
        w.megaTimes[panelEl.hasAttribute('hidden') ? 'closed' : 'opened'] = performance.now();
      }).observe(panelEl, { attributes: true, attributeFilter: ['hidden'] });
    });
    await button.hover();
    await panel.waitFor({ state: 'visible' });
    expect(await panel.locator('.pub-mega-col').count()).toBe(4);
    await page.mouse.move(640, 700);
    await panel.waitFor({ state: 'hidden' });
    const t = await page.evaluate(() => (window as unknown as { megaTimes: Record<string, number> }).megaTimes);
    expect(t.opened! - t.enter!).toBeGreaterThanOrEqual(45);
    expect(t.closed! - t.leave!).toBeGreaterThanOrEqual(295);

    // keyboard: ArrowDown opens on the first link, Escape closes and gives focus back
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await panel.waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.activeElement?.closest('.pub-mega-panel') !== null);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.pub-mega-panel') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Features');
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'visible' });
    await panel.getByRole('link', { name: 'Debt Payoff Planner' }).click();
    await page.waitForURL(url('/features/debt-payoff-planner'));
    await panel.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('has a mobile menu that opens, closes with Escape and leads to a feature', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(url('/'));
    expect(await page.getByRole('button', { name: 'Features' }).count()).toBe(0); // the desktop bar is hidden
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByTestId('mobile-menu');
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Pricing' }).focus();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');

    await toggle.click();
    await menu.getByRole('button', { name: 'Features' }).click();
    await menu.getByRole('link', { name: 'Receipt Scanner' }).click();
    await page.waitForURL(url('/features/receipt-scanner'));
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Receipt Scanner', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL(url('/signup?next=%2Fdashboard%2Fsmart-import-ai'));
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('the landing page', () => {
  it('opens both modals with focus kept inside; Escape and the backdrop close them', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchConsole(page);
    await page.goto(url('/'));

    const meet = page.getByRole('button', { name: 'Meet the team' });
    await meet.click();
    const welcome = page.getByRole('dialog', { name: "Welcome to Prime's AI Empire" });
    await welcome.waitFor();
    for (const e of ACTIVE_EMPLOYEES) await welcome.getByText(e.role).waitFor();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), `Tab ${i}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await welcome.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Meet the team');

    // from the welcome dialog to the match dialog; Prime's router picks the employee
    await meet.click();
    await welcome.getByRole('button', { name: 'Find my AI match' }).click();
    const match = page.getByRole('dialog', { name: 'Find Your Perfect AI Match' });
    await match.waitFor();
    await match.getByLabel('What do you need help with?').fill('How do I pay off my credit card faster?');
    await match.getByRole('button', { name: 'Ask Prime' }).click();
    await match.locator('[data-employee="blitz"]').getByText('Your match: Blitz').waitFor();
    await match.getByRole('button', { name: 'I feel stressed about money' }).click();
    await match.locator('[data-employee="harmony"]').waitFor();
    await page.mouse.click(8, 8); // the backdrop
    await match.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Find your AI match' }).click();
    await match.waitFor();
    await match.getByRole('button', { name: 'Close' }).click();
    await match.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('answers the live demo with one of five messages by savings rate, and computes the calculator from the inputs', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchConsole(page);
    await page.goto(url('/'));
    const demo = page.getByTestId('demo-panel');
    await demo.getByLabel('Monthly income (take-home)').fill('1000');
    const cases: Array<[spending: string, band: string, text: string]> = [
      ['1100', 'overspending', '$100 more than you earn each month: $1,200 over a year'],
      ['950', 'thin', 'You keep $50 a month (5 %). Spending $50 less a month'],
      ['850', 'building', 'You save $150 a month (15 %). At that pace a three-month emergency fund ($2,550) takes 17 months'],
      ['750', 'strong', 'A strong 25 %: $3,000 a year. Each extra 1 % of your income saved adds $120 a year'],
      ['500', 'excellent', 'Excellent: 50 %. Every year you put aside $6,000, which is 12.0 months of your current spending'],
    ];
    for (const [spending, band, text] of cases) {
      await demo.getByLabel('Monthly spending').fill(spending);
      const message = demo.getByTestId('demo-message');
      await page.waitForFunction(([b]) => document.querySelector('[data-testid="demo-message"]')?.getAttribute('data-band') === b, [band]);
      expect(await message.textContent()).toContain(text);
    }
    await demo.getByLabel('Monthly income (take-home)').fill('');
    expect(await demo.getByTestId('demo-message').getAttribute('data-band')).toBe('none');

    const calc = page.getByTestId('savings-calculator');
    const set = async (label: string, value: string) => calc.getByLabel(label).fill(value);
    await set('Monthly income (take-home)', '5000');
    await set('Monthly spending (without debt payments)', '3000');
    await set('Total debt', '6,000');
    await set('Monthly debt payment', '500');
    await set('Debt interest rate (APR)', '0');
    await set('Interest on savings (per year)', '0');
    const out = (id: string) => calc.getByTestId(id).textContent();
    expect(await out('calc-surplus')).toBe('$1,500');
    expect(await out('calc-rate')).toBe('30 %');
    expect(await out('calc-yearly')).toBe('$18,000');
    expect(await out('calc-payoff')).toMatch(/^1 year \(12 payments, .*\), paying \$0 in interest$/);
    expect(await out('calc-payoff-surplus')).toMatch(/^3 months \(3 payments/);
    expect(await calc.textContent()).toContain('months = ⌈B ÷ P⌉');

    // 18 % APR: i = 1.5 % a month; n = ⌈−ln(1 − 0.015·6000/500) ÷ ln 1.015⌉ = ⌈13.33⌉ = 14
    await set('Debt interest rate (APR)', '18');
    await page.waitForFunction(() => document.querySelector('[data-testid="calc-payoff"]')?.textContent?.includes('14 payments'));
    expect(await out('calc-payoff')).toMatch(/^1 year 2 months \(14 payments, .*\), paying \$6\d\d in interest$/);
    expect(await out('calc-payoff-surplus')).toMatch(/^4 months \(4 payments/);
    expect(await calc.textContent()).toContain('months = ⌈−ln(1 − i·B ÷ P) ÷ ln(1 + i)⌉');

    // a payment that does not cover the interest never pays the debt off
    await set('Monthly debt payment', '90');
    await calc.getByText('Never: $90 a month does not cover the $90 of interest charged each month.').waitFor();
    await set('Monthly spending (without debt payments)', 'lots');
    await calc.getByText('Every figure must be a number of zero or more.').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('links every feature card to its page', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(url('/'));
    const cards = page.getByTestId('feature-card');
    await cards.first().waitFor();
    const hrefs = await cards.evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(8);
    for (const href of hrefs) expect(FEATURE_SLUGS.map((s) => `/features/${s}`)).toContain(href);
    await cards.filter({ hasText: 'Spending Predictions' }).click();
    await page.waitForURL(url('/features/spending-predictions'));
    await page.close();
  }, 60_000);

  it('loads at most 200 KB of gzipped JavaScript on first visit, and nothing of the dashboard (production build)', async () => {
    // web/dist may be a development build (the global setup builds under NODE_ENV=test), so measure a production one
    const out = await mkdtemp(path.join(tmpdir(), 'pf-web-prod-'));
    const built = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
    const prod = await startStack({ workers: false, env: { WEB_DIST: out } });
    const page = await browser.newPage(DESKTOP);
    try {
      const scripts = new Set<string>();
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.endsWith('.js')) scripts.add(new URL(r.url()).pathname);
      });
      await page.goto(`${prod.server.url}/`, { waitUntil: 'networkidle' });
      await page.getByTestId('demo-panel').waitFor();
      const sizes = [...scripts].map((p) => ({ p, gz: gzipSync(readFileSync(path.join(out, p))).length }));
      const total = sizes.reduce((sum, s) => sum + s.gz, 0);
      console.log(
        `landing first-load JS (production): ${sizes.length} files, ${(total / 1024).toFixed(1)} KB gzipped\n` +
          sizes.map((s) => `  ${s.p} ${(s.gz / 1024).toFixed(1)} KB`).join('\n'),
      );
      expect(sizes.some((s) => /jsx-dev-runtime/.test(s.p))).toBe(false);
      expect(sizes.some((s) => /DashboardLayout|SmartImportPage|TransactionsPage|DashboardHomePage/.test(s.p))).toBe(false);
      expect(total).toBeLessThanOrEqual(200 * 1024);
    } finally {
      await page.close();
      await prod.close();
      await rm(out, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the directory', () => {
  it('lists every employee from core with their route, learn-more page and tags, and which are at work', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchConsole(page);
    await page.goto(url('/ai-employees'));
    const cards = page.getByTestId('employee');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(EMPLOYEES.length);
    for (const key of ['blitz', 'luna', 'custodian']) {
      const e = EMPLOYEES.find((x) => x.key === key)!;
      const card = page.locator(`[data-testid="employee"][data-key="${key}"]`);
      expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(e.name);
      const text = await card.textContent();
      for (const part of [e.description, e.dashboardRoute, e.learnMorePath, ...e.tags]) expect(text).toContain(part);
      // the avatar: the emoji where the browser can draw it, else the initials (no empty box)
      const avatar = card.getByTestId('employee-avatar');
      expect(await avatar.getAttribute('data-emoji')).toBe(e.emoji);
      expect(await avatar.textContent()).toBe((await avatar.getAttribute('data-avatar')) === 'emoji' ? e.emoji : e.name.charAt(0));
    }
    const active = await page.locator('[data-testid="employee"][data-active="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));
    expect(active).toEqual(ACTIVE_EMPLOYEES.map((e) => e.key));
    await page.getByLabel('Only show employees at work today').check();
    await page.getByTestId('employee-count').getByText(`Showing ${ACTIVE_EMPLOYEES.length} of ${EMPLOYEES.length}`).waitFor();
    expect(await cards.count()).toBe(ACTIVE_EMPLOYEES.length);
    await page.locator('[data-key="crystal"]').getByRole('link', { name: '/features/spending-predictions' }).click();
    await page.waitForURL(url('/features/spending-predictions'));
    expect(await page.getByTestId('feature-today').textContent()).toMatch(/^Works today\./);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('the public forms', () => {
  it('newsletter: refuses a bad address, stores a good one once and says when it already was', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchConsole(page);
    const email = uniqueEmail('e2e-news');
    await page.goto(url('/blog'));
    const form = page.getByTestId('newsletter');
    const input = form.getByLabel('Newsletter email address');
    await input.fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByRole('alert').getByText('Enter a valid email address.').waitFor();
    expect(await rows('select 1 from newsletter_subscriptions where email = $1', ['not-an-address'])).toEqual([]);

    await input.fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText(`Subscribed: ${email} will get our updates.`).waitFor();
    expect(await page.getByTestId('newsletter').getAttribute('data-state')).toBe('subscribed');

    await page.goto(url('/'));
    await page.getByTestId('newsletter').getByLabel('Newsletter email address').fill(email.toUpperCase());
    await page.getByTestId('newsletter').getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText(`${email.toUpperCase()} was already subscribed; nothing changed.`).waitFor();
    expect(await rows('select email from newsletter_subscriptions where lower(email) = $1', [email.toLowerCase()])).toEqual([{ email: email.toLowerCase() }]);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('contact: names what is missing, then stores the message and confirms with its reference', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchConsole(page);
    const email = uniqueEmail('e2e-contact');
    await page.goto(url('/pricing'));
    await page.getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL(/\/contact\?subject=Enterprise/);
    const form = page.getByTestId('contact-form');
    expect(await form.getByLabel('Subject (optional)').inputValue()).toBe('Enterprise plan');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Enter your name.').waitFor();
    await form.getByText('Enter your email address.').waitFor();
    await form.getByText('Write a message.').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');

    await form.getByLabel('Name').fill('Ada Visitor');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Message').fill('We are 40 people: how does Enterprise work?');
    await form.getByRole('button', { name: 'Send message' }).click();
    const sent = page.getByTestId('contact-sent');
    await sent.getByText('Thanks, Ada Visitor: your message was received.').waitFor();
    const id = await page.getByTestId('contact-reference').textContent();
    expect(await rows('select name, email, subject, message from contact_messages where id = $1', [id])).toEqual([
      { name: 'Ada Visitor', email: email.toLowerCase(), subject: 'Enterprise plan', message: 'We are 40 people: how does Enterprise work?' },
    ]);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('Get Started', () => {
  async function signedIn(): Promise<BrowserContext> {
    const client = stack.client();
    await client.signup(uniqueEmail('e2e-public'), 'correct horse battery', 'Pat Public');
    const at = client.cookie.indexOf('=');
    const [name, value] = [client.cookie.slice(0, at), client.cookie.slice(at + 1)];
    const context = await browser.newContext(DESKTOP);
    await context.addCookies([{ name, value, url: stack.server.url }]);
    return context;
  }

  it('sends visitors to sign up', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(url('/'));
    await page.getByTestId('bar-get-started').click();
    await page.waitForURL(url('/signup'));
    await page.goto(url('/features/debt-payoff-planner'));
    await page.getByTestId('feature-get-started').click();
    await page.waitForURL(url('/signup?next=%2Fdashboard%2Fdebt-payoff-planner'));
    await page.close();
  }, 60_000);

  it("routes a signed-in user through Prime to the page's employee, with the overlay", async () => {
    const context = await signedIn();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(url('/features/debt-payoff-planner'));
    await page.getByRole('link', { name: 'Log in' }).waitFor({ state: 'detached' });
    const started = Date.now();
    await page.getByTestId('feature-get-started').click();
    const overlay = page.getByTestId('prime-routing');
    await overlay.getByText('Prime is Routing You').waitFor();
    await overlay.getByText('Blitz is best for that. Opening Blitz…').waitFor();
    expect(errors).toEqual([]);
    await page.waitForURL(url('/dashboard/debt-payoff-planner'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(650);

    // from the landing page Prime routes its preset question (statements → Byte)
    await page.goto(url('/'));
    await page.getByTestId('bar-get-started').click();
    await page.getByTestId('prime-routing').getByText('Byte is best for that. Opening Byte…').waitFor();
    await page.waitForURL(url('/dashboard/smart-import-ai'));
    await context.close();
  }, 60_000);
});
