// Rules in words, and the rule form's dollar fields.
import type { TagRuleDto } from '../../../../core/tag/api.ts';
import type { TagRuleConditions } from '../../../../core/tag/rule-conditions.ts';
import { formatCents } from '../../lib/format.ts';
import { categoryLabel } from '../ledger/categoryValue.ts';

/** Each condition in words: "description contains 'uber'", "amount between $10.00 and $50.00", "money out". */
export function describeConditions(c: TagRuleConditions): string[] {
  const parts: string[] = [];
  if (c.descriptionContains) parts.push(`description contains '${c.descriptionContains}'`);
  if (c.merchantEquals) parts.push(`merchant is '${c.merchantEquals}'`);
  const min = c.amountMinCents;
  const max = c.amountMaxCents;
  if (min !== undefined && max !== undefined) parts.push(`amount between ${formatCents(min)} and ${formatCents(max)}`);
  else if (min !== undefined) parts.push(`amount at least ${formatCents(min)}`);
  else if (max !== undefined) parts.push(`amount at most ${formatCents(max)}`);
  if (c.sign === 'in') parts.push('money in');
  if (c.sign === 'out') parts.push('money out');
  if (c.account) parts.push(`account is '${c.account}'`);
  return parts;
}

/** "If description contains 'uber' and money out → Transportation › Ride Share". */
export function describeRule(rule: Pick<TagRuleDto, 'conditions' | 'category' | 'subcategory'>): string {
  const when = describeConditions(rule.conditions);
  return `If ${when.length ? when.join(' and ') : 'anything'} → ${categoryLabel(rule.category, rule.subcategory)}`;
}

/**
 * A dollar amount typed by the user ("12", "12.5", "$1,234.56") → cents; null for an empty field,
 * NaN for something that is not an amount of money (negative amounts included: rules match sizes).
 */
export function parseDollars(text: string): number | null {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (t === '') return null;
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(t)) return Number.NaN;
  return Math.round(Number(t) * 100);
}

/** Cents → "12.50" for an input field; "" when absent. */
export function dollarsInput(cents: number | undefined): string {
  return cents === undefined ? '' : (cents / 100).toFixed(2);
}
