// The goals page's figures from the goals, what each has saved and the user's ledger: required
// monthly, the waterfall's share, the projection, the status and one concrete way to finish sooner.
import type { LedgerTransaction } from '../crystal/types.ts';
import { formatCents } from '../money.ts';
import { TRANSFER } from '../tag/taxonomy.ts';
import { missingFor } from '../figures/minimums.ts';
import { type LedgerFigures, ledgerFigures, statisticMonths } from '../figures/monthly.ts';
import { addMonths, goalStatus, monthsLeft, monthsSooner, projectCompletion, requiredMonthly, shareSurplus, surpluses } from './goals.ts';

export interface GoalProjectionView {
  /** YYYY-MM the goal is likely reached (median) and pessimistically (90th percentile); null: not within 50 years */
  medianMonth: string | null;
  p90Month: string | null;
  /** share of the bootstrap runs that reach it by the target date */
  chanceByTarget: number | null;
  /** what it was computed from: the user's full months and their mean surplus */
  basis: { months: number; meanMonthlyCents: number; runs: number; seed: number };
  /** too few full months for a projection, in words ("1 full month so far; goal projections need 3."); null: projected */
  missing: string | null;
}

export interface GoalView {
  id: string;
  name: string;
  kind: string;
  targetCents: number;
  targetDate: string | null;
  startingCents: number;
  /** starting amount + contributions by hand + matched ledger rows */
  savedCents: number;
  remainingCents: number;
  linkedAccount: string | null;
  matchText: string | null;
  priority: number;
  status: 'active' | 'paused' | 'completed' | 'archived';
  /** send it back with an edit: a save from an older copy is refused */
  updatedAt: string;
  requiredMonthlyCents: number | null;
  /** what the waterfall gives it each month from the median surplus */
  monthlyShareCents: number;
  projection: GoalProjectionView;
  progress: 'completed' | 'ahead' | 'on track' | 'at risk' | 'behind' | 'no deadline' | 'not enough data';
  /** "spend $X less on Y to finish N months sooner", from the user's biggest discretionary category and its biggest merchant */
  suggestion: { category: string; merchant: string | null; cutCents: number; monthsSooner: number } | null;
}

export interface GoalsView {
  goals: GoalView[];
  /** the full months the projections use (core/figures: the latest 12): income − spending, transfers left out */
  months: { month: string; incomeCents: number; spendingCents: number }[];
  /** the monthly surplus every page quotes (core/figures ledgerFigures), 0 without a full month */
  medianSurplusCents: number;
  /** its words: "median of the 5 full months Jun 2026 – Oct 2026", or what is missing */
  surplusStatistic: string;
  /** how the median surplus is shared, in priority order: each active goal, and the debt plan's extra */
  waterfall: { id: string; name: string; priority: number; wantCents: number; getsCents: number }[];
}

/** A goal as stored, with what it has saved: the part of GoalView that is not computed here. */
export type GoalFacts = Pick<
  GoalView,
  'id' | 'name' | 'kind' | 'targetCents' | 'targetDate' | 'startingCents' | 'savedCents' | 'linkedAccount' | 'matchText' | 'priority' | 'status' | 'updatedAt'
>;

/** Spending the user chooses day to day: what "spend less on" may name. */
const DISCRETIONARY = new Set(['Food & Dining', 'Shopping', 'Entertainment', 'Recreation', 'Transportation']);

/** The biggest discretionary category over the covered months, with its mean monthly spend. */
function biggestDiscretionary(
  txs: readonly LedgerTransaction[],
  months: readonly string[],
): { category: string; merchant: string | null; monthlyCents: number } | null {
  const inWindow = new Set(months);
  const totals = new Map<string, number>();
  const merchants = new Map<string, Map<string, number>>();
  for (const t of txs) {
    if (t.amountCents >= 0 || t.category === TRANSFER || !DISCRETIONARY.has(t.category) || !inWindow.has(t.date.slice(0, 7))) continue;
    totals.set(t.category, (totals.get(t.category) ?? 0) - t.amountCents);
    const m = merchants.get(t.category) ?? new Map<string, number>();
    const name = t.merchant ?? t.description;
    m.set(name, (m.get(name) ?? 0) - t.amountCents);
    merchants.set(t.category, m);
  }
  const [best] = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || !months.length) return null;
  const [top] = [...(merchants.get(best[0]) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1]);
  return { category: best[0], merchant: top?.[0] ?? null, monthlyCents: Math.round(best[1] / months.length) };
}

/** The debt plan's claim on the surplus: what the user pays above the minimums, at their priority. */
export interface DebtClaim {
  extraCents: number;
  priority: number;
}

export const DEBT_CLAIM_ID = 'debts';

/**
 * `figures`: the user's monthly figures (services/figures/user-figures.ts); left out (a replay of a
 * past day), they are computed from `txs` as of `today` with no point accounts.
 */
export function goalsOverview(
  goals: readonly GoalFacts[],
  txs: readonly LedgerTransaction[],
  today: string,
  debt: DebtClaim | null = null,
  figures: LedgerFigures = ledgerFigures({ transactions: txs.filter((t) => t.date <= today), today }),
): GoalsView {
  const flows = statisticMonths(figures.months).map((m) => ({ month: m.month, incomeCents: m.incomeCents, spendingCents: m.spendingCents }));
  const monthly = surpluses(flows);
  const medianSurplus = figures.surplus.cents ?? 0;
  const missing = missingFor(figures, 'goalProjection');
  const thisMonth = today.slice(0, 7);
  const open = goals.filter((g) => g.status === 'active');
  // the waterfall: active goals by priority ask for their required monthly (no date: whatever is left)
  const wants = open.map((g) => {
    const remaining = Math.max(0, g.targetCents - g.savedCents);
    return { id: g.id, priority: g.priority, wantCents: requiredMonthly(remaining, today, g.targetDate) ?? remaining };
  });
  const claims = debt && debt.extraCents > 0 ? [...wants, { id: DEBT_CLAIM_ID, priority: debt.priority, wantCents: debt.extraCents }] : wants;
  const shared = shareSurplus(medianSurplus, claims);
  const shares = new Map(shared.map((s) => [s.id, s.getsCents]));
  const names = new Map(goals.map((g) => [g.id, g.name]));
  const waterfall = shared.map((s) => {
    const claim = claims.find((c) => c.id === s.id)!;
    return {
      id: s.id,
      name: s.id === DEBT_CLAIM_ID ? 'Debt payoff (above the minimums)' : (names.get(s.id) ?? s.id),
      priority: claim.priority,
      wantCents: claim.wantCents,
      getsCents: s.getsCents,
    };
  });
  const cut = biggestDiscretionary(
    txs,
    flows.map((f) => f.month),
  );

  return {
    months: flows,
    medianSurplusCents: medianSurplus,
    surplusStatistic: figures.surplus.statistic,
    waterfall,
    goals: goals.map((g): GoalView => {
      const remaining = Math.max(0, g.targetCents - g.savedCents);
      const monthsToTarget = g.targetDate ? monthsLeft(today, g.targetDate) : null;
      const monthlyShare = shares.get(g.id) ?? 0;
      const share = medianSurplus > 0 ? monthlyShare / medianSurplus : 0;
      // too few full months: no date and no chance, only what is missing (a bootstrap of one month is certain of nothing)
      const p = projectCompletion(remaining, missing ? [] : monthly, share, { monthsToTarget });
      if (missing && remaining > 0) p.chanceByTarget = null;
      const progress =
        g.status !== 'completed' && remaining > 0 && missing
          ? 'not enough data'
          : g.status === 'completed'
            ? 'completed'
            : goalStatus(remaining, p, monthsToTarget);
      let suggestion: GoalView['suggestion'] = null;
      if (!missing && cut && remaining > 0 && share > 0 && g.status === 'active') {
        // a quarter of the category's monthly spend, in whole dollars
        const cutCents = Math.max(100, Math.round(cut.monthlyCents / 4 / 100) * 100);
        const sooner = monthsSooner(remaining, monthly, share, Math.round(cutCents / share));
        if (sooner !== null && sooner > 0) suggestion = { category: cut.category, merchant: cut.merchant, cutCents, monthsSooner: sooner };
      }
      return {
        ...g,
        remainingCents: remaining,
        requiredMonthlyCents: requiredMonthly(remaining, today, g.targetDate),
        monthlyShareCents: monthlyShare,
        projection: {
          // month 1 of the projection is this month (monthsLeft counts it too)
          medianMonth: p.medianMonths === null ? null : addMonths(thisMonth, Math.max(0, p.medianMonths - 1)),
          p90Month: p.p90Months === null ? null : addMonths(thisMonth, Math.max(0, p.p90Months - 1)),
          chanceByTarget: p.chanceByTarget,
          basis: p.basis,
          missing: remaining > 0 ? missing : null,
        },
        progress,
        suggestion,
      };
    }),
  };
}

/**
 * What Goalie should say about each active goal after an import: reached, at risk or behind, once
 * per change of state (`lastAlert` is what was said last; null clears it when the goal is back on track).
 */
export function goalAlerts(
  goals: readonly GoalView[],
  lastAlert: ReadonlyMap<string, string | null>,
): { id: string; alert: string | null; message: string | null }[] {
  const month = (ym: string) => new Date(`${ym}-15T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return goals
    .filter((g) => g.status === 'active')
    .flatMap((g) => {
      const alert = g.remainingCents === 0 ? 'reached' : g.progress === 'at risk' || g.progress === 'behind' ? g.progress : null;
      if ((lastAlert.get(g.id) ?? null) === alert) return [];
      const p = g.projection;
      const message =
        alert === 'reached'
          ? `${g.name} is reached: ${formatCents(g.savedCents)} saved of ${formatCents(g.targetCents)}.`
          : alert === null
            ? null
            : `${g.name} is ${alert === 'at risk' ? 'at risk' : 'behind'}: ${p.medianMonth ? `likely reached in ${month(p.medianMonth)}` : 'not reached at this pace'}` +
              `${g.targetDate ? `, the date is ${g.targetDate}` : ''}${p.chanceByTarget !== null ? ` (${Math.round(p.chanceByTarget * 100)}% of futures make it)` : ''}.` +
              `${g.requiredMonthlyCents !== null ? ` It needs ${formatCents(g.requiredMonthlyCents)} a month and gets ${formatCents(g.monthlyShareCents)}.` : ''}`;
      return [{ id: g.id, alert, message }];
    });
}
