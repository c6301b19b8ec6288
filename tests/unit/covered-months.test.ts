// Issue 12 #5 and #6: months the user has no statement for are missing data, not months of zero
// spending; forecasts and spikes use only the months the ledger covers.
import { describe, expect, it } from 'vitest';
import { forecastCategoryMonths } from '../../core/crystal/forecast.ts';
import { detectRecurring } from '../../core/crystal/recurring.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { buildInsights } from '../../core/intelia/insights.ts';

const tx = (date: string, description: string, dollars: number, category: string): LedgerTransaction => ({
  date,
  description,
  merchant: null,
  amountCents: Math.round(dollars * 100),
  category,
});

describe('covered months', () => {
  it('forecasts the rent from one old statement as the rent, not diluted or inflated by the 30 empty months since', () => {
    const old: LedgerTransaction[] = [];
    for (const m of ['01', '02', '03']) {
      old.push(tx(`2024-${m}-01`, 'RENT PAYMENT', -1950, 'Housing'));
      old.push(tx(`2024-${m}-05`, 'KROGER', -310 - Number(m), 'Food & Dining'));
      old.push(tx(`2024-${m}-15`, 'PAYROLL ACME', 3000, 'Income'));
    }
    const f = forecastCategoryMonths(old, '2026-11-24', 3);
    expect(f.historyFrom).toBe('2024-01');
    // the statement's last row is on Mar 15: March is partial (core/figures/coverage.ts), so not history
    expect(f.historyTo).toBe('2024-02');
    const housing = f.categories.find((c) => c.category === 'Housing')!;
    expect(housing.historyMonths).toBe(2);
    expect(housing.wholeMonthCents).toBe(195_000);
    for (const p of housing.points.slice(1)) expect(p.cents).toBe(195_000);
    // this month: nothing spent yet, 6 of November's 30 days left (the stopped rent is no known charge)
    expect(housing.points[0]!.cents).toBe(39_000);
  });

  it('uses the latest unbroken run of covered months when statements have a gap', () => {
    const txs: LedgerTransaction[] = [];
    for (const m of ['2025-01', '2025-02', '2025-06', '2025-07', '2025-08', '2025-09']) txs.push(tx(`${m}-03`, 'RENT', -1000, 'Housing'));
    const f = forecastCategoryMonths(txs, '2025-10-10', 2);
    // September's only row is on the 3rd: partial, so the run ends with August
    expect([f.historyFrom, f.historyTo]).toEqual(['2025-06', '2025-08']);
  });

  it('finds no spending spike against months the data does not cover', () => {
    // January's groceries, nothing until May's: May is not "7,591 % above" an average over empty months
    const txs = [
      tx('2026-01-03', 'KROGER', -1.75, 'Food & Dining'),
      tx('2026-01-20', 'PAYROLL', 100, 'Income'),
      tx('2026-05-04', 'WHOLE FOODS', -134.6, 'Food & Dining'),
      tx('2026-05-10', 'PAYROLL', 100, 'Income'),
    ];
    const insights = buildInsights({ transactions: txs, recurring: detectRecurring(txs, '2026-05-20'), today: '2026-05-20' });
    expect(insights.filter((i) => i.type === 'spending_spike')).toEqual([]);
  });

  it('still finds a real spike against three covered months', () => {
    const txs: LedgerTransaction[] = [];
    for (const m of ['02', '03', '04']) txs.push(tx(`2026-${m}-03`, 'KROGER', -300, 'Food & Dining'), tx(`2026-${m}-15`, 'PAYROLL', 3000, 'Income'));
    txs.push(tx('2026-05-04', 'KROGER', -900, 'Food & Dining'), tx('2026-05-15', 'PAYROLL', 3000, 'Income'));
    const insights = buildInsights({ transactions: txs, recurring: detectRecurring(txs, '2026-05-20'), today: '2026-05-20' });
    expect(insights.find((i) => i.type === 'spending_spike')?.message).toMatch(/Food & Dining .*200% above your 3-month average of \$300\.00/);
  });
});
