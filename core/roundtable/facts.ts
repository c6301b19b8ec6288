// Roundtable's facts (issue 16): what an episode may say about the user's money, computed from the
// ledger (the timeframe against the one before) and the extras the caller reads elsewhere (bills
// due, goals, debts, Intelia's insights). A script is written from these and checked against them
// (number-check.ts); nothing else may carry a figure.
import { merchantDisplayName, merchantKey } from '../crystal/merchant.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { addDays } from '../dates.ts';
import { TRANSFER, isSpending } from '../tag/taxonomy.ts';
import { spendingPattern, type PatternFacts } from './facts-pattern.ts';
import type { LedgerFigures } from '../figures/monthly.ts';
import { NO_EXTRAS, type EpisodeExtras, type UsualMonth } from './types.ts';

export interface PeriodFacts {
  from: string;
  to: string;
  spendingCents: number;
  incomeCents: number;
  transactions: number;
}

export interface CategoryFacts {
  category: string;
  /** spent in the timeframe */
  cents: number;
  sharePercent: number;
  /** spent in the timeframe before */
  previousCents: number;
  /** cents − previousCents: positive when it went up */
  changeCents: number;
  /** whole percent; null when nothing went there before */
  changePercent: number | null;
  /** purchases in the timeframe */
  transactions: number;
  /** where most of it went in the timeframe (null when nothing did) */
  topMerchant: { merchant: string; cents: number } | null;
}

export type GoalFacts = EpisodeExtras['goals'][number] & { remainingCents: number };

export interface EpisodeFacts extends PatternFacts {
  days: number;
  current: PeriodFacts;
  previous: PeriodFacts;
  /** spending now against before, whole percent; null when nothing was spent before */
  spendingChangePercent: number | null;
  /** income now against before, whole percent; null when no income came before */
  incomeChangePercent: number | null;
  /** income − spending in the timeframe */
  netCents: number;
  /** spending ÷ days, to the cent */
  dailyAverageCents: number;
  topCategories: { category: string; cents: number; sharePercent: number }[];
  topMerchants: { merchant: string; cents: number; visits: number }[];
  biggestPurchase: { description: string; date: string; cents: number } | null;
  /** days of the timeframe with no spending at all */
  noSpendDays: number;
  /** every category spent on now or before, the biggest now first */
  categories: CategoryFacts[];
  /** the largest rise and fall by category (null when none went up, or none came down) */
  biggestIncrease: CategoryFacts | null;
  biggestDecrease: CategoryFacts | null;
  /** up to 10, named as a person would say them ("Whole Foods") */
  merchants: { merchant: string; cents: number; visits: number }[];
  /** the 5 largest purchases */
  purchases: { description: string; date: string; cents: number; category: string }[];
  /** where the income came from, the largest first (up to 5) */
  incomeSources: { source: string; cents: number; payments: number }[];
  /** bills due in the 14 days after the timeframe, soonest first */
  billsDue: EpisodeExtras['billsDue'];
  billsDueTotalCents: number;
  goals: GoalFacts[];
  debts: EpisodeExtras['debts'];
  debtsTotalCents: number;
  insights: string[];
  /** the usual month every page gives (core/figures); null when the caller did not read it */
  usualMonth: UsualMonth | null;
}

/** The usual month of the user's figures, as an episode may say it: the same numbers as Goals and Freedom. */
export function usualMonthOf(f: Pick<LedgerFigures, 'spending' | 'surplus' | 'savingsRate'>): UsualMonth {
  return {
    spendingCents: f.spending.cents,
    surplusCents: f.surplus.cents,
    months: f.surplus.months,
    statistic: f.surplus.statistic,
    savingsRate: f.savingsRate.rate,
    savingsRateStatistic: f.savingsRate.statistic,
  };
}

function period(txs: readonly LedgerTransaction[], from: string, to: string): PeriodFacts {
  const inside = txs.filter((t) => t.date >= from && t.date <= to && t.category !== TRANSFER);
  return {
    from,
    to,
    transactions: inside.length,
    spendingCents: inside.filter((t) => isSpending(t.category, t.amountCents)).reduce((s, t) => s - t.amountCents, 0),
    incomeCents: inside.filter((t) => t.category === 'Income' && t.amountCents > 0).reduce((s, t) => s + t.amountCents, 0),
  };
}

const percentChange = (now: number, before: number) => (before > 0 ? Math.round(((now - before) / before) * 100) : null);

function sumBy(txs: readonly LedgerTransaction[], key: (t: LedgerTransaction) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of txs) out.set(key(t), (out.get(key(t)) ?? 0) + Math.abs(t.amountCents));
  return out;
}

/** Merchants (or income payers) grouped by merchantKey, named by the first transaction seen. */
function byMerchant(txs: readonly LedgerTransaction[], name: (t: LedgerTransaction) => string) {
  const out = new Map<string, { merchant: string; cents: number; visits: number }>();
  for (const t of txs) {
    const key = merchantKey(t);
    const m = out.get(key) ?? { merchant: name(t), cents: 0, visits: 0 };
    m.cents += Math.abs(t.amountCents);
    m.visits += 1;
    out.set(key, m);
  }
  return [...out.values()].sort((a, b) => b.cents - a.cents || a.merchant.localeCompare(b.merchant));
}

function categoryFacts(spent: readonly LedgerTransaction[], before: readonly LedgerTransaction[], total: number): CategoryFacts[] {
  const now = sumBy(spent, (t) => t.category);
  const then = sumBy(before, (t) => t.category);
  return [...new Set([...now.keys(), ...then.keys()])]
    .map((category) => {
      const cents = now.get(category) ?? 0;
      const previousCents = then.get(category) ?? 0;
      const inside = spent.filter((t) => t.category === category);
      const top = byMerchant(inside, merchantDisplayName)[0];
      return {
        category,
        cents,
        previousCents,
        changeCents: cents - previousCents,
        transactions: inside.length,
        topMerchant: top ? { merchant: top.merchant, cents: top.cents } : null,
        sharePercent: total > 0 ? Math.round((cents / total) * 100) : 0,
        changePercent: percentChange(cents, previousCents),
      };
    })
    .sort((a, b) => b.cents - a.cents || (a.cents === 0 ? b.previousCents - a.previousCents : 0) || a.category.localeCompare(b.category));
}

function extrasFacts(extras: EpisodeExtras) {
  const billsDue = [...extras.billsDue].sort((a, b) => a.due.localeCompare(b.due) || b.cents - a.cents || a.name.localeCompare(b.name));
  const debts = extras.debts.map((d) => ({ ...d, apr: Math.round(d.apr * 100) / 100 }));
  return {
    billsDue,
    billsDueTotalCents: billsDue.reduce((s, b) => s + b.cents, 0),
    goals: extras.goals.map((g) => ({ ...g, remainingCents: Math.max(0, g.targetCents - g.savedCents) })),
    debts,
    debtsTotalCents: debts.reduce((s, d) => s + d.balanceCents, 0),
    insights: extras.insights.map((i) => i.trim()).filter(Boolean),
    usualMonth: extras.usualMonth ?? null,
  };
}

/** The facts of the `days` ending on `today`, against the `days` before them, with the extras. */
export function episodeFacts(txs: readonly LedgerTransaction[], today: string, days: number, extras: EpisodeExtras = NO_EXTRAS): EpisodeFacts {
  const from = addDays(today, -(days - 1));
  const current = period(txs, from, today);
  const previous = period(txs, addDays(from, -days), addDays(from, -1));
  const spent = txs.filter((t) => t.date >= from && t.date <= today && isSpending(t.category, t.amountCents));
  const spentBefore = txs.filter((t) => t.date >= previous.from && t.date <= previous.to && isSpending(t.category, t.amountCents));
  const earned = txs.filter((t) => t.date >= from && t.date <= today && t.category === 'Income' && t.amountCents > 0);

  const categories = categoryFacts(spent, spentBefore, current.spendingCents);
  const rises = categories.filter((c) => c.changeCents > 0).sort((a, b) => b.changeCents - a.changeCents || a.category.localeCompare(b.category));
  const falls = categories.filter((c) => c.changeCents < 0).sort((a, b) => a.changeCents - b.changeCents || a.category.localeCompare(b.category));
  // the largest first; the earlier of equal ones, so the same ledger always names the same purchase
  const largest = [...spent].sort((a, b) => a.amountCents - b.amountCents || a.date.localeCompare(b.date) || a.description.localeCompare(b.description));
  const biggest = largest[0] ?? null;
  const spendDays = new Set(spent.map((t) => t.date));
  return {
    days,
    current,
    previous,
    spendingChangePercent: percentChange(current.spendingCents, previous.spendingCents),
    incomeChangePercent: percentChange(current.incomeCents, previous.incomeCents),
    netCents: current.incomeCents - current.spendingCents,
    dailyAverageCents: Math.round(current.spendingCents / days),
    topCategories: categories
      .filter((c) => c.cents > 0)
      .slice(0, 3)
      .map(({ category, cents, sharePercent }) => ({ category, cents, sharePercent })),
    topMerchants: byMerchant(spent, (t) => t.merchant ?? t.description).slice(0, 3),
    biggestPurchase: biggest ? { description: biggest.merchant ?? biggest.description, date: biggest.date, cents: -biggest.amountCents } : null,
    noSpendDays: days - spendDays.size,
    categories,
    biggestIncrease: rises[0] ?? null,
    biggestDecrease: falls[0] ?? null,
    merchants: byMerchant(spent, merchantDisplayName).slice(0, 10),
    purchases: largest.slice(0, 5).map((t) => ({ description: merchantDisplayName(t), date: t.date, cents: -t.amountCents, category: t.category })),
    incomeSources: byMerchant(earned, merchantDisplayName)
      .slice(0, 5)
      .map((m) => ({ source: m.merchant, cents: m.cents, payments: m.visits })),
    ...spendingPattern(spent, from, today),
    ...extrasFacts(extras),
  };
}
