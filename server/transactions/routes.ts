import { Router } from 'express';
import { z } from 'zod';
import { CATEGORIES, CATEGORY_NAMES, UNCATEGORIZED, isCategory, isSubcategoryOf } from '../../core/categories.ts';
import type { TransactionsRepo } from '../../db/repos/transactions.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError, handle } from '../http/errors.ts';
import { isUuid } from '../documents/routes.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.');
const listQuery = z.object({
  search: z.string().trim().max(200).optional(),
  category: z.string().max(80).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
});
const categoryBody = z.object({ category: z.string(), subcategory: z.string().nullable().optional() });

export function transactionRoutes(transactions: TransactionsRepo): Router {
  const router = Router();

  router.get('/categories', (_req, res) => {
    res.json({ categories: CATEGORY_NAMES.map((name) => ({ name, subcategories: [...CATEGORIES[name]] })) });
  });

  router.get('/transactions', handle(async (req, res) => {
    const q = listQuery.safeParse(req.query);
    if (!q.success) throw new HttpError(400, q.error.issues[0]?.message ?? 'Invalid filter.');
    const { search, category, ...rest } = q.data;
    res.json(await transactions.page(currentUser(req).id, {
      ...rest, ...(search ? { search } : {}), ...(category ? { category } : {}),
    }));
  }));

  router.patch('/transactions/:id', handle(async (req, res) => {
    const body = categoryBody.safeParse(req.body);
    if (!body.success) throw new HttpError(400, 'Send {category, subcategory}.');
    const { category } = body.data;
    const subcategory = body.data.subcategory ?? null;
    if (!isCategory(category) && category !== UNCATEGORIZED) throw new HttpError(400, `Unknown category "${category}".`);
    if (subcategory && !isSubcategoryOf(category, subcategory)) {
      throw new HttpError(400, `"${subcategory}" is not a subcategory of ${category}.`);
    }
    const id = String(req.params.id);
    const row = isUuid(id) ? await transactions.setCategory(currentUser(req).id, id, category, subcategory) : null;
    if (!row) throw new HttpError(404, 'Transaction not found.');
    res.json({ transaction: await transactions.toDto(currentUser(req).id, row) });
  }));

  return router;
}
