// An Automa rule as one of Tag's own category rules (Tag applies it while it categorizes, before
// Automa runs): possible when the rule is "transaction imported → set category" with conditions Tag's
// rules can say. Other actions stay with Automa.
import type { TagRuleConditions } from '../tag/rule-conditions.ts';
import type { Rule } from './rules.ts';

export interface TagRuleDraft {
  conditions: TagRuleConditions;
  category: string;
  subcategory: string | null;
}

/** The Tag rule, or why this rule cannot be one. */
export function tagRuleOf(rule: Pick<Rule, 'trigger' | 'conditions' | 'actions'>): TagRuleDraft | string {
  if (rule.trigger !== 'transaction imported') return 'Only a "transaction imported" rule can become a Tag rule.';
  const set = rule.actions.find((a) => a.kind === 'set category');
  if (!set || set.kind !== 'set category') return 'Only a rule that sets a category can become a Tag rule.';
  const c: TagRuleConditions = {};
  for (const x of rule.conditions) {
    switch (x.field) {
      case 'description':
        if (x.op !== 'contains') return 'Tag rules match a description by "contains" only.';
        c.descriptionContains = x.value;
        break;
      case 'merchant':
        if (x.op !== 'equals') return 'Tag rules match a merchant by "equals" only.';
        c.merchantEquals = x.value;
        break;
      case 'account':
        if (x.op !== 'equals') return 'Tag rules match an account by "equals" only.';
        c.account = x.value;
        break;
      case 'amount':
        if (x.op === 'at least') c.amountMinCents = x.value;
        else c.amountMaxCents = x.value;
        break;
      case 'direction':
        c.sign = x.value;
        break;
      default:
        return `Tag rules have no "${x.field}" condition.`;
    }
  }
  if (!Object.keys(c).length) return 'A Tag rule needs at least one condition.';
  return { conditions: c, category: set.category, subcategory: set.subcategory };
}
