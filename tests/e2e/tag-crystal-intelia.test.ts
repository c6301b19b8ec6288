// In the browser: a correction that teaches Tag and "Apply to N similar", the review queue, a rule,
// learned patterns, Crystal's predictions and Intelia's insights, all from one user's real imports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../core/dates.ts';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, watchConsole, logInThroughForm } from '../support/browser.ts';
import { householdStatement } from '../support/household.ts';
import { importFile, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const email = uniqueEmail('e2e-tag');
const password = 'correct horse battery';
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  stack = await startStack();
  const client = stack.client();
  await client.signup(email, password, 'Robin Ledger');
  for (const [name, content] of [
    ['household.csv', householdStatement(today)],
    [
      'shop.csv',
      [
        'Date,Description,Amount,Account',
        ...[40, 25, 10].map((n, i) => `${addDays(today, -n)},ZORBLAX WIDGETS 4411 PORTLAND OR,-${20 + i}.50,Checking`),
        `${addDays(today, -8)},QUIBBLE SUPPLY CO 77,-45.00,Checking`,
      ].join('\n'),
    ],
  ] as const) {
    await importFile(client, name, content);
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function logIn(page: Page, path: string) {
  await logInThroughForm(page, stack.server.url, path, email, password);
}

describe('Tag, Crystal and Intelia in the browser', () => {
  it('learns from a correction, applies it to the similar ones, reviews, and takes a rule', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await logIn(page, '/dashboard/transactions');

    await page.getByLabel('Search').fill('ZORBLAX');
    const rows = page.getByTestId('transaction-row');
    await expect.poll(() => rows.count()).toBe(3);
    const first = rows.first();
    await first.getByTitle('Change category').click();
    await first.getByLabel(/^Category for ZORBLAX/).selectOption({ value: 'Shopping::Home Goods' });
    const apply = page.getByTestId('apply-similar-button');
    await expect.poll(() => apply.textContent()).toBe('Apply to 2 similar from Zorblax Widgets?');
    await apply.click();
    await expect.poll(() => page.getByTestId('apply-similar-result').textContent()).toBe('Updated 2 transactions');
    await expect.poll(() => rows.filter({ hasText: 'Home Goods' }).count()).toBe(3);

    await page.getByRole('link', { name: 'Smart Categories' }).click();
    await page.waitForURL(/\/dashboard\/smart-categories/);
    await page.getByTestId('pattern-row').filter({ hasText: 'zorblax widgets' }).waitFor();

    // the review queue: Tag's guess for a merchant it has never seen is shown with its low confidence
    const quibble = page.getByTestId('review-row').filter({ hasText: 'QUIBBLE' });
    await quibble.waitFor();
    expect(Number((await quibble.getByTestId('review-confidence').textContent())!.replace('%', ''))).toBeLessThan(80);
    await quibble.getByTestId('review-correct').selectOption({ value: 'Business::Office Supplies' });
    await expect.poll(() => quibble.count()).toBe(0);
    await page.getByTestId('pattern-row').filter({ hasText: 'quibble supply' }).waitFor();

    // a rule from the form, then applied to the ledger
    await page.getByLabel('Description contains').fill('ironworks');
    await page.getByLabel('Category', { exact: true }).selectOption('Health & Fitness');
    await page.getByLabel('Subcategory').selectOption('Gym');
    await page.getByTestId('rule-submit').click();
    const rule = page.getByTestId('rule-item').filter({ hasText: 'ironworks' });
    await rule.waitFor();
    await rule.getByTestId('rule-apply').click();
    await page
      .getByTestId('rules-status')
      .filter({ hasText: /Updated 2 transactions/ })
      .waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('shows Crystal’s forecast, cash flow and recurring items, and Intelia’s insights', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await logIn(page, '/dashboard/spending-predictions');
    await page.getByTestId('forecast-chart').waitFor();
    await expect.poll(() => page.getByTestId('forecast-method').textContent()).toMatch(/Damped Holt/);
    await page
      .getByTestId('recurring-row')
      .filter({ hasText: /Netflix/i })
      .getByTestId('price-change')
      .waitFor();
    await page.getByTestId('cashflow-90').click();
    await expect.poll(() => page.getByTestId('cashflow-90').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('starting-balance').textContent()).toMatch(/\$\d/);

    await page.getByRole('link', { name: 'Business Intelligence' }).click();
    await page
      .getByTestId('top-vendors')
      .getByText(/Safeway/i)
      .first()
      .waitFor();
    await page
      .getByTestId('insight-item')
      .filter({ hasText: /Possible duplicate charge: Ironworks Gym/ })
      .waitFor();

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page
      .getByTestId('home-insights')
      .getByTestId('insight-item')
      .filter({ hasText: /Food & Dining is \$/ })
      .waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
