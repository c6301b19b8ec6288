// GET /api/freedom: net worth, savings rate, the FI number, years to it, Coast FI and the chance by
// an age, from the user's statements, debts and covered months; the assumptions come in the query.
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { Router } from 'express';
import { z } from 'zod';
import type { FreedomDto } from '../../core/liberty/api.ts';
import { DEFAULT_ASSUMPTIONS, type FreedomFigures, freedomFigures, MONTE_CARLO_RUNS } from '../../core/liberty/freedom.ts';
import { netWorthNow, type AccountsDeps } from '../accounts/service.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import { currentUser } from '../auth/middleware.ts';
import { userToday } from '../../services/clock.ts';
import { userFigures } from '../../services/figures/user-figures.ts';
import { missingFor } from '../../core/figures/minimums.ts';
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

/** Without enough full months the figures that extrapolate a year are not given (null), only what is missing. */
function freedomOrMissing(f: FreedomFigures, missing: string | null): FreedomFigures {
  return missing ? { ...f, fiNumberCents: null, yearsToFi: null, coastFiCents: null, coastFiReached: null, chanceByTargetAge: null } : f;
}

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
      // a year is twelve of the user's usual months (core/figures: the median of the full months); with
      // fewer full months than freedom figures need, the page says what is missing instead of an FI number
      const tooFew = missingFor(figures, 'freedom');
      const missing = tooFew ? `${tooFew} Import complete months of statements with Byte; a month that starts late or is still running does not count.` : null;
      const yearly = {
        incomeCents: (figures.income.cents ?? 0) * 12,
        spendingCents: (figures.spending.cents ?? 0) * 12,
        months: figures.spending.months.length,
        statistic: figures.spending.statistic,
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
        ...freedomOrMissing(
          freedomFigures({ netWorthCents: netWorth, yearlyIncomeCents: yearly.incomeCents, yearlySpendingCents: yearly.spendingCents }, assumptions, seed),
          missing,
        ),
        savingsRate: figures.savingsRate.rate,
        savingsRateStatistic: figures.savingsRate.statistic,
        monteCarlo: { runs: MONTE_CARLO_RUNS, seed },
      };
      res.json(out);
    }),
  );
  return router;
}
