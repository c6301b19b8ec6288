// Goalie's goals and Liberty's debts against PostgreSQL: figures from the user's own months, edits
// that never silently overwrite another tab's, bad input named by field, and nobody else's rows.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { activity } from '../../db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoalsDto } from '../../core/goalie/api.ts';
import type { DebtDto, DebtPlansDto, DebtProposalDto, FreedomDto } from '../../core/liberty/api.ts';
import { addDays } from '../../core/dates.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { importCsv, importFile, startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
let stack: Stack;
let client: ApiClient;

/** Three complete months: $4,000 in, $3,000 out each (rent, groceries, dining), and a transfer to savings. */
function statement(): string[] {
  const rows: string[] = [];
  for (const m of ['2025-12', '2026-01', '2026-02']) {
    rows.push(
      `${m}-01,PAYROLL ACME CORP,4000.00,Checking`,
      `${m}-02,RENT PAYMENT OAKWOOD APARTMENTS,-1950.00,Checking`,
      `${m}-09,WHOLE FOODS MARKET #10,-450.00,Checking`,
      `${m}-15,OLIVE GARDEN #1542,-600.00,Checking`,
      `${m}-20,TRANSFER TO SAVINGS,-300.00,Checking`,
    );
  }
  rows.push('2026-03-01,PAYROLL ACME CORP,4000.00,Checking', '2026-03-10,TRANSFER TO SAVINGS,-250.00,Checking');
  return rows;
}

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: TODAY } });
  client = stack.client();
  await client.signup(uniqueEmail('goals'));
  await importCsv(client, 'checking.csv', statement());
});
afterAll(async () => {
  await stack?.close();
});

describe('goals', () => {
  it('projects a goal from the real monthly surplus and says what it was computed from', async () => {
    const r = await client.json<GoalsDto & { id: string }>('POST', '/api/goals', {
      name: 'Emergency fund',
      kind: 'emergency fund',
      targetCents: 600_000,
      targetDate: '2026-09-30',
      startingCents: 100_000,
      priority: 1,
    });
    expect(r.status).toBe(201);
    // income $4,000 − spending $3,000 = $1,000 a month over the three covered months (the transfer is not spending)
    expect(r.body.months.map((m) => m.month)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(r.body.medianSurplusCents).toBe(100_000);
    const goal = r.body.goals.find((g) => g.id === r.body.id)!;
    // $5,000 left over March … September (7 months) = $714.29 a month, rounded up
    expect(goal).toMatchObject({ savedCents: 100_000, remainingCents: 500_000, requiredMonthlyCents: 71_429, monthlyShareCents: 71_429 });
    expect(goal.projection.basis).toMatchObject({ months: 3, meanMonthlyCents: 100_000 });
    expect(goal.projection.medianMonth).toBe('2026-09');
    expect(goal.projection.p90Month).toBe('2026-09');
    expect(goal.progress).toBe('on track');
    // Food & Dining is $1,050 a month, most of it at Olive Garden ($600)
    expect(goal.suggestion).toMatchObject({ category: 'Food & Dining', merchant: 'Olive Garden' });
  });

  it('counts contributions by hand and ledger rows its text matches, and shares the surplus by priority', async () => {
    const r = await client.json<GoalsDto & { id: string }>('POST', '/api/goals', {
      name: 'Holiday',
      kind: 'save up',
      targetCents: 300_000,
      matchText: 'TRANSFER TO SAVINGS',
      priority: 2,
    });
    const holiday = () => r.body.goals.find((g) => g.id === r.body.id)!;
    // the goal was made today: only the transfer dated today or later counts; none is
    expect(holiday().savedCents).toBe(0);
    const c = await client.json<GoalsDto>('POST', `/api/goals/${r.body.id}/contributions`, { date: TODAY, amountCents: 20_000, note: 'birthday money' });
    expect(c.body.goals.find((g) => g.id === r.body.id)!.savedCents).toBe(20_000);
    // the emergency fund (priority 1) takes $714.29 of the $1,000; the holiday gets the rest
    expect(c.body.goals.find((g) => g.id === r.body.id)!.monthlyShareCents).toBe(100_000 - 71_429);
  });

  it('after an import Goalie says when a goal is reached and when one falls behind, once each', async () => {
    const news = async () =>
      (await stack.server.db.db.select({ message: activity.message }).from(activity).where(eq(activity.employee, 'goalie'))).map((r) => r.message);
    expect((await client.json('POST', '/api/goals', { name: 'Bike', kind: 'purchase', targetCents: 40_000, matchText: 'BIKE FUND', priority: 5 })).status).toBe(
      201,
    );
    expect(
      (await client.json('POST', '/api/goals', { name: 'Car', kind: 'purchase', targetCents: 5_000_000, targetDate: '2026-04-30', priority: 6 })).status,
    ).toBe(201);
    await importCsv(client, 'bike.csv', [`${TODAY},TRANSFER BIKE FUND,-400.00,Checking`]);
    const said = await news();
    expect(said).toContain('Bike is reached: $400.00 saved of $400.00.');
    expect(said.filter((m) => m.startsWith('Car is behind: not reached at this pace, the date is 2026-04-30'))).toHaveLength(1);
    await importCsv(client, 'coffee.csv', [`${TODAY},STARBUCKS STORE 10482,-4.50,Visa`]);
    expect((await news()).length).toBe(said.length);
    for (const g of (await client.json<GoalsDto>('GET', '/api/goals')).body.goals.filter((x) => x.name === 'Bike' || x.name === 'Car')) {
      expect((await client.json('DELETE', `/api/goals/${g.id}`)).status).toBe(200);
    }
  });

  it('refuses an edit made from an older copy (another tab), with a clear message', async () => {
    const list = (await client.json<GoalsDto>('GET', '/api/goals')).body;
    const goal = list.goals[0]!;
    const first = await client.json<GoalsDto>('PATCH', `/api/goals/${goal.id}`, { updatedAt: goal.updatedAt, name: 'Rainy day fund' });
    expect(first.status).toBe(200);
    const second = await client.json<{ error: string }>('PATCH', `/api/goals/${goal.id}`, { updatedAt: goal.updatedAt, name: 'Something else' });
    expect(second.status).toBe(409);
    expect(second.body.error).toContain('changed elsewhere');
    const now = (await client.json<GoalsDto>('GET', '/api/goals')).body.goals.find((g) => g.id === goal.id)!;
    expect(now.name).toBe('Rainy day fund');
    const paused = await client.json<GoalsDto>('PATCH', `/api/goals/${goal.id}`, { updatedAt: now.updatedAt, status: 'paused' });
    expect(paused.body.goals.find((g) => g.id === goal.id)!.status).toBe('paused');
  });

  it('names the field of bad input and stores nothing', async () => {
    const before = (await client.json<GoalsDto>('GET', '/api/goals')).body.goals.length;
    for (const [body, field] of [
      [{ name: 'x', kind: 'save up', targetCents: 0 }, 'targetCents'],
      [{ name: 'x', kind: 'save up', targetCents: 1000, targetDate: addDays(TODAY, -1) }, 'targetDate'],
      [{ name: 'x', kind: 'save up', targetCents: 1000, startingCents: 5000 }, 'targetCents'],
      [{ name: '', kind: 'save up', targetCents: 1000 }, 'name'],
      [{ name: 'x', kind: 'yacht', targetCents: 1000 }, 'kind'],
      [{ name: 'x', kind: 'save up', targetCents: 'lots' }, 'targetCents'],
    ] as const) {
      const r = await client.json<{ error: string }>('POST', '/api/goals', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toContain(field);
    }
    expect((await client.json<GoalsDto>('GET', '/api/goals')).body.goals.length).toBe(before);
  });
});

describe('debts', () => {
  const card = { name: 'Visa', kind: 'credit card', balanceCents: 300_000, apr: 18, minimum: { kind: 'card', floorCents: 2500, percent: 1 } };
  const car = { name: 'Car loan', kind: 'car', balanceCents: 800_000, apr: 6.5, minimum: { kind: 'fixed', cents: 22_000 } };

  it('plans avalanche and snowball side by side, and the extra money shortens both', async () => {
    const visa = await client.json<DebtDto>('POST', '/api/debts', card);
    expect(visa.status).toBe(201);
    // the statement's figure: $3,000 at 18 % is cleared in 36 months by $108.46 a month
    expect(Math.abs(visa.body.payment36Cents - 10_846)).toBeLessThanOrEqual(2);
    expect((await client.json('POST', '/api/debts', car)).status).toBe(201);
    const minimum = (await client.json<DebtPlansDto>('GET', '/api/debts/plan')).body;
    expect(minimum.monthlyBudgetCents).toBe(minimum.minimumsCents);
    const more = (await client.json<DebtPlansDto>('GET', '/api/debts/plan?budget=60000')).body;
    expect(more.plans.map((p) => p.strategy)).toEqual(['avalanche', 'snowball']);
    const [avalanche, snowball] = more.plans;
    expect(avalanche!.months!).toBeLessThan(minimum.plans[0]!.months!);
    expect(avalanche!.totalInterestCents).toBeLessThanOrEqual(snowball!.totalInterestCents);
    expect(more.minimumOnly.totalInterestCents).toBeGreaterThan(avalanche!.totalInterestCents);
    // the user's own order: the car first
    const order = [...more.plans[0]!.debts]
      .reverse()
      .map((d) => d.id)
      .join(',');
    const custom = (await client.json<DebtPlansDto>('GET', `/api/debts/plan?budget=60000&order=${order}`)).body;
    expect(custom.plans.map((p) => p.strategy)).toEqual(['avalanche', 'snowball', 'custom']);
    expect((await client.json<{ error: string }>('GET', '/api/debts/plan?budget=100')).status).toBe(400);
  });

  it('the debt budget the user saves takes its place in the goals waterfall, at its priority', async () => {
    const plan = (await client.json<DebtPlansDto>('GET', '/api/debts/plan')).body;
    expect(plan.saved).toBeNull();
    expect((await client.json<{ error: string }>('PUT', '/api/debts/budget', { monthlyBudgetCents: plan.minimumsCents - 1, priority: 1 })).status).toBe(400);
    expect((await client.json('PUT', '/api/debts/budget', { monthlyBudgetCents: plan.minimumsCents + 20_000, priority: 1 })).status).toBe(200);
    expect((await client.json<DebtPlansDto>('GET', '/api/debts/plan')).body).toMatchObject({
      monthlyBudgetCents: plan.minimumsCents + 20_000,
      saved: { budgetCents: plan.minimumsCents + 20_000, priority: 1 },
    });
    const goals = (await client.json<GoalsDto>('GET', '/api/goals')).body;
    // the $200 above the minimums is served first; the goals share what is left of the $1,000
    expect(goals.waterfall[0]).toEqual({ id: 'debts', name: 'Debt payoff (above the minimums)', priority: 1, wantCents: 20_000, getsCents: 20_000 });
    expect(goals.waterfall.slice(1).reduce((s, w) => s + w.getsCents, 0)).toBeLessThanOrEqual(100_000 - 20_000);
  });

  it('names the field of bad input; another user sees none of it', async () => {
    for (const [body, field] of [
      [{ ...car, balanceCents: 0 }, 'balance'],
      [{ ...car, apr: 120 }, 'apr'],
      [{ ...car, apr: -1 }, 'apr'],
      [{ ...car, minimum: { kind: 'fixed', cents: 1000 } }, 'minimum'],
      [{ ...car, apr: 'high' }, 'apr'],
    ] as const) {
      const r = await client.json<{ error: string }>('POST', '/api/debts', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toContain(field);
    }
    const mine = (await client.json<{ debts: DebtDto[] }>('GET', '/api/debts')).body.debts;
    expect(mine).toHaveLength(2);
    const goals = (await client.json<GoalsDto>('GET', '/api/goals')).body.goals;
    const other = stack.client();
    await other.signup(uniqueEmail('other'));
    expect((await other.json<{ debts: DebtDto[] }>('GET', '/api/debts')).body.debts).toEqual([]);
    expect((await other.json<GoalsDto>('GET', '/api/goals')).body.goals).toEqual([]);
    expect((await other.json('PATCH', `/api/debts/${mine[0]!.id}`, { updatedAt: mine[0]!.updatedAt, name: 'mine' })).status).toBe(404);
    expect((await other.json('DELETE', `/api/debts/${mine[0]!.id}`)).status).toBe(404);
    expect((await other.json('PATCH', `/api/goals/${goals[0]!.id}`, { updatedAt: goals[0]!.updatedAt, name: 'mine' })).status).toBe(404);
    expect((await other.json('POST', `/api/goals/${goals[0]!.id}/contributions`, { date: TODAY, amountCents: 100 })).status).toBe(404);
    expect((await other.json('DELETE', `/api/goals/${randomUUID()}`)).status).toBe(404);
  });

  it('financial freedom: figures from the same data, assumptions checked by field', async () => {
    const f = (await client.json<FreedomDto>('GET', '/api/freedom?age=30&targetAge=55')).body;
    // income $4,000 and spending $3,000 a month over the 3 covered months; of the $11,000 of debts above,
    // the "Visa" debt is the Visa account (coffee.csv): net worth counts it once, from the account (issue 30)
    // issue 30: twelve usual months, the median of the full months, named
    expect(f.yearly).toEqual({ incomeCents: 4_800_000, spendingCents: 3_600_000, months: 3, statistic: 'median of the 3 full months Dec 2025 – Feb 2026' });
    expect(f.fiNumberCents).toBe(90_000_000);
    expect(f.netWorth).toMatchObject({ debtsCents: 800_000, debts: 1 });
    expect(f.netWorth.basis).toContain('your debt "Visa" is Visa (the same name), counted once');
    const accounts = (await client.json<{ netWorth: { points: { netWorthCents: number }[] } }>('GET', '/api/accounts')).body;
    expect(f.netWorth.cents).toBe(accounts.netWorth.points.at(-1)!.netWorthCents);
    expect(f.chanceByTargetAge).not.toBeNull();
    for (const [qs, field] of [
      ['withdrawalRate=0', 'withdrawalRate'],
      ['realReturn=abc', 'realReturn'],
      ['age=40&targetAge=30', 'targetAge'],
    ] as const) {
      const r = await client.json<{ error: string }>('GET', `/api/freedom?${qs}`);
      expect(r.status, qs).toBe(400);
      expect(r.body.error).toContain(field);
    }
  });

  it('proposes the card and loan payments Crystal sees every month as debts, until they are set up', async () => {
    const c = stack.client();
    await c.signup(uniqueEmail('proposals'));
    const rows: string[] = [];
    for (const m of ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03']) {
      rows.push(
        `${m}-05,CHASE CREDIT CRD AUTOPAY PPD ID 4760039224,-250.00,Checking`,
        `${m}-12,NAVIENT STUDENT LOAN PMT,-180.00,Checking`,
        `${m}-01,PAYROLL ACME CORP,4000.00,Checking`,
      );
    }
    await importCsv(c, 'checking.csv', rows);
    const { proposals } = (await c.json<{ proposals: DebtProposalDto[] }>('GET', '/api/debts/proposals')).body;
    expect(proposals.map((p) => [p.kind, p.paymentCents, p.dueDay]).sort()).toEqual([
      ['credit card', 25_000, 5],
      ['personal loan', 18_000, 12],
    ]);
    const card = proposals.find((p) => p.kind === 'credit card')!;
    expect(
      (await c.json('POST', '/api/debts', { name: card.payee, kind: 'credit card', balanceCents: 250_000, apr: 22, minimum: { kind: 'fixed', cents: 25_000 } }))
        .status,
    ).toBe(201);
    expect((await c.json<{ proposals: DebtProposalDto[] }>('GET', '/api/debts/proposals')).body.proposals.map((p) => p.kind)).toEqual(['personal loan']);
  });

  it('safe extra: what the cash-flow projection allows above the buffer, from the statement balance', async () => {
    const c = stack.client();
    await c.signup(uniqueEmail('safe'));
    const rows = ['Date,Description,Amount,Account,Balance'];
    let balance = 300_000;
    for (const m of ['2025-12', '2026-01', '2026-02', '2026-03']) {
      for (const [day, desc, cents] of [
        ['01', 'PAYROLL ACME CORP', 400_000],
        ['02', 'RENT PAYMENT OAKWOOD APARTMENTS', -195_000],
        ['09', 'WHOLE FOODS MARKET #10', -60_000],
      ] as const) {
        if (`${m}-${day}` > TODAY) continue;
        balance += cents;
        rows.push(`${m}-${day},${desc},${(cents / 100).toFixed(2)},Checking,${(balance / 100).toFixed(2)}`);
      }
    }
    await importFile(c, 'checking.csv', rows.join('\n'));
    expect(
      (await c.json('POST', '/api/debts', { name: 'Visa', kind: 'credit card', balanceCents: 300_000, apr: 20, minimum: { kind: 'fixed', cents: 9_000 } }))
        .status,
    ).toBe(201);
    const plan = async (buffer: number) => (await c.json<DebtPlansDto>('GET', `/api/debts/plan?buffer=${buffer}`)).body.safeExtra!;
    const low = await plan(0);
    const high = await plan(200_000);
    expect(low.startingCents).toBe(balance);
    expect(low.cents).toBeGreaterThan(high.cents);
    expect((await plan(balance + 1)).cents).toBe(0);
  });
});
