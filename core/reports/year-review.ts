// A year in review (or any range): totals, the savings rate, top categories and merchants by
// spending, the biggest month and the largest single purchase.
import { merchantDisplayName, merchantKey } from '../crystal/merchant.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { type MonthFigures as FigureMonth, periodSavingsRate } from '../figures/monthly.ts';
import { addTo, countedRows, ranked, reportMonths } from './rows.ts';
import type { ReportQuery, YearReviewReport } from './types.ts';

export const TOP_N = 5;

export function yearReviewReport(ledger: readonly LedgerTransaction[], q: ReportQuery, covered?: readonly FigureMonth[]): YearReviewReport {
  const { rows, basis } = countedRows(ledger, q);
  // the one savings rate, over the range's full months (core/figures)
  const rate = periodSavingsRate(reportMonths(ledger, q, covered), q.from, q.to);
  const categories = new Map<string, { cents: number; transactions: number }>();
  const merchants = new Map<string, { cents: number; transactions: number }>();
  const merchantNames = new Map<string, string>();
  const months = new Map<string, number>();
  let income = 0;
  let spending = 0;
  let largest: YearReviewReport['largestPurchase'] = null;
  for (const t of rows) {
    months.set(t.date.slice(0, 7), months.get(t.date.slice(0, 7)) ?? 0);
    if (t.amountCents > 0) {
      income += t.amountCents;
      continue;
    }
    const cents = -t.amountCents;
    spending += cents;
    addTo(categories, t.category, cents);
    const key = merchantKey(t);
    if (!merchantNames.has(key)) merchantNames.set(key, merchantDisplayName(t));
    addTo(merchants, key, cents);
    months.set(t.date.slice(0, 7), months.get(t.date.slice(0, 7))! + cents);
    if (!largest || cents > largest.cents || (cents === largest.cents && t.date < largest.date)) {
      largest = { date: t.date, merchant: merchantDisplayName(t), category: t.category, cents };
    }
  }
  let biggest: YearReviewReport['biggestMonth'] = null;
  for (const [month, cents] of [...months].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (cents > 0 && (!biggest || cents > biggest.spendingCents)) biggest = { month, spendingCents: cents };
  }
  return {
    key: 'year-review',
    basis,
    empty: rows.length === 0,
    incomeCents: income,
    spendingCents: spending,
    netCents: income - spending,
    savingsRate: rate.rate,
    savingsRateStatistic: rate.statistic,
    monthsCovered: months.size,
    averageMonthlySpendingCents: months.size ? Math.round(spending / months.size) : 0,
    topCategories: ranked(categories, TOP_N),
    topMerchants: ranked(merchants, TOP_N).map((m) => ({ ...m, name: merchantNames.get(m.name) ?? m.name })),
    biggestMonth: biggest,
    largestPurchase: largest,
  };
}
