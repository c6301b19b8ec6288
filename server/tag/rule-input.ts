// A Tag rule from a request body (the rules page's, or Automa's "make it a Tag rule"), checked once.
import { z } from 'zod';
import type { TagRuleInput } from '../../core/tag/api.ts';
import type { TagRepo } from '../../db/repos/tag.ts';
import { HttpError } from '../http/errors.ts';
import { checkedCategory } from '../transactions/category-input.ts';

const text = z.string().trim().min(1).max(200);
const cents = z.number().int().min(0).max(1_000_000_000_00);
const ruleBody = z.object({
  conditions: z
    .object({
      descriptionContains: text.optional(),
      merchantEquals: text.optional(),
      amountMinCents: cents.optional(),
      amountMaxCents: cents.optional(),
      sign: z.enum(['in', 'out']).optional(),
      account: text.optional(),
    })
    .strict(),
  category: z.string(),
  subcategory: z.string().nullable().optional(),
});
const MAX_RULES = 200;

export function checkedRule(body: unknown): TagRuleInput {
  // the rule editor shows the problem inside its own sentence ("The rule is not valid: conditions.0.value: …")
  const parsed = ruleBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(
      400,
      `The rule is not valid: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'send {conditions, category, subcategory}'}.`,
    );
  }
  const { conditions } = parsed.data;
  const defined = Object.entries(conditions).filter(([, v]) => v !== undefined);
  if (defined.length === 0) throw new HttpError(400, 'A rule needs at least one condition (description, merchant, amount, money in or out, account).');
  if (conditions.amountMinCents !== undefined && conditions.amountMaxCents !== undefined && conditions.amountMinCents > conditions.amountMaxCents) {
    throw new HttpError(400, "The rule's minimum amount is above its maximum.");
  }
  const { category, subcategory } = checkedCategory({ category: parsed.data.category, subcategory: parsed.data.subcategory ?? null });
  if (category === 'Uncategorized') throw new HttpError(400, 'A rule must put transactions in a category.');
  return { conditions: Object.fromEntries(defined) as TagRuleInput['conditions'], category, subcategory };
}

/** A new Tag rule from a request body (or Automa's conversion), checked as the rules page's are. */
export async function createTagRule(tag: TagRepo, userId: string, body: unknown) {
  const input = checkedRule(body);
  if ((await tag.rules(userId)).length >= MAX_RULES) throw new HttpError(400, `You have ${MAX_RULES} rules, the most Tag keeps; delete one first.`);
  return tag.createRule(userId, input);
}
