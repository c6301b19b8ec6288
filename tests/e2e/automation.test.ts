// In the browser (#14, Automa): a rule made with the form, its dry run over the last 12 months,
// turned on, then a statement imported: the run log shows the rule recategorized the new row; a
// budget rule's dry run replays the past months and lists the month it would have fired; two rules in
// conflict are listed with their count, and their shared rows load when the conflict is opened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TransactionPage } from '../../core/ledger/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
let client: ApiClient;
const password = 'correct horse battery';
const email = uniqueEmail('automa-ui');

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: '2026-03-17' } });
  browser = await launchBrowser();
  client = stack.client();
  await client.signup(email, password, 'Otto Automa');
  await importCsv(client, 'checking.csv', [
    '2026-01-05,ACME PRINT SHOP 12,-89.00,Biz Card',
    '2026-02-05,ACME PRINT SHOP 12,-45.00,Biz Card',
    '2026-02-10,PAYROLL ACME CORP,4000.00,Checking',
  ]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('Automa in the browser', () => {
  it('creates a rule, shows its dry run, turns it on, and it acts on the next import', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/smart-automation', email, password);
    await page.getByTestId('rule-name').fill('Biz card is hobbies');
    await page.getByLabel('Condition 1 field').selectOption('account');
    await page.getByLabel('Condition 1 test').selectOption('equals');
    await page.getByLabel('Condition 1 value').fill('Biz Card');
    await page.getByLabel('Action 1 category').selectOption('Recreation');
    await page.getByLabel('Action 1 subcategory').selectOption('Hobbies');
    await page.getByTestId('rule-save').click();

    const card = page.getByTestId('rule-card').filter({ hasText: 'Biz card is hobbies' });
    await card.getByTestId('rule-state').getByText('off').waitFor();
    expect(await card.getByRole('button', { name: 'Turn on Biz card is hobbies' }).isDisabled()).toBe(true);
    await card.getByRole('button', { name: 'Dry run Biz card is hobbies' }).click();
    await card.getByTestId('dry-run-count').getByText('Would have fired on 2 of 3 transactions').waitFor();
    expect(await card.getByTestId('dry-run-row').count()).toBe(2);
    await card.getByTestId('dry-run-row').first().getByText('Recreation › Hobbies').waitFor();

    await card.getByRole('button', { name: 'Turn on Biz card is hobbies' }).click();
    await card.getByTestId('rule-state').getByText('on').waitFor();

    await importCsv(client, 'march.csv', ['2026-03-10,ACME PRINT SHOP 12,-30.00,Biz Card', '2026-03-11,CORNER CAFE,-3.00,Checking']);
    await page.reload();
    const run = page.getByTestId('automa-run').filter({ hasText: 'Biz card is hobbies' });
    await run.getByText(/→ Recreation › Hobbies/).waitFor();
    expect(await page.getByTestId('automa-run').count()).toBe(1);
    const march = (await client.json<TransactionPage>('GET', '/api/transactions?search=ACME%20PRINT')).body.items.find((t) => t.date === '2026-03-10')!;
    expect([march.category, march.subcategory]).toEqual(['Recreation', 'Hobbies']);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it("replays a budget rule's last 12 months in its dry run", async () => {
    await importCsv(client, 'food.csv', ['2026-01-12,WHOLE FOODS MARKET,-80.00,Checking', '2026-02-12,WHOLE FOODS MARKET,-30.00,Checking']);
    expect((await client.json('PUT', '/api/budgets', { category: 'Food & Dining', subcategory: null, limitCents: 5000 })).status).toBe(200);
    expect(
      (
        await client.json('POST', '/api/automation/rules', {
          name: 'Food over budget',
          trigger: 'category over budget',
          conditions: [{ field: 'category', op: 'equals', value: 'Food & Dining' }],
          actions: [{ kind: 'notify', channels: ['in-app'] }],
        })
      ).status,
    ).toBe(201);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/smart-automation', email, password);
    const card = page.getByTestId('rule-card').filter({ hasText: 'Food over budget' });
    await card.getByRole('button', { name: 'Dry run Food over budget' }).click();
    await card.getByTestId('dry-run-count').getByText('Would have fired on 1 event').waitFor();
    await card
      .getByTestId('dry-run-note')
      .getByText(/^Replayed month by month over the last 12 months from your ledger/)
      .waitFor();
    const row = card.getByTestId('dry-run-row');
    expect(await row.count()).toBe(1);
    await row.getByText('Food & Dining went over its $50.00 budget on 2026-01-12: $80.00 spent by then, $80.00 in January 2026').waitFor();
    await row.getByText('Jan 12, 2026').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
  it('lists two conflicting rules and loads the rows they share when the conflict is opened', async () => {
    const made = await client.json<{ rule: { id: string } }>('POST', '/api/automation/rules', {
      name: 'ACME is office',
      trigger: 'transaction imported',
      conditions: [{ field: 'description', op: 'contains', value: 'acme print' }],
      actions: [{ kind: 'set category', category: 'Business', subcategory: 'Office Supplies' }],
    });
    await client.json('POST', `/api/automation/rules/${made.body.rule.id}/dry-run`, {});
    expect((await client.json('POST', `/api/automation/rules/${made.body.rule.id}/enable`, {})).status).toBe(200);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/smart-automation', email, password);
    const conflict = page.getByTestId('automa-conflict');
    await conflict.getByTestId('automa-conflict-count').getByText('Both fire on 3 transactions').waitFor();
    await conflict.getByText('sets Business › Office Supplies').waitFor();
    expect(await conflict.getByTestId('automa-conflict-row').count()).toBe(0);
    await conflict.getByTestId('automa-conflict-count').click();
    await conflict.getByTestId('automa-conflict-row').nth(2).waitFor();
    expect(await conflict.getByTestId('automa-conflict-row').allTextContents()).toEqual([
      expect.stringMatching(/^Jan 5, 2026 · ACME PRINT SHOP 12 · -?\$89\.00/),
      expect.stringMatching(/^Feb 5, 2026 · ACME PRINT SHOP 12 · -?\$45\.00/),
      expect.stringMatching(/^Mar 10, 2026 · ACME PRINT SHOP 12 · -?\$30\.00 \(now Recreation › Hobbies\)$/),
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
