// Automa's rules: list (a page at a time; conflicts are asked for apart, ./conflicts.ts), create (off;
// at most MAX_RULES_PER_USER), edit (off again until a new dry run), delete, dry run over the last 12
// months, turn on (refused with the reason: a loop, a trigger not watched yet, no dry run since the last
// edit, or a match-everything rule not confirmed), turn off, and the run log.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { RULES_PAGE_MAX } from '../../core/automa/limits.ts';
import type { TriggerKind } from '../../core/automa/rules.ts';
import { tagRuleOf } from '../../core/automa/tag-rule.ts';
import type { TagRepo } from '../../db/repos/tag.ts';
import { createTagRule } from '../tag/rule-input.ts';
import { TEAM_MEMBER_KEYS } from '../../core/employees.ts';
import { ruleOf, type RuleInput } from '../../db/repos/automa.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, oneValue, requestInput, safeText, uuid } from '../http/input.ts';
import { conflictRoutes } from './conflicts.ts';
import { AutomaRules, type AutomaRulesDeps, type RulesPage } from '../../services/automa/rules.ts';

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
const FIRST_PAGE: RulesPage = { offset: 0, limit: RULES_PAGE_MAX };

export interface AutomaRouteDeps extends AutomaRulesDeps {
  /** Automa can hand a rule to Tag as one of its category rules */
  tag: TagRepo;
}

export function automaRoutes(deps: AutomaRouteDeps): Router {
  const router = Router();
  const { automa, tag } = deps;
  const { ledger } = deps.facts;
  const rules = new AutomaRules(deps, FIRST_PAGE);
  const ruleId = (req: Request) => requestInput(req, { params: idParams('Rule not found.') }).params.id;

  router.get(
    '/automation/rules',
    handle(async (req, res) => {
      const { limit, offset } = requestInput(req, { query: listQuery }).query;
      const out = await rules.page(currentUser(req).id, { offset: offset ?? 0, limit: limit ?? RULES_PAGE_MAX });
      res.setHeader('X-Total-Count', String(out.total));
      res.json(out);
    }),
  );

  router.post(
    '/automation/rules',
    handle(async (req, res) => {
      const body = requestInput(req, { body: createBody }).body as RuleInput;
      res.status(201).json(await rules.create(currentUser(req).id, body));
    }),
  );

  router.patch(
    '/automation/rules/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      // a missing (or another user's) rule is a 404 whatever the body holds, as it always was
      const rule = await rules.own(userId, ruleId(req));
      const body = requestInput(req, { body: editBody }).body as Partial<RuleInput>;
      res.json(await rules.update(userId, rule.id, body));
    }),
  );

  router.delete(
    '/automation/rules/:id',
    handle(async (req, res) => {
      res.json(await rules.remove(currentUser(req).id, ruleId(req)));
    }),
  );

  router.post(
    '/automation/rules/:id/dry-run',
    handle(async (req, res) => {
      res.json(await rules.dryRun(currentUser(req).id, ruleId(req)));
    }),
  );

  router.post(
    '/automation/rules/:id/enable',
    handle(async (req, res) => {
      const id = ruleId(req);
      const { confirmBroad } = requestInput(req, { body: enableBody }).body;
      res.json(await rules.enable(currentUser(req).id, id, confirmBroad));
    }),
  );

  router.post(
    '/automation/rules/:id/disable',
    handle(async (req, res) => {
      res.json(await rules.disable(currentUser(req).id, ruleId(req)));
    }),
  );

  // the rule's category part as one of Tag's own rules (Tag applies it while categorizing, from the next import)
  router.post(
    '/automation/rules/:id/tag-rule',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const rule = await rules.own(userId, ruleId(req));
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
