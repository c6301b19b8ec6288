// GET /api/freedom: net worth, savings rate, the FI number, years to it, Coast FI and the chance by
// an age, from the user's statements, debts and covered months; the assumptions come in the query.
import { Router } from 'express';
import { z } from 'zod';
import type { FreedomDto } from '../../core/liberty/api.ts';
import { monthlyFlows } from '../../core/goalie/goals.ts';
import { DEFAULT_ASSUMPTIONS, freedomFigures, MONTE_CARLO_RUNS } from '../../core/liberty/freedom.ts';
import { netWorthNow, type AccountsDeps } from '../accounts/service.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import { currentUser } from '../auth/middleware.ts';
import { todayIso } from '../../services/clock.ts';
import { handle } from '../http/errors.ts';
import { oneValue, requestInput } from '../http/input.ts';

const rate = (min: number, max: number) =>
  oneValue(
    z.coerce
      .number()
      .min(min, `must be at least ${min * 100} %`)
      .max(max, `must be at most ${max * 100} %`)
      .optional(),
  );
const age = oneValue(z.coerce.number().int().min(0).max(120).optional());
const query = z
  .object({
    withdrawalRate: rate(0.005, 0.2),
    realReturn: rate(-0.1, 0.2),
    returnSpread: rate(0, 0.6),
    age,
    targetAge: age,
  })
  .strict()
  .refine((q) => q.age === undefined || q.targetAge === undefined || q.targetAge >= q.age, { message: 'must not be before your age', path: ['targetAge'] });

export function freedomRoutes(ledger: Ledger, accounts: AccountsDeps): Router {
  const router = Router();
  router.get(
    '/freedom',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const q = requestInput(req, { query }).query;
      const today = todayIso();
      // net worth: the one definition (core/accounts/net-worth.ts), the Bank Accounts page's figure
      const [txs, worth] = await Promise.all([ledger.window(userId, today), netWorthNow(accounts, userId, today)]);
      const flows = monthlyFlows(txs, today);
      const missing =
        !flows.length && worth.balancesAsOf === null && !worth.debts
          ? 'Liberty needs a complete month of statements (or a balance or a debt) first: import a statement with Byte.'
          : null;
      const n = Math.max(flows.length, 1);
      const yearly = {
        incomeCents: Math.round((flows.reduce((s, f) => s + f.incomeCents, 0) / n) * 12),
        spendingCents: Math.round((flows.reduce((s, f) => s + f.spendingCents, 0) / n) * 12),
        months: flows.length,
      };
      const netWorth = worth.cents;
      const assumptions = {
        withdrawalRate: q.withdrawalRate ?? DEFAULT_ASSUMPTIONS.withdrawalRate,
        realReturn: q.realReturn ?? DEFAULT_ASSUMPTIONS.realReturn,
        returnSpread: q.returnSpread ?? DEFAULT_ASSUMPTIONS.returnSpread,
        age: q.age ?? null,
        targetAge: q.targetAge ?? null,
      };
      const seed = 20_260_101;
      const out: FreedomDto = {
        missing,
        assumptions,
        netWorth: worth,
        yearly,
        ...freedomFigures({ netWorthCents: netWorth, yearlyIncomeCents: yearly.incomeCents, yearlySpendingCents: yearly.spendingCents }, assumptions, seed),
        monteCarlo: { runs: MONTE_CARLO_RUNS, seed },
      };
      res.json(out);
    }),
  );
  return router;
}
