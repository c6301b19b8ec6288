// The story's calendar: a month or a year as dates, the period it is compared with, its words, and
// which period to tell when none was asked for. Dates are 'YYYY-MM-DD' strings (core/dates.ts).
import type { LedgerTransaction } from '../crystal/types.ts';
import { addDays, daysBetween, daysInMonth } from '../dates.ts';
import { TRANSFER } from '../tag/taxonomy.ts';
import type { StoryPeriod, StoryRange } from './types.ts';

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const SHORT = MONTH_NAMES.map((m) => m.slice(0, 3));

export interface PeriodRange extends StoryRange {
  /** the calendar end of the period (the 'to' of a finished one) */
  end: string;
  /** it runs past today: 'to' is today */
  partial: boolean;
  /** days from 'from' to 'to' */
  days: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** "Feb 10" (with the year when asked). */
export function shortDay(iso: string, withYear = false): string {
  const s = `${SHORT[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}`;
  return withYear ? `${s}, ${iso.slice(0, 4)}` : s;
}

/** "February 2026" for '2026-02'. */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** "Feb 1 to Feb 17, 2026": a stretch of days that is not a whole month or year. */
function spanLabel(from: string, to: string): string {
  return from.slice(0, 4) === to.slice(0, 4) ? `${shortDay(from)} to ${shortDay(to, true)}` : `${shortDay(from, true)} to ${shortDay(to, true)}`;
}

/** 'YYYY-MM' one month before. */
export function previousMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
}

function bounds(p: StoryPeriod): { from: string; end: string } {
  if (p.kind === 'year') return { from: ymd(p.year, 1, 1), end: ymd(p.year, 12, 31) };
  const y = Number(p.month.slice(0, 4));
  const m = Number(p.month.slice(5, 7));
  return { from: ymd(y, m, 1), end: ymd(y, m, daysInMonth(y, m)) };
}

/**
 * The period as dates, and the one before it. A period that runs past today is counted to today
 * and compared with as many days at the start of the period before (March 1–17 against February
 * 1–17; a year to date against the same stretch of the year before), so the two are fair.
 */
export function storyRanges(p: StoryPeriod, today: string): { current: PeriodRange; previous: PeriodRange } {
  const { from, end } = bounds(p);
  const partial = from <= today && end > today;
  const to = partial ? today : end;
  const name = p.kind === 'year' ? String(p.year) : monthLabel(p.month);
  const current: PeriodRange = { from, to, end, partial, days: daysBetween(from, to) + 1, label: partial ? `${name} so far` : name };
  const before: StoryPeriod = p.kind === 'year' ? { kind: 'year', year: p.year - 1 } : { kind: 'month', month: previousMonth(p.month) };
  const prev = bounds(before);
  let prevTo = prev.end;
  if (partial) {
    if (p.kind === 'month') prevTo = [addDays(prev.from, current.days - 1), prev.end].sort()[0]!;
    else {
      const m = Number(today.slice(5, 7));
      prevTo = ymd(p.year - 1, m, Math.min(Number(today.slice(8, 10)), daysInMonth(p.year - 1, m)));
    }
  }
  const prevName = before.kind === 'year' ? String(before.year) : monthLabel(before.month);
  const previous: PeriodRange = {
    from: prev.from,
    to: prevTo,
    end: prev.end,
    partial: false,
    days: daysBetween(prev.from, prevTo) + 1,
    label: prevTo === prev.end ? prevName : spanLabel(prev.from, prevTo),
  };
  return { current, previous };
}

/** Money in or out that is not a transfer: what a story counts. */
export const counts = (t: LedgerTransaction) => t.category !== TRANSFER && t.amountCents !== 0;

/** The months and years with counted rows up to today, newest first. */
export function availablePeriods(txs: readonly LedgerTransaction[], today: string): { months: string[]; years: number[] } {
  const months = new Set<string>();
  for (const t of txs) if (t.date <= today && counts(t)) months.add(t.date.slice(0, 7));
  const sorted = [...months].sort().reverse();
  return { months: sorted, years: [...new Set(sorted.map((m) => Number(m.slice(0, 4))))] };
}

/**
 * The month to tell when none was asked for: the last complete month (a finished story reads
 * better than a few days of one), or the latest complete month with transactions when that one has
 * none; this month so far when no complete month has any; the last complete month (empty) otherwise.
 */
export function defaultPeriod(txs: readonly LedgerTransaction[], today: string): { period: StoryPeriod; why: string } {
  const thisMonth = today.slice(0, 7);
  const lastComplete = previousMonth(thisMonth);
  const { months } = availablePeriods(txs, today);
  const latest = months.find((m) => m <= lastComplete);
  if (latest === lastComplete) return { period: { kind: 'month', month: latest }, why: `${monthLabel(latest)}: the last complete month.` };
  if (latest)
    return {
      period: { kind: 'month', month: latest },
      why: `${monthLabel(latest)}: the latest complete month with transactions (${monthLabel(lastComplete)} has none).`,
    };
  if (months[0] === thisMonth)
    return { period: { kind: 'month', month: thisMonth }, why: `${monthLabel(thisMonth)} so far: no complete month has transactions yet.` };
  return { period: { kind: 'month', month: lastComplete }, why: `${monthLabel(lastComplete)}: the last complete month.` };
}

/** "in February 2026" / "in 2025" / "from Feb 1 to Feb 17, 2026": how a sentence names a range. */
export function inRange(r: StoryRange): string {
  return r.label.includes(' to ') ? `from ${r.label}` : `in ${r.label}`;
}
