// Income vs spending by month: each calendar month of the range with money in, money out, the net
// and the savings rate. Rates are the one savings rate (core/figures): a month's own only when the
// statements cover all of it, the period's over its full months, partial ones named and left out.
import type { LedgerTransaction } from '../crystal/types.ts';
import { type MonthFigures as FigureMonth, periodSavingsRate } from '../figures/monthly.ts';
import { countedRows, monthsBetween, reportMonths } from './rows.ts';
import type { IncomeSpendingReport, MonthFigures, ReportQuery } from './types.ts';

export function incomeSpendingReport(ledger: readonly LedgerTransaction[], q: ReportQuery, covered?: readonly FigureMonth[]): IncomeSpendingReport {
  const { rows, basis } = countedRows(ledger, q);
  const coverage = reportMonths(ledger, q, covered);
  const byMonth = new Map(coverage.map((m) => [m.month, m]));
  const empty = rows.length === 0;
  const months = new Map<string, { income: number; spending: number; n: number }>(
    (empty ? [] : monthsBetween(q.from, q.to)).map((m) => [m, { income: 0, spending: 0, n: 0 }]),
  );
  let income = 0;
  let spending = 0;
  for (const t of rows) {
    const m = months.get(t.date.slice(0, 7))!;
    if (t.amountCents > 0) {
      m.income += t.amountCents;
      income += t.amountCents;
    } else {
      m.spending -= t.amountCents;
      spending -= t.amountCents;
    }
    m.n++;
  }
  const figures = (month: string, inc: number, spend: number, n: number): MonthFigures => {
    const m = byMonth.get(month);
    const full = m?.full ?? false;
    return {
      month,
      incomeCents: inc,
      spendingCents: spend,
      netCents: inc - spend,
      savingsRate: full ? periodSavingsRate(coverage, `${month}-01`, `${month}-01`).rate : null,
      transactions: n,
      full,
      partialBecause: full ? null : (m?.partialBecause ?? 'not in your statements'),
    };
  };
  const rate = periodSavingsRate(coverage, q.from, q.to);
  const totals = {
    incomeCents: income,
    spendingCents: spending,
    netCents: income - spending,
    savingsRate: rate.rate,
    savingsRateStatistic: rate.statistic,
    transactions: rows.length,
  };
  return { key: 'income-spending', basis, empty, months: [...months].map(([m, f]) => figures(m, f.income, f.spending, f.n)), totals };
}
