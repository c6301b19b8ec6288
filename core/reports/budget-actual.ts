// Budget vs actual: each budget's monthly limit (today's limit: budgets keep no history) for every
// calendar month the range touches, against what was spent in its scope in the range.
import type { LedgerTransaction } from '../crystal/types.ts';
import { spentIn, type BudgetScope } from '../goalie/budgets.ts';
import { countedRows, monthsBetween } from './rows.ts';
import type { BudgetActualReport, BudgetLine, ReportQuery } from './types.ts';

export interface BudgetLimit extends BudgetScope {
  limitCents: number;
}

export function budgetActualReport(ledger: readonly LedgerTransaction[], budgets: readonly BudgetLimit[], q: ReportQuery): BudgetActualReport {
  const { rows, basis } = countedRows(ledger, q);
  const empty = rows.length === 0 || budgets.length === 0;
  const note = budgets.length === 0 ? 'No budgets yet: set monthly limits on the Goals page to compare them here.' : null;
  if (empty) return { key: 'budget-actual', basis, empty, months: [], budgets: [], totals: { limitCents: 0, actualCents: 0, remainingCents: 0 }, note };
  const months = monthsBetween(q.from, q.to);
  const lines: BudgetLine[] = budgets
    .map((b) => {
      const perMonth = months.map((month) => {
        // the month's part of the range: the range may start or end mid-month
        const start = `${month}-01` < q.from ? q.from : `${month}-01`;
        const end = `${month}-31` > q.to ? q.to : `${month}-31`;
        return { month, limitCents: b.limitCents, actualCents: spentIn(rows, b, start, end) };
      });
      const limitCents = b.limitCents * months.length;
      const actualCents = perMonth.reduce((s, m) => s + m.actualCents, 0);
      return {
        category: b.category,
        subcategory: b.subcategory,
        monthlyLimitCents: b.limitCents,
        limitCents,
        actualCents,
        remainingCents: limitCents - actualCents,
        share: limitCents > 0 ? Math.round((actualCents / limitCents) * 10_000) / 10_000 : 0,
        months: perMonth,
      };
    })
    .sort((x, y) => y.share - x.share || x.category.localeCompare(y.category));
  const limitCents = lines.reduce((s, l) => s + l.limitCents, 0);
  const actualCents = lines.reduce((s, l) => s + l.actualCents, 0);
  return { key: 'budget-actual', basis, empty, months, budgets: lines, totals: { limitCents, actualCents, remainingCents: limitCents - actualCents }, note };
}
