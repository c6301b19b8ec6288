// Budgets of the tracking kind: a monthly limit per category (or subcategory), suggested from the
// user's own full months (core/figures: the same months the Goals and Freedom pages' figures use),
// with this month's spending, its pace, and the 80 % and 100 % alerts.
import type { LedgerTransaction } from '../crystal/types.ts';
import { type LedgerFigures, median, monthlyStatistic, statisticMonths } from '../figures/monthly.ts';
import { formatCents } from '../money.ts';
import { daysInMonth } from '../dates.ts';
import { TRANSFER } from '../tag/taxonomy.ts';

export interface BudgetView {
  id: string;
  category: string;
  subcategory: string | null;
  limitCents: number;
  spentCents: number;
  /** spent ÷ limit */
  share: number;
  /** this month's spending if the pace so far holds */
  projectedCents: number;
  level: 'ok' | 'near' | 'over';
}

export interface BudgetsView {
  month: string;
  budgets: BudgetView[];
  /** categories without a budget: the median of their full months, rounded up to $5 */
  suggestions: { category: string; suggestedCents: number; months: number }[];
  /** the months the suggestions are the median of, and the whole spending's median over them (core/figures) */
  basis: SuggestionBasis;
}

export interface SuggestionBasis {
  /** the latest full months, at most SUGGESTION_MONTHS, oldest first */
  months: string[];
  /** all spending in a month, the median of those months; null without a full month */
  spendingCents: number | null;
  /** "median of the 4 full months Jul 2026 – Oct 2026", or what is missing */
  statistic: string;
}

export const SUGGESTION_MONTHS = 6;

export interface BudgetScope {
  category: string;
  /** null: the whole category */
  subcategory: string | null;
}

/** Money out in the scope (transfers between your own accounts are not spending). */
export const inScope = (t: LedgerTransaction, b: BudgetScope) =>
  t.amountCents < 0 && t.category !== TRANSFER && t.category === b.category && (b.subcategory === null || t.subcategory === b.subcategory);

/** Money out in the scope between two days (inclusive), positive cents. */
export function spentIn(txs: readonly LedgerTransaction[], b: BudgetScope, from: string, to: string): number {
  let cents = 0;
  for (const t of txs) if (t.date >= from && t.date <= to && inScope(t, b)) cents -= t.amountCents;
  return cents;
}

/** The months suggestions read: the latest full months of the user's figures, at most SUGGESTION_MONTHS. */
export function suggestionBasis(figures: Pick<LedgerFigures, 'months'>): SuggestionBasis {
  const used = statisticMonths(figures.months).slice(-SUGGESTION_MONTHS);
  const spending = monthlyStatistic(used, (m) => m.spendingCents);
  return { months: spending.months, spendingCents: spending.cents, statistic: spending.statistic };
}

/**
 * A suggested limit: the median of the scope's spending over `months` (suggestionBasis: full months
 * only, never a first month entered late or this month), rounded up to whole $5; null without one.
 */
export function suggestLimit(txs: readonly LedgerTransaction[], b: BudgetScope, months: readonly string[]): { cents: number; months: number } | null {
  if (!months.length) return null;
  const cents = median(months.map((m) => spentIn(txs, b, `${m}-01`, `${m}-31`)));
  return cents > 0 ? { cents: Math.ceil(cents / 500) * 500, months: months.length } : null;
}

export type BudgetLevel = 'ok' | 'near' | 'over';

export interface BudgetProgress {
  spentCents: number;
  /** spent ÷ limit, 0.84 for 84 % */
  share: number;
  /** the month's spending if the pace so far holds: spent ÷ days gone × days in the month */
  projectedCents: number;
  level: BudgetLevel;
}

/** This month so far against the limit; near from 80 %, over from 100 %. */
export function budgetProgress(limitCents: number, txs: readonly LedgerTransaction[], b: BudgetScope, today: string): BudgetProgress {
  const month = today.slice(0, 7);
  const spent = spentIn(txs, b, `${month}-01`, today);
  const day = Number(today.slice(8, 10));
  const days = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  const share = limitCents > 0 ? spent / limitCents : 0;
  return {
    spentCents: spent,
    share,
    projectedCents: Math.round((spent / day) * days),
    level: share >= 1 ? 'over' : share >= 0.8 ? 'near' : 'ok',
  };
}

/** The alert a budget owes this month, given the thresholds it already announced this month. */
export function alertDue(level: BudgetLevel, announced: { near: boolean; over: boolean }): 'near' | 'over' | null {
  if (level === 'over' && !announced.over) return 'over';
  if (level === 'near' && !announced.near && !announced.over) return 'near';
  return null;
}

export interface BudgetFacts extends BudgetScope {
  id: string;
  limitCents: number;
  alertedNearMonth: string | null;
  alertedOverMonth: string | null;
}

/** The budgets page: each budget's month so far, and suggestions for the spending categories without one. */
export function budgetsOverview(
  rows: readonly BudgetFacts[],
  txs: readonly LedgerTransaction[],
  today: string,
  categories: readonly string[],
  figures: Pick<LedgerFigures, 'months'>,
): BudgetsView {
  const basis = suggestionBasis(figures);
  const budgets: BudgetView[] = rows.map((b) => ({
    id: b.id,
    category: b.category,
    subcategory: b.subcategory,
    limitCents: b.limitCents,
    ...budgetProgress(b.limitCents, txs, b, today),
  }));
  const taken = new Set(rows.filter((b) => b.subcategory === null).map((b) => b.category));
  const suggestions = categories
    .filter((c) => !taken.has(c))
    .flatMap((category) => {
      const s = suggestLimit(txs, { category, subcategory: null }, basis.months);
      return s ? [{ category, suggestedCents: s.cents, months: s.months }] : [];
    })
    .sort((a, b) => b.suggestedCents - a.suggestedCents);
  return { month: today.slice(0, 7), budgets, suggestions, basis };
}

/** The alerts owed now (the caller records each before announcing it), in words for the activity feed. */
export function budgetAlerts(
  rows: readonly BudgetFacts[],
  txs: readonly LedgerTransaction[],
  today: string,
): { id: string; level: 'near' | 'over'; message: string }[] {
  const month = today.slice(0, 7);
  return rows.flatMap((b) => {
    const p = budgetProgress(b.limitCents, txs, b, today);
    const due = alertDue(p.level, { near: b.alertedNearMonth === month, over: b.alertedOverMonth === month });
    if (!due) return [];
    const scope = b.subcategory ? `${b.category} › ${b.subcategory}` : b.category;
    const message =
      due === 'over'
        ? `${scope} is over its ${formatCents(b.limitCents)} budget for the month: ${formatCents(p.spentCents)} spent so far.`
        : `${scope} has used ${Math.floor(p.share * 100)}% of its ${formatCents(b.limitCents)} budget (${formatCents(p.spentCents)}); at this pace the month ends near ${formatCents(p.projectedCents)}.`;
    return [{ id: b.id, level: due, message }];
  });
}
