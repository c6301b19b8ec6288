import { describe, expect, it } from 'vitest';
import { conflictPairs, conflictRows } from '../../core/automa/conflicts.ts';
import { dryRun, ruleMatches, ruleProblem, type Rule, type RuleTransaction } from '../../core/automa/rules.ts';

const tx = (id: string, description: string, amountCents: number, category = 'Shopping', account: string | null = 'Checking'): RuleTransaction => ({
  id,
  date: '2026-03-01',
  description,
  merchant: null,
  account,
  category,
  subcategory: null,
  amountCents,
});
const ledger = [
  tx('1', 'AMAZON MKTP US*7Y3', -2_500),
  tx('2', 'AMAZON.COM REFUND', 1_200),
  tx('3', 'COSTCO WHSE #0478', -14_000, 'Food & Dining'),
  tx('4', 'STAPLES 0042', -8_900, 'Shopping', 'Biz Card'),
];
const rule = (over: Partial<Rule>): Rule => ({
  id: 'r',
  name: 'Rule',
  trigger: 'transaction imported',
  conditions: [],
  actions: [{ kind: 'mark for review' }],
  ...over,
});

describe('Automa rules', () => {
  it('match on description, account, amount and direction', () => {
    const r = rule({
      conditions: [
        { field: 'description', op: 'contains', value: 'amazon' },
        { field: 'direction', op: 'is', value: 'out' },
      ],
    });
    expect(ledger.filter((t) => ruleMatches(r, t)).map((t) => t.id)).toEqual(['1']);
    const big = rule({
      conditions: [
        { field: 'amount', op: 'at least', value: 8_900 },
        { field: 'account', op: 'equals', value: 'biz card' },
      ],
    });
    expect(ledger.filter((t) => ruleMatches(big, t)).map((t) => t.id)).toEqual(['4']);
  });

  it('a dry run says exactly what would have changed, and flags a rule that matches everything', () => {
    const office = rule({
      conditions: [{ field: 'account', op: 'equals', value: 'Biz Card' }],
      actions: [{ kind: 'set category', category: 'Business', subcategory: 'Office Supplies' }],
    });
    expect(dryRun(office, ledger)).toEqual({
      matched: 1,
      total: 4,
      matchesEverything: false,
      changes: [{ id: '4', date: '2026-03-01', description: 'STAPLES 0042', from: 'Shopping', to: 'Business › Office Supplies', actions: ['set category'] }],
    });
    const all = dryRun(rule({}), ledger);
    expect(all).toMatchObject({ matched: 4, total: 4, matchesEverything: true });
  });

  it('shows two rules that would set different categories on the same transactions side by side', () => {
    const a = rule({
      id: 'a',
      name: 'Amazon is shopping',
      conditions: [{ field: 'description', op: 'contains', value: 'AMAZON' }],
      actions: [{ kind: 'set category', category: 'Shopping', subcategory: 'Online Shopping' }],
    });
    const b = rule({
      id: 'b',
      name: 'Outflows over $20 are business',
      conditions: [
        { field: 'amount', op: 'at least', value: 2_000 },
        { field: 'direction', op: 'is', value: 'out' },
      ],
      actions: [{ kind: 'set category', category: 'Business', subcategory: null }],
    });
    const same = rule({
      id: 'c',
      name: 'Also shopping',
      conditions: [{ field: 'description', op: 'contains', value: 'amazon' }],
      actions: [{ kind: 'set category', category: 'Shopping', subcategory: 'Online Shopping' }],
    });
    expect(conflictPairs([a, b, same], ledger).conflicts).toEqual([
      {
        a: { id: 'a', name: 'Amazon is shopping', category: 'Shopping › Online Shopping' },
        b: { id: 'b', name: 'Outflows over $20 are business', category: 'Business' },
        count: 1,
      },
      {
        a: { id: 'b', name: 'Outflows over $20 are business', category: 'Business' },
        b: { id: 'c', name: 'Also shopping', category: 'Shopping › Online Shopping' },
        count: 1,
      },
    ]);
    expect(conflictRows([a, b, same], ledger, ['b', 'a'], { offset: 0, limit: 10 })?.rows.map((t) => t.id)).toEqual(['1']);
    expect(conflictRows([a, b, same], ledger, ['a', 'c'], { offset: 0, limit: 10 })).toBeNull();
  });

  it('caps the conflict scan and says so: the latest rows, and the pairs listed (all counted)', () => {
    const rules = ['A', 'B', 'C'].map((n) =>
      rule({
        id: n,
        name: n,
        conditions: [{ field: 'direction', op: 'is', value: 'out' }],
        actions: [{ kind: 'set category', category: n, subcategory: null }],
      }),
    );
    const { conflicts, scan } = conflictPairs(rules, ledger, { maxRows: 2, maxPairs: 2 });
    expect(conflicts.map((c) => [c.a.id, c.b.id])).toEqual([
      ['A', 'B'],
      ['A', 'C'],
    ]);
    expect(scan).toEqual({ rows: 4, scannedRows: 2, rowsCapped: true, pairs: 3, listed: 2, pairsCapped: true });
    const outs = ledger.slice(-2).filter((t) => t.amountCents < 0).length;
    expect(conflicts[0]!.count).toBe(outs);
  });

  it('refuses a rule that would fire on its own action, and other impossible rules', () => {
    expect(ruleProblem(rule({ trigger: 'category over budget', actions: [{ kind: 'set category', category: 'Shopping', subcategory: null }] }))).toBe(
      '"set category" can set off "category over budget" again: the rule would fire on its own action.',
    );
    expect(ruleProblem(rule({ trigger: 'goal behind', actions: [{ kind: 'contribute to goal', goalId: 'g' }] }))).toContain('fire on its own action');
    expect(ruleProblem(rule({ actions: [] }))).toBe('A rule needs at least one action.');
    expect(ruleProblem(rule({ conditions: [{ field: 'amount', op: 'at least', value: -5 }] }))).toContain('amount');
    expect(ruleProblem(rule({}))).toBeNull();
  });
});
