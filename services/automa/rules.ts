// Automa's rules as use-cases: a page of them, create (at most MAX_RULES_PER_USER), edit, delete, the dry
// run over the last 12 months, turning one on (refused with the reason) or off. The routes
// (server/automa/routes.ts) parse the request and call one of these; a refusal is a Refusal.
import type { AutomationDryRunDto, AutomationEnableDto, AutomationRulesDto } from '../../core/automa/api.ts';
import { conflictPairs } from '../../core/automa/conflicts.ts';
import { MAX_RULES_PER_USER } from '../../core/automa/limits.ts';
import { enableProblem, RUNNABLE_TRIGGERS, SCHEDULED_TRIGGERS, scheduledRuns } from '../../core/automa/run.ts';
import { dryRun, ruleTransactionOf, type DryRun, type Rule, type RuleTransaction, type TriggerKind } from '../../core/automa/rules.ts';
import { addDays } from '../../core/dates.ts';
import { Refusal } from '../../core/refusal.ts';
import { UNCATEGORIZED } from '../../core/tag/categories.ts';
import { isTagCategory, isTagSubcategory } from '../../core/tag/taxonomy.ts';
import type { AccountsRepo } from '../../db/repos/accounts.ts';
import { ruleOf, type AutomaRepo, type AutomationRuleRow, type RuleInput } from '../../db/repos/automa.ts';
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { runDailyNow, scheduleDaily, type RemindersQueue } from '../../infra/queues/reminders.ts';
import { todayIso } from '../clock.ts';
import { scheduledFacts, type FactsDeps } from './facts.ts';
import { REPLAYED_STATE_TRIGGERS, replayStateTrigger } from './history.ts';
import { toRuleDto } from './rule-dto.ts';

export type RulesPage = { offset: number; limit: number };

export interface AutomaRulesDeps {
  automa: AutomaRepo;
  /** what the schedule-based rules read (their dry run) */
  facts: FactsDeps;
  reminders: RemindersRepo;
  /** a schedule-based rule turned on gives the user the daily run (Chime's scheduler) */
  queue: RemindersQueue;
  /** the balances statements stated, which "balance below" replays in its dry run */
  accounts: AccountsRepo;
}

const notFound = () => new Refusal('not_found', 'Rule not found.');

export class AutomaRules {
  constructor(
    private readonly deps: AutomaRulesDeps,
    private readonly firstPage: RulesPage,
  ) {}

  /** One page of the rules, with the total (the answer after a change is the first page). */
  async page(userId: string, page: RulesPage = this.firstPage): Promise<AutomationRulesDto> {
    const [rows, total] = await Promise.all([this.deps.automa.list(userId, page), this.deps.automa.count(userId)]);
    return { rules: rows.map(toRuleDto), total, ...page, runnableTriggers: [...RUNNABLE_TRIGGERS] };
  }

  /** The user's rule; another user's id reads exactly like a missing one. */
  async own(userId: string, id: string): Promise<AutomationRuleRow> {
    const row = await this.deps.automa.get(userId, id);
    if (!row) throw notFound();
    return row;
  }

  async create(userId: string, input: RuleInput) {
    await this.checkActions(userId, input.actions);
    const row = await this.deps.automa.create(userId, input, MAX_RULES_PER_USER);
    if (!row) throw new Refusal('conflict', `You have ${MAX_RULES_PER_USER} rules, the most Automa keeps: delete one (or edit one) first.`);
    return { rule: toRuleDto(row), ...(await this.page(userId)) };
  }

  async update(userId: string, id: string, patch: Partial<RuleInput>) {
    const rule = await this.own(userId, id);
    if (patch.actions) await this.checkActions(userId, patch.actions);
    const row = await this.deps.automa.update(userId, rule.id, patch);
    if (!row) throw notFound();
    return { rule: toRuleDto(row), ...(await this.page(userId)) };
  }

  async remove(userId: string, id: string): Promise<AutomationRulesDto> {
    const rule = await this.own(userId, id);
    if (!(await this.deps.automa.remove(userId, rule.id))) throw notFound();
    return this.page(userId);
  }

  async dryRun(userId: string, id: string): Promise<AutomationDryRunDto> {
    const rule = await this.own(userId, id);
    const { from, to, txs } = await this.lastYear(userId);
    const r = ruleOf(rule);
    const out: AutomationDryRunDto = {
      ruleId: rule.id,
      from,
      to,
      ...(SCHEDULED_TRIGGERS.includes(r.trigger) ? await this.scheduledDryRun(userId, r) : dryRun(r, txs)),
      problem: enableProblem(r),
    };
    await this.deps.automa.markDryRun(userId, rule.id);
    return out;
  }

  /** Turns a rule on, or says why not: a loop or an unwatched trigger, no dry run since the last edit, a match-everything rule not confirmed. */
  async enable(userId: string, id: string, confirmBroad: boolean | undefined): Promise<AutomationEnableDto> {
    const { automa, reminders, queue } = this.deps;
    const rule = await this.own(userId, id);
    const problem = enableProblem(ruleOf(rule));
    if (problem) throw new Refusal('conflict', problem);
    if (!rule.dryRunAt) throw new Refusal('conflict', 'Run a dry run first: it shows what the rule would have done over the last 12 months.');
    const { txs } = await this.lastYear(userId);
    const dry = dryRun(ruleOf(rule), txs);
    if (dry.matchesEverything && confirmBroad !== true) {
      throw new Refusal(
        'conflict',
        `This rule matches every transaction of the last 12 months (${dry.matched} of ${dry.total}). Confirm to turn it on anyway.`,
        'confirmBroad',
      );
    }
    const row = await automa.setActive(userId, rule.id, true, dry.matchesEverything);
    if (!row) throw notFound();
    if (SCHEDULED_TRIGGERS.includes(row.trigger as TriggerKind)) {
      // its events are looked at on the user's daily run, and once now
      await scheduleDaily(queue, userId, await reminders.timeZone(userId));
      await runDailyNow(queue, userId);
    }
    // the pairs (and counts) this rule is in now; their rows are GET /automation/conflicts/:a/:b
    return { rule: toRuleDto(row), conflicts: conflictPairs(await automa.categorySetters(userId), txs, { involving: row.id }).conflicts };
  }

  async disable(userId: string, id: string): Promise<AutomationRulesDto> {
    const rule = await this.own(userId, id);
    await this.deps.automa.setActive(userId, rule.id, false);
    return this.page(userId);
  }

  /** Categories as Tag knows them (a rule cannot invent one), and goals the user owns: named by field. */
  private async checkActions(userId: string, actions: RuleInput['actions']): Promise<void> {
    for (const [i, a] of actions.entries()) {
      if (a.kind === 'set category') {
        if (!isTagCategory(a.category) && a.category !== UNCATEGORIZED)
          throw new Refusal('invalid', `actions.${i}.category: unknown category "${a.category}".`, `actions.${i}.category`);
        if (!isTagSubcategory(a.category, a.subcategory))
          throw new Refusal('invalid', `actions.${i}.subcategory: "${a.subcategory}" is not a subcategory of ${a.category}.`, `actions.${i}.subcategory`);
      }
      if (a.kind === 'contribute to goal' && !(await this.deps.facts.goals.get(userId, a.goalId))) {
        throw new Refusal('invalid', `actions.${i}.goalId: no such goal.`, `actions.${i}.goalId`);
      }
    }
  }

  /** The last 12 months of the user's ledger, as rules read it. */
  private async lastYear(userId: string): Promise<{ from: string; to: string; txs: RuleTransaction[] }> {
    const to = todayIso();
    const from = addDays(to, -365);
    const rows = await this.deps.facts.ledger.since(userId, from);
    const txs = rows.filter((t) => t.date <= to && t.id).map((t) => ruleTransactionOf({ ...t, id: t.id! }));
    return { from, to, txs };
  }

  /**
   * A schedule-based rule's dry run over the last 12 months: the bills' events from their occurrences;
   * a balance, budget or goal replayed from what the data kept (core/automa/replay.ts), or why it cannot be.
   */
  private async scheduledDryRun(userId: string, rule: Rule): Promise<DryRun & { note: string }> {
    const { facts, accounts } = this.deps;
    const actions = rule.actions.map((a) => a.kind);
    if ((REPLAYED_STATE_TRIGGERS as readonly string[]).includes(rule.trigger)) {
      const r = await replayStateTrigger({ ...facts, accounts }, userId, rule, todayIso());
      return {
        matched: r.events.length,
        total: r.events.length,
        matchesEverything: false,
        note: r.note,
        changes: r.events.map((e) => ({ id: e.eventKey, date: e.date, description: e.subject, from: '', to: null, actions })),
      };
    }
    const f = await scheduledFacts(facts, userId, todayIso(), new Set([rule.trigger]), { history: true });
    const events = scheduledRuns([rule], f);
    return {
      matched: events.length,
      total: events.length,
      matchesEverything: false,
      changes: events.map((e) => ({ id: e.eventKey, date: e.eventKey.split(':')[2] ?? f.today, description: e.subject, from: '', to: null, actions })),
      note: "Each event over your bills' last 12 months, matched against your statements as Chime matches them.",
    };
  }
}
