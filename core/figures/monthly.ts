// The one definition of a month's money and of the monthly figures every page and employee quotes.
// Income is money in, spending money out, transfers between the user's own accounts left out (as the
// reports count them). A monthly figure is the median of the full months, the latest
// STATISTIC_MONTHS of them at most, and says so; the savings rate is (income − spending) ÷ income
// over those same months. Partial months are shown with their own sums but never enter either.
import { TRANSFER } from '../tag/taxonomy.ts';
import { type CoverageInput, type CoverageRow, ledgerCoverage } from './coverage.ts';

export interface FigureRow extends CoverageRow {
  amountCents: number;
  category: string;
}

export interface MonthFigures {
  month: string;
  full: boolean;
  partialBecause: string | null;
  incomeCents: number;
  /** money out, positive */
  spendingCents: number;
  surplusCents: number;
}

/** At most this many of the latest full months enter a monthly statistic (a year: every season once). */
export const STATISTIC_MONTHS = 12;

/** A monthly figure with what it was computed from; `cents` is null when no full month exists. */
export interface MonthlyStatistic {
  cents: number | null;
  /** "median of the 5 full months Jun 2026 – Oct 2026", or what is missing */
  statistic: string;
  months: string[];
}

export interface SavingsRate {
  /** a fraction (0.374), null without income in the full months */
  rate: number | null;
  statistic: string;
  months: string[];
}

/** Sums each covered month's money in and out. */
export function monthFigures(input: CoverageInput & { transactions: readonly FigureRow[] }): MonthFigures[] {
  const coverage = ledgerCoverage(input);
  const sums = new Map(coverage.map((c) => [c.month, { income: 0, spending: 0 }]));
  for (const t of input.transactions) {
    if (t.category === TRANSFER) continue;
    const s = sums.get(t.date.slice(0, 7));
    if (!s) continue;
    if (t.amountCents > 0) s.income += t.amountCents;
    else s.spending -= t.amountCents;
  }
  return coverage.map((c) => {
    const s = sums.get(c.month)!;
    return { ...c, incomeCents: s.income, spendingCents: s.spending, surplusCents: s.income - s.spending };
  });
}

/** The latest full months a statistic uses. */
export const statisticMonths = (months: readonly MonthFigures[]) => months.filter((m) => m.full).slice(-STATISTIC_MONTHS);

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

const monthWords = (m: string) => new Date(`${m}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Jun 2026" or "Jun 2026 – Oct 2026". */
export function monthRange(months: readonly string[]): string {
  if (months.length === 0) return '';
  return months.length === 1 ? monthWords(months[0]!) : `${monthWords(months[0]!)} – ${monthWords(months.at(-1)!)}`;
}

/** "the 5 full months Jun 2026 – Oct 2026" / "the full month Jun 2026". */
export function fullMonthsWords(months: readonly string[]): string {
  return months.length === 1 ? `the full month ${monthRange(months)}` : `the ${months.length} full months ${monthRange(months)}`;
}

/** What a figure lacks: "1 full month so far; freedom figures need 3". */
export function needsFullMonths(have: number, need: number, what: string): string {
  const so = have === 0 ? 'No full month so far' : `${have} full month${have === 1 ? '' : 's'} so far`;
  return `${so}; ${what} need${what.endsWith('s') ? '' : 's'} ${need}.`;
}

/** The median of one monthly amount over the statistic's months. */
export function monthlyStatistic(months: readonly MonthFigures[], pick: (m: MonthFigures) => number): MonthlyStatistic {
  const used = statisticMonths(months);
  if (used.length === 0) return { cents: null, statistic: needsFullMonths(0, 1, 'a monthly figure'), months: [] };
  const names = used.map((m) => m.month);
  return { cents: median(used.map(pick)), statistic: `median of ${fullMonthsWords(names)}`, months: names };
}

/** (income − spending) ÷ income over the statistic's months, to four places. */
export function savingsRate(months: readonly MonthFigures[]): SavingsRate {
  return rateOver(statisticMonths(months));
}

/**
 * The savings rate of a chosen period (a report's range, a story's month or year): the same formula
 * over the full months inside it, 'YYYY-MM-DD' bounds, partial months left out and named as such.
 */
export function periodSavingsRate(months: readonly MonthFigures[], from: string, to: string): SavingsRate {
  const inside = months.filter((m) => m.month >= from.slice(0, 7) && m.month <= to.slice(0, 7));
  const full = inside.filter((m) => m.full);
  const rate: SavingsRate = full.length
    ? rateOver(full)
    : {
        rate: null,
        statistic: inside.length ? `no full month in ${monthRange(inside.map((m) => m.month))}` : 'no month of it is in your statements',
        months: [],
      };
  const left = inside.filter((m) => !m.full);
  if (!left.length) return rate;
  return { ...rate, statistic: `${rate.statistic}; left out as partial: ${left.map((m) => `${monthRange([m.month])} (${m.partialBecause})`).join(', ')}` };
}

/** (income − spending) ÷ income over exactly `used` (full months the caller chose). */
function rateOver(used: readonly MonthFigures[]): SavingsRate {
  const names = used.map((m) => m.month);
  if (used.length === 0) return { rate: null, statistic: needsFullMonths(0, 1, 'a savings rate'), months: [] };
  const income = used.reduce((s, m) => s + m.incomeCents, 0);
  const spending = used.reduce((s, m) => s + m.spendingCents, 0);
  if (income <= 0) return { rate: null, statistic: `no income in ${fullMonthsWords(names)}`, months: names };
  return {
    rate: Math.round(((income - spending) / income) * 10_000) / 10_000,
    statistic: `(income − spending) ÷ income over ${fullMonthsWords(names)}`,
    months: names,
  };
}

/** Every monthly figure at once, from one coverage. */
export interface LedgerFigures {
  months: MonthFigures[];
  fullMonths: number;
  income: MonthlyStatistic;
  spending: MonthlyStatistic;
  surplus: MonthlyStatistic;
  savingsRate: SavingsRate;
}

export function ledgerFigures(input: CoverageInput & { transactions: readonly FigureRow[] }): LedgerFigures {
  const months = monthFigures(input);
  return {
    months,
    fullMonths: months.filter((m) => m.full).length,
    income: monthlyStatistic(months, (m) => m.incomeCents),
    spending: monthlyStatistic(months, (m) => m.spendingCents),
    surplus: monthlyStatistic(months, (m) => m.surplusCents),
    savingsRate: savingsRate(months),
  };
}
