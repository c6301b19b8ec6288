// Liberty's financial-freedom figures: net worth, savings rate, the FI number, years to it, Coast FI
// and the chance of getting there by an age (a Monte Carlo of yearly returns, seeded). Every
// assumption is an input the user can change; every result says what it came from.
import { mulberry32 } from '../seeded-random.ts';

export interface FreedomAssumptions {
  /** the share of savings you could spend each year for good: 0.04 */
  withdrawalRate: number;
  /** yearly return after inflation: 0.05 */
  realReturn: number;
  /** spread (standard deviation) of a year's return: 0.15 */
  returnSpread: number;
  /** your age now and the age you would like to be free by; null: not given */
  age: number | null;
  targetAge: number | null;
}

export const DEFAULT_ASSUMPTIONS: FreedomAssumptions = { withdrawalRate: 0.04, realReturn: 0.05, returnSpread: 0.15, age: null, targetAge: null };
export const MAX_YEARS = 100;
export const MONTE_CARLO_RUNS = 2000;

export interface FreedomInput {
  /** what you own (statement balances) minus what you owe (debts), cents */
  netWorthCents: number;
  /** income and spending per year, from the covered months */
  yearlyIncomeCents: number;
  yearlySpendingCents: number;
}

export interface FreedomFigures {
  savingsRate: number | null;
  /** yearly spending ÷ withdrawal rate; null when there are too few full months to know a year's spending */
  fiNumberCents: number | null;
  /** years until net worth, growing at the real return with this year's saving added each year, reaches the FI number */
  yearsToFi: number | null;
  /** what you would need today to reach the FI number by the target age with no more saving */
  coastFiCents: number | null;
  coastFiReached: boolean | null;
  /** share of Monte Carlo runs that reach the FI number by the target age */
  chanceByTargetAge: number | null;
}

/** Years until `start`, plus `saving` at each year's end, reaches `target` at a fixed yearly return. */
export function yearsToReach(startCents: number, savingCents: number, targetCents: number, rate: number): number | null {
  let wealth = startCents;
  for (let year = 0; year <= MAX_YEARS; year++) {
    if (wealth >= targetCents) return year;
    wealth = wealth * (1 + rate) + savingCents;
  }
  return null;
}

/** A standard normal draw from two uniform ones (Box–Muller). */
function normal(rnd: () => number): number {
  const u = Math.max(rnd(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rnd());
}

export function freedomFigures(input: FreedomInput, a: FreedomAssumptions, seed = 20_260_101): FreedomFigures {
  const saving = input.yearlyIncomeCents - input.yearlySpendingCents;
  const fi = Math.round(input.yearlySpendingCents / a.withdrawalRate);
  const years = a.age !== null && a.targetAge !== null ? a.targetAge - a.age : null;
  const coast = years !== null && years >= 0 ? Math.round(fi / (1 + a.realReturn) ** years) : null;
  let chance: number | null = null;
  if (years !== null && years >= 0) {
    const rnd = mulberry32(seed);
    let reached = 0;
    for (let run = 0; run < MONTE_CARLO_RUNS; run++) {
      let wealth = input.netWorthCents;
      let ok = wealth >= fi;
      for (let y = 0; y < years && !ok; y++) {
        wealth = wealth * (1 + a.realReturn + a.returnSpread * normal(rnd)) + saving;
        ok = wealth >= fi;
      }
      if (ok) reached++;
    }
    chance = reached / MONTE_CARLO_RUNS;
  }
  return {
    savingsRate: input.yearlyIncomeCents > 0 ? saving / input.yearlyIncomeCents : null,
    fiNumberCents: fi,
    yearsToFi: yearsToReach(input.netWorthCents, saving, fi, a.realReturn),
    coastFiCents: coast,
    coastFiReached: coast === null ? null : input.netWorthCents >= coast,
    chanceByTargetAge: chance,
  };
}
