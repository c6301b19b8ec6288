// One entry point for the server and the benchmark: the report of a key from the ledger rows.
import type { LedgerTransaction } from '../crystal/types.ts';
import type { MonthFigures } from '../figures/monthly.ts';
import { budgetActualReport, type BudgetLimit } from './budget-actual.ts';
import { cashFlowReport } from './cash-flow.ts';
import { categoryTrendsReport, earlierPeriod } from './category-trends.ts';
import { incomeSpendingReport } from './income-spending.ts';
import { transactionsReport } from './transactions.ts';
import type { Report, ReportKey, ReportQuery } from './types.ts';
import { yearReviewReport } from './year-review.ts';

export type BuildableKey = Exclude<ReportKey, 'net-worth'>;

/** The first day of ledger a report needs: category trends also read the period before the range. */
export const readFrom = (key: BuildableKey, q: ReportQuery) => (key === 'category-trends' ? earlierPeriod(q.from, q.to).from : q.from);

/** `covered`: the user's covered months (core/figures) for the rates; left out, read from `ledger`. */
export function buildReport(
  key: BuildableKey,
  ledger: readonly LedgerTransaction[],
  budgets: readonly BudgetLimit[],
  q: ReportQuery,
  covered?: readonly MonthFigures[],
): Report {
  switch (key) {
    case 'income-spending':
      return incomeSpendingReport(ledger, q, covered);
    case 'cash-flow':
      return cashFlowReport(ledger, q);
    case 'category-trends':
      return categoryTrendsReport(ledger, q);
    case 'budget-actual':
      return budgetActualReport(ledger, budgets, q);
    case 'year-review':
      return yearReviewReport(ledger, q, covered);
    case 'transactions':
      return transactionsReport(ledger, q);
  }
}
