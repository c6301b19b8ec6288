// Goalie's budgets against PostgreSQL: suggested from the covered months, this month at its pace,
// and the 80 % and 100 % alerts in the activity feed once each after imports push a budget over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { NotificationsDto } from '../../core/dashboard/api.ts';
import type { BudgetsDto } from '../../core/goalie/api.ts';
import { activity } from '../../db/schema.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
let stack: Stack;
let client: ApiClient;

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: TODAY } });
  client = stack.client();
  await client.signup(uniqueEmail('budgets'));
  await importCsv(client, 'winter.csv', [
    '2025-12-01,PAYROLL ACME CORP,4000.00,Checking',
    '2025-12-05,WHOLE FOODS MARKET #10,-610.00,Checking',
    '2026-01-01,PAYROLL ACME CORP,4000.00,Checking',
    '2026-01-05,WHOLE FOODS MARKET #10,-550.00,Checking',
    '2026-02-01,PAYROLL ACME CORP,4000.00,Checking',
    '2026-02-05,WHOLE FOODS MARKET #10,-580.50,Checking',
    '2026-03-02,WHOLE FOODS MARKET #10,-300.00,Checking',
  ]);
});
afterAll(async () => {
  await stack?.close();
});

/** Goalie's rows in the activity feed, newest first (the bell's list shows only the latest few of all). */
const goalieNews = async () =>
  (await stack.server.db.db.select({ message: activity.message }).from(activity).where(eq(activity.employee, 'goalie')).orderBy(desc(activity.createdAt))).map(
    (r) => r.message,
  );

describe('budgets', () => {
  it('suggests a limit from the covered months, and follows this month at its pace', async () => {
    const first = (await client.json<BudgetsDto>('GET', '/api/budgets')).body;
    expect(first.month).toBe('2026-03');
    // median of $610.00, $550.00, $580.50 = $580.50, rounded up to $5
    expect(first.suggestions.find((s) => s.category === 'Food & Dining')).toEqual({ category: 'Food & Dining', suggestedCents: 58_500, months: 3 });
    const set = await client.json<BudgetsDto>('PUT', '/api/budgets', { category: 'Food & Dining', subcategory: null, limitCents: 60_000 });
    expect(set.status).toBe(200);
    expect(set.body.budgets).toEqual([expect.objectContaining({ category: 'Food & Dining', limitCents: 60_000, spentCents: 30_000, share: 0.5, level: 'ok' })]);
    expect(set.body.suggestions.find((s) => s.category === 'Food & Dining')).toBeUndefined();
    expect(await goalieNews()).toEqual([]);
  });

  it('an import that pushes the budget past 80 % and then past 100 % says so once each', async () => {
    await importCsv(client, 'march-1.csv', ['2026-03-10,TRADER JOES #552,-190.00,Checking']);
    await importCsv(client, 'march-2.csv', ['2026-03-11,SAFEWAY #1711,-5.00,Checking']);
    let news = await goalieNews();
    expect(news).toHaveLength(1);
    expect(news[0]).toMatch(/^Food & Dining has used 81% of its \$600\.00 budget \(\$490\.00\)/);
    await importCsv(client, 'march-3.csv', ['2026-03-12,WHOLE FOODS MARKET #11,-120.00,Checking']);
    await importCsv(client, 'march-4.csv', ['2026-03-13,KROGER #0421,-10.00,Checking']);
    news = await goalieNews();
    expect(news).toHaveLength(2);
    expect(news[0]).toBe('Food & Dining is over its $600.00 budget for the month: $615.00 spent so far.');
    // and the bell shows it
    const bell = (await client.json<NotificationsDto>('GET', '/api/notifications')).body;
    expect(bell.items.some((a) => a.employee === 'goalie' && a.message === news[0])).toBe(true);
  });

  it('names the field of bad input; another user cannot touch it', async () => {
    for (const [body, field] of [
      [{ category: 'Food & Dining', limitCents: 0 }, 'limitCents'],
      [{ category: 'Food & Dining', limitCents: -5 }, 'limitCents'],
      [{ category: 'Yachts', limitCents: 100 }, 'Yachts'],
      [{ category: 'Income', limitCents: 100 }, 'category'],
      [{ category: 'Food & Dining', limitCents: 'lots' }, 'limitCents'],
    ] as const) {
      const r = await client.json<{ error: string }>('PUT', '/api/budgets', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toContain(field);
    }
    const mine = (await client.json<BudgetsDto>('GET', '/api/budgets')).body.budgets;
    expect(mine).toHaveLength(1);
    const other = stack.client();
    await other.signup(uniqueEmail('other'));
    expect((await other.json<BudgetsDto>('GET', '/api/budgets')).body.budgets).toEqual([]);
    expect((await other.json('DELETE', `/api/budgets/${mine[0]!.id}`)).status).toBe(404);
    expect((await client.json<BudgetsDto>('DELETE', `/api/budgets/${mine[0]!.id}`)).body.budgets).toEqual([]);
  });
});
