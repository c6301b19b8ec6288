// The dashboard shell's API: the home page's stats strip matches the user's rows (counted here
// with SQL of its own) after an import, a correction, an accepted suggestion and a rule; the bell's
// unread count follows the team's activity and drops to 0 once read; each user sees only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStatsDto, NotificationsDto } from '../../core/dashboard/api.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import { addDays } from '../../core/dates.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let owner: ApiClient;
let other: ApiClient;
let ownerId: string;
const today = new Date().toISOString().slice(0, 10);
const day = (n: number) => addDays(today, -n);

const stats = async (c: ApiClient) => {
  const r = await c.json<DashboardStatsDto>('GET', '/api/dashboard/stats');
  expect(r.status).toBe(200);
  return r.body;
};
const bell = async (c: ApiClient) => {
  const r = await c.json<NotificationsDto>('GET', '/api/notifications');
  expect(r.status).toBe(200);
  return r.body;
};
const transactions = async (c: ApiClient, qs = 'pageSize=100') => (await c.json<TransactionPage>('GET', `/api/transactions?${qs}`)).body.items;

async function one(sql: string, params: unknown[]): Promise<Record<string, unknown>> {
  const r = await stack.server.db.pool.query(sql, params);
  return r.rows[0] as Record<string, unknown>;
}

/** The stats strip, counted straight from the tables with the definition of db/repos/dashboard.ts. */
async function expectedStats(userId: string): Promise<DashboardStatsDto> {
  const docs = await one(`select count(*) filter (where status = 'completed')::int as processed, max(created_at) as last from documents where user_id = $1`, [
    userId,
  ]);
  const learned = await one(
    `select (select count(*) from tag_patterns where user_id = $1)::int + (select count(*) from tag_rules where user_id = $1)::int as n`,
    [userId],
  );
  const judged = await one(
    `
    select count(*)::int as total,
      count(*) filter (where auto)::int as auto,
      count(*) filter (where auto and corrected)::int as corrected
    from (
      select
        exists (select 1 from category_corrections c where c.transaction_id = t.id and c.from_category <> 'Uncategorized') as corrected,
        t.categorization_source in ('rule', 'learned', 'knowledge', 'model', 'sign')
          or exists (select 1 from category_corrections c where c.transaction_id = t.id and c.from_category <> 'Uncategorized')
          or (t.user_corrected and t.category <> 'Uncategorized'
              and not exists (select 1 from category_corrections c where c.transaction_id = t.id)) as auto
      from transactions t where t.user_id = $1
    ) x`,
    [userId],
  );
  const auto = judged.auto as number;
  const corrected = judged.corrected as number;
  const plan = await one(
    `select (select count(*) from financial_goals where user_id = $1 and status = 'active')::int as goals,
    (select count(*) from debts where user_id = $1)::int as debts, (select coalesce(sum(balance_cents), 0) from debts where user_id = $1)::int as owed,
    (select count(*) from budgets where user_id = $1)::int as budgets`,
    [userId],
  );
  return {
    documentsProcessed: docs.processed as number,
    lastUploadAt: docs.last ? (docs.last as Date).toISOString() : null,
    totalTransactions: judged.total as number,
    categoriesLearned: learned.n as number,
    autoCategorized: auto,
    corrected,
    aiAccuracy: auto === 0 ? null : (auto - corrected) / auto,
    planning: { activeGoals: plan.goals as number, debts: plan.debts as number, debtCents: plan.owed as number, budgets: plan.budgets as number },
  };
}

/** The lines the bell counts: every kind but the team's progress (all of them reach the bell by default). */
const activityCount = async (userId: string, after: string | null) =>
  (
    await one(`select count(*)::int as n from activity where user_id = $1 and kind <> 'progress' and ($2::timestamptz is null or created_at > $2)`, [
      userId,
      after,
    ])
  ).n as number;

beforeAll(async () => {
  stack = await startStack();
  owner = stack.client();
  ownerId = (await owner.signup(uniqueEmail('dash-owner'))).id;
  other = stack.client();
  await other.signup(uniqueEmail('dash-other'));
});
afterAll(async () => {
  await stack?.close();
});

describe('the stats strip', () => {
  it('is all zeros before anything is imported, with no accuracy to speak of', async () => {
    expect(await stats(owner)).toEqual({
      documentsProcessed: 0,
      lastUploadAt: null,
      totalTransactions: 0,
      categoriesLearned: 0,
      autoCategorized: 0,
      corrected: 0,
      aiAccuracy: null,
      planning: { activeGoals: 0, debts: 0, debtCents: 0, budgets: 0 },
    });
  });

  it('counts an import, then a correction, an accepted suggestion and a rule, as the tables say', async () => {
    const doc = await importCsv(owner, 'dashboard-first.csv', [
      `${day(12)},WHOLE FOODS MARKET #10,-84.20,Checking`,
      `${day(11)},NETFLIX.COM,-15.49,Checking`,
      `${day(10)},SHELL OIL 5541,-40.00,Checking`,
      `${day(9)},ACME CORP PAYROLL,2400.00,Checking`,
      `${day(8)},ZORBLAX WIDGETS 4411 PORTLAND OR,-23.10,Checking`,
      `${day(7)},QUIBBLE SUPPLY CO 77,-45.00,Checking`,
    ]);
    let s = await stats(owner);
    expect(s).toEqual(await expectedStats(ownerId));
    expect(s).toMatchObject({ documentsProcessed: 1, totalTransactions: 6, corrected: 0, categoriesLearned: 0 });
    expect(s.lastUploadAt).toBe(doc.createdAt);
    // Tag's knowledge base knows four of the six; the other two are left Uncategorized for the user
    expect(s.autoCategorized).toBe(4);
    expect(s.aiAccuracy).toBe(1);

    // a correction away from Tag's category: one of Tag's calls was wrong
    const all = await transactions(owner);
    const netflix = all.find((t) => t.description === 'NETFLIX.COM')!;
    expect(netflix.source).not.toBe('user');
    const autoBefore = s.autoCategorized;
    const target = netflix.category === 'Shopping' ? 'Bills & Utilities' : 'Shopping';
    expect((await owner.json('PATCH', `/api/transactions/${netflix.id}`, { category: target, subcategory: null })).status).toBe(200);
    s = await stats(owner);
    expect(s).toEqual(await expectedStats(ownerId));
    expect(s).toMatchObject({ autoCategorized: autoBefore, corrected: 1, categoriesLearned: 1 });
    expect(s.aiAccuracy).toBeCloseTo((autoBefore - 1) / autoBefore, 10);

    // confirming Tag's category by hand is not a correction (it stays one of Tag's calls, a right one)
    const wholeFoods = all.find((t) => t.description === 'WHOLE FOODS MARKET #10')!;
    const confirm = { category: wholeFoods.category, subcategory: wholeFoods.subcategory };
    expect((await owner.json('PATCH', `/api/transactions/${wholeFoods.id}`, confirm)).status).toBe(200);
    s = await stats(owner);
    expect(s).toEqual(await expectedStats(ownerId));
    expect(s).toMatchObject({ autoCategorized: autoBefore, corrected: 1, categoriesLearned: 2 });

    // filling in one Tag left Uncategorized is neither a call of Tag's nor a correction
    const quibble = all.find((t) => t.description === 'QUIBBLE SUPPLY CO 77')!;
    expect(quibble.category).toBe('Uncategorized');
    expect((await owner.json('PATCH', `/api/transactions/${quibble.id}`, { category: 'Shopping', subcategory: null })).status).toBe(200);
    s = await stats(owner);
    expect(s).toEqual(await expectedStats(ownerId));
    expect(s).toMatchObject({ autoCategorized: autoBefore, corrected: 1, categoriesLearned: 3 });
    expect(s.aiAccuracy).toBeCloseTo((autoBefore - 1) / autoBefore, 10);

    // a rule is something learned too
    const rule = await owner.json('POST', '/api/tag/rules', {
      conditions: { descriptionContains: 'shell oil' },
      category: 'Transportation',
      subcategory: null,
    });
    expect(rule.status).toBe(201);
    s = await stats(owner);
    expect(s).toEqual(await expectedStats(ownerId));
    expect(s.categoriesLearned).toBe(4);
  });

  it('counts the active goals, the debts and what they owe, and the budgets', async () => {
    await owner.json('POST', '/api/goals', { name: 'Holiday', kind: 'save up', targetCents: 100_000 });
    const paused = await owner.json<{ id: string; goals: { id: string; updatedAt: string }[] }>('POST', '/api/goals', {
      name: 'Car',
      kind: 'purchase',
      targetCents: 900_000,
    });
    const car = paused.body.goals.find((g) => g.id === paused.body.id)!;
    await owner.json('PATCH', `/api/goals/${car.id}`, { updatedAt: car.updatedAt, status: 'paused' });
    await owner.json('POST', '/api/debts', { name: 'Visa', kind: 'credit card', balanceCents: 120_000, apr: 19, minimum: { kind: 'fixed', cents: 4000 } });
    await owner.json('PUT', '/api/budgets', { category: 'Shopping', limitCents: 20_000 });
    const s = await stats(owner);
    expect(s).toEqual(await expectedStats(ownerId));
    expect(s.planning).toEqual({ activeGoals: 1, debts: 1, debtCents: 120_000, budgets: 1 });
    expect((await stats(other)).planning).toEqual({ activeGoals: 0, debts: 0, debtCents: 0, budgets: 0 });
  });
});

describe('AI accuracy and subcategories', () => {
  it('counts a change of subcategory alone (Fast Food → Food Delivery) as a correction, by hand or from the review queue', async () => {
    const fresh = stack.client();
    const freshId = (await fresh.signup(uniqueEmail('dash-subcategory'))).id;
    await importCsv(fresh, 'dashboard-fast-food.csv', [
      `${day(6)},MCDONALDS F1234,-9.40,Checking`,
      `${day(5)},BURGER KING 4411,-11.20,Checking`,
      `${day(4)},TACO BELL 0099,-7.85,Checking`,
    ]);
    let s = await stats(fresh);
    expect(s).toMatchObject({ autoCategorized: 3, corrected: 0, aiAccuracy: 1 });
    const rows = await transactions(fresh);
    for (const r of rows) expect([r.category, r.subcategory]).toEqual(['Food & Dining', 'Fast Food']);

    const mcd = rows.find((t) => t.description.startsWith('MCDONALDS'))!;
    expect((await fresh.json('PATCH', `/api/transactions/${mcd.id}`, { category: 'Food & Dining', subcategory: 'Food Delivery' })).status).toBe(200);
    s = await stats(fresh);
    expect(s).toEqual(await expectedStats(freshId));
    expect(s).toMatchObject({ autoCategorized: 3, corrected: 1 });
    expect(s.aiAccuracy).toBeCloseTo(2 / 3, 10);

    const bk = rows.find((t) => t.description.startsWith('BURGER KING'))!;
    const moved = await fresh.json('POST', '/api/tag/review/categorize', { ids: [bk.id], category: 'Food & Dining', subcategory: 'Restaurants' });
    expect(moved.status).toBe(200);
    s = await stats(fresh);
    expect(s).toMatchObject({ autoCategorized: 3, corrected: 2 });
    expect(s.aiAccuracy).toBeCloseTo(1 / 3, 10);

    // the same subcategory again is a confirmation, not a correction
    const taco = rows.find((t) => t.description.startsWith('TACO BELL'))!;
    expect((await fresh.json('PATCH', `/api/transactions/${taco.id}`, { category: 'Food & Dining', subcategory: 'Fast Food' })).status).toBe(200);
    expect(await stats(fresh)).toMatchObject({ autoCategorized: 3, corrected: 2 });
  });
});

describe('the bell', () => {
  it('counts what needs the user (not the steps) as unread until read, then only what came after', async () => {
    let b = await bell(owner);
    expect(b.readAt).toBeNull();
    expect(b.unread).toBe(await activityCount(ownerId, null));
    expect(b.unread).toBeGreaterThan(0);
    expect(b.items.length).toBe(Math.min(20, b.unread));
    expect(b.items.map((i) => i.createdAt)).toEqual([...b.items.map((i) => i.createdAt)].sort().reverse());

    expect((await owner.request('POST', '/api/notifications/read')).status).toBe(204);
    b = await bell(owner);
    expect(b.unread).toBe(0);
    expect(b.readAt).not.toBeNull();
    expect(b.items.length).toBeGreaterThan(0); // read, not gone

    // a file with a merchant Tag does not know: Tag's question is news for the bell, the steps are not
    await importCsv(owner, 'dashboard-second.csv', [`${day(3)},BLUE BOTTLE COFFEE 12,-6.50,Checking`, `${day(3)},VORTELL KIOSK 88,-6.50,Checking`]);
    b = await bell(owner);
    expect(b.unread).toBe(1);
    expect(b.unread).toBe(await activityCount(ownerId, b.readAt));
    expect(b.items[0]!).toMatchObject({ kind: 'question', employee: 'tag' });
    expect(b.items[0]!.message).toMatch(/^dashboard-second\.csv: Tag is not sure of 1 transaction/);
    expect((await stats(owner)).documentsProcessed).toBe(2);
  });
});

describe('owner only', () => {
  it('shows another user nothing of the owner, and their read marker is their own', async () => {
    expect(await stats(other)).toMatchObject({ documentsProcessed: 0, totalTransactions: 0, categoriesLearned: 0, aiAccuracy: null });
    const theirs = await bell(other);
    expect(theirs).toMatchObject({ unread: 0, items: [], readAt: null });

    const before = (await bell(owner)).unread;
    expect(before).toBeGreaterThan(0);
    expect((await other.request('POST', '/api/notifications/read')).status).toBe(204);
    expect((await bell(owner)).unread).toBe(before);
  });

  it('asks for a session', async () => {
    const anonymous = stack.client();
    expect((await anonymous.request('GET', '/api/dashboard/stats')).status).toBe(401);
    expect((await anonymous.request('GET', '/api/notifications')).status).toBe(401);
    expect((await anonymous.request('POST', '/api/notifications/read')).status).toBe(401);
  });
});
