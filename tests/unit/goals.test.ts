import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, goalStatus, monthsLeft, monthsSooner, projectCompletion, requiredMonthly, shareSurplus } from '../../core/goalie/goals.ts';

describe('a goal, worked by hand', () => {
  it('needs the remainder over the months left, rounded up to the cent', () => {
    // $5,000 by 2026-09-30 from 2026-03-17: March … September is 7 months; 500,000 / 7 = 71,428.57… → 71,429
    expect(monthsLeft('2026-03-17', '2026-09-30')).toBe(7);
    expect(requiredMonthly(500_000, '2026-03-17', '2026-09-30')).toBe(71_429);
    expect(monthsLeft('2026-03-17', '2026-03-10')).toBe(0);
    expect(requiredMonthly(500_000, '2026-03-17', '2026-03-10')).toBe(500_000);
    expect(requiredMonthly(0, '2026-03-17', '2026-09-30')).toBe(0);
    expect(requiredMonthly(500_000, '2026-03-17', null)).toBeNull();
    expect(addMonths('2026-11', 3)).toBe('2027-02');
  });

  it('with the same surplus every month, the projection is exact', () => {
    // $1,000 a month, half of it to the goal: $3,000 takes 6 months, in every run
    const p = projectCompletion(300_000, [100_000, 100_000, 100_000], 0.5, { monthsToTarget: 6 });
    expect(p).toMatchObject({ medianMonths: 6, p90Months: 6, chanceByTarget: 1 });
    expect(goalStatus(300_000, p, 6)).toBe('on track');
    expect(goalStatus(300_000, p, 8)).toBe('ahead');
    expect(goalStatus(300_000, p, 5)).toBe('behind');
    expect(goalStatus(0, p, 5)).toBe('completed');
  });

  it('a month in deficit adds nothing; only deficits never reach the goal', () => {
    const p = projectCompletion(100_000, [-50_000, -20_000], 1, { monthsToTarget: 12 });
    expect(p).toMatchObject({ medianMonths: null, p90Months: null, chanceByTarget: 0 });
    expect(goalStatus(100_000, p, 12)).toBe('behind');
  });

  it('uneven months: the pessimistic date is later than the median, and the same data gives the same answer', () => {
    const months = [250_000, -40_000, 90_000, 180_000, 10_000, 120_000];
    const a = projectCompletion(1_000_000, months, 1, { monthsToTarget: 12 });
    expect(a).toEqual(projectCompletion(1_000_000, months, 1, { monthsToTarget: 12 }));
    expect(a.p90Months!).toBeGreaterThan(a.medianMonths!);
    expect(a.basis).toMatchObject({ months: 6, meanMonthlyCents: 101_667, runs: 2000 });
    expect(monthsSooner(1_000_000, months, 1, 50_000)).toBeGreaterThan(0);
  });

  it('shares a surplus by priority: the first claim is served first, the rest get what is left', () => {
    expect(
      shareSurplus(100_000, [
        { id: 'holiday', priority: 2, wantCents: 40_000 },
        { id: 'emergency', priority: 1, wantCents: 80_000 },
        { id: 'car', priority: 3, wantCents: 30_000 },
      ]),
    ).toEqual([
      { id: 'emergency', getsCents: 80_000, shortCents: 0 },
      { id: 'holiday', getsCents: 20_000, shortCents: 20_000 },
      { id: 'car', getsCents: 0, shortCents: 30_000 },
    ]);
  });
});

describe('for any months', () => {
  it('a bigger share or a bigger surplus never makes the goal later; the waterfall never hands out more than the surplus', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -200_000, max: 400_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        (months, remaining) => {
          const half = projectCompletion(remaining, months, 0.5, { runs: 200 });
          const all = projectCompletion(remaining, months, 1, { runs: 200 });
          if (half.medianMonths !== null) expect(all.medianMonths!).toBeLessThanOrEqual(half.medianMonths);
          const surplus = months[0]!;
          const shares = shareSurplus(
            surplus,
            months.map((m, i) => ({ id: `g${i}`, priority: i, wantCents: Math.abs(m) })),
          );
          expect(shares.reduce((s, x) => s + x.getsCents, 0)).toBeLessThanOrEqual(Math.max(0, surplus));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('budgets', () => {
  it('suggest the median of the covered months, follow this month at its pace, and alert once per threshold', async () => {
    const { alertDue, budgetProgress, suggestLimit, suggestionBasis } = await import('../../core/goalie/budgets.ts');
    const { ledgerFigures } = await import('../../core/figures/monthly.ts');
    const tx = (date: string, amountCents: number, category = 'Food & Dining', subcategory: string | null = 'Groceries') => ({
      id: date + amountCents,
      date,
      description: 'x',
      merchant: null,
      amountCents,
      category,
      subcategory,
      account: null,
    });
    const txs = [
      tx('2025-12-05', -40_000),
      tx('2025-12-20', -21_000), // 610.00
      tx('2026-01-05', -55_000), // 550.00
      tx('2026-02-05', -58_050),
      tx('2026-02-06', -9_900, 'Shopping', null), // 580.50; shopping is another scope
      tx('2026-03-02', -30_000),
      tx('2026-03-09', -18_000), // 480.00 by the 17th
    ];
    const food = { category: 'Food & Dining', subcategory: null };
    // December starts on the 5th: partial (core/figures/coverage.ts), so only January and February are full
    // median of 550.00, 580.50 = 565.25 → rounded up to $5: 570.00
    const basis = suggestionBasis(ledgerFigures({ transactions: txs, today: '2026-03-17' }));
    expect(basis.months).toEqual(['2026-01', '2026-02']);
    expect(basis.statistic).toBe('median of the 2 full months Jan 2026 – Feb 2026');
    expect(suggestLimit(txs, food, basis.months)).toEqual({ cents: 57_000, months: 2 });
    const p = budgetProgress(60_000, txs, food, '2026-03-17');
    // 480.00 of 600.00 = 80 %; at that pace 480 ÷ 17 × 31 = 875.29
    expect(p).toEqual({ spentCents: 48_000, share: 0.8, projectedCents: 87_529, level: 'near' });
    expect(alertDue(p.level, { near: false, over: false })).toBe('near');
    expect(alertDue(p.level, { near: true, over: false })).toBeNull();
    expect(alertDue('over', { near: true, over: false })).toBe('over');
    expect(alertDue('near', { near: false, over: true })).toBeNull();
  });
});
