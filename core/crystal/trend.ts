// Crystal's 30-day spending trend, as the specification defines it.
import { addDays } from '../dates.ts';

export interface SpendingTrend {
  trend: 'increasing' | 'decreasing' | 'stable';
  /** spending (as a positive number of cents) on days 1–15 of the window: today-29 … today-15 */
  firstHalfCents: number;
  /** spending on days 16–30: today-14 … today */
  secondHalfCents: number;
  /** (second − first) / first as a ratio (0.25 = +25 %); null when there is no first-half spending or too little data */
  changePct: number | null;
  /** spending transactions in the window */
  count: number;
}

/** Above +10 % the trend is increasing, below −10 % decreasing. */
export const TREND_THRESHOLD = 0.1;
const ISO_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spending only (negative amounts, totalled as positive cents) in the 30 days today-29 … today,
 * split into halves of 15 days. Fewer than 2 spending transactions: stable. No first-half spending
 * but some in the second half: increasing, changePct null.
 */
export function spendingTrend(txs: readonly { date: string; amountCents: number }[], today: string): SpendingTrend {
  const start = addDays(today, -29);
  const mid = addDays(today, -14);
  let first = 0;
  let second = 0;
  let count = 0;
  for (const t of txs) {
    if (!(t.amountCents < 0)) continue;
    const d = t.date.length > 10 ? t.date.slice(0, 10) : t.date;
    if (d < start || d > today || !ISO_RE.test(d)) continue;
    count++;
    if (d < mid) first -= t.amountCents;
    else second -= t.amountCents;
  }
  if (count < 2) return { trend: 'stable', firstHalfCents: first, secondHalfCents: second, changePct: null, count };
  if (first === 0) {
    return { trend: second > 0 ? 'increasing' : 'stable', firstHalfCents: first, secondHalfCents: second, changePct: null, count };
  }
  const change = (second - first) / first;
  const trend = change > TREND_THRESHOLD ? 'increasing' : change < -TREND_THRESHOLD ? 'decreasing' : 'stable';
  return { trend, firstHalfCents: first, secondHalfCents: second, changePct: change, count };
}
