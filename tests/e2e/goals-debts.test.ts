// In the browser (#13): a goal and its projection from the user's own months; two debts, plans side
// by side, and a bigger monthly budget moving the payoff date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const password = 'correct horse battery';
const email = uniqueEmail('planner');

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: '2026-03-17' } });
  browser = await launchBrowser();
  const client = stack.client();
  await client.signup(email, password, 'Pat Planner');
  const rows: string[] = [];
  for (const m of ['2025-12', '2026-01', '2026-02']) {
    rows.push(
      `${m}-01,PAYROLL ACME CORP,4000.00,Checking`,
      `${m}-02,RENT PAYMENT OAKWOOD APARTMENTS,-1950.00,Checking`,
      `${m}-09,WHOLE FOODS MARKET #10,-450.00,Checking`,
      `${m}-15,OLIVE GARDEN #1542,-600.00,Checking`,
    );
  }
  // issue 30: the account runs into March, so February is a full month (a ledger that ends on Feb 15 covers half of it)
  rows.push('2026-03-01,PAYROLL ACME CORP,4000.00,Checking');
  await importCsv(client, 'checking.csv', rows);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** The page's session, to import as the same user over the API. */
async function sessionCookie(page: import('playwright-core').Page): Promise<string> {
  const cookies = await page.context().cookies();
  const c = cookies.find((x) => x.httpOnly)!;
  return `${c.name}=${c.value}`;
}

describe('goals and debts in the browser', () => {
  it('creates a goal and shows when it is likely reached, from the real surplus', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/goal-concierge', email, password);
    await page.getByTestId('median-surplus').getByText('$1,000.00').waitFor();
    const form = page.getByTestId('goal-form');
    await form.getByTestId('goal-name').fill('Emergency fund');
    await form.getByTestId('goal-target').fill('6000');
    await form.getByTestId('goal-starting').fill('1000');
    await form.getByTestId('goal-date').fill('2026-09-30');
    await form.getByTestId('goal-save').click();
    const card = page.getByTestId('goal-card').filter({ hasText: 'Emergency fund' });
    await card.getByTestId('goal-required').getByText('$714.29').waitFor();
    await card.getByTestId('goal-projection').getByText('September 2026').first().waitFor();
    expect(await card.getByTestId('goal-progress').innerText()).toBe('On track');
    // edit the target: the figures follow ($6,000 − $1,000 over 7 months was $714.29; $8,000 − $1,000 is $1,000.00)
    await card.getByRole('button', { name: 'Edit Emergency fund' }).click();
    await card.getByTestId('goal-edit-target').fill('8000');
    await card.getByTestId('goal-edit-save').click();
    await card.getByTestId('goal-required').getByText('$1,000.00').waitFor();
    await card.getByTestId('goal-amount').fill('500');
    await card.getByRole('button', { name: 'Add money' }).click();
    await card.getByTestId('goal-saved').getByText('$1,500.00').waitFor();

    // a budget from the suggestion: Food & Dining was $1,050.00 in each full month (groceries and dining out)
    const budgets = page.getByTestId('budgets');
    await budgets
      .getByTestId('budget-suggestion')
      .getByText(/Suggested: \$1,050\.00 a month of Food & Dining, rounded up to \$5: the median of the 3 full months/)
      .waitFor();
    await budgets.getByRole('button', { name: 'Use it' }).click();
    await budgets
      .getByTestId('budget-row')
      .filter({ hasText: 'Food & Dining' })
      .getByText(/\$0\.00 of \$1,050\.00/)
      .waitFor();

    // a statement that pushes the budget over: Goalie says so in the bell, live
    await importCsv(stack.client().withCookie(await sessionCookie(page)), 'march.csv', ['2026-03-12,WHOLE FOODS MARKET #10,-1100.00,Checking']);
    await page.getByTestId('notification-badge').waitFor();
    await page.getByTestId('notification-bell').click();
    await page
      .getByRole('dialog', { name: 'AI Team Activity' })
      .getByText('Food & Dining is over its $1,050.00 budget for the month: $1,100.00 spent so far.')
      .waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('adds two debts, compares the plans, and a bigger budget brings the payoff date closer', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/debt-payoff-planner', email, password);
    const form = page.getByTestId('debt-form');
    for (const [name, balance, apr, min] of [
      ['Visa', '3000', '18', '90'],
      ['Car loan', '8000', '6.5', '220'],
    ] as const) {
      await form.getByTestId('debt-name').fill(name);
      await form.getByTestId('debt-balance').fill(balance);
      await form.getByTestId('debt-apr').fill(apr);
      await form.getByTestId('debt-minimum').fill(min);
      await form.getByTestId('debt-save').click();
      await page.getByTestId('debt-row').filter({ hasText: name }).waitFor();
    }
    const avalanche = page.getByTestId('plan-avalanche').getByTestId('plan-payoff');
    await avalanche.waitFor();
    const before = await avalanche.innerText();
    await page.getByTestId('plan-snowball').waitFor();
    await page.getByTestId('debt-budget').fill('900');
    await page.getByRole('button', { name: 'Plan', exact: true }).click();
    await expect.poll(() => avalanche.innerText()).not.toBe(before);
    const months = (t: string) => Number(/\((\d+) months?\)/.exec(t)![1]);
    expect(months(await avalanche.innerText())).toBeLessThan(months(before));
    await page.getByTestId('debt-chart').waitFor();
    // the user's own order: the car loan first is a third plan, beside the two
    await page.getByRole('button', { name: 'Move Car loan up' }).click();
    await page.getByTestId('plan-custom').getByTestId('plan-interest').waitFor();
    const interest = async (id: string) => Number((await page.getByTestId(id).getByTestId('plan-interest').innerText()).replace(/[$,]/g, ''));
    expect(await interest('plan-custom')).toBeGreaterThanOrEqual(await interest('plan-avalanche'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // a budget below the minimums is refused with the reason
    await page.getByTestId('debt-budget').fill('50');
    await page.getByRole('button', { name: 'Plan', exact: true }).click();
    await page
      .getByTestId('plan-error')
      .getByText(/at least the minimums/)
      .waitFor();
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await page.close();
  });

  it('works out financial freedom from the same months and debts, with the assumptions the user sets', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/ai-financial-freedom', email, password);
    // $3,000 a month of spending is $36,000 a year: at 4 % the FI number is $900,000; 25 % of $48,000 is saved
    await page.getByTestId('freedom-fi-number').getByText('$900,000.00').waitFor();
    expect(await page.getByTestId('freedom-savings-rate').innerText()).toBe('25%');
    // issue 30: one net worth, the Bank Accounts page's: Checking's balance from its rows ($7,000 to March
    // and the $1,100 of March 12) minus the two debts of the test before ($11,000, no account of their own)
    const worth = await page.getByTestId('freedom-networth').innerText();
    expect(worth).toContain('Net worth -$5,100.00 (as on Bank Accounts): account balances $5,900.00');
    expect(worth).toContain('minus $11,000.00 owed on 2 debts');
    const accounts = await page.evaluate(async () => (await (await fetch('/api/accounts')).json()) as { netWorth: { points: { netWorthCents: number }[] } });
    expect(accounts.netWorth.points.at(-1)!.netWorthCents).toBe(-510_000);
    await page.getByTestId('freedom-withdrawalRate').fill('3');
    await page.getByTestId('freedom-age').fill('30');
    await page.getByTestId('freedom-targetAge').fill('60');
    await page.getByTestId('freedom-apply').click();
    await page.getByTestId('freedom-fi-number').getByText('$1,200,000.00').waitFor();
    await page
      .getByTestId('freedom-chance')
      .getByText(/Chance of reaching it by age 60: \d+%/)
      .waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
