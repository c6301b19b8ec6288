// Crystal's history: the months her forecasts learn from. Only the months core/figures/coverage.ts
// marks full enter (a first month entered on the 3rd, a statement that ends on the 20th, the month
// in progress never do), and of those the latest unbroken run: the smoothing models index months
// one after the other, so a missing month would be read as a month of zero or shift the seasons.
import { type AccountPeriod, ledgerCoverage, type MonthCoverage } from '../figures/coverage.ts';
import { fullMonthsWords, monthRange, needsFullMonths } from '../figures/monthly.ts';
import { daysInMonth, isoDate } from '../dates.ts';
import type { LedgerTransaction } from './types.ts';

export const monthOf = (date: string) => date.slice(0, 7);
/** 'YYYY-MM' k months after `month`. */
export function addMonthsKey(month: string, k: number): string {
  return isoDate(Number(month.slice(0, 4)), Number(month.slice(5, 7)) + k, 1).slice(0, 7);
}
/** Months from a to b ('YYYY-MM'): monthsBetween('2024-01', '2024-03') === 2. */
export function monthsBetween(a: string, b: string): number {
  return (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
}
export const monthDays = (month: string) => daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

/** What the ledger's coverage knows beyond its rows (core/figures/coverage.ts). */
export interface CoverageOptions {
  /** statement periods; an account without one is covered from its first to its last row */
  periods?: readonly AccountPeriod[];
  /** accounts of single moments (cash receipts, rows typed by hand) that never make a month partial */
  pointAccounts?: readonly string[];
}

export interface HistoryWindow {
  /** the full months, oldest first, one after the other */
  months: string[];
  /** first date counted */
  from: string;
  /** last date counted */
  to: string;
  /** kept for callers from when a partial month was scaled up: always 1 now */
  scale: 1;
  /** kept for callers: always false now (no full month gives no window) */
  partial: false;
}

/** Which months the ledger up to today covers, and which in full (a month without rows is a gap there too). */
export function historyCoverage(txs: readonly LedgerTransaction[], today: string, opts: CoverageOptions = {}): MonthCoverage[] {
  const rows = txs.filter((t) => t.date.slice(0, 10) <= today).map((t) => ({ date: t.date.slice(0, 10), account: t.account ?? null }));
  return ledgerCoverage({ transactions: rows, today, periods: opts.periods, pointAccounts: opts.pointAccounts });
}

/** The latest unbroken run of full months before today's month, or null when no month is full yet. */
export function historyWindowOf(coverage: readonly MonthCoverage[]): HistoryWindow | null {
  const full = new Set(coverage.filter((c) => c.full).map((c) => c.month));
  const last = coverage.filter((c) => c.full).at(-1)?.month;
  if (!last) return null;
  let first = last;
  while (full.has(addMonthsKey(first, -1))) first = addMonthsKey(first, -1);
  const months = Array.from({ length: monthsBetween(first, last) + 1 }, (_, i) => addMonthsKey(first, i));
  return { months, from: `${first}-01`, to: `${last}-${String(monthDays(last)).padStart(2, '0')}`, scale: 1, partial: false };
}

/** The full months Crystal learns from (the latest unbroken run of them); null when there are none. */
export function historyWindow(txs: readonly LedgerTransaction[], today: string, opts: CoverageOptions = {}): HistoryWindow | null {
  return historyWindowOf(historyCoverage(txs, today, opts));
}

/** What the forecasts stand on, in words: "the 4 full months Jul 2026 – Oct 2026", or what is missing. */
export function historyBasis(coverage: readonly MonthCoverage[], win: HistoryWindow | null): { basis: string; missing: string | null } {
  const partial = coverage.filter((c) => !c.full && c.partialBecause);
  const why = partial.length ? ` (${partial.map((c) => `${monthRange([c.month])}: ${c.partialBecause}`).join('; ')})` : '';
  if (!win) {
    const missing = `${needsFullMonths(0, 1, 'forecasts')}${why ? ` Partial months are not scaled up to a month${why}.` : ''}`;
    return { basis: missing, missing };
  }
  const left = partial.filter((c) => !win.months.includes(c.month));
  return {
    basis: `from ${fullMonthsWords(win.months)}${left.length ? `; left out as partial: ${left.map((c) => `${monthRange([c.month])} (${c.partialBecause})`).join(', ')}` : ''}`,
    missing: null,
  };
}

/** Sums `amountOf(t)` per history month and key; `null` keys and rows outside the window are skipped. */
export function monthlySums(
  txs: readonly LedgerTransaction[],
  win: HistoryWindow,
  keyOf: (t: LedgerTransaction, index: number) => string | null,
  amountOf: (t: LedgerTransaction) => number,
): Map<string, number[]> {
  const out = new Map<string, number[]>();
  txs.forEach((t, index) => {
    const d = t.date.slice(0, 10);
    if (d < win.from || d > win.to) return;
    const key = keyOf(t, index);
    if (key === null) return;
    let row = out.get(key);
    if (!row) {
      row = new Array<number>(win.months.length).fill(0);
      out.set(key, row);
    }
    row[monthsBetween(win.months[0]!, monthOf(d))]! += amountOf(t);
  });
  return out;
}
