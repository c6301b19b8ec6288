// The year month by month: money in and out per month (the chart), the month that cost most, the
// one that cost least and the one that kept most. A month with no statement is missing, not a
// month of zero spending, so it is named and left out of the highs and lows; a month the
// statements cover only in part (core/figures/coverage.ts) is shown but never the lightest or the
// one that kept most.
import type { StoryFigure, StoryMonth, StoryScreen, StoryText } from './types.ts';
import type { StoryContext } from './context.ts';
import { inFilter, money, netFilter, outFilter } from './figures.ts';
import { counts, MONTH_NAMES, monthLabel } from './period.ts';
import { daysInMonth } from '../dates.ts';

interface MonthFigures {
  month: string;
  out: StoryFigure;
  in: StoryFigure;
  net: StoryFigure;
  /** not a full month by core/figures (running, or only partly in the statements) */
  partial: boolean;
  /** why, for a month covered only in part before this one ("Checking starts on Jun 3") */
  partialBecause: string | null;
  hasData: boolean;
}

export function monthsScreen(c: StoryContext): StoryScreen {
  const year = Number(c.cur.from.slice(0, 4));
  const last = Number(c.cur.to.slice(5, 7));
  const figures: MonthFigures[] = [];
  const coverage = new Map(c.figures.months.map((m) => [m.month, m]));
  for (let m = 1; m <= last; m++) {
    const month = `${year}-${String(m).padStart(2, '0')}`;
    const end = `${month}-${String(daysInMonth(year, m)).padStart(2, '0')}`;
    const r = { from: `${month}-01`, to: end < c.cur.to ? end : c.cur.to };
    const rows = c.curRows.filter((t) => t.date >= r.from && t.date <= r.to);
    const name = monthLabel(month);
    figures.push({
      month,
      out: money(rows, `month-out:${month}`, `Money out, ${name}`, outFilter(r)),
      in: money(rows, `month-in:${month}`, `Money in, ${name}`, inFilter(r)),
      net: money(rows, `month-kept:${month}`, `Kept, ${name}`, netFilter(r)),
      partial: r.to < end || !coverage.get(month)?.full,
      partialBecause: r.to < end ? null : (coverage.get(month)?.partialBecause ?? null),
      hasData: rows.some(counts),
    });
  }
  const withData = figures.filter((f) => f.hasData);
  const whole = withData.filter((f) => !f.partial);
  const pick = (xs: MonthFigures[], by: (f: MonthFigures) => number) =>
    xs.reduce<MonthFigures | null>((best, f) => (best === null || by(f) > by(best) ? f : best), null);
  const highest = pick(withData, (f) => f.out.value);
  // a month still running is not the "cheapest" month: it has not finished costing
  const lowest = pick(whole, (f) => -f.out.value);
  const kept = pick(whole, (f) => f.net.value);
  const stats: StoryScreen['stats'] = [];
  const name = (f: MonthFigures) => MONTH_NAMES[Number(f.month.slice(5, 7)) - 1]!;
  if (highest) stats.push({ caption: `Costliest month: ${name(highest)}`, figure: highest.out, detail: null });
  if (lowest && lowest !== highest) stats.push({ caption: `Lightest month: ${name(lowest)}`, figure: lowest.out, detail: null });
  if (kept && kept.net.value > 0) stats.push({ caption: `Kept most: ${name(kept)}`, figure: kept.net, detail: null });

  const tag = (f: MonthFigures) => (f.partialBecause ? ` (partly in your statements: ${f.partialBecause})` : f.partial ? ' (so far)' : '');
  const lines: StoryText[] = withData.map((f) => [`${name(f)}${tag(f)}: `, f.out, ' out, ', f.in, ' in.']);
  const missing = figures.filter((f) => !f.hasData).map(name);
  const months: StoryMonth[] = figures.map((f) => ({ month: f.month, incomeCents: f.in.value, spendingCents: f.out.value }));
  return {
    id: 'months',
    title: 'Month by month',
    stats,
    lines,
    months,
    note: missing.length
      ? `No transactions in ${missing.join(', ')}: a statement may be missing, so ${missing.length === 1 ? 'that month is' : 'those months are'} left out of the highs and lows.`
      : null,
    action: null,
  };
}
