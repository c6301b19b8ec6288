// When in the timeframe the money went: week by week (the last week ends on the timeframe's last
// day), weekdays against the weekend, the busiest day, and whether spending rose or fell inside it.
import type { LedgerTransaction } from '../crystal/types.ts';
import { addDays, daysBetween, weekday } from '../dates.ts';

export interface WeekFacts {
  from: string;
  to: string;
  /** 7, except the first week of a timeframe that is not whole weeks */
  days: number;
  spendingCents: number;
  /** spending transactions */
  transactions: number;
}

export interface PatternFacts {
  weeks: WeekFacts[];
  weekdayWeekend: { weekdayCents: number; weekendCents: number; weekdayDays: number; weekendDays: number };
  busiestDay: { date: string; cents: number; transactions: number } | null;
  /** first half of the timeframe against the second; null with fewer than 2 purchases */
  trend: { direction: 'rising' | 'falling' | 'steady'; firstHalfCents: number; secondHalfCents: number; changePercent: number | null } | null;
}

/** Above ±10 % spending is rising or falling, as Crystal's trend reads it. */
const TREND_THRESHOLD = 10;

/** `spent`: the timeframe's spending transactions (negative amounts), all dated from…to. */
export function spendingPattern(spent: readonly LedgerTransaction[], from: string, to: string): PatternFacts {
  const days = daysBetween(from, to) + 1;
  const weeks: WeekFacts[] = [];
  for (let end = to; end >= from; end = addDays(end, -7)) {
    const start = addDays(end, -6) < from ? from : addDays(end, -6);
    const inside = spent.filter((t) => t.date >= start && t.date <= end);
    weeks.unshift({
      from: start,
      to: end,
      days: daysBetween(start, end) + 1,
      spendingCents: inside.reduce((s, t) => s - t.amountCents, 0),
      transactions: inside.length,
    });
  }

  const ww = { weekdayCents: 0, weekendCents: 0, weekdayDays: 0, weekendDays: 0 };
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (weekday(d) === 0 || weekday(d) === 6) ww.weekendDays++;
    else ww.weekdayDays++;
  }
  const byDay = new Map<string, { cents: number; transactions: number }>();
  for (const t of spent) {
    const day = byDay.get(t.date) ?? { cents: 0, transactions: 0 };
    day.cents -= t.amountCents;
    day.transactions++;
    byDay.set(t.date, day);
    if (weekday(t.date) === 0 || weekday(t.date) === 6) ww.weekendCents -= t.amountCents;
    else ww.weekdayCents -= t.amountCents;
  }
  // the earliest of equal days, so the same ledger always names the same day
  const busiest = [...byDay].sort((a, b) => b[1].cents - a[1].cents || a[0].localeCompare(b[0]))[0];

  // halves of the timeframe: the first half gets the extra day of an odd length
  const mid = addDays(from, Math.ceil(days / 2));
  const first = spent.filter((t) => t.date < mid).reduce((s, t) => s - t.amountCents, 0);
  const second = spent.filter((t) => t.date >= mid).reduce((s, t) => s - t.amountCents, 0);
  const changePercent = first > 0 ? Math.round(((second - first) / first) * 100) : null;
  const direction =
    changePercent === null
      ? second > 0
        ? 'rising'
        : 'steady'
      : changePercent > TREND_THRESHOLD
        ? 'rising'
        : changePercent < -TREND_THRESHOLD
          ? 'falling'
          : 'steady';
  return {
    weeks,
    weekdayWeekend: ww,
    busiestDay: busiest ? { date: busiest[0], ...busiest[1] } : null,
    trend: spent.length >= 2 ? { direction, firstHalfCents: first, secondHalfCents: second, changePercent } : null,
  };
}
