// Intelia's spending spikes: a category's spending in a month against the months before it. They
// need the whole ledger's monthly totals, which an import reads as one aggregate (see
// services/ledger/focus.ts) instead of every row, so a small import costs the same in a large ledger.
import { UNCATEGORIZED } from '../tag/categories.ts';
import { monthName } from '../chat/format.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import type { Insight } from '../events.ts';
import { addMonths } from '../goalie/goals.ts';
import { formatCents } from '../money.ts';
import { isSpending } from '../tag/taxonomy.ts';

/** A category spikes only above this much spending in the month… */
export const SPIKE_MIN_CENTS = 10_000;
/** …this much above its baseline… */
export const SPIKE_MIN_EXCESS_CENTS = 5_000;
/** …this ratio to it… */
export const SPIKE_MIN_RATIO = 1.3;
/** …and this many standard deviations above it. */
export const SPIKE_SIGMAS = 2;
/** Baseline: up to this many months before… */
export const SPIKE_BASELINE_MONTHS = 6;
/** …and at least this many. */
export const SPIKE_MIN_BASELINE_MONTHS = 3;

export interface SpendingSpike {
  category: string;
  /** 'YYYY-MM' */
  month: string;
  /** spending in the month (so far, for the current month), positive cents */
  amountCents: number;
  /** mean spending of the months before it */
  baselineCents: number;
  /** how far above the baseline, in percent (58 = +58 %) */
  percent: number;
  /** how many months the baseline covers */
  baselineMonths: number;
  /** standard deviation of those months */
  baselineSdCents: number;
}

/** The ledger's spending per category and month, its first day, and the months it has rows in. */
export interface MonthlySpending {
  earliest: string;
  /** 'YYYY-MM' of every month with at least one transaction */
  covered: string[];
  /** spending (positive cents) per category and 'YYYY-MM'; Uncategorized is not a category of its own */
  spending: { category: string; month: string; cents: number }[];
}

const monthOf = (d: string) => d.slice(0, 7);

/** The summary of `txs` up to `today`; null for an empty ledger. */
export function monthlySpending(txs: readonly LedgerTransaction[], today: string): MonthlySpending | null {
  let earliest: string | null = null;
  const covered = new Set<string>();
  const sums = new Map<string, number>();
  for (const t of txs) {
    const date = t.date.slice(0, 10);
    if (date > today) continue;
    if (earliest === null || date < earliest) earliest = date;
    covered.add(monthOf(date));
    if (!isSpending(t.category, t.amountCents) || t.category === UNCATEGORIZED) continue;
    const key = `${t.category}\u0000${monthOf(date)}`;
    sums.set(key, (sums.get(key) ?? 0) - t.amountCents);
  }
  if (earliest === null) return null;
  const spending = [...sums].map(([key, cents]) => {
    const [category, month] = key.split('\u0000') as [string, string];
    return { category, month, cents };
  });
  return { earliest, covered: [...covered], spending };
}

/**
 * Spikes in the months of `targets` (month → the categories to look at, null: all), at most the
 * three latest months and three spikes, largest excess first.
 */
export function spikeInsights(
  summary: MonthlySpending,
  targets: ReadonlyMap<string, ReadonlySet<string> | null>,
  today: string,
): (Insight & { type: 'spending_spike'; data: SpendingSpike })[] {
  const { earliest } = summary;
  // a ledger that starts after the 7th of its first month has a partial first month: not a baseline
  const firstFull = Number(earliest.slice(8, 10)) > 7 ? addMonths(monthOf(earliest), 1) : monthOf(earliest);
  const covered = new Set(summary.covered);
  const byCatMonth = new Map<string, Map<string, number>>();
  for (const s of summary.spending) {
    const m = byCatMonth.get(s.category) ?? new Map<string, number>();
    m.set(s.month, (m.get(s.month) ?? 0) + s.cents);
    byCatMonth.set(s.category, m);
  }
  const months = [...targets.keys()].sort().reverse().slice(0, 3);

  const spikes: SpendingSpike[] = [];
  for (const month of months) {
    const cats = targets.get(month) ?? null;
    const from = [addMonths(month, -SPIKE_BASELINE_MONTHS), firstFull].sort()[1]!;
    const baseMonths: string[] = [];
    for (let m = from; m < month; m = addMonths(m, 1)) baseMonths.push(m);
    // only months the ledger covers count: a month with no statement is missing, not a month of zero
    const coveredBase = baseMonths.filter((m) => covered.has(m));
    if (coveredBase.length < SPIKE_MIN_BASELINE_MONTHS) continue;
    for (const [category, perMonth] of byCatMonth) {
      if (cats && !cats.has(category)) continue;
      const amount = perMonth.get(month) ?? 0;
      const base = coveredBase.map((m) => perMonth.get(m) ?? 0);
      const mean = base.reduce((a, b) => a + b, 0) / base.length;
      const sd = Math.sqrt(base.reduce((a, x) => a + (x - mean) ** 2, 0) / base.length);
      if (mean <= 0 || amount < SPIKE_MIN_CENTS || amount - mean < SPIKE_MIN_EXCESS_CENTS) continue;
      if (amount < SPIKE_MIN_RATIO * mean || amount <= mean + SPIKE_SIGMAS * sd) continue;
      spikes.push({
        category,
        month,
        amountCents: amount,
        baselineCents: Math.round(mean),
        percent: Math.round((amount / mean - 1) * 100),
        baselineMonths: base.length,
        baselineSdCents: Math.round(sd),
      });
    }
  }
  spikes.sort((a, b) => b.amountCents - b.baselineCents - (a.amountCents - a.baselineCents));
  return spikes.slice(0, 3).map((s) => {
    const when = s.month === monthOf(today) ? `is ${formatCents(s.amountCents)} this month` : `was ${formatCents(s.amountCents)} in ${monthName(s.month)}`;
    return {
      type: 'spending_spike' as const,
      severity: s.percent >= 100 && s.amountCents - s.baselineCents >= 50_000 ? ('critical' as const) : ('warning' as const),
      actionable: true,
      message: `${s.category} ${when}, ${s.percent}% above your ${s.baselineMonths}-month average of ${formatCents(s.baselineCents)}.`,
      data: s,
    };
  });
}
