// Automa's rules: list (a page at a time; conflicts are asked for apart, ./conflicts.ts), create (off;
// at most MAX_RULES_PER_USER), edit (off again until a new dry run), delete, dry run over the last 12
// months, turn on (refused with the reason: a loop, a trigger not watched yet, no dry run since the last
// edit, or a match-everything rule not confirmed), turn off, and the run log.
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AutomationDryRunDto, AutomationEnableDto, AutomationRulesDto } from '../../core/automa/api.ts';
import { conflictPairs } from '../../core/automa/conflicts.ts';
import { MAX_RULES_PER_USER, RULES_PAGE_MAX } from '../../core/automa/limits.ts';
import { enableProblem, RUNNABLE_TRIGGERS, SCHEDULED_TRIGGERS, scheduledRuns } from '../../core/automa/run.ts';
import { dryRun, ruleTransactionOf, type DryRun, type Rule, type RuleTransaction, type TriggerKind } from '../../core/automa/rules.ts';
import { scheduledFacts, type FactsDeps } from '../../services/automa/facts.ts';
import { REPLAYED_STATE_TRIGGERS, replayStateTrigger } from '../../services/automa/history.ts';
import type { AccountsRepo } from '../../db/repos/accounts.ts';
import { tagRuleOf } from '../../core/automa/tag-rule.ts';
import type { TagRepo } from '../../db/repos/tag.ts';
import { createTagRule } from '../tag/rule-input.ts';
import { runDailyNow, scheduleDaily, type RemindersQueue } from '../../infra/queues/reminders.ts';
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { UNCATEGORIZED } from '../../core/tag/categories.ts';
import { addDays } from '../../core/dates.ts';
import { TEAM_MEMBER_KEYS } from '../../core/employees.ts';
import { isTagCategory, isTagSubcategory } from '../../core/tag/taxonomy.ts';
import { ruleOf, type AutomaRepo, type AutomationRuleRow, type RuleInput } from '../../db/repos/automa.ts';
import { toRuleDto } from '../../services/automa/rule-dto.ts';
import type { GoalsRepo } from '../../db/repos/goals.ts';
import { currentUser } from '../auth/middleware.ts';
import { todayIso } from '../../services/clock.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, oneValue, requestInput, safeText, uuid } from '../http/input.ts';
import { conflictRoutes } from './conflicts.ts';

const TRIGGERS = [
  'transaction imported',
  'bill due',
  'bill late or missed',
  'new merchant',
  'subscription price rise',
  'category over budget',
  'goal behind',
  'balance below',
  'large transaction',
] as const satisfies readonly TriggerKind[];

const text = (max: number) =>
  safeText(max)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, 'must not be empty');
const cents = z.number().int('must be whole cents').min(0, 'must not be negative').max(100_000_000_000_00, 'is too large');

const condition = z.discriminatedUnion('field', [
  z.object({ field: z.enum(['description', 'merchant', 'account']), op: z.enum(['contains', 'equals']), value: text(200) }).strict(),
  z.object({ field: z.literal('category'), op: z.literal('equals'), value: text(80) }).strict(),
  z.object({ field: z.literal('amount'), op: z.enum(['at least', 'at most']), value: cents }).strict(),
  z.object({ field: z.literal('direction'), op: z.literal('is'), value: z.enum(['in', 'out']) }).strict(),
  z
    .object({
      field: z.literal('days'),
      op: z.literal('at most'),
      value: z.number().int('must be whole days').min(0, 'must not be negative').max(60, 'can be at most 60 days'),
    })
    .strict(),
]);
const action = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('set category'),
      category: text(80),
      subcategory: safeText(80)
        .nullable()
        .transform((s) => s?.trim() || null),
    })
    .strict(),
  z.object({ kind: z.literal('add note'), text: text(500) }).strict(),
  z.object({ kind: z.literal('mark for review') }).strict(),
  z
    .object({
      kind: z.literal('notify'),
      channels: z
        .array(z.enum(['in-app', 'email', 'push']))
        .min(1, 'pick at least one channel')
        .max(3),
    })
    .strict(),
  z.object({ kind: z.literal('contribute to goal'), goalId: uuid }).strict(),
  z.object({ kind: z.literal('ask employee'), employee: z.enum(TEAM_MEMBER_KEYS) }).strict(),
]);
const ruleFields = {
  name: text(120),
  trigger: z.enum(TRIGGERS),
  conditions: z.array(condition).max(20, 'at most 20 conditions'),
  actions: z.array(action).min(1, 'a rule needs at least one action').max(10, 'at most 10 actions'),
};
const createBody = z.object(ruleFields).strict();
const editBody = z.object(ruleFields).partial().strict();
// no body at all reads as {}: turning a rule on needs nothing unless it matches everything
const enableBody = z.preprocess((v) => v ?? {}, z.object({ confirmBroad: z.boolean().optional() }).strict());
const listQuery = z.object({
  limit: oneValue(
    z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(RULES_PAGE_MAX, `can be at most ${RULES_PAGE_MAX}`).optional(),
  ),
  offset: oneValue(z.coerce.number().int('must be a whole number').min(0, 'must not be negative').max(1_000_000, 'is too large').optional()),
});
type Page = { offset: number; limit: number };
const FIRST_PAGE: Page = { offset: 0, limit: RULES_PAGE_MAX };

/** Categories as Tag knows them (a rule cannot invent one), and goals the user owns: named by field. */
async function checkActions(userId: string, actions: RuleInput['actions'], goals: GoalsRepo): Promise<void> {
  for (const [i, a] of actions.entries()) {
    if (a.kind === 'set category') {
      if (!isTagCategory(a.category) && a.category !== UNCATEGORIZED)
        throw new HttpError(400, `actions.${i}.category: unknown category "${a.category}".`, undefined, `actions.${i}.category`);
      if (!isTagSubcategory(a.category, a.subcategory))
        throw new HttpError(400, `actions.${i}.subcategory: "${a.subcategory}" is not a subcategory of ${a.category}.`, undefined, `actions.${i}.subcategory`);
    }
    if (a.kind === 'contribute to goal' && !(await goals.get(userId, a.goalId))) {
      throw new HttpError(400, `actions.${i}.goalId: no such goal.`, undefined, `actions.${i}.goalId`);
    }
  }
}

export interface AutomaRouteDeps {
  automa: AutomaRepo;
  /** what the schedule-based rules read (their dry run) */
  facts: FactsDeps;
  reminders: RemindersRepo;
  /** a schedule-based rule turned on gives the user the daily run (Chime's scheduler) */
  queue: RemindersQueue;
  /** Automa can hand a rule to Tag as one of its category rules */
  tag: TagRepo;
  /** the balances statements stated, which "balance below" replays in its dry run */
  accounts: AccountsRepo;
}

export function automaRoutes({ automa, facts, reminders, queue, tag, accounts }: AutomaRouteDeps): Router {
  const router = Router();
  const { ledger, goals } = facts;

  /**
   * A schedule-based rule's dry run over the last 12 months: the bills' events from their occurrences;
   * a balance, budget or goal replayed from what the data kept (core/automa/replay.ts), or why it cannot be.
   */
  async function scheduledDryRun(userId: string, rule: Rule): Promise<DryRun & { note: string }> {
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

  /** The last 12 months of the user's ledger, as rules read it. */
  async function lastYear(userId: string): Promise<{ from: string; to: string; txs: RuleTransaction[] }> {
    const to = todayIso();
    const from = addDays(to, -365);
    const rows = await ledger.since(userId, from);
    const txs = rows.filter((t) => t.date <= to && t.id).map((t) => ruleTransactionOf({ ...t, id: t.id! }));
    return { from, to, txs };
  }

  /** One page of the rules, with the total (the answer after a change is the first page). */
  async function overview(userId: string, page: Page = FIRST_PAGE): Promise<AutomationRulesDto> {
    const [rows, total] = await Promise.all([automa.list(userId, page), automa.count(userId)]);
    return { rules: rows.map(toRuleDto), total, ...page, runnableTriggers: [...RUNNABLE_TRIGGERS] };
  }

  /** The user's rule, or 404 (another user's id reads exactly like a missing one). */
  async function ownRule(req: Request): Promise<AutomationRuleRow> {
    const { id } = requestInput(req, { params: idParams('Rule not found.') }).params;
    const row = await automa.get(currentUser(req).id, id);
    if (!row) throw new HttpError(404, 'Rule not found.');
    return row;
  }

  router.get(
    '/automation/rules',
    handle(async (req, res) => {
      const { limit, offset } = requestInput(req, { query: listQuery }).query;
      const out = await overview(currentUser(req).id, { offset: offset ?? 0, limit: limit ?? RULES_PAGE_MAX });
      res.setHeader('X-Total-Count', String(out.total));
      res.json(out);
    }),
  );

  router.post(
    '/automation/rules',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const body = requestInput(req, { body: createBody }).body as RuleInput;
      await checkActions(userId, body.actions, goals);
      const row = await automa.create(userId, body, MAX_RULES_PER_USER);
      if (!row) throw new HttpError(409, `You have ${MAX_RULES_PER_USER} rules, the most Automa keeps: delete one (or edit one) first.`);
      res.status(201).json({ rule: toRuleDto(row), ...(await overview(userId)) });
    }),
  );

  router.patch(
    '/automation/rules/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const rule = await ownRule(req);
      const body = requestInput(req, { body: editBody }).body as Partial<RuleInput>;
      if (body.actions) await checkActions(userId, body.actions, goals);
      const row = await automa.update(userId, rule.id, body);
      if (!row) throw new HttpError(404, 'Rule not found.');
      res.json({ rule: toRuleDto(row), ...(await overview(userId)) });
    }),
  );

  router.delete(
    '/automation/rules/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const rule = await ownRule(req);
      if (!(await automa.remove(userId, rule.id))) throw new HttpError(404, 'Rule not found.');
      res.json(await overview(userId));
    }),
  );

  router.post(
    '/automation/rules/:id/dry-run',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const rule = await ownRule(req);
      const { from, to, txs } = await lastYear(userId);
      const r = ruleOf(rule);
      const out: AutomationDryRunDto = {
        ruleId: rule.id,
        from,
        to,
        ...(SCHEDULED_TRIGGERS.includes(r.trigger) ? await scheduledDryRun(userId, r) : dryRun(r, txs)),
        problem: enableProblem(r),
      };
      await automa.markDryRun(userId, rule.id);
      res.json(out);
    }),
  );

  router.post(
    '/automation/rules/:id/enable',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const rule = await ownRule(req);
      const { confirmBroad } = requestInput(req, { body: enableBody }).body;
      const problem = enableProblem(ruleOf(rule));
      if (problem) throw new HttpError(409, problem);
      if (!rule.dryRunAt) throw new HttpError(409, 'Run a dry run first: it shows what the rule would have done over the last 12 months.');
      const { txs } = await lastYear(userId);
      const dry = dryRun(ruleOf(rule), txs);
      if (dry.matchesEverything && confirmBroad !== true) {
        throw new HttpError(
          409,
          `This rule matches every transaction of the last 12 months (${dry.matched} of ${dry.total}). Confirm to turn it on anyway.`,
          undefined,
          'confirmBroad',
        );
      }
      const row = await automa.setActive(userId, rule.id, true, dry.matchesEverything);
      if (!row) throw new HttpError(404, 'Rule not found.');
      if (SCHEDULED_TRIGGERS.includes(row.trigger as TriggerKind)) {
        // its events are looked at on the user's daily run, and once now
        await scheduleDaily(queue, userId, await reminders.timeZone(userId));
        await runDailyNow(queue, userId);
      }
      // the pairs (and counts) this rule is in now; their rows are GET /automation/conflicts/:a/:b
      const out: AutomationEnableDto = {
        rule: toRuleDto(row),
        conflicts: conflictPairs(await automa.categorySetters(userId), txs, { involving: row.id }).conflicts,
      };
      res.json(out);
    }),
  );

  router.post(
    '/automation/rules/:id/disable',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const rule = await ownRule(req);
      await automa.setActive(userId, rule.id, false);
      res.json(await overview(userId));
    }),
  );

  // the rule's category part as one of Tag's own rules (Tag applies it while categorizing, from the next import)
  router.post(
    '/automation/rules/:id/tag-rule',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const rule = await ownRule(req);
      const draft = tagRuleOf(ruleOf(rule));
      if (typeof draft === 'string') throw new HttpError(409, draft);
      const row = await createTagRule(tag, userId, draft);
      res.status(201).json({ tagRuleId: row.id, ...draft });
    }),
  );

  router.get(
    '/automation/runs',
    handle(async (req, res) => {
      res.json({ runs: await automa.runs(currentUser(req).id) });
    }),
  );

  router.use(conflictRoutes({ automa, ledger }));

  return router;
}
