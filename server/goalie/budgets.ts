// Goalie's budgets: GET /api/budgets (this month against each limit, and suggestions), PUT one
// (a new limit for a category or subcategory), DELETE one.
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { Router } from 'express';
import { z } from 'zod';
import { CATEGORY_NAMES } from '../../core/tag/categories.ts';
import { budgetsOverview } from '../../core/goalie/budgets.ts';
import type { BudgetsRepo } from '../../db/repos/budgets.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import { currentUser } from '../auth/middleware.ts';
import { userToday } from '../../services/clock.ts';
import { userFigures } from '../../services/figures/user-figures.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, requestInput } from '../http/input.ts';
import { capRefusal, paged, pageQuery } from '../http/paging.ts';
import { checkedCategory } from '../transactions/category-input.ts';

const SPENDING = CATEGORY_NAMES.filter((c) => c !== 'Income');
const putBody = z
  .object({
    category: z.string(),
    subcategory: z.string().nullable().optional(),
    limitCents: z
      .number()
      .int('must be whole cents')
      .refine((n) => n > 0, 'must be more than zero')
      .refine((n) => n <= 100_000_000_00, 'is too large'),
  })
  .strict();

export function budgetRoutes(budgets: BudgetsRepo, ledger: Ledger, zones: Pick<RemindersRepo, 'timeZone'>): Router {
  const router = Router();

  async function overview(userId: string) {
    const today = await userToday(zones, userId);
    const [rows, txs] = await Promise.all([budgets.list(userId), ledger.window(userId, today)]);
    const { figures } = await userFigures(ledger, userId, today, { window: txs });
    return budgetsOverview(rows, txs, today, SPENDING, figures);
  }

  router.get(
    '/budgets',
    handle(async (req, res) => {
      const page = requestInput(req, { query: pageQuery }).query;
      const all = await overview(currentUser(req).id);
      res.json({ ...all, budgets: paged(res, all.budgets, page) });
    }),
  );

  router.put(
    '/budgets',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const body = requestInput(req, { body: putBody }).body;
      const { category, subcategory } = checkedCategory({ category: body.category, subcategory: body.subcategory ?? null });
      if (!SPENDING.includes(category as (typeof SPENDING)[number]))
        throw new HttpError(400, `category: ${category} is not spending; budgets are for spending categories.`, undefined, 'category');
      await budgets.upsert(userId, category, subcategory, body.limitCents).catch(capRefusal);
      res.json(await overview(userId));
    }),
  );

  router.delete(
    '/budgets/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { id } = requestInput(req, { params: idParams('Budget not found.') }).params;
      if (!(await budgets.remove(userId, id))) throw new HttpError(404, 'Budget not found.');
      res.json(await overview(userId));
    }),
  );

  return router;
}
