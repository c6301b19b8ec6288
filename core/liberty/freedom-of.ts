// The Financial Freedom page's figures from the shared monthly figures (core/figures) and the net
// worth: one function for the page (GET /api/freedom) and for Liberty's "when can I retire?", so both
// give the same years. A year is twelve of the user's usual months; with too few full months the
// figures that extrapolate a year are not given, only what is missing.
import { missingFor } from '../figures/minimums.ts';
import type { LedgerFigures } from '../figures/monthly.ts';
import { type FreedomAssumptions, type FreedomFigures, freedomFigures } from './freedom.ts';

/** The Monte Carlo's seed: the same runs on every page load and every answer. */
export const FREEDOM_SEED = 20_260_101;

export interface FreedomOf {
  missing: string | null;
  yearly: { incomeCents: number; spendingCents: number; months: number; statistic: string };
  figures: FreedomFigures;
}

export function freedomOf(figures: LedgerFigures, netWorthCents: number, assumptions: FreedomAssumptions, seed = FREEDOM_SEED): FreedomOf {
  const tooFew = missingFor(figures, 'freedom');
  const missing = tooFew ? `${tooFew} Import complete months of statements with Byte; a month that starts late or is still running does not count.` : null;
  const yearly = {
    incomeCents: (figures.income.cents ?? 0) * 12,
    spendingCents: (figures.spending.cents ?? 0) * 12,
    months: figures.spending.months.length,
    statistic: figures.spending.statistic,
  };
  const f = freedomFigures({ netWorthCents, yearlyIncomeCents: yearly.incomeCents, yearlySpendingCents: yearly.spendingCents }, assumptions, seed);
  const out = missing ? { ...f, fiNumberCents: null, yearsToFi: null, coastFiCents: null, coastFiReached: null, chanceByTargetAge: null } : f;
  return { missing, yearly, figures: out };
}
