// Intelia's import summary: short messages that quote the import's real figures.
import { REVIEW_CONFIDENCE, UNCATEGORIZED } from '../tag/categories.ts';
import type { SpendingTrend } from '../crystal/trend.ts';
import type { Insight } from '../events.ts';
import { formatCents } from '../money.ts';

export interface ImportSummaryInput {
  imported: number;
  duplicates: number;
  needsReview: number;
  skipped: number;
  /** cents per category, negative for spending */
  byCategory: Record<string, number>;
  trend: SpendingTrend;
}

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

export function importSummary(input: ImportSummaryInput): Insight[] {
  const out: Insight[] = [];
  const { imported, duplicates, needsReview, skipped, byCategory, trend } = input;

  if (imported > 0) {
    const dup = duplicates > 0 ? `; ${plural(duplicates, 'was', 'were')} already in your ledger` : '';
    out.push({
      type: 'import',
      severity: 'info',
      actionable: false,
      message: `Imported ${plural(imported, 'transaction', 'transactions')}${dup}.`,
    });
  } else if (duplicates > 0) {
    out.push({
      type: 'import',
      severity: 'info',
      actionable: false,
      message: `Nothing new to import: ${duplicates === 1 ? 'the 1 transaction was' : `all ${count(duplicates)} transactions were`} already in your ledger.`,
    });
  }

  if (skipped > 0) {
    out.push({
      type: 'skipped-rows',
      severity: 'warning',
      actionable: true,
      message: `${plural(skipped, 'row was', 'rows were')} skipped because they could not be read; the warnings name each row.`,
    });
  }

  let topName = '';
  let topCents = 0;
  let totalSpending = 0;
  for (const [name, cents] of Object.entries(byCategory)) {
    if (!(cents < 0)) continue;
    totalSpending += cents;
    if (name === UNCATEGORIZED || name === 'Income') continue;
    if (cents < topCents || (cents === topCents && name < topName)) {
      topName = name;
      topCents = cents;
    }
  }
  if (topName !== '') {
    const share = Math.round((topCents / totalSpending) * 100);
    out.push({
      type: 'top-category',
      severity: 'info',
      actionable: false,
      message: `Largest spending category in this file: ${topName} (${formatCents(-topCents)}).` + (share < 100 ? ` That is ${share}% of its spending.` : ''),
    });
  }

  if (needsReview > 0) {
    out.push({
      type: 'needs-review',
      severity: 'warning',
      actionable: true,
      message: `${plural(needsReview, 'transaction needs', 'transactions need')} your review (confidence below ${Math.round(REVIEW_CONFIDENCE * 100)}%).`,
    });
  }

  if (trend.count >= 2) {
    const halves = `${formatCents(trend.secondHalfCents)} in the second half vs ${formatCents(trend.firstHalfCents)} in the first`;
    const pct = trend.changePct === null ? '' : ` (${trend.changePct >= 0 ? '+' : ''}${Math.round(trend.changePct * 100)}%)`;
    out.push({
      type: 'spending-trend',
      severity: trend.trend === 'increasing' ? 'warning' : 'info',
      actionable: trend.trend === 'increasing',
      message: `Spending over the last 30 days is ${trend.trend}: ${halves}${pct}.`,
    });
  }
  return out;
}
