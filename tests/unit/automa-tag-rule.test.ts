// An Automa rule handed to Tag: the conditions Tag can say carry over; the rest is refused by name.
import { describe, expect, it } from 'vitest';
import { tagRuleOf } from '../../core/automa/tag-rule.ts';
import type { Rule } from '../../core/automa/rules.ts';

const set = { kind: 'set category', category: 'Business', subcategory: 'Software' } as const;
const rule = (over: Partial<Rule>): Pick<Rule, 'trigger' | 'conditions' | 'actions'> => ({
  trigger: 'transaction imported',
  conditions: [],
  actions: [set],
  ...over,
});

describe('tagRuleOf', () => {
  it('carries description, merchant, account, amount and direction over', () => {
    expect(
      tagRuleOf(
        rule({
          conditions: [
            { field: 'description', op: 'contains', value: 'github' },
            { field: 'merchant', op: 'equals', value: 'github' },
            { field: 'account', op: 'equals', value: 'Biz Card' },
            { field: 'amount', op: 'at least', value: 400 },
            { field: 'amount', op: 'at most', value: 10_000 },
            { field: 'direction', op: 'is', value: 'out' },
          ],
          actions: [{ kind: 'mark for review' }, set],
        }),
      ),
    ).toEqual({
      conditions: { descriptionContains: 'github', merchantEquals: 'github', account: 'Biz Card', amountMinCents: 400, amountMaxCents: 10_000, sign: 'out' },
      category: 'Business',
      subcategory: 'Software',
    });
  });

  it('says why a rule cannot be a Tag rule', () => {
    expect(tagRuleOf(rule({ trigger: 'bill due' }))).toMatch(/Only a "transaction imported" rule/);
    expect(tagRuleOf(rule({ actions: [{ kind: 'mark for review' }] }))).toMatch(/sets a category/);
    expect(tagRuleOf(rule({ conditions: [{ field: 'description', op: 'equals', value: 'x' }] }))).toMatch(/"contains" only/);
    expect(tagRuleOf(rule({ conditions: [{ field: 'category', op: 'equals', value: 'Shopping' }] }))).toMatch(/no "category" condition/);
    expect(tagRuleOf(rule({}))).toMatch(/at least one condition/);
  });
});
