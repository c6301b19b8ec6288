// Roundtable's facts (issue 16, first step): what an episode may say about the user's money, computed
// from the ledger alone, for the timeframe and the one before it. A script is written from these and
// checked against them (number-check.ts); nothing else may carry a figure.
import { merchantKey } from '../crystal/merchant.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { addDays } from '../dates.ts';
import { TRANSFER, isSpending } from '../tag/taxonomy.ts';

export interface PeriodFacts {
  from: string;
  to: string;
  spendingCents: number;
  incomeCents: number;
  transactions: number;
}

export interface EpisodeFacts {
  days: number;
  current: PeriodFacts;
  previous: PeriodFacts;
  /** spending now against before, whole percent; null when nothing was spent before */
  spendingChangePercent: number | null;
  /** income − spending in the timeframe */
  netCents: number;
  topCategories: { category: string; cents: number; sharePercent: number }[];
  topMerchants: { merchant: string; cents: number; visits: number }[];
  biggestPurchase: { description: string; date: string; cents: number } | null;
  /** days of the timeframe with no spending at all */
  noSpendDays: number;
}

function period(txs: readonly LedgerTransaction[], from: string, to: string): PeriodFacts {
  const inside = txs.filter((t) => t.date >= from && t.date <= to && t.category !== TRANSFER);
  return {
    from, to, transactions: inside.length,
    spendingCents: inside.filter((t) => isSpending(t.category, t.amountCents)).reduce((s, t) => s - t.amountCents, 0),
    incomeCents: inside.filter((t) => t.category === 'Income' && t.amountCents > 0).reduce((s, t) => s + t.amountCents, 0),
  };
}

/** The facts of the `days` ending on `today`, against the `days` before them. */
export function episodeFacts(txs: readonly LedgerTransaction[], today: string, days: number): EpisodeFacts {
  const from = addDays(today, -(days - 1));
  const current = period(txs, from, today);
  const previous = period(txs, addDays(from, -days), addDays(from, -1));
  const spent = txs.filter((t) => t.date >= from && t.date <= today && isSpending(t.category, t.amountCents));
  const byCategory = new Map<string, number>();
  const byMerchant = new Map<string, { merchant: string; cents: number; visits: number }>();
  for (const t of spent) {
    byCategory.set(t.category, (byCategory.get(t.category) ?? 0) - t.amountCents);
    const key = merchantKey(t);
    const m = byMerchant.get(key) ?? { merchant: t.merchant ?? t.description, cents: 0, visits: 0 };
    m.cents -= t.amountCents;
    m.visits += 1;
    byMerchant.set(key, m);
  }
  const share = (cents: number) => (current.spendingCents > 0 ? Math.round((cents / current.spendingCents) * 100) : 0);
  const biggest = spent.reduce<LedgerTransaction | null>((b, t) => (b === null || t.amountCents < b.amountCents ? t : b), null);
  const spendDays = new Set(spent.map((t) => t.date));
  return {
    days, current, previous,
    spendingChangePercent: previous.spendingCents > 0 ? Math.round(((current.spendingCents - previous.spendingCents) / previous.spendingCents) * 100) : null,
    netCents: current.incomeCents - current.spendingCents,
    topCategories: [...byCategory].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3)
      .map(([category, cents]) => ({ category, cents, sharePercent: share(cents) })),
    topMerchants: [...byMerchant.values()].sort((a, b) => b.cents - a.cents || a.merchant.localeCompare(b.merchant)).slice(0, 3),
    biggestPurchase: biggest ? { description: biggest.merchant ?? biggest.description, date: biggest.date, cents: -biggest.amountCents } : null,
    noSpendDays: days - spendDays.size,
  };
}
