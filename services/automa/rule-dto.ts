// A stored rule as the API shows it, with why it cannot be turned on (core/automa/run.ts).
import type { AutomationRuleDto } from '../../core/automa/api.ts';
import { enableProblem } from '../../core/automa/run.ts';
import { ruleOf, type AutomationRuleRow } from '../../db/repos/automa.ts';

export function toRuleDto(r: AutomationRuleRow): AutomationRuleDto {
  return {
    id: r.id,
    name: r.name,
    trigger: r.trigger,
    conditions: r.conditions,
    actions: r.actions,
    active: r.active,
    confirmedBroad: r.confirmedBroad,
    dryRunAt: r.dryRunAt?.toISOString() ?? null,
    problem: enableProblem(ruleOf(r)),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
