// Issue 28 (hardening, round two), the planning half: every planning route refuses unknown fields
// by name, unbounded amounts and empty names; debt names are unique and the debt budget is always
// checked; a bill's cadence is one of the shapes the bill engine reads; per-user caps hold under
// concurrent creates; and the lists page with ?limit/&offset and X-Total-Count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../db/client.ts';
import { logIdleDbError } from '../../infra/logger.ts';
import {
  accounts as accountsTable,
  billDismissals,
  bills as billsTable,
  budgets as budgetsTable,
  debts as debtsTable,
  financialGoals,
  goalContributions,
} from '../../db/schema.ts';
import { MAX_PLANNING_CENTS, USER_CAPS } from '../../core/planning-limits.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let client: ApiClient;
let db: DbHandle;
let userId: string;

type Err = { error: string; field?: string };
const goal = (name: string) => ({ name, kind: 'save up', targetCents: 100_000 });
const debt = (name: string) => ({ name, kind: 'credit card', balanceCents: 100_000, apr: 20, minimum: { kind: 'fixed', cents: 5_000 } });
const bill = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  expected: { kind: 'exact', cents: 5_000 },
  cadence: { kind: 'monthly', day: 5 },
  anchor: '2026-04-05',
  ...extra,
});

async function newUser(label: string): Promise<{ client: ApiClient; id: string }> {
  const c = stack.client();
  const user = await c.signup(uniqueEmail(label));
  return { client: c, id: user.id };
}

beforeAll(async () => {
  stack = await startStack({ workers: false, env: { CLOCK_TODAY: '2026-03-17' } });
  db = createDb(stack.env.config.DATABASE_URL, logIdleDbError, 2);
  ({ client, id: userId } = await newUser('planning'));
});
afterAll(async () => {
  await db?.close();
  await stack?.close();
});

describe('unknown fields are a 400 naming them', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['POST', '/api/goals', { ...goal('Trip'), colour: 'red' }],
    ['POST', '/api/debts', { ...debt('Visa'), colour: 'red' }],
    ['POST', '/api/bills', { ...bill('Water'), colour: 'red' }],
    ['POST', '/api/harmony/checkins', { form: 'short', answers: {}, ageBand: '18-61', administered: 'self', colour: 'red' }],
    ['PUT', '/api/settings/currency', { homeCurrency: 'USD', rates: {}, colour: 'red' }],
    ['PUT', '/api/documents/3f2b0000-0000-4000-8000-000000000000/currency', { currency: 'EUR', colour: 'red' }],
    ['POST', '/api/accounts', { name: 'Checking', colour: 'red' }],
    ['PUT', '/api/budgets', { category: 'Shopping', limitCents: 10_000, colour: 'red' }],
  ];
  for (const [method, path, body] of cases) {
    it(`${method} ${path}`, async () => {
      const r = await client.json<Err>(method, path, body);
      expect(r.status).toBe(400);
      expect(r.body.field).toBe('colour');
      expect(r.body.error).toContain('colour');
    });
  }

  it("in a list route's query too", async () => {
    for (const path of [
      '/api/freedom?colour=red',
      '/api/debts/plan?colour=red',
      '/api/accounts/net-worth?colour=red',
      '/api/goals?colour=red',
      '/api/debts?colour=red',
      '/api/bills?colour=red',
      '/api/accounts?colour=red',
    ]) {
      const r = await client.json<Err>('GET', path);
      expect(r.status, path).toBe(400);
      expect(r.body.field, path).toBe('colour');
    }
  });
});

describe('amounts are bounded', () => {
  it('refuses a contribution of -1e13, and a withdrawal of more than the goal holds', async () => {
    const created = await client.json<{ id: string }>('POST', '/api/goals', goal('Bounded'));
    const at = `/api/goals/${created.body.id}/contributions`;
    const huge = await client.json<Err>('POST', at, { date: '2026-03-17', amountCents: -1e13 });
    expect(huge.status).toBe(400);
    expect(huge.body.field).toBe('amountCents');
    expect((await client.json<Err>('POST', at, { date: '2026-03-17', amountCents: MAX_PLANNING_CENTS + 1 })).status).toBe(400);
    expect((await client.json('POST', at, { date: '2026-03-17', amountCents: 5_000 })).status).toBe(201);
    const over = await client.json<Err>('POST', at, { date: '2026-03-17', amountCents: -5_001 });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatch(/more than the goal holds/);
    expect((await client.json('POST', at, { date: '2026-03-17', amountCents: -5_000 })).status).toBe(201);
  });

  it('refuses goal, debt and account amounts above the maximum', async () => {
    expect((await client.json<Err>('POST', '/api/goals', { ...goal('Moon'), targetCents: MAX_PLANNING_CENTS + 1 })).body.field).toBe('targetCents');
    expect((await client.json<Err>('POST', '/api/debts', { ...debt('Huge'), balanceCents: MAX_PLANNING_CENTS + 1 })).body.field).toBe('balanceCents');
    expect((await client.json<Err>('POST', '/api/accounts', { name: 'Vault', openingBalanceCents: -(MAX_PLANNING_CENTS + 1) })).body.field).toBe(
      'openingBalanceCents',
    );
  });
});

describe('names are not empty', () => {
  it('refuses an empty payee, institution, bill account or device', async () => {
    expect((await client.json<Err>('POST', '/api/bills', bill('Gas', { payee: '' }))).body.field).toBe('payee');
    expect((await client.json<Err>('POST', '/api/bills', bill('Gas', { account: '  ' }))).body.field).toBe('account');
    expect((await client.json<Err>('POST', '/api/accounts', { name: 'Savings', institution: '' })).body.field).toBe('institution');
    const device = await client.json<Err>('POST', '/api/push/subscriptions', {
      endpoint: 'https://push.example.test/abc',
      keys: { p256dh: 'BAbc', auth: 'xyz' },
      device: ' ',
    });
    expect(device.status).toBe(400);
    expect(device.body.field).toBe('device');
  });
});

describe('debts', () => {
  it('keeps names unique per user (trimmed, any case), on create and on rename', async () => {
    const { client: c } = await newUser('debt-names');
    expect((await c.json('POST', '/api/debts', debt('Visa'))).status).toBe(201);
    const again = await c.json<Err>('POST', '/api/debts', debt(' visa '));
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('name');
    const other = await c.json<{ id: string; updatedAt: string }>('POST', '/api/debts', debt('Car loan'));
    const rename = await c.json<Err>('PATCH', `/api/debts/${other.body.id}`, { name: 'VISA', updatedAt: other.body.updatedAt });
    expect(rename.status).toBe(409);
  });

  it('checks the monthly budget against the minimums, and never saves a negative one', async () => {
    const { client: c, id } = await newUser('debt-budget');
    // two debts of one name, as the routes accepted before names were unique: the budget is still checked
    await db.db.insert(debtsTable).values(
      [1, 2].map(() => ({
        userId: id,
        name: 'Visa',
        kind: 'credit card' as const,
        balanceCents: 100_000,
        apr: 20,
        minimum: { kind: 'fixed' as const, cents: 2_500 },
      })),
    );
    const negative = await c.json<Err>('PUT', '/api/debts/budget', { monthlyBudgetCents: -1e13, priority: 1 });
    expect(negative.status).toBe(400);
    expect(negative.body.field).toBe('monthlyBudgetCents');
    expect((await c.json('PUT', '/api/debts/budget', { monthlyBudgetCents: 4_999, priority: 1 })).status).toBe(400);
    expect((await c.json('PUT', '/api/debts/budget', { monthlyBudgetCents: 5_000, priority: 1 })).status).toBe(200);
  });
});

describe('bills', () => {
  it('takes exactly the cadence shapes the bill engine reads', async () => {
    const padded = await client.json<Err>('POST', '/api/bills', bill('Padded', { cadence: { kind: 'monthly', day: 5, junk: 'x'.repeat(90_000) } }));
    expect(padded.status).toBe(400);
    expect(padded.body.field).toBe('cadence.junk');
    expect((await client.json<Err>('POST', '/api/bills', bill('No day', { cadence: { kind: 'monthly' } }))).body.field).toBe('cadence.day');
    expect((await client.json<Err>('POST', '/api/bills', bill('Weekly n', { cadence: { kind: 'weekly', n: 2 } }))).body.field).toBe('cadence.n');
    expect((await client.json('POST', '/api/bills', bill('Fortnightly', { cadence: { kind: 'every-n-weeks', n: 2 } }))).status).toBe(201);
  });

  it('keeps at most USER_CAPS.billDismissals dismissed proposals, and no empty key', async () => {
    const { client: c, id } = await newUser('dismissals');
    expect((await c.json<Err>('POST', '/api/bills/proposals/dismiss', { merchantKey: ' ' })).body.field).toBe('merchantKey');
    await db.db.insert(billDismissals).values(Array.from({ length: USER_CAPS.billDismissals }, (_, i) => ({ userId: id, merchantKey: `k${i}` })));
    expect((await c.json('POST', '/api/bills/proposals/dismiss', { merchantKey: 'k1' })).status).toBe(200);
    const over = await c.json<Err>('POST', '/api/bills/proposals/dismiss', { merchantKey: 'one more' });
    expect(over.status).toBe(409);
    expect(over.body.field).toBe('billDismissals');
  });
});

describe('caps', () => {
  it('holds the goals cap under concurrent creates, with a 409 naming it', async () => {
    const { client: c, id } = await newUser('goal-cap');
    const cap = USER_CAPS.goals;
    await db.db
      .insert(financialGoals)
      .values(Array.from({ length: cap - 3 }, (_, i) => ({ userId: id, name: `g${i}`, kind: 'save up' as const, targetCents: 100 })));
    const tries = await Promise.all(Array.from({ length: 8 }, (_, i) => c.json<Err>('POST', '/api/goals', goal(`late ${i}`))));
    expect(tries.filter((t) => t.status === 201)).toHaveLength(3);
    const refused = tries.filter((t) => t.status === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body.error).toContain(`limit of ${cap} goals`);
    expect(refused[0]!.body.field).toBe('goals');
  });

  it('holds the bills, debts and accounts caps', async () => {
    const { client: c, id } = await newUser('other-caps');
    await db.db.insert(billsTable).values(
      Array.from({ length: USER_CAPS.bills }, (_, i) => ({
        userId: id,
        name: `b${i}`,
        merchantKey: `b${i}`,
        expected: { kind: 'exact' as const, cents: 100 },
        cadence: { kind: 'weekly' as const },
        anchor: '2026-01-01',
      })),
    );
    expect((await c.json<Err>('POST', '/api/bills', bill('One more'))).status).toBe(409);
    await db.db.insert(accountsTable).values(Array.from({ length: USER_CAPS.accounts }, (_, i) => ({ userId: id, name: `a${i}` })));
    expect((await c.json<Err>('POST', '/api/accounts', { name: 'One more' })).status).toBe(409);
    const made = await Promise.all(Array.from({ length: USER_CAPS.debts + 3 }, (_, i) => c.json('POST', '/api/debts', debt(`d${i}`))));
    expect(made.filter((m) => m.status === 201)).toHaveLength(USER_CAPS.debts);
    expect(made.filter((m) => m.status === 409)).toHaveLength(3);
  });
});

describe('caps on rows that are not listed', () => {
  it('holds the contributions-per-goal and budgets caps', async () => {
    const { client: c, id } = await newUser('row-caps');
    const made = await c.json<{ id: string }>('POST', '/api/goals', goal('Full'));
    await db.db
      .insert(goalContributions)
      .values(Array.from({ length: USER_CAPS.goalContributions }, () => ({ userId: id, goalId: made.body.id, date: '2026-01-01', amountCents: 1 })));
    const more = await c.json<Err>('POST', `/api/goals/${made.body.id}/contributions`, { date: '2026-03-17', amountCents: 100 });
    expect(more.status).toBe(409);
    expect(more.body.field).toBe('goalContributions');
    await db.db
      .insert(budgetsTable)
      .values(Array.from({ length: USER_CAPS.budgets - 1 }, (_, i) => ({ userId: id, category: `Made up ${i}`, limitCents: 100 })));
    expect((await c.json('PUT', '/api/budgets', { category: 'Shopping', subcategory: null, limitCents: 10_000 })).status).toBe(200);
    // a new limit for a budget the user has is not a new row: it goes through at the cap
    expect((await c.json('PUT', '/api/budgets', { category: 'Shopping', subcategory: null, limitCents: 20_000 })).status).toBe(200);
    const budget = await c.json<Err>('PUT', '/api/budgets', { category: 'Personal Care', subcategory: null, limitCents: 10_000 });
    expect(budget.status).toBe(409);
    expect(budget.body.error).toContain(`limit of ${USER_CAPS.budgets} budgets`);
  });
});

describe('paging', () => {
  it('pages the goals with limit and offset and says the total', async () => {
    const { client: c } = await newUser('paging');
    for (const n of ['A', 'B', 'C']) await c.json('POST', '/api/goals', goal(n));
    const res = await c.request('GET', '/api/goals?limit=2&offset=1');
    expect(res.headers.get('x-total-count')).toBe('3');
    const body = (await res.json()) as { goals: { name: string }[] };
    expect(body.goals.map((g) => g.name)).toEqual(['B', 'C']);
    const all = await c.request('GET', '/api/goals');
    expect(((await all.json()) as { goals: unknown[] }).goals).toHaveLength(3);
    for (const q of ['limit=0', 'limit=501', 'offset=-1', 'limit=x']) {
      const r = await c.json<Err>('GET', `/api/goals?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.field, q).toBe(q.split('=')[0]);
    }
  });

  it('pages the other lists', async () => {
    const lists: [string, string][] = [
      ['/api/debts', 'debts'],
      ['/api/bills', 'bills'],
      ['/api/budgets', 'budgets'],
      ['/api/harmony/checkins', 'checkins'],
      ['/api/accounts', 'accounts'],
      ['/api/debts/proposals', 'proposals'],
    ];
    for (const [path, key] of lists) {
      const res = await client.request('GET', `${path}?limit=1`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-total-count'), path).not.toBeNull();
      expect(((await res.json()) as Record<string, unknown[]>)[key]!.length, path).toBeLessThanOrEqual(1);
    }
  });
});
