// Smart Categories: the review queue, the rules editor and the learned patterns.
import { Router } from 'express';
import { z } from 'zod';
import type { TagSummaryDto, UpdatedCount } from '../../core/tag/api.ts';
import type { CorrectionsRepo } from '../../db/repos/corrections.ts';
import { type TagRepo } from '../../db/repos/tag.ts';
import type { TransactionsRepo } from '../../db/repos/transactions.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError, handle } from '../http/errors.ts';
import { todayIso } from '../../services/clock.ts';
import { idParams, inputPart, isUuid, requestInput } from '../http/input.ts';
import { checkedRule, createTagRule } from './rule-input.ts';
import { ruleDtos, ruleMatches } from '../../services/tag/rule-matches.ts';
import { checkedCategory } from '../transactions/category-input.ts';

const idsBody = z.object({ ids: z.array(z.string()).min(1).max(1000) });

function checkedIds(body: unknown): string[] {
  const { ids } = inputPart(idsBody, body, 'body', { explain: 'Send {ids: [...]} with 1 to 1000 transaction ids.' });
  const bad = ids.find((id) => !isUuid(id));
  if (bad !== undefined) throw new HttpError(400, `"${bad.slice(0, 60)}" is not a transaction id.`);
  return ids;
}

export function tagRoutes(tag: TagRepo, corrections: CorrectionsRepo, transactions: TransactionsRepo): Router {
  const router = Router();

  const deps = { tag, transactions };

  router.get(
    '/tag/summary',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const [counts, rules, patterns, modelExamples] = await Promise.all([
        transactions.sourceCounts(userId),
        tag.rules(userId),
        tag.countPatterns(userId),
        tag.countTrainingExamples(userId),
      ]);
      const body: TagSummaryDto = { ...counts, rules: rules.length, patterns, modelExamples };
      res.json(body);
    }),
  );

  router.post(
    '/tag/review/accept',
    handle(async (req, res) => {
      const updated = await corrections.accept(currentUser(req).id, checkedIds(req.body), todayIso());
      res.json({ updated } satisfies UpdatedCount);
    }),
  );

  router.post(
    '/tag/review/categorize',
    handle(async (req, res) => {
      const ids = checkedIds(req.body);
      const { category, subcategory } = checkedCategory(req.body);
      const updated = await corrections.categorize(currentUser(req).id, ids, category, subcategory, todayIso());
      res.json({ updated } satisfies UpdatedCount);
    }),
  );

  router.get(
    '/tag/rules',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      res.json({ rules: await ruleDtos(deps, userId) });
    }),
  );

  router.post(
    '/tag/rules',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const row = await createTagRule(tag, userId, req.body);
      res.status(201).json({ rule: (await ruleDtos(deps, userId, row.id))[0] });
    }),
  );

  router.put(
    '/tag/rules/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { id } = requestInput(req, { params: idParams('Rule not found.') }).params;
      const input = checkedRule(req.body);
      const row = await tag.updateRule(userId, id, input);
      if (!row) throw new HttpError(404, 'Rule not found.');
      res.json({ rule: (await ruleDtos(deps, userId, row.id))[0] });
    }),
  );

  router.delete(
    '/tag/rules/:id',
    handle(async (req, res) => {
      const { id } = requestInput(req, { params: idParams('Rule not found.') }).params;
      if (!(await tag.deleteRule(currentUser(req).id, id))) throw new HttpError(404, 'Rule not found.');
      res.status(204).end();
    }),
  );

  router.post(
    '/tag/rules/:id/move',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { id } = requestInput(req, { params: idParams('Rule not found.') }).params;
      const direction = (req.body as { direction?: unknown } | undefined)?.direction;
      if (direction !== 'up' && direction !== 'down') throw new HttpError(400, 'Send {direction: "up" | "down"}.');
      if (!(await tag.moveRule(userId, id, direction))) throw new HttpError(404, 'Rule not found.');
      res.json({ rules: await ruleDtos(deps, userId) });
    }),
  );

  router.post(
    '/tag/rules/:id/apply',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { id } = requestInput(req, { params: idParams('Rule not found.') }).params;
      const row = await tag.rule(userId, id);
      if (!row) throw new HttpError(404, 'Rule not found.');
      const updates = (await ruleMatches(deps, userId)).matches.get(row.id) ?? [];
      res.json({ updated: await corrections.recategorize(userId, updates) } satisfies UpdatedCount);
    }),
  );

  router.get(
    '/tag/patterns',
    handle(async (req, res) => {
      res.json({ patterns: await tag.patterns(currentUser(req).id) });
    }),
  );

  router.delete(
    '/tag/patterns/:pattern',
    handle(async (req, res) => {
      const pattern = String(req.params.pattern);
      if (!(await tag.deletePattern(currentUser(req).id, pattern))) throw new HttpError(404, 'Pattern not found.');
      res.status(204).end();
    }),
  );

  return router;
}
