// The landing page's live demo bands and savings calculator (web/src/public/landing/money.ts).
import { describe, expect, it } from 'vitest';
import { calculate, DEMO_BANDS, demoMessage, duration, parseAmount, payoff, savingsBand, yearOfSavings } from '../../web/src/public/landing/money.ts';

/** Month by month: interest, then the payment (the last one only what is left). */
function simulate(balance: number, payment: number, apr: number): { months: number; interest: number } {
  const i = apr / 1200;
  let b = balance;
  let months = 0;
  let interest = 0;
  while (b > 1e-9 && months < 10_000) {
    const charged = b * i;
    interest += charged;
    b = b + charged - Math.min(payment, b + charged);
    months++;
  }
  return { months, interest };
}

describe('the live demo', () => {
  it('has five bands at 0, 10, 20 and 30 %', () => {
    expect(DEMO_BANDS.map((b) => b.band)).toEqual(['overspending', 'thin', 'building', 'strong', 'excellent']);
    expect([-0.01, 0, 0.0999, 0.1, 0.1999, 0.2, 0.2999, 0.3, 1].map(savingsBand)).toEqual([
      'overspending',
      'thin',
      'thin',
      'building',
      'building',
      'strong',
      'strong',
      'excellent',
      'excellent',
    ]);
  });

  it('quotes figures computed from the income and spending, and waits for an income', () => {
    expect(demoMessage(0, 100)).toBeNull();
    expect(demoMessage(2000, 2500)).toMatchObject({ band: 'overspending', employee: 'crystal', surplus: -500 });
    expect(demoMessage(2000, 2500)!.text).toContain('$500 more than you earn each month: $6,000 over a year');
    expect(demoMessage(4000, 3400)!.text).toBe('You save $600 a month (15 %). At that pace a three-month emergency fund ($10,200) takes 17 months.');
    expect(demoMessage(3000, 0)!.text).toBe('Excellent: you spend nothing and keep all $3,000 a month.');
  });
});

describe('the savings calculator', () => {
  it('finds the payoff month and interest of the closed form, as a month-by-month simulation does', () => {
    for (const [b, p, apr] of [
      [6000, 500, 18],
      [8000, 400, 19.9],
      [1000, 100, 0],
      [5000, 200, 24],
      [123.45, 10, 5],
      [2500, 2500, 12],
      [300, 1000, 29.99],
    ] as const) {
      const r = payoff(b, p, apr);
      const s = simulate(b, p, apr);
      expect(r.kind).toBe('paid');
      if (r.kind !== 'paid') continue;
      expect(r.months, `${b} at ${p}, ${apr} %`).toBe(s.months);
      expect(r.totalInterest).toBeCloseTo(s.interest, 6);
    }
  });

  it('says a payment that does not cover the interest never pays the debt off', () => {
    expect(payoff(6000, 90, 18)).toEqual({ kind: 'never', payment: 90, monthlyInterest: 90 });
    expect(payoff(6000, 0, 0).kind).toBe('never');
  });

  it('computes surplus, savings rate and a year of savings from the inputs', () => {
    const r = calculate({ income: 5000, spending: 3000, debt: 6000, debtPayment: 500, debtApr: 0, savingsRate: 0 });
    expect(r).toMatchObject({ surplus: 1500, savingsRate: 0.3, yearlySavings: 18000 });
    expect(r.payoff).toMatchObject({ kind: 'paid', months: 12, totalInterest: 0 });
    expect(r.payoffWithSurplus).toMatchObject({ kind: 'paid', months: 3 });
    expect(calculate({ income: 0, spending: 100, debt: 0, debtPayment: 0, debtApr: 0, savingsRate: 0 })).toMatchObject({
      surplus: -100,
      savingsRate: null,
      payoff: null,
      payoffWithSurplus: null,
    });
    // 12 deposits of 100 at 12 % a year, added monthly: 100 · (1.01¹² − 1) / 0.01
    expect(yearOfSavings(100, 12)).toBeCloseTo(1268.25, 2);
  });

  it('reads what a visitor types', () => {
    expect(['', '1,200', ' $35.5 ', '-1', 'abc'].map(parseAmount)).toEqual([0, 1200, 35.5, null, null]);
    expect([1, 7, 12, 14, 25].map(duration)).toEqual(['1 month', '7 months', '1 year', '1 year 2 months', '2 years 1 month']);
  });
});
