import { describe, expect, it } from 'vitest';
import { spendingTrend } from '../../core/crystal/trend.ts';
import { addDays } from '../../core/dates.ts';

const TODAY = '2024-06-30';
/** a spending row `daysAgo` days before today */
const spent = (daysAgo: number, dollars: number) => ({ date: addDays(TODAY, -daysAgo), amountCents: -Math.round(dollars * 100) });

describe('spendingTrend', () => {
  it('is increasing when the last 15 days cost more than 10 % more', () => {
    const r = spendingTrend([spent(29, 500), spent(16, 400), spent(10, 700), spent(0, 500)], TODAY);
    expect(r).toMatchObject({ trend: 'increasing', firstHalfCents: 90000, secondHalfCents: 120000, count: 4 });
    expect(r.changePct).toBeCloseTo(1 / 3, 6);
  });

  it('is decreasing below −10 %', () => {
    const r = spendingTrend([spent(20, 1000), spent(5, 800)], TODAY);
    expect(r).toMatchObject({ trend: 'decreasing', firstHalfCents: 100000, secondHalfCents: 80000 });
    expect(r.changePct).toBeCloseTo(-0.2, 6);
  });

  it('is stable within ±10 %', () => {
    const r = spendingTrend([spent(20, 1000), spent(5, 1100)], TODAY);
    expect(r.trend).toBe('stable');
    expect(r.changePct).toBeCloseTo(0.1, 6);
  });

  it('is stable with fewer than 2 spending transactions', () => {
    expect(spendingTrend([spent(3, 999)], TODAY)).toEqual({ trend: 'stable', firstHalfCents: 0, secondHalfCents: 99900, changePct: null, count: 1 });
    expect(spendingTrend([], TODAY)).toEqual({ trend: 'stable', firstHalfCents: 0, secondHalfCents: 0, changePct: null, count: 0 });
  });

  it('is increasing with no percentage when the first half had no spending', () => {
    expect(spendingTrend([spent(3, 10), spent(1, 20)], TODAY)).toEqual({
      trend: 'increasing',
      firstHalfCents: 0,
      secondHalfCents: 3000,
      changePct: null,
      count: 2,
    });
  });

  it('counts only spending inside the 30-day window, split at day 15/16', () => {
    const r = spendingTrend(
      [
        spent(30, 5000), // day 0: outside
        { date: addDays(TODAY, 1), amountCents: -5000 }, // the future: outside
        { date: addDays(TODAY, -10), amountCents: 300000 }, // income: ignored
        spent(15, 100), // day 15: first half
        spent(14, 200), // day 16: second half
      ],
      TODAY,
    );
    expect(r).toMatchObject({ firstHalfCents: 10000, secondHalfCents: 20000, count: 2, trend: 'increasing' });
  });
});
