// What a Tag rule matches on (stored with the rule; Automa's rules can become one, core/automa/tag-rule.ts).

export interface TagRuleConditions {
  descriptionContains?: string;
  merchantEquals?: string;
  amountMinCents?: number;
  amountMaxCents?: number;
  sign?: 'in' | 'out';
  account?: string;
}
