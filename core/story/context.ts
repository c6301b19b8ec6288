// What every screen of a story reads: the two ranges, their rows, the headline figures they
// compare against, and which months the ledger covers (core/figures), computed once. The period
// before is compared with only when the ledger covers all of it: a first month entered on the 3rd
// would make every category "new" and every fall a win.
import type { LedgerTransaction } from '../crystal/types.ts';
import { daysBetween } from '../dates.ts';
import { nextMonth } from '../figures/coverage.ts';
import type { LedgerFigures, MonthFigures } from '../figures/monthly.ts';
import type { StoryFigure } from './types.ts';
import { inFilter, money, netFilter, outFilter, rowsOf } from './figures.ts';
import { counts, inRange, monthLabel, type PeriodRange } from './period.ts';

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
  /** it has, and the ledger covers every month of it in full: only then is a change a finding */
  comparable: boolean;
  /** why there is nothing to compare with, when `comparable` is false */
  notComparable: string;
  /** the user's monthly figures (core/figures): every covered month, full or partial, and the usual month */
  figures: LedgerFigures;
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

/** The covered months a range touches, and whether every one is full. */
export function rangeCoverage(months: readonly MonthFigures[], r: { from: string; to: string }): { full: boolean; partial: MonthFigures[]; missing: boolean } {
  const want: string[] = [];
  for (let m = r.from.slice(0, 7); m <= r.to.slice(0, 7); m = nextMonth(m)) want.push(m);
  const by = new Map(months.map((m) => [m.month, m]));
  const partial = want.flatMap((m) => (by.get(m) && !by.get(m)!.full ? [by.get(m)!] : []));
  const missing = want.some((m) => !by.has(m));
  return { full: !missing && partial.length === 0, partial, missing };
}

function whyNotComparable(prev: PeriodRange, hasData: boolean, months: readonly MonthFigures[]): string {
  const cover = rangeCoverage(months, prev);
  if (!hasData) return `there are no transactions ${inRange(prev)}`;
  const part = cover.partial[0];
  if (part) return `your statements cover ${monthLabel(part.month)} only in part (${part.partialBecause})`;
  return `your statements do not cover all of ${prev.label}`;
}

export function storyContext(
  txs: readonly LedgerTransaction[],
  kind: 'month' | 'year',
  cur: PeriodRange,
  prev: PeriodRange,
  today: string,
  figures: LedgerFigures,
): StoryContext {
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
  const prevHasData = prevRows.some(counts);
  return {
    kind,
    today,
    cur,
    prev,
    curRows,
    prevRows,
    prevHasData,
    comparable: prevHasData && rangeCoverage(figures.months, prev).full,
    notComparable: whyNotComparable(prev, prevHasData, figures.months),
    figures,
    covered,
    spent: money(curRows, 'spent', `Money out, ${cur.label}`, outFilter(cur)),
    came: money(curRows, 'came-in', `Money in, ${cur.label}`, inFilter(cur)),
    kept: money(curRows, 'kept', `Kept (money in minus money out), ${cur.label}`, netFilter(cur)),
    prevSpent: money(prevRows, 'prev-spent', `Money out, ${prev.label}`, outFilter(prev)),
    prevCame: money(prevRows, 'prev-came-in', `Money in, ${prev.label}`, inFilter(prev)),
    prevKept: money(prevRows, 'prev-kept', `Kept, ${prev.label}`, netFilter(prev)),
  };
}
