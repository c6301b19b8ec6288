import { Router } from 'express';
import { z } from 'zod';
import type { CategoriesDto, UpdatedCount } from '../../core/tag/api.ts';
import { CATEGORIES, CATEGORY_NAMES } from '../../core/tag/categories.ts';
import { TRANSFER, TRANSFER_SUBCATEGORIES } from '../../core/tag/taxonomy.ts';
import { AMOUNT_SIGNS } from '../../core/ledger/filter.ts';
import type { CorrectionsRepo } from '../../db/repos/corrections.ts';
import type { CurrencyRepo } from '../../db/repos/currency.ts';
import type { TransactionsRepo } from '../../db/repos/transactions.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError, handle } from '../http/errors.ts';
import { isoDate, idParams, oneValue, requestInput, safeText } from '../http/input.ts';

const listQuery = z
  .object({
    search: oneValue(
      safeText(200)
        .transform((s) => s.trim())
        .optional(),
    ),
    category: oneValue(safeText(80).optional()),
    subcategory: oneValue(safeText(80).optional()),
    from: oneValue(isoDate.optional()),
    to: oneValue(isoDate.optional()),
    sign: oneValue(z.enum(AMOUNT_SIGNS, 'must be "out" or "in"').optional()),
    transfers: oneValue(z.enum(['exclude', 'include'], 'must be "exclude" or "include"').optional()),
    page: oneValue(z.coerce.number().int().min(1).max(1_000_000).optional()),
    pageSize: oneValue(z.coerce.number().int().min(1).max(500).optional()),
    needsReview: oneValue(z.enum(['1', 'true', '0', 'false']).optional()),
    account: oneValue(
      safeText(120)
        .transform((s) => s.trim())
        .optional(),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be before "from"', path: ['to'] });

const CATEGORY_LIST: CategoriesDto = {
  categories: [
    ...CATEGORY_NAMES.map((name) => ({ name, subcategories: [...CATEGORIES[name]] as string[], spending: name !== 'Income' })),
    { name: TRANSFER, subcategories: [...TRANSFER_SUBCATEGORIES], spending: false },
  ],
};

export function transactionRoutes(transactions: TransactionsRepo, corrections: CorrectionsRepo, currency: CurrencyRepo): Router {
  const router = Router();

  router.get('/categories', (_req, res) => {
    res.json(CATEGORY_LIST);
  });

  router.get(
    '/transactions',
    handle(async (req, res) => {
      const { search, category, subcategory, sign, transfers, needsReview, account, ...rest } = requestInput(req, { query: listQuery }).query;
      const userId = currentUser(req).id;
      res.json(
        await transactions.page(
          userId,
          {
            ...rest,
            ...(search ? { search } : {}),
            ...(account ? { account } : {}),
            ...(category ? { category } : {}),
            ...(subcategory ? { subcategory } : {}),
            ...(sign ? { sign } : {}),
            ...(transfers === 'exclude' ? { transfers } : {}),
            ...(needsReview === '1' || needsReview === 'true' ? { needsReview: true } : {}),
          },
          await currency.settings(userId),
        ),
      );
    }),
  );

  router.post(
    '/transactions/:id/apply-similar',
    handle(async (req, res) => {
      const { id } = requestInput(req, { params: idParams('Transaction not found.') }).params;
      const updated = await corrections.applySimilar(currentUser(req).id, id);
      if (updated === null) throw new HttpError(404, 'Transaction not found.');
      res.json({ updated } satisfies UpdatedCount);
    }),
  );

  return router;
}
