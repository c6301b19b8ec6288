// Automa's dry run of the state triggers over the past: a balance below X day by day from the balances
// statements stated, a category over its budget month by month from the ledger (the day it crossed the
// limit, once a month), a goal behind at each month's end with what it had saved by then; and, where no
// history exists, a result that says so.
import { describe, expect, it } from 'vitest';
import { balanceIndex } from '../../core/accounts/balances.ts';
import { dailyBalances, replayBalanceBelow, replayBudgets, replayFrom, replayGoals, type GoalHistory } from '../../core/automa/replay.ts';
import type { Rule } from '../../core/automa/rules.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { isoDate } from '../../core/dates.ts';
import type { GoalFacts } from '../../core/goalie/overview.ts';

const TODAY = '2026-03-17';
const FROM = replayFrom(TODAY);
const rule = (over: Partial<Rule>): Rule => ({
  id: 'r1',
  name: 'Watch',
  trigger: 'balance below',
  conditions: [],
  actions: [{ kind: 'notify', channels: ['in-app'] }],
  ...over,
});
const tx = (date: string, cents: number, category = 'Food & Dining', subcategory: string | null = null): LedgerTransaction => ({
  id: `${date}-${cents}-${category}`,
  date,
  description: `${category} ${date}`,
  merchant: null,
  amountCents: cents,
  category,
  subcategory,
});

describe('replaying "balance below"', () => {
  // a checking account whose statement prints a running balance, and a savings account that starts later
  const checking = balanceIndex({
    openingBalanceCents: 0,
    statements: [],
    transactions: [
      { date: '2026-01-01', amountCents: 100_000, balanceCents: 100_000 },
      { date: '2026-01-10', amountCents: -95_000, balanceCents: 5_000 },
      { date: '2026-01-12', amountCents: 50_000, balanceCents: 55_000 },
    ],
  });
  const savings = balanceIndex({ openingBalanceCents: 0, statements: [{ date: '2026-01-11', balanceCents: 3_000, source: 'statement' }], transactions: [] });
  const below100 = rule({ conditions: [{ field: 'amount', op: 'at most', value: 10_000 }] });

  it('fires on each day whose balance ended under X, with the figure, from the first day a statement stated one', () => {
    const days = dailyBalances([checking], '2025-12-28', '2026-01-14');
    expect(days[0]).toEqual({ date: '2026-01-01', balanceCents: 100_000 });
    expect(days).toHaveLength(14);
    const r = replayBalanceBelow(below100, days);
    expect(r.events).toEqual([
      { eventKey: 'balance:2026-01-10', date: '2026-01-10', subject: 'Your balance ended 2026-01-10 at $50.00, under $100.00' },
      { eventKey: 'balance:2026-01-11', date: '2026-01-11', subject: 'Your balance ended 2026-01-11 at $50.00, under $100.00' },
    ]);
    expect(r.note).toMatch(/^Replayed day by day from 2026-01-01 to 2026-01-14 with the balances your statements stated/);
    expect(r.note).toContain('up to 30 days before');
  });

  it('adds every account with a stated balance from its own first day', () => {
    const r = replayBalanceBelow(below100, dailyBalances([checking, savings], '2026-01-09', '2026-01-12'));
    // Jan 10 is the checking account alone; from Jan 11 the savings account's $30 counts too
    expect(r.events.map((e) => [e.date, e.subject.match(/at (\$[\d,]+\.\d\d)/)![1]])).toEqual([
      ['2026-01-10', '$50.00'],
      ['2026-01-11', '$80.00'],
    ]);
  });

  it('says plainly when no statement ever stated a balance', () => {
    const computedOnly = balanceIndex({
      openingBalanceCents: 100,
      statements: [],
      transactions: [{ date: '2026-01-01', amountCents: -500, balanceCents: null }],
    });
    const r = replayBalanceBelow(below100, dailyBalances([computedOnly], FROM, TODAY));
    expect(r.events).toEqual([]);
    expect(r.note).toMatch(/^This rule cannot be replayed: none of your statements states a balance/);
  });
});

describe('replaying "category over budget"', () => {
  const food = { id: 'b-food', category: 'Food & Dining', subcategory: null, limitCents: 10_000 };
  const txs = [
    tx('2025-03-05', -20_000), // crossed before the window opens (2025-03-17): not listed
    tx('2026-01-05', -6_000),
    tx('2026-01-09', -3_000),
    tx('2026-01-09', -2_000),
    tx('2026-01-20', -3_000),
    tx('2026-01-25', 5_000), // a refund is not spending
    tx('2026-01-06', -50_000, 'Shopping'),
    tx('2026-02-01', -9_000, 'Transfer'),
    tx('2026-02-11', -4_000),
    tx('2026-03-02', -12_000),
    tx('2026-03-18', -1_000), // the 18th is after today
  ];
  const overBudget = rule({ trigger: 'category over budget', conditions: [{ field: 'category', op: 'equals', value: 'Food & Dining' }] });

  it("lists each month the spending reached the limit, on the day it did, with the month's total", () => {
    const r = replayBudgets(overBudget, [food], txs, FROM, TODAY);
    expect(r.events).toEqual([
      {
        eventKey: 'budget:b-food:2026-01',
        date: '2026-01-09',
        subject: 'Food & Dining went over its $100.00 budget on 2026-01-09: $110.00 spent by then, $140.00 in January 2026',
      },
      {
        eventKey: 'budget:b-food:2026-03',
        date: '2026-03-02',
        subject: 'Food & Dining went over its $100.00 budget on 2026-03-02: $120.00 spent by then, $120.00 in March 2026 so far',
      },
    ]);
    expect(r.note).toContain("with each budget's limit as it is today (earlier limits are not kept)");
  });

  it('only the budgets the rule names; none at all is said plainly', () => {
    const shopping = { id: 'b-shop', category: 'Shopping', subcategory: null, limitCents: 40_000 };
    expect(replayBudgets(overBudget, [food, shopping], txs, FROM, TODAY).events.map((e) => e.eventKey)).toEqual([
      'budget:b-food:2026-01',
      'budget:b-food:2026-03',
    ]);
    expect(replayBudgets(rule({ trigger: 'category over budget' }), [food, shopping], txs, FROM, TODAY).events.map((e) => e.eventKey)).toEqual([
      'budget:b-shop:2026-01',
      'budget:b-food:2026-01',
      'budget:b-food:2026-03',
    ]);
    const none = replayBudgets(overBudget, [shopping], txs, FROM, TODAY);
    expect(none.events).toEqual([]);
    expect(none.note).toContain('None of your budgets is in the category the rule names.');
    expect(replayBudgets(overBudget, [], txs, FROM, TODAY).note).toBe('This rule cannot be replayed: you have no budgets yet (set one on the Budgets page).');
  });
});

describe('replaying "goal behind"', () => {
  // $3,000 in and $2,900 out every month since January 2024: a steady $100 a month to save
  const ledger: LedgerTransaction[] = [];
  for (let i = 0; i < 27; i++) {
    const m = isoDate(2024, 1 + i, 1).slice(0, 7);
    ledger.push(tx(`${m}-01`, 300_000, 'Income'), tx(`${m}-15`, -290_000, 'Shopping'));
  }
  const goal = (over: Partial<GoalFacts>): GoalFacts => ({
    id: 'g-car',
    name: 'New car',
    kind: 'save up',
    targetCents: 200_000,
    targetDate: '2026-06-30',
    startingCents: 0,
    savedCents: 0,
    linkedAccount: null,
    matchText: null,
    priority: 1,
    status: 'active',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...over,
  });
  // made on 2025-09-10; $1,500 put in on 2025-12-15
  const car: GoalHistory = { goal: goal({}), createdDay: '2025-09-10', entries: [{ date: '2025-12-15', cents: 150_000 }] };
  const trip: GoalHistory = {
    goal: goal({ id: 'g-trip', name: 'Vacation', targetDate: null, priority: 2, targetCents: 50_000 }),
    createdDay: '2025-09-10',
    entries: [],
  };
  const behind = rule({ trigger: 'goal behind' });

  it("rates each goal at each month's end with what it had saved by then: behind until the December contribution, and again in March", () => {
    const r = replayGoals(behind, [car, trip], ledger, FROM, TODAY, null);
    expect(r.events).toEqual([
      { eventKey: 'goal:g-car:2025-09', date: '2025-09-30', subject: 'New car was behind on 2025-09-30: $0.00 saved of $2,000.00 by 2026-06-30' },
      { eventKey: 'goal:g-car:2025-10', date: '2025-10-31', subject: 'New car was behind on 2025-10-31: $0.00 saved of $2,000.00 by 2026-06-30' },
      { eventKey: 'goal:g-car:2025-11', date: '2025-11-30', subject: 'New car was behind on 2025-11-30: $0.00 saved of $2,000.00 by 2026-06-30' },
      // $500 to go: at $100 a month that is 5 months; on Feb 28 five were left, on Mar 17 four are
      { eventKey: 'goal:g-car:2026-03', date: '2026-03-17', subject: 'New car was behind on 2026-03-17: $1,500.00 saved of $2,000.00 by 2026-06-30' },
    ]);
    expect(r.note).toContain('Your goals exist since 2025-09-10, so the months before are not replayed.');
  });

  it('only the goals the rule names; no active goal is said plainly', () => {
    expect(
      replayGoals(
        rule({ trigger: 'goal behind', conditions: [{ field: 'description', op: 'contains', value: 'vacation' }] }),
        [car, trip],
        ledger,
        FROM,
        TODAY,
        null,
      ).events,
    ).toEqual([]);
    const done = { ...car, goal: goal({ status: 'completed' }) };
    expect(replayGoals(behind, [done], ledger, FROM, TODAY, null)).toEqual({
      events: [],
      note: 'This rule cannot be replayed: you have no active goals (set one on the Goals page).',
    });
  });
});
