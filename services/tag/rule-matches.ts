// What each of Tag's category rules would change now: the user's transactions not set by hand whose
// first matching rule it is (rules are checked in order, the first match wins). The rules editor shows
// the counts, and "apply" recategorizes exactly these rows.
import type { TagRuleDto } from '../../core/tag/api.ts';
import { Tagger } from '../../core/tag/engine.ts';
import type { Recategorization } from '../../db/repos/corrections.ts';
import { ruleOf, type TagRepo, type TagRuleRow } from '../../db/repos/tag.ts';
import type { TransactionsRepo } from '../../db/repos/transactions.ts';

export interface RuleMatchDeps {
  tag: TagRepo;
  transactions: TransactionsRepo;
}

export async function ruleMatches(deps: RuleMatchDeps, userId: string): Promise<{ rules: TagRuleRow[]; matches: Map<string, Recategorization[]> }> {
  const rules = await deps.tag.rules(userId);
  const matches = new Map<string, Recategorization[]>(rules.map((r) => [r.id, []]));
  if (!rules.length) return { rules, matches };
  const tagger = new Tagger({ rules: rules.map(ruleOf) });
  for (const c of await deps.transactions.uncorrected(userId)) {
    const rule = tagger.ruleFor(c);
    if (rule) matches.get(rule.id)!.push({ id: c.id, category: rule.category, subcategory: rule.subcategory, confidence: 1, source: 'rule' });
  }
  return { rules, matches };
}

/** The rules as the editor lists them, each with how many rows it would change now (or only the one asked for). */
export async function ruleDtos(deps: RuleMatchDeps, userId: string, only?: string): Promise<TagRuleDto[]> {
  const { rules, matches } = await ruleMatches(deps, userId);
  return rules
    .filter((r) => only === undefined || r.id === only)
    .map((r) => ({
      id: r.id,
      position: r.position,
      conditions: r.conditions,
      category: r.category,
      subcategory: r.subcategory,
      matching: matches.get(r.id)?.length ?? 0,
      createdAt: r.createdAt.toISOString(),
    }));
}
