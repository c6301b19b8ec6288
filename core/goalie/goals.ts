// Goalie's goal maths from the user's own months: what is left, what a month needs, when the goal is
// likely done (a bootstrap over the user's real monthly surpluses, seeded so the same data always
// gives the same answer), whether that is on track, and how a surplus is shared between goals.
import { mulberry32 } from '../seeded-random.ts';

/** One covered month of the ledger (months with no statement are missing, never zero). */
export interface MonthFlow {
  month: string; // YYYY-MM
  incomeCents: number;
  /** money out, positive */
  spendingCents: number;
}

export const BOOTSTRAP_RUNS = 2000;
export const MAX_PROJECTION_MONTHS = 600;

/** "2026-03" + n months → "2026-05". */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whole months from `fromDay` (YYYY-MM-DD) to `toDay`, counting the month of `toDay` if any of it is left. */
export function monthsLeft(fromDay: string, toDay: string): number {
  const [fy, fm] = fromDay.split('-').map(Number) as [number, number];
  const [ty, tm] = toDay.split('-').map(Number) as [number, number];
  return Math.max(0, (ty - fy) * 12 + (tm - fm) + (toDay.slice(8) >= fromDay.slice(8) ? 1 : 0));
}

/** What must go to the goal each month to reach it by the date, rounded up to the cent; null without a date. */
export function requiredMonthly(remainingCents: number, today: string, targetDate: string | null): number | null {
  if (targetDate === null) return null;
  if (remainingCents <= 0) return 0;
  const months = monthsLeft(today, targetDate);
  return months === 0 ? remainingCents : Math.ceil(remainingCents / months);
}

export function surpluses(flows: readonly MonthFlow[]): number[] {
  return flows.map((f) => f.incomeCents - f.spendingCents);
}

export interface Projection {
  /** months from now, median and pessimistic (90th percentile); null: not within MAX_PROJECTION_MONTHS */
  medianMonths: number | null;
  p90Months: number | null;
  /** share of the runs that reached the goal by the target date (null without one) */
  chanceByTarget: number | null;
  /** what it was computed from */
  basis: { months: number; meanMonthlyCents: number; runs: number; seed: number };
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * When `remainingCents` is saved, if each month adds `share` of one of the user's own monthly
 * surpluses drawn at random (with replacement). A month in deficit adds nothing (a goal is not
 * raided) — the plan says so when most months are. Deterministic for a seed.
 */
export function projectCompletion(
  remainingCents: number,
  monthlySurpluses: readonly number[],
  share: number,
  opts: { seed?: number; runs?: number; monthsToTarget?: number | null } = {},
): Projection {
  const seed = opts.seed ?? 20_260_101;
  const runs = opts.runs ?? BOOTSTRAP_RUNS;
  const basis = {
    months: monthlySurpluses.length,
    meanMonthlyCents: monthlySurpluses.length ? Math.round(monthlySurpluses.reduce((s, x) => s + x, 0) / monthlySurpluses.length) : 0,
    runs,
    seed,
  };
  if (remainingCents <= 0) return { medianMonths: 0, p90Months: 0, chanceByTarget: 1, basis };
  if (!monthlySurpluses.length || share <= 0) return { medianMonths: null, p90Months: null, chanceByTarget: opts.monthsToTarget == null ? null : 0, basis };
  const results: number[] = [];
  for (let r = 0; r < runs; r++) {
    // each run draws from its own seeded stream: run r sees the same months whatever the share,
    // so a bigger share or surplus can only finish it sooner
    const rnd = mulberry32((seed + Math.imul(r + 1, 0x9e3779b1)) >>> 0);
    let saved = 0;
    let month = 0;
    while (saved < remainingCents && month < MAX_PROJECTION_MONTHS) {
      month++;
      const draw = monthlySurpluses[Math.floor(rnd() * monthlySurpluses.length)]!;
      saved += Math.max(0, Math.floor(draw * share));
    }
    results.push(saved >= remainingCents ? month : Number.POSITIVE_INFINITY);
  }
  results.sort((a, b) => a - b);
  const finite = (n: number) => (Number.isFinite(n) ? n : null);
  const target = opts.monthsToTarget;
  return {
    medianMonths: finite(quantile(results, 0.5)),
    p90Months: finite(quantile(results, 0.9)),
    chanceByTarget: target == null ? null : results.filter((m) => m <= target).length / runs,
    basis,
  };
}

export type GoalStatus = 'completed' | 'ahead' | 'on track' | 'at risk' | 'behind' | 'no deadline';

/**
 * ahead: even the pessimistic date is a month or more before the target; on track: the pessimistic
 * date makes it; at risk: the median makes it, the pessimistic one does not; behind: the median misses.
 */
export function goalStatus(remainingCents: number, p: Projection, monthsToTarget: number | null): GoalStatus {
  if (remainingCents <= 0) return 'completed';
  if (monthsToTarget === null) return 'no deadline';
  if (p.medianMonths === null || p.medianMonths > monthsToTarget) return 'behind';
  if (p.p90Months === null || p.p90Months > monthsToTarget) return 'at risk';
  return p.p90Months <= monthsToTarget - 1 ? 'ahead' : 'on track';
}

export interface Claim {
  id: string;
  /** 1 first */
  priority: number;
  /** what it asks for each month (a goal's required monthly, the debt plan's extra) */
  wantCents: number;
}

/** The priority waterfall: the monthly surplus goes to each claim in turn, up to what it asks for. */
export function shareSurplus(surplusCents: number, claims: readonly Claim[]): { id: string; getsCents: number; shortCents: number }[] {
  let left = Math.max(0, surplusCents);
  return [...claims]
    .sort((a, b) => a.priority - b.priority || a.id.localeCompare(b.id))
    .map((c) => {
      const gets = Math.min(left, Math.max(0, c.wantCents));
      left -= gets;
      return { id: c.id, getsCents: gets, shortCents: Math.max(0, c.wantCents) - gets };
    });
}

/** "Spend $X less on Y": the months saved if the monthly surplus grew by `cutCents` (same bootstrap, same seed). */
export function monthsSooner(remainingCents: number, monthlySurpluses: readonly number[], share: number, cutCents: number, seed?: number): number | null {
  const before = projectCompletion(remainingCents, monthlySurpluses, share, { seed });
  const after = projectCompletion(
    remainingCents,
    monthlySurpluses.map((s) => s + cutCents),
    share,
    { seed },
  );
  if (before.medianMonths === null || after.medianMonths === null) return null;
  return before.medianMonths - after.medianMonths;
}
