// In the browser (#17): Harmony's page at /dashboard/financial-therapist. Take the monthly check-in
// (the CFPB Financial Well-Being Scale) and see the score beside the facts from the ledger; a second
// check-in in the month asks before it replaces the first. Help lines and "not a therapist" are on
// the page; 390 px and 1440 px. A month without a check-in is suggested by Harmony's card, and a
// very low score raises her mood card.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { importFile, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const password = 'correct horse battery';
const email = uniqueEmail('harmony-checkin-ui');

/** Dec 2025 – Mar 2026 with the bank's running balance: 9,400 at the end, 1,200 of spending a month. */
function statement(): string {
  const lines = ['Date,Description,Amount,Balance,Account'];
  let balance = 1_000_00;
  const row = (date: string, desc: string, cents: number) => {
    balance += cents;
    lines.push(`${date},${desc},${(cents / 100).toFixed(2)},${(balance / 100).toFixed(2)},Checking`);
  };
  for (const m of ['2025-12', '2026-01', '2026-02']) {
    row(`${m}-01`, 'ACME CORP PAYROLL', 3_000_00);
    row(`${m}-03`, 'CITY APARTMENTS RENT', -1_000_00);
    row(`${m}-12`, 'SAFEWAY #1234', -200_00);
  }
  row('2026-03-01', 'ACME CORP PAYROLL', 3_000_00);
  return lines.join('\n');
}

/** Picks the answer at `pos` (0 = Completely/Always … 4 = Not at all/Never) on every statement. */
async function answerAll(page: Page, pos: number) {
  const items = page.getByTestId('harmony-item');
  const n = await items.count();
  for (let i = 0; i < n; i++) await items.nth(i).getByRole('radio').nth(pos).check();
}

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: '2026-03-17' } });
  browser = await launchBrowser();
  const client = stack.client();
  await client.signup(email, password, 'Hana Harmony');
  await importFile(client, 'checking.csv', statement());
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe("Harmony's check-in in the browser", () => {
  it('takes the short check-in and shows the score beside the facts (390 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/financial-therapist', email, password);
    await page.getByTestId('harmony-not-therapist').waitFor();
    await page.getByTestId('harmony-help-lines').getByText('StepChange Debt Charity').waitFor();
    await page.getByTestId('harmony-greeting').filter({ hasText: 'How does money feel' }).waitFor();
    await page.getByTestId('harmony-start-checkin').click();
    await page.getByTestId('harmony-short-form').check();
    expect(await page.getByTestId('harmony-item').count()).toBe(5);
    // an unanswered statement is named, nothing is sent
    await page.getByTestId('harmony-checkin-submit').click();
    await page.getByTestId('harmony-checkin-error').filter({ hasText: '5 left' }).waitFor();
    // the radios are named by their answers
    await page.getByTestId('harmony-item').and(page.locator('[data-item="q3"]')).getByRole('radio', { name: 'Somewhat', exact: true }).check();
    await page.getByTestId('harmony-item').and(page.locator('[data-item="q8"]')).getByRole('radio', { name: 'Sometimes', exact: true }).check();
    await answerAll(page, 2);
    await page.getByTestId('harmony-checkin-submit').click();
    // every "Somewhat"/"Sometimes" is 2 points: total 10 → 50 on the short form's table (18-61, self)
    await page.getByTestId('harmony-score-value').filter({ hasText: /^50$/ }).waitFor();
    await page.getByTestId('harmony-fact').and(page.locator('[data-fact="bufferMonths"]')).filter({ hasText: '7.8 months' }).waitFor();
    await page.getByTestId('harmony-score-chart').waitFor();
    await page.getByTestId('harmony-greeting').filter({ hasText: 'score was 50 in 2026-03' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it('a second check-in this month replaces the first only after confirming (1440 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/financial-therapist', email, password);
    await page.getByTestId('harmony-score-value').filter({ hasText: /^50$/ }).waitFor();
    await page.getByRole('button', { name: 'Answer again' }).click();
    expect(await page.getByTestId('harmony-item').count()).toBe(10);
    await answerAll(page, 1);
    await page.getByTestId('harmony-checkin-submit').click();
    await page.getByTestId('harmony-replace').filter({ hasText: 'score 50' }).waitFor();
    await page.getByTestId('harmony-replace-confirm').click();
    // "Very well"/"Often" on every statement: positive ones 3, reverse-scored ones 1 → 4×3 + 6×1 = 18 → 47
    await page.getByTestId('harmony-score-value').filter({ hasText: /^47$/ }).waitFor();
    await page.getByRole('heading', { name: /Chat with Harmony/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    expect(errors).toEqual([]);
  });

  it('a month without a check-in is suggested by her card; a very low score raises her mood card (1440 px)', async () => {
    const other = uniqueEmail('harmony-checkin-due');
    const client = stack.client();
    await client.signup(other, password, 'Dee Due');
    await importFile(client, 'checking.csv', statement());
    const db = new pg.Client({ connectionString: stack.env.config.DATABASE_URL });
    await db.connect();
    try {
      const snapshot = {
        asOf: '2026-02-17',
        facts: [{ key: 'bufferMonths', label: 'Months of spending covered by cash', value: 1.2, unit: 'months', explanation: 'then' }],
      };
      await db.query(
        `insert into wellbeing_checkins (user_id, month, form, answers, age_band, administered, raw, score, facts, updated_at)
        select id, '2026-02', 'full', '{}', '18-61', 'self', 28, 60, $2, now() - interval '30 days' from users where email = $1`,
        [other, JSON.stringify(snapshot)],
      );
    } finally {
      await db.end();
    }
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard', other, password);
    const card = page.getByTestId('harmony-card');
    await card.and(page.locator('[data-kind="checkin_due"]')).filter({ hasText: 'Your last check-in, in 2026-02, scored 60' }).waitFor();
    await card.getByRole('button', { name: 'Take the check-in' }).click();
    await page.waitForURL(/\/dashboard\/financial-therapist/);
    await page.getByTestId('harmony-start-checkin').click();
    // the lowest answer everywhere: "Not at all"/"Never" on the positive statements, "Completely"/"Always" on the others
    const items = page.getByTestId('harmony-item');
    for (let i = 0; i < (await items.count()); i++) {
      const id = await items.nth(i).getAttribute('data-item');
      await items
        .nth(i)
        .getByRole('radio')
        .nth(['q1', 'q2', 'q4', 'q8'].includes(id ?? '') ? 4 : 0)
        .check();
    }
    await page.getByTestId('harmony-checkin-submit').click();
    await page.getByTestId('harmony-score-value').filter({ hasText: /^14$/ }).waitFor();
    await card
      .and(page.locator('[data-kind="mood_based"]'))
      .filter({ hasText: 'Your 2026-03 check-in scored 14 out of 100, down from 60 in 2026-02 while your buffer grew from 1.2 months to 7.8 months.' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    expect(errors).toEqual([]);
  });
});
