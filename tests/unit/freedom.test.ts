import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSUMPTIONS, freedomFigures, yearsToReach } from '../../core/liberty/freedom.ts';

describe('financial freedom, worked by hand', () => {
  it('the FI number is a year of spending over the withdrawal rate; years to it compound the saving', () => {
    // $40,000 a year at 4 %: $1,000,000. From $100,000, saving $30,000 a year at 5 %:
    // wealth after n years = 1.05^n × (100k + 30k/0.05) − 30k/0.05 ≥ 1M when 1.05^n ≥ 1.6M/0.7M, n ≥ 16.94: 17 years
    const f = freedomFigures({ netWorthCents: 10_000_000, yearlyIncomeCents: 7_000_000, yearlySpendingCents: 4_000_000 }, DEFAULT_ASSUMPTIONS);
    expect(f.fiNumberCents).toBe(100_000_000);
    expect(f.savingsRate).toBeCloseTo(3 / 7, 10);
    expect(f.yearsToFi).toBe(17);
    expect(yearsToReach(0, 0, 1, 0.05)).toBeNull();
    expect(f.coastFiCents).toBeNull();
    expect(f.chanceByTargetAge).toBeNull();
  });

  it('Coast FI discounts the FI number to today; the Monte Carlo is seeded and brackets the fixed-return answer', () => {
    const input = { netWorthCents: 10_000_000, yearlyIncomeCents: 7_000_000, yearlySpendingCents: 4_000_000 };
    const a = { ...DEFAULT_ASSUMPTIONS, age: 30, targetAge: 50 };
    const f = freedomFigures(input, a);
    // $1,000,000 ÷ 1.05^20 = $376,889.48
    expect(f.coastFiCents).toBe(37_688_948);
    expect(f.coastFiReached).toBe(false);
    expect(f).toEqual(freedomFigures(input, a));
    // 20 years is past the 17 a steady 5 % needs: most runs make it, not all
    expect(f.chanceByTargetAge!).toBeGreaterThan(0.6);
    expect(f.chanceByTargetAge!).toBeLessThan(1);
    expect(freedomFigures(input, { ...a, targetAge: 35 }).chanceByTargetAge!).toBeLessThan(0.05);
    expect(freedomFigures(input, { ...a, returnSpread: 0 }).chanceByTargetAge).toBe(1);
  });
});
