// Issue 30: Crystal learns from full months only (core/figures/coverage.ts), a fixed bill is
// forecast at its own amount, and this month is what was spent so far plus what is expected in the
// days left (core/figures/current-month.ts).
import { describe, expect, it } from 'vitest';
import { forecastCategoryMonths, historyWindow } from '../../core/crystal/forecast.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { addDays } from '../../core/dates.ts';
import { generateDemoTransactions } from '../../core/demo/data.ts';
import { currentMonthForecast } from '../../core/figures/current-month.ts';
import { categorizeByKeywords } from '../../core/tag/keywords.ts';

const row = (date: string, description: string, dollars: number, category: string, account = 'Checking'): LedgerTransaction => ({
  date,
  description,
  merchant: null,
  amountCents: Math.round(dollars * 100),
  category,
  account,
});

/**
 * Checking from Jun 3 (the June rent of the 1st is not in it) to today: rent $1,950 on the 1st, a
 * paycheck on the 15th, groceries on irregular days at prices that vary (no recurring series).
 */
function ledger(today: string): LedgerTransaction[] {
  const out: LedgerTransaction[] = [];
  for (let d = '2026-06-03'; d <= today; d = addDays(d, 1)) {
    const day = Number(d.slice(8, 10));
    if (day === 1) out.push(row(d, 'RENT PAYMENT OAKWOOD APARTMENTS', -1950, 'Housing'));
    if (day === 15) out.push(row(d, 'PAYROLL ACME', 4200, 'Income'));
    if ([3, 9, 11, 17, 22, 26].includes(day)) out.push(row(d, `KROGER ${d}`, -(25 + ((day * 37 + Number(d.slice(5, 7)) * 11) % 140)), 'Food & Dining'));
  }
  return out;
}

/** The demo account's ledger (core/demo/data.ts), categorized by Tag's keyword rules. */
function demo(today: string): LedgerTransaction[] {
  return generateDemoTransactions(20260101, today)
    .map((t, i) => {
      const c = categorizeByKeywords(t.description, t.amountCents);
      const category = t.amountCents > 0 && c.category !== 'Income' && c.subcategory === null ? 'Income' : c.category;
      return { id: `d${i}`, date: t.date, description: t.description, merchant: c.merchant, amountCents: t.amountCents, category, account: t.account };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

describe('Crystal forecasts from full months', () => {
  it('leaves out a first month entered on the 3rd and says so', () => {
    const f = forecastCategoryMonths(ledger('2026-11-20'), '2026-11-20', 3);
    expect([f.historyFrom, f.historyTo]).toEqual(['2026-07', '2026-10']);
    expect(f.total.history.map((h) => h.month)).toEqual(['2026-07', '2026-08', '2026-09', '2026-10']);
    expect(f.basis).toContain('from the 4 full months Jul 2026 – Oct 2026');
    expect(f.basis).toContain('Jun 2026 (Checking starts on Jun 3)');
    expect(historyWindow(ledger('2026-11-20'), '2026-11-20')?.months).toEqual(['2026-07', '2026-08', '2026-09', '2026-10']);
  });

  it('forecasts the housing of a fixed $1,950 rent at $1,950, whatever the partial first month', () => {
    const f = forecastCategoryMonths(ledger('2026-11-20'), '2026-11-20', 3);
    const housing = f.categories.find((c) => c.category === 'Housing')!;
    expect(housing.fixedMonthlyCents).toBe(195_000);
    // November's rent is paid (Nov 1): spent so far, nothing more expected
    for (const p of housing.points) expect(p).toMatchObject({ cents: 195_000, lowCents: 195_000, highCents: 195_000 });
    expect(housing.wholeMonthCents).toBe(195_000);
  });

  it('on the demo: housing is the rent and December stays within the real months', () => {
    const f = forecastCategoryMonths(demo('2026-11-29'), '2026-11-29', 3);
    expect(f.historyFrom).toBe('2026-07'); // June starts on the 3rd
    const housing = f.categories.find((c) => c.category === 'Housing')!;
    for (const p of housing.points) expect(p.cents).toBe(195_000);
    const real = f.total.history.map((h) => h.cents);
    const december = f.total.points.find((p) => p.month === '2026-12')!.cents;
    expect(december).toBeLessThanOrEqual(Math.max(...real));
    expect(december).toBeGreaterThanOrEqual(Math.min(...real));
  });

  it('with no full month yet, says what is missing instead of scaling a few days up to a month', () => {
    const txs = [row('2026-11-03', 'KROGER', -120, 'Food & Dining'), row('2026-11-10', 'TARGET', -80, 'Shopping')];
    const f = forecastCategoryMonths(txs, '2026-11-12', 3);
    expect(f.historyFrom).toBeNull();
    expect(f.missing).toBe(
      'No full month so far; forecasts need 1. Partial months are not scaled up to a month (Nov 2026: the month is in progress (today is Nov 12)).',
    );
    expect(f.total.history).toEqual([]);
    // only what is known: $200 spent, no forecast for the rest
    expect(f.total.points[0]!.cents).toBe(20_000);
    expect(f.total.currentMonth.basis).toContain('no forecast yet for spending other than bills (no full month so far)');
    expect(historyWindow(txs, '2026-11-12')).toBeNull();
  });
});

describe("this month's forecast: spent so far + expected in the days left", () => {
  it('with $4,436.36 spent, one day left and no bill due, is about $4,436.36 and one day of the rest', () => {
    const f = currentMonthForecast({ today: '2026-11-29', spentCents: 443_636, other: { cents: 379_200, lowCents: 300_000, highCents: 450_000 }, due: [] });
    expect(f.daysLeft).toBe(1);
    expect(f.otherCents).toBe(12_640); // 1/30 of $3,792.00
    expect(f.cents).toBe(443_636 + 12_640);
    expect(f.basis).toBe('$4,436.36 spent so far + $126.40 expected in the 1 day left: $126.40 of other spending (1/30 of the $3,792.00 a month forecast).');
  });

  it('on the demo, November is not $5,562.98 with $4,436.36 spent and one day left', () => {
    const f = forecastCategoryMonths(demo('2026-11-29'), '2026-11-29', 3);
    const nov = f.total.currentMonth;
    expect(nov.spentCents).toBe(443_636);
    expect(nov.daysLeft).toBe(1);
    expect(f.total.points[0]!.cents).toBe(nov.cents);
    expect(nov.cents).not.toBe(556_298);
    expect(nov.cents - nov.spentCents).toBeLessThan(Math.round(f.total.wholeMonthCents / 10));
    expect(nov.basis).toMatch(/^\$4,436\.36 spent so far \+ \$[\d,.]+ expected in the 1 day left/);
  });

  it("adds the bills due in the days left on their amounts, and a bill stands for its merchant's fixed charge", () => {
    const txs = ledger('2026-11-20');
    const f = forecastCategoryMonths(txs, '2026-11-20', 2, {
      billsDue: [
        { date: '2026-11-25', name: 'Internet', cents: 6_500, merchantKey: 'comcast' },
        { date: '2026-12-02', name: 'Gym', cents: 4_000, merchantKey: 'gym' },
      ],
    });
    const nov = f.total.currentMonth;
    expect(nov.due.map((d) => [d.name, d.cents, d.source])).toEqual([['Internet', 6_500, 'bill']]);
    expect(nov.dueCents).toBe(6_500);
    expect(nov.basis).toContain('1 bill due ($65.00: Internet)');
    expect(nov.cents).toBe(nov.spentCents + 6_500 + nov.otherCents);
  });

  it("on a month's last day it is what was spent", () => {
    const f = currentMonthForecast({ today: '2026-11-30', spentCents: 100_000, other: { cents: 300_000, lowCents: 0, highCents: 400_000 }, due: [] });
    expect([f.cents, f.lowCents, f.highCents, f.daysLeft]).toEqual([100_000, 100_000, 100_000, 0]);
    expect(f.basis).toBe("$1,000.00 spent so far; today is the month's last day.");
  });
});
