// Crystal's monthly spending forecast per category and in total. Each series is learnt from the
// full months only (history.ts); its fixed charges (fixed-charges.ts) are held at their own amounts
// on their own dates and only the rest is smoothed. The current month is not a model figure: it is
// what was spent so far plus what is expected in the days left (core/figures/current-month.ts).
import { currentMonthForecast, type CurrentMonthForecast, type DueItem, monthEnd } from '../figures/current-month.ts';
import { TRANSFER } from '../tag/taxonomy.ts';
import { expectedDates, type FixedCharge, fixedCharges } from './fixed-charges.ts';
import { addMonthsKey, type CoverageOptions, historyBasis, historyCoverage, historyWindowOf, monthOf, monthlySums } from './history.ts';
import { detectRecurringDetailed, type RecurringDetection } from './recurring.ts';
import { fitSeries, Z80, type ForecastMethod, type SmoothingParams } from './smoothing.ts';
import type { LedgerTransaction } from './types.ts';

/** The interval the bands describe. */
export const FORECAST_LEVEL = 0.8;
/** The name of the all-categories series. */
export const TOTAL = 'Total';

export interface MonthValue {
  /** 'YYYY-MM' */
  month: string;
  cents: number;
}

export interface MonthForecastPoint extends MonthValue {
  /** the 80 % band */
  lowCents: number;
  highCents: number;
}

export interface SeriesForecast {
  /** a category, or 'Total' */
  category: string;
  method: ForecastMethod;
  params: SmoothingParams;
  historyMonths: number;
  /** spending per history month, positive cents */
  history: MonthValue[];
  /** standard deviation of the fit's one-step errors (of the part that is not a fixed charge) */
  residualSdCents: number;
  /** the current month (spent so far + expected in the days left) first, then the following ones */
  points: MonthForecastPoint[];
  /** how the current month's point was computed */
  currentMonth: CurrentMonthForecast;
  /** the model's figure for the whole of the current month (fixed charges + the rest's forecast), as if none of it were known */
  wholeMonthCents: number;
  /** the fixed charges held at their own amounts, positive cents per month */
  fixedMonthlyCents: number;
}

/** A bill the user set up, still to pay this month (services/bills/occurrences.ts). */
export interface BillDue {
  date: string;
  name: string;
  /** positive cents */
  cents: number;
  /** the normalized merchant its payments carry: a fixed charge of the same merchant is this bill */
  merchantKey: string | null;
}

/** A bill with its occurrences, as services/bills/occurrences.ts and the chat's bills hold them. */
export interface BillWithOccurrences {
  name: string;
  /** the usual amount, positive cents */
  expectedCents: number;
  merchantKey?: string | null;
  occurrences: readonly { due: string; status: string }[];
}

/** The bills still to pay after today in today's month (not paid, not already late). */
export function billsDueThisMonth(bills: readonly BillWithOccurrences[], today: string): BillDue[] {
  const end = monthEnd(today);
  return bills.flatMap((b) =>
    b.occurrences
      .filter((o) => o.status === 'upcoming' && o.due > today && o.due <= end)
      .map((o) => ({ date: o.due, name: b.name, cents: b.expectedCents, merchantKey: b.merchantKey ?? null })),
  );
}

export interface ForecastOptions extends CoverageOptions {
  /** detectRecurringDetailed(txs, today), when the caller already has it */
  detections?: readonly RecurringDetection[];
  /** the user's bills due after today this month and not paid yet: they enter the total's days left */
  billsDue?: readonly BillDue[];
}

export interface CategoryMonthsForecast {
  today: string;
  level: number;
  horizonMonths: number;
  /** the full months used as history (null when there are none) */
  historyFrom: string | null;
  historyTo: string | null;
  /** what the forecasts stand on, in words ("from the 4 full months Jul 2026 – Oct 2026; left out as partial: …") */
  basis: string;
  /** what is missing for a forecast ("No full month so far; forecasts need 1. …"), null when there is one */
  missing: string | null;
  total: SeriesForecast;
  /** every category with spending in the history, largest first */
  categories: SeriesForecast[];
}

const spendingKey = (t: LedgerTransaction) => (t.category === 'Income' || t.category === TRANSFER ? null : t.category);

interface Part {
  actual: number[];
  rest: number[];
  /** fixed charges per forecast month (index 0: the current month, whole) */
  fixed: number[];
  /** fixed charges (and bills) still due in the current month */
  due: DueItem[];
  spentCents: number;
}

function seriesForecast(category: string, months: readonly string[], part: Part, today: string, horizon: number): SeriesForecast {
  const fit = fitSeries(part.rest);
  const start = monthOf(today);
  const band = (h: number) => {
    const f = fit.forecast(h);
    const sd = Math.sqrt(fit.variance(h));
    return { cents: Math.max(0, f), lowCents: Math.max(0, f - Z80 * sd), highCents: Math.max(0, f + Z80 * sd) };
  };
  const current = currentMonthForecast({ today, spentCents: part.spentCents, other: months.length ? band(1) : null, due: part.due });
  const points: MonthForecastPoint[] = [{ month: start, cents: current.cents, lowCents: current.lowCents, highCents: current.highCents }];
  for (let h = 2; h <= horizon; h++) {
    const b = band(h);
    const fixed = part.fixed[h - 1] ?? 0;
    points.push({
      month: addMonthsKey(start, h - 1),
      cents: fixed + Math.round(b.cents),
      lowCents: fixed + Math.round(b.lowCents),
      highCents: fixed + Math.round(b.highCents),
    });
  }
  return {
    category,
    method: fit.method,
    params: fit.params,
    historyMonths: part.rest.length,
    history: months.map((month, i) => ({ month, cents: Math.round(part.actual[i]!) })),
    residualSdCents: Math.round(fit.sigma),
    points,
    currentMonth: current,
    wholeMonthCents: (part.fixed[0] ?? 0) + Math.round(band(1).cents),
    fixedMonthlyCents: part.fixed[1] ?? part.fixed[0] ?? 0,
  };
}

/** Each fixed charge's amounts per forecast month, and the ones due after today in this month. */
function placeFixed(fixed: readonly FixedCharge[], txs: readonly LedgerTransaction[], today: string, horizon: number) {
  const start = monthOf(today);
  const end = monthEnd(`${addMonthsKey(start, horizon - 1)}-01`);
  return fixed.map((f) => {
    const perMonth = new Array<number>(horizon).fill(0);
    // already charged this month: part of the whole month's figure
    for (const i of f.members) if (monthOf(txs[i]!.date) === start && txs[i]!.date.slice(0, 10) <= today) perMonth[0]! += -txs[i]!.amountCents;
    const due: DueItem[] = [];
    for (const d of expectedDates(f.series, today, end)) {
      const h = (Number(d.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(d.slice(5, 7)) - Number(start.slice(5, 7));
      perMonth[h]! += f.cents;
      if (h === 0) due.push({ date: d, name: f.series.merchant, cents: f.cents, source: 'recurring' });
    }
    return { charge: f, perMonth, due };
  });
}

/**
 * Spending per category per month for `horizonMonths` months from today's month, from the full
 * months before it. Spending is the net outflow of each category other than Income and Transfer
 * (refunds in a category reduce it), floored at zero per month. Fixed charges are placed on their
 * dates at their amounts; the rest of each series uses Holt-Winters with ≥ 24 months, damped Holt
 * with 3–23, the mean below. With no full month there is no model: only what was spent so far and
 * the charges known to be due, and `missing` says why.
 */
export function forecastCategoryMonths(
  txs: readonly LedgerTransaction[],
  today: string,
  horizonMonths: number,
  opts: ForecastOptions = {},
): CategoryMonthsForecast {
  const horizon = Math.max(1, Math.floor(horizonMonths));
  const coverage = historyCoverage(txs, today, opts);
  const win = historyWindowOf(coverage);
  const { basis, missing } = historyBasis(coverage, win);
  const months = win?.months ?? [];
  const fixed = placeFixed(fixedCharges(opts.detections ?? detectRecurringDetailed(txs, today)), txs, today, horizon);
  const member = new Set(fixed.flatMap((f) => f.charge.members));
  const actual = win ? monthlySums(txs, win, spendingKey, (t) => -t.amountCents) : new Map<string, number[]>();
  const rest = win
    ? monthlySums(
        txs,
        win,
        (t, i) => (member.has(i) ? null : spendingKey(t)),
        (t) => -t.amountCents,
      )
    : new Map<string, number[]>();
  const spent = new Map<string, number>();
  for (const t of txs) {
    const key = spendingKey(t);
    const d = t.date.slice(0, 10);
    if (key !== null && monthOf(d) === monthOf(today) && d <= today) spent.set(key, (spent.get(key) ?? 0) - t.amountCents);
  }

  const empty = (): Part => ({
    actual: new Array(months.length).fill(0),
    rest: new Array(months.length).fill(0),
    fixed: new Array(horizon).fill(0),
    due: [],
    spentCents: 0,
  });
  const parts = new Map<string, Part>();
  for (const [name, row] of actual) {
    const values = row.map((v) => Math.max(0, v));
    if (values.reduce((a, b) => a + b, 0) <= 0) continue;
    parts.set(name, { ...empty(), actual: values, rest: (rest.get(name) ?? values.map(() => 0)).map((v) => Math.max(0, v)) });
  }
  const total = empty();
  // a bill the user set up stands for the fixed charge of its merchant in the days left
  const billKeys = new Set((opts.billsDue ?? []).map((b) => b.merchantKey).filter((k): k is string => !!k));
  for (const f of fixed) {
    const part = parts.get(f.charge.series.category);
    const due = billKeys.has(f.charge.series.merchantKey) ? [] : f.due;
    for (const p of part ? [part, total] : [total]) {
      f.perMonth.forEach((c, h) => {
        p.fixed[h]! += c;
      });
      p.due.push(...due);
    }
  }
  total.due.push(...(opts.billsDue ?? []).map((b) => ({ date: b.date, name: b.name, cents: b.cents, source: 'bill' as const })));
  for (const [name, p] of parts) {
    p.spentCents = Math.max(0, spent.get(name) ?? 0);
    p.actual.forEach((v, i) => {
      total.actual[i]! += v;
      total.rest[i]! += p.rest[i]!;
    });
  }
  for (const [name, c] of spent) if (!parts.has(name)) parts.set(name, { ...empty(), spentCents: Math.max(0, c) });
  total.spentCents = [...parts.values()].reduce((s, p) => s + p.spentCents, 0);

  const series = [...parts]
    .filter(([, p]) => p.actual.some((v) => v > 0) || p.spentCents > 0)
    .sort((a, b) => sum(b[1].actual) - sum(a[1].actual) || b[1].spentCents - a[1].spentCents || a[0].localeCompare(b[0]))
    .map(([name, p]) => seriesForecast(name, months, p, today, horizon));
  return {
    today,
    level: FORECAST_LEVEL,
    horizonMonths: horizon,
    historyFrom: win ? months[0]! : null,
    historyTo: win ? months.at(-1)! : null,
    basis,
    missing,
    total: seriesForecast(TOTAL, months, total, today, horizon),
    categories: series,
  };
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
