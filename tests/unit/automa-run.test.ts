import { describe, expect, it } from 'vitest';
import { enableProblem, scheduledRuns, transactionRuns, type ScheduledFacts } from '../../core/automa/run.ts';
import type { Rule, RuleTransaction } from '../../core/automa/rules.ts';

const tx = (id: string, description: string, amountCents: number, account = 'Checking'): RuleTransaction => ({
  id,
  date: '2026-03-01',
  description,
  merchant: null,
  account,
  category: 'Shopping',
  subcategory: null,
  amountCents,
});
const rule = (over: Partial<Rule>): Rule => ({
  id: 'r1',
  name: 'Rule',
  trigger: 'transaction imported',
  conditions: [],
  actions: [{ kind: 'mark for review' }],
  ...over,
});
const facts = (over: Partial<ScheduledFacts> = {}): ScheduledFacts => ({ today: '2026-03-17', balance: null, goalsBehind: [], budgetsOver: [], ...over });

describe("Automa's run planner", () => {
  it('one run per matching (rule, transaction), keyed by the transaction, with each action as an effect', () => {
    const r = rule({
      conditions: [{ field: 'description', op: 'contains', value: 'staples' }],
      actions: [
        { kind: 'set category', category: 'Business', subcategory: 'Office Supplies' },
        { kind: 'add note', text: 'office' },
      ],
    });
    const runs = transactionRuns([r, rule({ id: 'r2', trigger: 'balance below' })], [tx('a', 'STAPLES 0042', -8_900), tx('b', 'COSTCO', -100)]);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ ruleId: 'r1', eventKey: 'tx:a', transactionId: 'a', subject: 'STAPLES 0042 (-$89.00, 2026-03-01)' });
    expect(runs[0]!.effects).toEqual([
      { kind: 'set category', transactionId: 'a', category: 'Business', subcategory: 'Office Supplies' },
      { kind: 'add note', transactionId: 'a', text: 'office' },
    ]);
  });

  it('a large-transaction rule fires from its size; a contribution is the size of the transaction', () => {
    const big = rule({
      trigger: 'large transaction',
      conditions: [{ field: 'amount', op: 'at least', value: 50_000 }],
      actions: [{ kind: 'contribute to goal', goalId: 'g' }],
    });
    const runs = transactionRuns([big], [tx('a', 'BONUS', 60_000), tx('b', 'LUNCH', -1_200)]);
    expect(runs.map((r) => r.eventKey)).toEqual(['tx:a']);
    expect(runs[0]!.effects[0]).toMatchObject({ kind: 'contribute to goal', goalId: 'g', amountCents: 60_000, date: '2026-03-01' });
  });

  it('balance below fires under its threshold once a day; goals and budgets once a month each', () => {
    const low = rule({
      trigger: 'balance below',
      conditions: [{ field: 'amount', op: 'at most', value: 50_000 }],
      actions: [{ kind: 'notify', channels: ['in-app'] }],
    });
    expect(scheduledRuns([low], facts({ balance: { lowCents: 60_000, date: '2026-03-20' } }))).toEqual([]);
    const fired = scheduledRuns([low], facts({ balance: { lowCents: -2_500, date: '2026-03-20' } }));
    expect(fired.map((r) => r.eventKey)).toEqual(['balance:2026-03-17']);
    expect(fired[0]!.effects[0]).toMatchObject({ kind: 'notify', message: expect.stringContaining('-$25.00 on 2026-03-20, under $500.00') });

    const goal = rule({
      trigger: 'goal behind',
      conditions: [{ field: 'description', op: 'contains', value: 'holiday' }],
      actions: [{ kind: 'ask employee', employee: 'goalie' }],
    });
    const budget = rule({
      id: 'r3',
      trigger: 'category over budget',
      conditions: [{ field: 'category', op: 'equals', value: 'Food & Dining' }],
      actions: [{ kind: 'notify', channels: ['in-app'] }],
    });
    const f = facts({
      goalsBehind: [
        { id: 'g1', name: 'Holiday', savedCents: 100, targetCents: 1_000 },
        { id: 'g2', name: 'Car', savedCents: 0, targetCents: 5_000 },
      ],
      budgetsOver: [
        { id: 'b1', category: 'Food & Dining', subcategory: null, spentCents: 500, limitCents: 400 },
        { id: 'b2', category: 'Shopping', subcategory: null, spentCents: 9, limitCents: 1 },
      ],
    });
    expect(scheduledRuns([goal, budget], f).map((r) => r.eventKey)).toEqual(['goal:g1:2026-03', 'budget:b1:2026-03']);
  });

  it('refuses to turn on what it cannot run, with the reason', () => {
    expect(enableProblem(rule({ trigger: 'bill due' }))).toMatch(/"mark for review" acts on a transaction; "bill due" has none/);
    expect(enableProblem(rule({ trigger: 'bill due', actions: [{ kind: 'notify', channels: ['in-app'] }] }))).toBeNull();
    expect(enableProblem(rule({ conditions: [{ field: 'days', op: 'at most', value: 3 }] }))).toMatch(/"days" condition is for "bill due" rules/);
    expect(enableProblem(rule({ trigger: 'large transaction' }))).toMatch(/amount condition "at least"/);
    expect(enableProblem(rule({ trigger: 'balance below', conditions: [{ field: 'amount', op: 'at most', value: 0 }] }))).toMatch(/acts on a transaction/);
    expect(enableProblem(rule({ trigger: 'goal behind', actions: [{ kind: 'contribute to goal', goalId: 'g' }] }))).toMatch(/own action/);
    expect(enableProblem(rule({}))).toBeNull();
  });

  it('new merchant: once per merchant never seen before, on its first row', () => {
    const rows = [tx('a', 'BLUE BOTTLE COFFEE 1', -450), tx('b', 'BLUE BOTTLE COFFEE 1', -500), tx('c', 'STAPLES 0042', -900), tx('d', 'KNOWN SHOP', -100)];
    const runs = transactionRuns([rule({ trigger: 'new merchant' })], rows, new Set(['known shop']));
    expect(runs.map((r) => [r.eventKey, r.transactionId])).toEqual([
      ['merchant:blue bottle coffee', 'a'],
      ['merchant:staples', 'c'],
    ]);
    expect(runs[0]!.subject).toMatch(/^a new merchant, BLUE BOTTLE COFFEE 1/);
  });

  it('bill events: due within N days (3 by default), late or missed, paid late, dearer than before', () => {
    const notify = [{ kind: 'notify', channels: ['in-app'] }] as Rule['actions'];
    const bills: ScheduledFacts['bills'] = [
      {
        id: 'w',
        name: 'Water',
        merchantKey: 'city water',
        cents: 4200,
        occurrences: [
          { due: '2026-01-19', status: 'paid', paidBy: { date: '2026-01-23', cents: 4200 }, priceRise: null },
          { due: '2026-02-19', status: 'missed', paidBy: null, priceRise: null },
          { due: '2026-03-19', status: 'upcoming', paidBy: null, priceRise: null },
          { due: '2026-03-25', status: 'upcoming', paidBy: null, priceRise: null },
        ],
      },
      {
        id: 'n',
        name: 'Netflix',
        merchantKey: 'netflix',
        cents: 1549,
        occurrences: [{ due: '2026-03-08', status: 'paid', paidBy: { date: '2026-03-08', cents: 1799 }, priceRise: { fromCents: 1549, toCents: 1799 } }],
      },
    ];
    const f = facts({ bills });
    expect(scheduledRuns([rule({ trigger: 'bill due', actions: notify })], f).map((r) => r.eventKey)).toEqual(['billdue:w:2026-03-19']);
    expect(
      scheduledRuns([rule({ trigger: 'bill due', actions: notify, conditions: [{ field: 'days', op: 'at most', value: 8 }] })], f).map((r) => r.eventKey),
    ).toEqual(['billdue:w:2026-03-19', 'billdue:w:2026-03-25']);
    const late = scheduledRuns([rule({ trigger: 'bill late or missed', actions: notify })], f);
    expect(late.map((r) => r.subject)).toEqual([
      'Water was paid late: due 2026-01-19, paid 2026-01-23',
      'Water ($42.00) was due on 2026-02-19 and is not paid: missed',
    ]);
    const rise = scheduledRuns(
      [rule({ trigger: 'subscription price rise', actions: notify, conditions: [{ field: 'description', op: 'contains', value: 'netflix' }] })],
      f,
    );
    expect(rise.map((r) => [r.eventKey, r.subject])).toEqual([['price:n:2026-03-08', 'Netflix went up from $15.49 to $17.99 (2026-03-08)']]);
    // the dry run looks at every occurrence of the window
    expect(scheduledRuns([rule({ trigger: 'bill due', actions: notify })], { ...f, history: true })).toHaveLength(5);
  });
});
