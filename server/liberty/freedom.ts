// GET /api/freedom: net worth, savings rate, the FI number, years to it, Coast FI and the chance by
// an age, from the user's statements, debts and covered months; the assumptions come in the query.
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { Router } from 'express';
import { z } from 'zod';
import type { FreedomDto } from '../../core/liberty/api.ts';
import { DEFAULT_ASSUMPTIONS, MONTE_CARLO_RUNS } from '../../core/liberty/freedom.ts';
import { FREEDOM_SEED, freedomOf } from '../../core/liberty/freedom-of.ts';
import { netWorthNow, type AccountsDeps } from '../accounts/service.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import { currentUser } from '../auth/middleware.ts';
import { userToday } from '../../services/clock.ts';
import { userFigures } from '../../services/figures/user-figures.ts';
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

export function freedomRoutes(ledger: Ledger, accounts: AccountsDeps, zones: Pick<RemindersRepo, 'timeZone'>): Router {
  const router = Router();
  router.get(
    '/freedom',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const q = requestInput(req, { query }).query;
      const today = await userToday(zones, userId);
      // net worth: the one definition (core/accounts/net-worth.ts), the Bank Accounts page's figure
      const [{ figures }, worth] = await Promise.all([userFigures(ledger, userId, today), netWorthNow(accounts, userId, today)]);
      const assumptions = {
        withdrawalRate: q.withdrawalRate ?? DEFAULT_ASSUMPTIONS.withdrawalRate,
        realReturn: q.realReturn ?? DEFAULT_ASSUMPTIONS.realReturn,
        returnSpread: q.returnSpread ?? DEFAULT_ASSUMPTIONS.returnSpread,
        age: q.age ?? null,
        targetAge: q.targetAge ?? null,
      };
      // the one computation (core/liberty/freedom-of.ts), Liberty's answer in the chat gives the same
      const f = freedomOf(figures, worth.cents, assumptions);
      const out: FreedomDto = {
        missing: f.missing,
        assumptions,
        netWorth: worth,
        yearly: f.yearly,
        ...f.figures,
        savingsRate: figures.savingsRate.rate,
        savingsRateStatistic: figures.savingsRate.statistic,
        monteCarlo: { runs: MONTE_CARLO_RUNS, seed: FREEDOM_SEED },
      };
      res.json(out);
    }),
  );
  return router;
}
