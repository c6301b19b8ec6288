// Issue 31's twenty questions on the demo, on a pinned day (Sunday Nov 29, 2026), through the real
// endpoints (POST /api/prime/ask, POST /api/chat/:employee/messages), each answer checked against
// SQL over the demo's rows or against the page that shows the same figure (Freedom, the debt plan).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PredictionsDto } from '../../core/crystal/api.ts';
import type { DebtPlansDto, FreedomDto } from '../../core/liberty/api.ts';
import { formatCents as money } from '../../core/money.ts';
import type { PrimeAskResult } from '../../core/prime/api.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../scripts/seed-demo.ts';
import type { ApiClient } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-11-29';
let stack: Stack;
let client: ApiClient;
let db: pg.Client;

const ask = async (employee: string, message: string) => {
  const r = await client.json<{ reply: { content: string } }>('POST', `/api/chat/${employee}/messages`, { message });
  expect(r.status).toBe(200);
  return r.body.reply.content;
};
const prime = async (question: string) => (await client.json<PrimeAskResult>('POST', '/api/prime/ask', { question })).body;

/** Money out of the demo's rows between two days, transfers left out, as SQL adds it up. */
async function spent(where: string, from: string, to: string): Promise<{ cents: number; n: number }> {
  const r = await db.query<{ cents: string | null; n: string }>(
    `select -sum(t.amount_cents) as cents, count(*) as n from transactions t join users u on u.id = t.user_id
      where u.email = $1 and t.amount_cents < 0 and t.category <> 'Transfer' and t.date between $2 and $3 and ${where}`,
    [DEMO_EMAIL, from, to],
  );
  return { cents: Number(r.rows[0]!.cents ?? 0), n: Number(r.rows[0]!.n) };
}

beforeAll(async () => {
  stack = await startStack({ workers: false, env: { CLOCK_TODAY: TODAY } });
  await seedDemo(stack.server.db, TODAY);
  client = stack.client();
  expect((await client.json('POST', '/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
  db = new pg.Client({ connectionString: stack.env.config.DATABASE_URL });
  await db.connect();
  // a goal and two debts on the planner, as a user sets them up
  expect(
    (await client.json('POST', '/api/goals', { name: 'House', kind: 'purchase', targetCents: 3_000_000, targetDate: '2028-06-30', priority: 1 })).status,
  ).toBe(201);
  for (const d of [
    { name: 'Visa card', kind: 'credit card', balanceCents: 350_000, apr: 24.99, minimum: { kind: 'fixed', cents: 10_500 } },
    { name: 'Car loan', kind: 'car', balanceCents: 750_000, apr: 6.5, minimum: { kind: 'fixed', cents: 22_000 } },
  ])
    expect((await client.json('POST', '/api/debts', d)).status).toBe(201);
});
afterAll(async () => {
  await db?.end();
  await stack?.close();
});

describe('the twenty questions on the demo', () => {
  it('Prime answers "How much did I spend on groceries last month?" with the figure, not the help line', async () => {
    const truth = await spent(`t.subcategory = 'Groceries'`, '2026-10-01', '2026-10-31');
    const r = await prime('How much did I spend on groceries last month?');
    expect(r.kind).toBe('answer');
    expect(r.reply.content).toContain(`You spent ${money(truth.cents)} on Groceries last month (October 2026), over ${truth.n} transactions.`);
    expect(r.reply.content).toContain('/dashboard/transactions?from=2026-10-01&to=2026-10-31&category=Food+%26+Dining&subcategory=Groceries');
    for (const who of ['tag', 'finley']) expect(await ask(who, 'How much did I spend on groceries last month?')).toContain(money(truth.cents));
  });

  it('"Can I afford a 1,200 holiday in March?" saves Dec – Mar, after what the House goal takes', async () => {
    const p = await prime('Can I afford a 1,200 holiday in March?');
    expect(p.reply.content).toContain('To have $1,200.00 by March 2027 you need to put aside $300.00 a month for 4 months');
    for (const who of ['finley', 'goalie']) {
      const a = await ask(who, 'Can I afford a 1,200 holiday in March?');
      expect(a).toContain('$300.00 a month for 4 months (December 2026 – March 2027)');
      expect(a).toContain('Your goals already take');
      expect(a).toContain('(House $');
      expect(a).not.toContain('you gave no time');
    }
  });

  it('"What is my biggest subscription?" names one, the largest a month of those Crystal found', async () => {
    const predictions = (await client.json<PredictionsDto>('GET', '/api/crystal/predictions')).body;
    const subs = predictions.recurring.filter((r) => r.kind === 'subscription' && r.averageAmountCents < 0);
    expect(subs.length).toBeGreaterThan(1);
    const monthly = (r: (typeof subs)[number]) =>
      (-r.averageAmountCents * 30.44) / { weekly: 7, biweekly: 14, monthly: 30.44, quarterly: 91.31, annual: 365.25 }[r.period];
    const top = [...subs].sort((a, b) => monthly(b) - monthly(a))[0]!;
    for (const who of ['finley', 'crystal', 'chime']) {
      const a = await ask(who, 'What is my biggest subscription?');
      expect(a).toMatch(new RegExp(`^Your biggest subscription is ${top.merchant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
      expect(a).not.toContain('job');
    }
  });

  it('Chime: "What is due this week?" is this week (Mon Nov 23 – Sun Nov 29), not the 30-day list', async () => {
    const a = await ask('chime', 'What is due this week?');
    expect(a).toMatch(/due this week \(to Nov 29\)/);
    expect(a).not.toContain('next 30 days');
    expect(a).toMatch(/The next one after that: .+ on Dec \d+\./);
  });

  it('Ledger: "How much did I spend on Adobe this year?" answers, as Tag would', async () => {
    const truth = await spent(`t.merchant ilike '%adobe%'`, '2026-01-01', TODAY);
    const a = await ask('ledger', 'How much did I spend on Adobe this year?');
    expect(a).toContain(`You spent ${money(truth.cents)} at Adobe this year (Jan 1 – Nov 29), over ${truth.n} transactions.`);
    expect(a).not.toContain("Tag's job");
  });

  it('Intelia: "Where did most of my money go in October?" is October by category', async () => {
    const all = await spent('true', '2026-10-01', '2026-10-31');
    const housing = await spent(`t.category = 'Housing'`, '2026-10-01', '2026-10-31');
    const a = await ask('intelia', 'Where did most of my money go in October?');
    expect(a).toContain(`${money(all.cents)} spent`);
    expect(a).toContain(`Housing: ${money(housing.cents)}`);
    expect(a).not.toContain('this month');
  });

  it('Intelia: "What changed last month?" compares October with September and names the drivers', async () => {
    const oct = await spent('true', '2026-10-01', '2026-10-31');
    const sep = await spent('true', '2026-09-01', '2026-09-30');
    const a = await ask('intelia', 'What changed last month?');
    expect(a).toContain(`Your spending last month (October 2026): ${money(oct.cents)}, against ${money(sep.cents)} in September 2026`);
    expect(a).toContain('The biggest changes');
  });

  it('Liberty: "When can I retire?" gives the Financial Freedom page’s years', async () => {
    const f = (await client.json<FreedomDto>('GET', '/api/freedom')).body;
    const a = await ask('liberty', 'When can I retire?');
    if (f.yearsToFi === null) expect(a).toMatch(/do not reach financial freedom|Import complete months/);
    else expect(a).toContain(`About ${f.yearsToFi} years`);
    if (f.fiNumberCents !== null) expect(a).toContain(`your FI number is ${money(f.fiNumberCents)}`);
  });

  it('Blitz: "Which debt first?" names the avalanche’s first; "… if I pay 600 a month?" runs the plan with $600', async () => {
    const first = await ask('blitz', 'Which debt first?');
    expect(first).toMatch(/^Pay Visa card first: at 24\.99% it has the highest rate/);
    const plan = (await client.json<DebtPlansDto>('GET', '/api/debts/plan?budget=60000')).body;
    const avalanche = plan.plans.find((p) => p.strategy === 'avalanche')!;
    const what = await ask('blitz', 'Which debt first if I pay 600 a month?');
    expect(what).not.toBe(first);
    expect(what).toContain(`Paying $600.00 a month with the avalanche (highest rate first), you are debt-free in ${avalanche.months} months`);
    expect(what).toContain(money(avalanche.totalInterestCents));
  });

  it('Harmony: "Why did I spend so much on food last month?" is October against September', async () => {
    const oct = await spent(`t.category = 'Food & Dining'`, '2026-10-01', '2026-10-31');
    const sep = await spent(`t.category = 'Food & Dining'`, '2026-09-01', '2026-09-30');
    const a = await ask('harmony', 'Why did I spend so much on food last month?');
    expect(a).toContain(`Your spending on Food & Dining last month (October 2026): ${money(oct.cents)}, against ${money(sep.cents)} in September 2026`);
  });

  it('the phone’s quick action "What bills are coming up?" is answered by every employee, never refused', async () => {
    for (const who of ['goalie', 'ledger', 'finley', 'blitz']) {
      const a = await ask(who, 'What bills are coming up?');
      expect(a).toMatch(/payments? (is|are) due in the next 30 days/);
      expect(a).not.toMatch(/job|can't answer/);
    }
  });
});
