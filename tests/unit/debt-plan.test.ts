import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planProblems, sameOrderAs, simulate, statementFigures, strategyOrder, type Debt } from '../../core/liberty/debt-plan.ts';

const fixed = (cents: number) => ({ kind: 'fixed' as const, cents });

describe('a payoff plan, worked by hand', () => {
  it('$1,000 at 12 % with $100 a month: 11 months, $58.98 of interest', () => {
    // month 1: 1,000.00 + 10.00 interest − 100 = 910.00; month 2: + 9.10 − 100 = 819.10; … month 11: 58.40 + 0.58 = 58.98 paid off
    const plan = simulate([{ name: 'Card', balanceCents: 100_000, aprPct: 12, minimum: fixed(2500) }], 10_000, 'avalanche');
    expect(plan.months).toBe(11);
    expect(plan.totalInterestCents).toBe(5898);
    expect(plan.debts[0]).toMatchObject({ payoffMonth: 11, interestCents: 5898, paidCents: 105_898 });
    expect(plan.balances.slice(0, 3).map((b) => b[0])).toEqual([91_000, 81_910, 72_729]);
  });

  it('avalanche pays the dearest debt first, snowball the smallest, and the freed payment rolls on', () => {
    const debts: Debt[] = [
      { name: 'Store card', balanceCents: 100_000, aprPct: 24, minimum: fixed(3000) },
      { name: 'Car', balanceCents: 30_000, aprPct: 6, minimum: fixed(2000) },
    ];
    const avalanche = simulate(debts, 15_000, 'avalanche');
    const snowball = simulate(debts, 15_000, 'snowball');
    expect(snowball.debts[1]!.payoffMonth!).toBeLessThan(snowball.debts[0]!.payoffMonth!);
    expect(avalanche.debts[0]!.payoffMonth!).toBeLessThan(avalanche.debts[1]!.payoffMonth!);
    expect(avalanche.totalInterestCents).toBeLessThan(snowball.totalInterestCents);
    // a custom order is the user's: Car first is snowball here
    expect(simulate(debts, 15_000, ['Car', 'Store card']).totalInterestCents).toBe(snowball.totalInterestCents);
  });

  it('a 0 % promotion waits its turn in the avalanche until it ends', () => {
    const debts: Debt[] = [
      { name: 'Promo card', balanceCents: 200_000, aprPct: 25, promoAprPct: 0, promoMonths: 12, minimum: fixed(4000) },
      { name: 'Loan', balanceCents: 200_000, aprPct: 9, minimum: fixed(4000) },
    ];
    // no interest on the promo card in its first 12 months
    expect(simulate(debts, 8000, 'avalanche').balances[11]![0]).toBe(200_000 - 12 * 4000);
    // the extra goes to the 9 % loan while the card costs 0 %: the card gets only its minimum at first
    const plan = simulate(debts, 30_000, 'avalanche');
    expect(plan.balances[0]![0]).toBe(196_000);
    expect(plan.debts[1]!.payoffMonth!).toBeLessThanOrEqual(12);
  });

  it("a card statement's two figures: months at the minimum, and the payment that clears it in 36 months", () => {
    const card: Debt = { name: 'Visa', balanceCents: 300_000, aprPct: 18, minimum: { kind: 'card', floorCents: 2500, percent: 1 } };
    const f = statementFigures(card);
    expect(f.minimumOnlyMonths).not.toBeNull();
    expect(f.minimumOnlyMonths!).toBeGreaterThan(100);
    // the standard annuity payment for $3,000 at 1.5 % a month over 36 months is $108.46
    expect(Math.abs(f.payment36Cents - 10_846)).toBeLessThanOrEqual(2);
    const at36 = simulate([{ ...card, minimum: fixed(f.payment36Cents) }], null, 'avalanche');
    expect(at36.months).toBe(36);
    expect(simulate([{ ...card, minimum: fixed(f.payment36Cents - 1) }], null, 'avalanche').months).toBe(37);
  });
});

describe('bad input names its field', () => {
  const ok: Debt = { name: 'Card', balanceCents: 100_000, aprPct: 20, minimum: fixed(5000) };
  it.each([
    [[{ ...ok, balanceCents: 0 }], 10_000, 'debts.0.balance'],
    [[{ ...ok, balanceCents: -5 }], 10_000, 'debts.0.balance'],
    [[{ ...ok, aprPct: -1 }], 10_000, 'debts.0.apr'],
    [[{ ...ok, aprPct: 101 }], 10_000, 'debts.0.apr'],
    [[{ ...ok, aprPct: Number.NaN }], 10_000, 'debts.0.apr'],
    [[{ ...ok, minimum: fixed(1000) }], 10_000, 'debts.0.minimum'], // $10 against $16.67 of interest
    [[ok], 4999, 'monthlyBudget'],
    [[], 10_000, 'debts'],
    [Array.from({ length: 500 }, (_, i) => ({ ...ok, name: `Debt ${i}` })), 10_000_000, 'debts'],
  ] as const)('%#', (debts, budget, field) => {
    const problems = planProblems(debts as Debt[], budget, 'avalanche');
    expect(problems.map((p) => p.field)).toContain(field);
  });
  it('a custom order must name every debt once', () => {
    expect(planProblems([ok], 10_000, ['Card', 'Nope'])[0]).toMatchObject({ field: 'strategy', message: expect.stringContaining('unknown: Nope') });
  });
});

const debtArb = fc.record({
  balanceCents: fc.integer({ min: 5_000, max: 5_000_000 }),
  aprPct: fc.double({ min: 0, max: 36, noNaN: true }),
  minPct: fc.double({ min: 0.02, max: 0.1, noNaN: true }),
});

describe('for any debts', () => {
  it('every plan pays back exactly the balances plus the interest, to the cent; avalanche never costs more interest than snowball', () => {
    fc.assert(
      fc.property(fc.array(debtArb, { minLength: 1, maxLength: 6 }), fc.double({ min: 1, max: 2, noNaN: true }), (raw, factor) => {
        const debts: Debt[] = raw.map((r, i) => {
          const interest = Math.round(r.balanceCents * (r.aprPct / 1200));
          return {
            name: `D${i}`,
            balanceCents: r.balanceCents,
            aprPct: r.aprPct,
            minimum: fixed(Math.max(interest + 100, Math.round(r.balanceCents * r.minPct))),
          };
        });
        const minimums = debts.reduce((s, d) => s + (d.minimum as { cents: number }).cents, 0);
        const budget = Math.round(minimums * factor);
        expect(planProblems(debts, budget, 'avalanche')).toEqual([]);
        const avalanche = simulate(debts, budget, 'avalanche');
        const snowball = simulate(debts, budget, 'snowball');
        for (const plan of [avalanche, snowball]) {
          const paid = plan.debts.reduce((s, d) => s + d.paidCents, 0);
          expect(paid).toBe(debts.reduce((s, d) => s + d.balanceCents, 0) + plan.totalInterestCents);
          expect(plan.months).not.toBeNull();
        }
        // cent rounding of each month's interest can tip a tie by a few cents
        expect(avalanche.totalInterestCents).toBeLessThanOrEqual(snowball.totalInterestCents + (avalanche.months ?? 0));
        expect(simulate(debts, budget, 'avalanche')).toEqual(avalanche);
      }),
      { numRuns: 150 },
    );
  });
});

describe('safe extra', () => {
  it('is the most that keeps every projected day above the buffer, a payment now and on each 1st', async () => {
    const { safeExtra } = await import('../../core/liberty/safe-extra.ts');
    const day = (date: string, lowCents: number) => ({ date, balanceCents: lowCents + 10_000, lowCents, highCents: lowCents + 20_000 });
    // $3,000 now; the low edge dips to $1,400 on Mar 28 (one payment made), then $2,600 on Apr 2 (two payments)
    const points = [day('2026-03-20', 250_000), day('2026-03-28', 140_000), day('2026-04-01', 260_000), day('2026-04-02', 260_000)];
    // buffer $500: today allows $2,500; Mar 28 allows $900 (1 payment); Apr 1 allows (2,600 − 500) ÷ 2 = $1,050
    expect(safeExtra(points, 300_000, 50_000)).toEqual({ extraCents: 90_000, limitingDate: '2026-03-28' });
    expect(safeExtra(points, 40_000, 50_000)).toEqual({ extraCents: 0, limitingDate: null });
  });

  it('never proposes a 36-month payment below the minimum: a loan whose $60 minimum clears it sooner gets the minimum and its months', () => {
    const loan: Debt = { name: 'Loan', balanceCents: 100_000, aprPct: 12, minimum: fixed(6000) };
    const f = statementFigures(loan);
    // $1,000 at 1 % a month over 36 months would be $33.21, below the $60 minimum
    expect(f.payment36IsMinimum).toBe(true);
    expect(f.payment36Cents).toBe(6000);
    expect(f.payment36Months).toBe(simulate([loan], null, 'avalanche').months);
    expect(f.payment36Months).toBeLessThan(36);
    const card = statementFigures({ name: 'Visa', balanceCents: 300_000, aprPct: 18, minimum: { kind: 'card', floorCents: 2500, percent: 1 } });
    expect(card).toMatchObject({ payment36IsMinimum: false, payment36Months: 36 });
  });

  it('says when your own order is the same as a named plan', () => {
    const orders = { avalanche: ['visa', 'car', 'store'], snowball: ['store', 'visa', 'car'] };
    expect(sameOrderAs(['visa', 'car', 'store'], orders)).toBe('avalanche');
    expect(sameOrderAs(['store', 'visa', 'car'], orders)).toBe('snowball');
    expect(sameOrderAs(['car', 'visa', 'store'], orders)).toBeNull();
    const debts: Debt[] = [
      { name: 'Car', balanceCents: 800_000, aprPct: 6.5, minimum: fixed(22_000) },
      { name: 'Visa', balanceCents: 300_000, aprPct: 18, minimum: fixed(2500) },
    ];
    expect(strategyOrder(debts, 'avalanche')).toEqual([1, 0]);
    expect(strategyOrder(debts, 'snowball')).toEqual([1, 0]);
  });
});
