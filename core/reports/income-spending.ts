// Income vs spending by month: each calendar month of the range with money in, money out, the net
// and the savings rate.
import type { LedgerTransaction } from '../crystal/types.ts';
import { countedRows, monthsBetween, savingsRate } from './rows.ts';
import type { IncomeSpendingReport, MonthFigures, ReportQuery } from './types.ts';

export function incomeSpendingReport(ledger: readonly LedgerTransaction[], q: ReportQuery): IncomeSpendingReport {
  const { rows, basis } = countedRows(ledger, q);
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
  const figures = (month: string, inc: number, spend: number, n: number): MonthFigures => ({
    month,
    incomeCents: inc,
    spendingCents: spend,
    netCents: inc - spend,
    savingsRate: savingsRate(inc, inc - spend),
    transactions: n,
  });
  const totals = {
    incomeCents: income,
    spendingCents: spending,
    netCents: income - spending,
    savingsRate: savingsRate(income, income - spending),
    transactions: rows.length,
  };
  return { key: 'income-spending', basis, empty, months: [...months].map(([m, f]) => figures(m, f.income, f.spending, f.n)), totals };
}
