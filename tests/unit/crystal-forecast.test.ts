import { describe, expect, it } from 'vitest';
import { forecastCategoryMonths, projectCashFlow } from '../../core/crystal/forecast.ts';
import { fitDampedHolt, fitHoltWinters, fitSeries } from '../../core/crystal/smoothing.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { addDays, isoDate } from '../../core/dates.ts';
import { NO_ACCOUNT } from '../../core/figures/coverage.ts';

/** one spending transaction on the 2nd of each month from (y, m), `dollars[i]` in month i */
function monthlySpending(category: string, y: number, m: number, dollars: readonly number[]): LedgerTransaction[] {
  return dollars.map((d, i) => ({ date: isoDate(y, m + i, 2), description: `${category} spend`, merchant: null, amountCents: -Math.round(d * 100), category }));
}
/** the statement period of the rows without an account: a stated period makes its months full (core/figures/coverage.ts) */
const stated = (from: string, to: string) => ({ periods: [{ account: NO_ACCOUNT, from, to }] });
function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}
const noisy = (n: number, seed: number, level = 1000, spread = 300) => {
  const r = rng(seed);
  return Array.from({ length: n }, () => level + (r() - 0.5) * 2 * spread);
};

describe('exponential smoothing', () => {
  it('forecasts a constant series as that constant, with no spread', () => {
    for (const n of [2, 5, 12, 30]) {
      const fit = fitSeries(new Array(n).fill(500));
      expect(fit.forecast(1)).toBeCloseTo(500, 6);
      expect(fit.forecast(6)).toBeCloseTo(500, 6);
      expect(fit.variance(6)).toBeCloseTo(0, 6);
    }
  });

  it('follows a linear trend (damped only slightly over a few months)', () => {
    const y = Array.from({ length: 12 }, (_, i) => 100 + 10 * i); // 100 … 210
    const fit = fitDampedHolt(y);
    expect(Math.abs(fit.forecast(1) - 220)).toBeLessThan(220 * 0.01);
    expect(Math.abs(fit.forecast(3) - 240)).toBeLessThan(240 * 0.02);
  });

  it('chooses the method by the length of the history', () => {
    expect(fitSeries([1, 2]).method).toBe('mean');
    expect(fitSeries([1, 2, 3]).method).toBe('damped-holt');
    expect(fitSeries(noisy(23, 1)).method).toBe('damped-holt');
    const hw = fitSeries(noisy(24, 1));
    expect(hw.method).toBe('holt-winters');
    expect(hw.params).toMatchObject({ seasonLength: 12 });
    for (const k of ['alpha', 'beta', 'gamma', 'phi'] as const) expect(hw.params[k]).toBeTypeOf('number');
    expect(Object.keys(fitSeries(noisy(10, 2)).params).sort()).toEqual(['alpha', 'beta', 'phi']);
  });

  it('learns a December peak with two years and more', () => {
    const y = Array.from({ length: 36 }, (_, i) => 1000 + (i % 12 === 11 ? 800 : 0) + (i % 3) * 20);
    const fit = fitHoltWinters(y);
    // the next December is 12 months after the last one (index 35): h = 12
    expect(fit.forecast(12)).toBeGreaterThan(fit.forecast(6) + 600);
  });

  it('widens the band with the horizon', () => {
    for (const y of [noisy(10, 3), noisy(30, 4)]) {
      const fit = fitSeries(y);
      const widths = [1, 2, 3, 6].map((h) => fit.variance(h));
      for (let i = 1; i < widths.length; i++) expect(widths[i]!).toBeGreaterThan(widths[i - 1]!);
    }
  });
});

describe('forecastCategoryMonths', () => {
  it('forecasts each category from the complete months before today, starting with this month', () => {
    const txs = [
      ...monthlySpending('Food & Dining', 2024, 1, [400, 400, 400, 400, 400, 400]),
      ...monthlySpending('Utilities', 2024, 1, [100, 110, 120, 130, 140, 150]),
      { date: '2024-07-03', description: 'half a month', merchant: null, amountCents: -99_999, category: 'Food & Dining' },
      { date: '2024-03-15', description: 'PAYROLL', merchant: null, amountCents: 500_000, category: 'Income' },
    ];
    const f = forecastCategoryMonths(txs, '2024-07-10', 3, stated('2024-01-01', '2024-07-10'));
    expect(f).toMatchObject({ historyFrom: '2024-01', historyTo: '2024-06', horizonMonths: 3, level: 0.8, missing: null });
    expect(f.categories.map((c) => c.category)).toEqual(['Food & Dining', 'Utilities']); // no Income
    const food = f.categories[0]!;
    expect(food.method).toBe('damped-holt');
    expect(food.points.map((p) => p.month)).toEqual(['2024-07', '2024-08', '2024-09']);
    // this month is what was spent so far plus what is still expected (core/figures/current-month.ts):
    // the $400 of the 2nd counts as missed by the 10th, so July is the $999.99 spent
    expect(food.points[0]).toMatchObject({ cents: 99_999, lowCents: 99_999, highCents: 99_999 });
    for (const p of food.points.slice(1)) expect(p).toMatchObject({ cents: 40_000, lowCents: 40_000, highCents: 40_000 });
    const util = f.categories[1]!;
    expect(util.wholeMonthCents).toBeGreaterThan(15_500);
    // nothing spent yet in July: 21 of its 31 days are left
    expect(util.points[0]!.cents).toBe(Math.round((util.wholeMonthCents * 21) / 31));
    expect(util.points[2]!.cents).toBeGreaterThan(util.points[1]!.cents);
    expect(f.total.history.map((h) => h.cents)).toEqual([50_000, 51_000, 52_000, 53_000, 54_000, 55_000]);
  });

  it('uses the mean with under three months and Holt-Winters with two years', () => {
    const short = forecastCategoryMonths(monthlySpending('Shopping', 2024, 4, [300, 500]), '2024-06-20', 1, stated('2024-04-01', '2024-06-20'));
    expect(short.total).toMatchObject({ method: 'mean', historyMonths: 2 });
    expect(short.total.wholeMonthCents).toBe(40_000);
    const long = forecastCategoryMonths(monthlySpending('Shopping', 2022, 1, noisy(26, 9, 500, 100)), '2024-03-05', 2, stated('2022-01-01', '2024-03-05'));
    expect(long.total).toMatchObject({ method: 'holt-winters', historyMonths: 26 });
  });

  it('skips a first month the ledger only partly covers', () => {
    const txs = [
      { date: '2024-01-20', description: 'x', merchant: null, amountCents: -5_000, category: 'Shopping' },
      ...monthlySpending('Shopping', 2024, 2, [300, 300, 300]),
    ];
    expect(forecastCategoryMonths(txs, '2024-05-01', 1).historyFrom).toBe('2024-02');
  });
});

describe('projectCashFlow', () => {
  const TODAY = '2024-06-30';
  // six months of: salary every other Friday, rent on the 1st, Netflix on the 8th, and $40 of
  // groceries every day (not recurring: a different amount each day)
  const txs: LedgerTransaction[] = [];
  for (let i = 0; i < 13; i++)
    txs.push({ date: addDays('2024-01-05', 14 * i), description: 'PAYROLL ACME', merchant: null, amountCents: 300_000, category: 'Income' });
  for (let m = 1; m <= 6; m++) {
    txs.push({ date: isoDate(2024, m, 1), description: 'RENT OAKWOOD', merchant: null, amountCents: -195_000, category: 'Housing', subcategory: 'Rent' });
    txs.push({ date: isoDate(2024, m, 8), description: 'NETFLIX.COM', merchant: null, amountCents: -1_549, category: 'Entertainment' });
  }
  const r = rng(5);
  for (let d = '2024-01-01'; d <= TODAY; d = addDays(d, 1)) {
    txs.push({ date: d, description: `MARKET ${d}`, merchant: null, amountCents: -Math.round(3000 + r() * 2000), category: 'Food & Dining' });
  }

  it('puts the recurring items on their dates and the rest as a daily rate', () => {
    const p = projectCashFlow(txs, TODAY, 1_000_000, 30);
    expect(p.points).toHaveLength(30);
    expect(p.points[0]!.date).toBe('2024-07-01');
    expect(p.points[29]!.date).toBe('2024-07-30');
    const items = p.recurring.map((i) => `${i.date} ${i.amountCents}`);
    expect(items).toEqual(['2024-07-01 -195000', '2024-07-05 300000', '2024-07-08 -1549', '2024-07-19 300000']);
    expect(p.recurringInCents).toBe(600_000);
    expect(p.recurringOutCents).toBe(-196_549);
    expect(p.remainder.method).toBe('damped-holt');
    // about $40 a day of groceries
    expect(p.nonRecurringCents).toBeLessThan(-30 * 3500);
    expect(p.nonRecurringCents).toBeGreaterThan(-30 * 4500);
    expect(p.endBalanceCents).toBe(p.points[29]!.balanceCents);
    expect(Math.abs(p.endBalanceCents - (1_000_000 + 600_000 - 196_549 + p.nonRecurringCents))).toBeLessThanOrEqual(1);
    expect(p.lowestBalanceDate).toBe('2024-07-04'); // rent paid, groceries daily, salary on the 5th
  });

  it('widens the band over 30, 60 and 90 days', () => {
    const widths = ([30, 60, 90] as const).map((d) => {
      const p = projectCashFlow(txs, TODAY, 1_000_000, d);
      expect(p.points).toHaveLength(d);
      expect(p.lowCents).toBeLessThan(p.endBalanceCents);
      expect(p.highCents).toBeGreaterThan(p.endBalanceCents);
      return p.highCents - p.lowCents;
    });
    expect(widths[1]!).toBeGreaterThan(widths[0]!);
    expect(widths[2]!).toBeGreaterThan(widths[1]!);
  });

  it('projects an empty ledger as a flat balance', () => {
    const p = projectCashFlow([], TODAY, 12_345, 60);
    expect(p.endBalanceCents).toBe(12_345);
    expect(p.recurring).toEqual([]);
    expect(p.remainder.method).toBe('mean');
  });
});
