// What every screen of a story reads: the two ranges, their rows, and the headline figures they
// compare against, computed once.
import type { LedgerTransaction } from '../crystal/types.ts';
import { daysBetween } from '../dates.ts';
import type { StoryFigure } from './types.ts';
import { inFilter, money, netFilter, outFilter, rowsOf } from './figures.ts';
import { counts, type PeriodRange } from './period.ts';

export interface StoryContext {
  kind: 'month' | 'year';
  today: string;
  cur: PeriodRange;
  prev: PeriodRange;
  /** every row of the range, transfers too (the filters leave them out where they should) */
  curRows: LedgerTransaction[];
  prevRows: LedgerTransaction[];
  /** the previous range has money in or out to compare with */
  prevHasData: boolean;
  /**
   * The days of the period the statements cover (from the ledger's first to its last day): days
   * before the first statement are not "days without spending", they are days we know nothing of.
   */
  covered: { from: string; to: string; days: number };
  spent: StoryFigure;
  came: StoryFigure;
  kept: StoryFigure;
  prevSpent: StoryFigure;
  prevCame: StoryFigure;
  prevKept: StoryFigure;
}

export function storyContext(txs: readonly LedgerTransaction[], kind: 'month' | 'year', cur: PeriodRange, prev: PeriodRange, today: string): StoryContext {
  const curRows = rowsOf(txs, cur);
  let first = cur.to;
  let last = cur.from;
  for (const t of txs) {
    if (t.date < first) first = t.date;
    if (t.date > last) last = t.date;
  }
  const from = first > cur.from ? first : cur.from;
  const to = last < cur.to ? last : cur.to;
  // a period with no rows at all covers nothing; keep one day so averages never divide by zero
  const covered = from <= to ? { from, to, days: daysBetween(from, to) + 1 } : { from: cur.from, to: cur.from, days: 1 };
  const prevRows = rowsOf(txs, prev);
  return {
    kind,
    today,
    cur,
    prev,
    curRows,
    prevRows,
    prevHasData: prevRows.some(counts),
    covered,
    spent: money(curRows, 'spent', `Money out, ${cur.label}`, outFilter(cur)),
    came: money(curRows, 'came-in', `Money in, ${cur.label}`, inFilter(cur)),
    kept: money(curRows, 'kept', `Kept (money in minus money out), ${cur.label}`, netFilter(cur)),
    prevSpent: money(prevRows, 'prev-spent', `Money out, ${prev.label}`, outFilter(prev)),
    prevCame: money(prevRows, 'prev-came-in', `Money in, ${prev.label}`, inFilter(prev)),
    prevKept: money(prevRows, 'prev-kept', `Kept, ${prev.label}`, netFilter(prev)),
  };
}
