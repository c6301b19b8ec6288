// Conflicts between active rules, on demand and bounded (core/automa/conflicts.ts): the pairs with their
// counts, and one pair's shared rows a page at a time. The rules list carries neither, so its size does
// not grow with the ledger.
import { Router } from 'express';
import { z } from 'zod';
import type { AutomationConflictRowsDto, AutomationConflictsDto } from '../../core/automa/api.ts';
import { conflictPairs, conflictRows } from '../../core/automa/conflicts.ts';
import { CONFLICT_PAGE_DEFAULT, CONFLICT_PAGE_MAX, CONFLICT_SCAN_MAX_ROWS } from '../../core/automa/limits.ts';
import { ruleTransactionOf, type RuleTransaction } from '../../core/automa/rules.ts';
import { inHomeCurrency } from '../../core/currency.ts';
import { addDays } from '../../core/dates.ts';
import type { AutomaRepo } from '../../db/repos/automa.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import { currentUser } from '../auth/middleware.ts';
import { todayIso } from '../../services/clock.ts';
import { HttpError, handle } from '../http/errors.ts';
import { oneValue, pathId, requestInput } from '../http/input.ts';

/**
 * The latest `maxRows` rows of the user's last 12 months as rules read them (amounts in the home
 * currency, as the dry run reads them), and how many rows the window holds.
 */
export async function recentRuleRows(
  automa: AutomaRepo,
  ledger: Ledger,
  userId: string,
  maxRows = CONFLICT_SCAN_MAX_ROWS,
): Promise<{ txs: RuleTransaction[]; windowRows: number }> {
  const to = todayIso();
  const [{ rows, total }, money] = await Promise.all([automa.latestRows(userId, addDays(to, -365), to, maxRows), ledger.currencySettings(userId)]);
  const txs = inHomeCurrency(rows, money.home, money.rates).map((t) => ruleTransactionOf({ ...t, id: t.id! }));
  return { txs, windowRows: total };
}

const pairParams = z.object({ a: pathId('Rule not found.'), b: pathId('Rule not found.') });
const pageQuery = z.object({
  limit: oneValue(
    z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(CONFLICT_PAGE_MAX, `can be at most ${CONFLICT_PAGE_MAX}`).optional(),
  ),
  offset: oneValue(
    z.coerce
      .number()
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(CONFLICT_SCAN_MAX_ROWS, `can be at most ${CONFLICT_SCAN_MAX_ROWS}`)
      .optional(),
  ),
});

export function conflictRoutes({ automa, ledger }: { automa: AutomaRepo; ledger: Ledger }): Router {
  const router = Router();

  router.get(
    '/automation/conflicts',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const rules = await automa.categorySetters(userId);
      // fewer than two rules setting a category cannot conflict: the ledger is not read
      const { txs, windowRows } = rules.length > 1 ? await recentRuleRows(automa, ledger, userId) : { txs: [], windowRows: 0 };
      const out: AutomationConflictsDto = conflictPairs(rules, txs, { windowRows });
      res.json(out);
    }),
  );

  router.get(
    '/automation/conflicts/:a/:b',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { params, query } = requestInput(req, { params: pairParams, query: pageQuery });
      const page = { offset: query.offset ?? 0, limit: query.limit ?? CONFLICT_PAGE_DEFAULT };
      const rules = await automa.categorySetters(userId);
      const { txs, windowRows } = await recentRuleRows(automa, ledger, userId);
      const found = conflictRows(rules, txs, [params.a, params.b], { ...page, windowRows });
      if (!found) throw new HttpError(404, 'These two rules do not conflict (both must be on and set different categories on the same transactions).');
      const out: AutomationConflictRowsDto = {
        ...found.pair,
        ...page,
        scan: found.scan,
        transactions: found.rows.map((t) => ({
          id: t.id,
          date: t.date,
          description: t.description,
          amountCents: t.amountCents,
          category: t.subcategory ? `${t.category} › ${t.subcategory}` : t.category,
        })),
      };
      res.json(out);
    }),
  );

  return router;
}
