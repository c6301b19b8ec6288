// Crystal's forecasts: spending per category per month, and the cash-flow projection for the next
// 30/60/90 days (known recurring items on their dates plus a forecast of everything else).
import { TRANSFER } from '../tag/taxonomy.ts';
import { addDays, daysBetween, daysInMonth, isoDate } from '../dates.ts';
import { advancePeriod, detectRecurringDetailed, periodSpec, type RecurringDetection } from './recurring.ts';
import { fitSeries, Z80, type ForecastMethod, type SeriesFit, type SmoothingParams } from './smoothing.ts';
import type { LedgerTransaction, RecurringKind } from './types.ts';

/** The interval the bands describe. */
export const FORECAST_LEVEL = 0.8;
/** A first month whose earliest transaction is after this day is taken as partial and left out. */
export const PARTIAL_FIRST_MONTH_DAY = 7;
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
  /** standard deviation of the fit's one-step errors */
  residualSdCents: number;
  /** the current month (today's) first, then the following ones */
  points: MonthForecastPoint[];
}

export interface CategoryMonthsForecast {
  today: string;
  level: number;
  horizonMonths: number;
  /** the complete months used as history (null when there are none) */
  historyFrom: string | null;
  historyTo: string | null;
  /**
   * true when there was no complete month yet and the days seen so far were scaled to one month
   * (the forecast is then that month's mean)
   */
  partialHistory: boolean;
  total: SeriesForecast;
  /** every category with spending in the history, largest first */
  categories: SeriesForecast[];
}

export const monthOf = (date: string) => date.slice(0, 7);
/** 'YYYY-MM' k months after `month`. */
export function addMonthsKey(month: string, k: number): string {
  return isoDate(Number(month.slice(0, 4)), Number(month.slice(5, 7)) + k, 1).slice(0, 7);
}
/** Months from a to b ('YYYY-MM'): monthsBetween('2024-01', '2024-03') === 2. */
export function monthsBetween(a: string, b: string): number {
  return (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
}
const monthDays = (month: string) => daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

export interface HistoryWindow {
  months: string[];
  /** first date counted */
  from: string;
  /** last date counted */
  to: string;
  /** the factor that turns the window's sums into one month (1 for complete months) */
  scale: number;
  partial: boolean;
}

/**
 * The complete months before today's month, from the first month the ledger covers (a first month
 * entered after its 7th day is partial and skipped). With no complete month yet, the days from
 * the first transaction to today, scaled to a month.
 */
export function historyWindow(txs: readonly LedgerTransaction[], today: string): HistoryWindow | null {
  let earliest: string | null = null;
  for (const t of txs) {
    const d = t.date.slice(0, 10);
    if (d <= today && (earliest === null || d < earliest)) earliest = d;
  }
  if (earliest === null) return null;
  let first = monthOf(earliest);
  if (Number(earliest.slice(8, 10)) > PARTIAL_FIRST_MONTH_DAY) first = addMonthsKey(first, 1);
  // months the user has no statement for are missing, not months of zero spending: the history is
  // the latest unbroken run of months the ledger covers (one old statement is its own months only)
  const covered = new Set(txs.map((t) => monthOf(t.date.slice(0, 10))));
  let last = addMonthsKey(monthOf(today), -1);
  while (last >= first && !covered.has(last)) last = addMonthsKey(last, -1);
  if (last >= first) {
    let start = last;
    while (addMonthsKey(start, -1) >= first && covered.has(addMonthsKey(start, -1))) start = addMonthsKey(start, -1);
    first = start;
  }
  const n = last >= first ? monthsBetween(first, last) + 1 : 0;
  if (n >= 1) {
    const months = Array.from({ length: n }, (_, i) => addMonthsKey(first, i));
    return { months, from: `${first}-01`, to: `${last}-${String(monthDays(last)).padStart(2, '0')}`, scale: 1, partial: false };
  }
  const days = daysBetween(earliest, today) + 1;
  return { months: [monthOf(today)], from: earliest, to: today, scale: 30.44 / Math.max(days, 7), partial: true };
}

/** Sums `value(t)` per history month; `null` values are skipped. */
function monthlySums(
  txs: readonly LedgerTransaction[],
  win: HistoryWindow,
  keyOf: (t: LedgerTransaction) => string | null,
  valueOf: (t: LedgerTransaction) => number,
): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const t of txs) {
    const d = t.date.slice(0, 10);
    if (d < win.from || d > win.to) continue;
    const key = keyOf(t);
    if (key === null) continue;
    const i = win.partial ? 0 : monthsBetween(win.months[0]!, monthOf(d));
    let row = out.get(key);
    if (!row) {
      row = new Array<number>(win.months.length).fill(0);
      out.set(key, row);
    }
    row[i]! += valueOf(t);
  }
  if (win.scale !== 1) for (const row of out.values()) for (let i = 0; i < row.length; i++) row[i] = row[i]! * win.scale;
  return out;
}

function seriesForecast(category: string, months: readonly string[], values: readonly number[], today: string, horizon: number): SeriesForecast {
  const fit = fitSeries(values);
  const start = monthOf(today);
  const points: MonthForecastPoint[] = [];
  for (let h = 1; h <= horizon; h++) {
    const f = fit.forecast(h);
    const sd = Math.sqrt(fit.variance(h));
    points.push({
      month: addMonthsKey(start, h - 1),
      cents: Math.max(0, Math.round(f)),
      lowCents: Math.max(0, Math.round(f - Z80 * sd)),
      highCents: Math.max(0, Math.round(f + Z80 * sd)),
    });
  }
  return {
    category,
    method: fit.method,
    params: fit.params,
    historyMonths: values.length,
    history: months.map((month, i) => ({ month, cents: Math.round(values[i]!) })),
    residualSdCents: Math.round(fit.sigma),
    points,
  };
}

/**
 * Spending per category per month for `horizonMonths` months from today's month, from the
 * complete months before it. Spending is the net outflow of each category other than Income and Transfer
 * (refunds in a category reduce it), floored at zero per month. Each series says which method it
 * used: Holt-Winters with ≥ 24 months, damped Holt with 3–23, the mean below.
 */
export function forecastCategoryMonths(txs: readonly LedgerTransaction[], today: string, horizonMonths: number): CategoryMonthsForecast {
  const horizon = Math.max(1, Math.floor(horizonMonths));
  const win = historyWindow(txs, today);
  if (!win) {
    return {
      today,
      level: FORECAST_LEVEL,
      horizonMonths: horizon,
      historyFrom: null,
      historyTo: null,
      partialHistory: false,
      total: seriesForecast(TOTAL, [], [], today, horizon),
      categories: [],
    };
  }
  // transfers between the user's own accounts are not spending
  const sums = monthlySums(
    txs,
    win,
    (t) => (t.category === 'Income' || t.category === TRANSFER ? null : t.category),
    (t) => -t.amountCents,
  );
  const total = new Array<number>(win.months.length).fill(0);
  const categories: { name: string; values: number[]; volume: number }[] = [];
  for (const [name, row] of sums) {
    const values = row.map((v) => Math.max(0, v));
    const volume = values.reduce((a, b) => a + b, 0);
    if (volume <= 0) continue;
    values.forEach((v, i) => (total[i]! += v));
    categories.push({ name, values, volume });
  }
  categories.sort((a, b) => b.volume - a.volume || a.name.localeCompare(b.name));
  return {
    today,
    level: FORECAST_LEVEL,
    horizonMonths: horizon,
    historyFrom: win.partial ? null : win.months[0]!,
    historyTo: win.partial ? null : win.months[win.months.length - 1]!,
    partialHistory: win.partial,
    total: seriesForecast(TOTAL, win.months, total, today, horizon),
    categories: categories.map((c) => seriesForecast(c.name, win.months, c.values, today, horizon)),
  };
}

export interface CashFlowItem {
  date: string;
  merchant: string;
  category: string;
  kind: RecurringKind;
  amountCents: number;
  seriesKey: string;
}

export interface CashFlowDay {
  date: string;
  balanceCents: number;
  lowCents: number;
  highCents: number;
}

export interface CashFlowProjection {
  today: string;
  days: 30 | 60 | 90;
  level: number;
  startingBalanceCents: number;
  /** expected balance on the last day, with its 80 % band */
  endBalanceCents: number;
  lowCents: number;
  highCents: number;
  lowestBalanceCents: number;
  lowestBalanceDate: string;
  recurringInCents: number;
  recurringOutCents: number;
  /** expected net flow of everything that is not a recurring item */
  nonRecurringCents: number;
  /** how the non-recurring remainder was forecast (net cents per month) */
  remainder: {
    method: ForecastMethod;
    params: SmoothingParams;
    historyMonths: number;
    monthlyCents: number;
    residualSdCents: number;
  };
  /** recurring items placed on their expected dates; an overdue one goes on tomorrow */
  recurring: CashFlowItem[];
  /** one per day, today + 1 … today + days */
  points: CashFlowDay[];
}

function amountVariance(txs: readonly LedgerTransaction[], members: readonly number[]): number {
  const xs = members.slice(-6).map((i) => txs[i]!.amountCents);
  if (xs.length < 2) return 0;
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
}

/**
 * The balance over the next `days` days from `startingBalanceCents` today: recurring series
 * (detectRecurring) on their expected dates, plus the non-recurring remainder's monthly net
 * forecast spread evenly over each month's days. The 80 % band comes from the remainder fit's
 * residuals (month errors scaled by the share of the month covered) and the spread of variable
 * recurring amounts; it widens with the horizon.
 */
export function projectCashFlow(
  txs: readonly LedgerTransaction[],
  today: string,
  startingBalanceCents: number,
  days: 30 | 60 | 90,
  /** detectRecurringDetailed(txs, today), when the caller already has it */
  detections: readonly RecurringDetection[] = detectRecurringDetailed(txs, today),
): CashFlowProjection {
  const end = addDays(today, days);
  const tomorrow = addDays(today, 1);

  const items: (CashFlowItem & { variance: number })[] = [];
  for (const { series, members } of detections) {
    const spec = periodSpec(series.period);
    const anchorDay = series.dayOfMonth ?? Number(series.nextExpectedDate.slice(8, 10));
    const variance = series.amountVaries ? amountVariance(txs, members) : 0;
    for (let k = 0; k < 400; k++) {
      const due = k === 0 ? series.nextExpectedDate : advancePeriod(series.nextExpectedDate, spec, k, anchorDay);
      if (due > end) break;
      items.push({
        date: due < tomorrow ? tomorrow : due,
        merchant: series.merchant,
        category: series.category,
        kind: series.kind,
        amountCents: series.nextExpectedAmountCents,
        seriesKey: series.key,
        variance,
      });
    }
  }
  items.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.amountCents - b.amountCents));

  const inSeries = new Set<number>();
  for (const d of detections) for (const i of d.members) inSeries.add(i);
  const rest = txs.filter((_, i) => !inSeries.has(i));
  const win = historyWindow(txs, today);
  let values: number[] = [];
  if (win) {
    const sums = monthlySums(
      rest,
      win,
      () => 'net',
      (t) => t.amountCents,
    );
    values = sums.get('net') ?? new Array<number>(win.months.length).fill(0);
  }
  const fit: SeriesFit = fitSeries(values);

  const points: CashFlowDay[] = [];
  const startMonth = monthOf(today);
  const coveredDays = new Map<number, number>();
  let balance = startingBalanceCents;
  let nonRecurring = 0;
  let recurringIn = 0;
  let recurringOut = 0;
  let recurringVar = 0;
  let itemAt = 0;
  let lowest = { cents: startingBalanceCents, date: today };
  for (let d = 1; d <= days; d++) {
    const date = addDays(today, d);
    const month = monthOf(date);
    const h = monthsBetween(startMonth, month) + 1;
    const daily = fit.forecast(h) / monthDays(month);
    balance += daily;
    nonRecurring += daily;
    coveredDays.set(h, (coveredDays.get(h) ?? 0) + 1);
    while (itemAt < items.length && items[itemAt]!.date === date) {
      const it = items[itemAt++]!;
      balance += it.amountCents;
      if (it.amountCents > 0) recurringIn += it.amountCents;
      else recurringOut += it.amountCents;
      recurringVar += it.variance;
    }
    let variance = recurringVar;
    for (const [mh, covered] of coveredDays) {
      const share = covered / monthDays(addMonthsKey(startMonth, mh - 1));
      variance += share * share * fit.variance(mh);
    }
    const sd = Math.sqrt(variance);
    const rounded = Math.round(balance);
    points.push({ date, balanceCents: rounded, lowCents: Math.round(balance - Z80 * sd), highCents: Math.round(balance + Z80 * sd) });
    if (rounded < lowest.cents) lowest = { cents: rounded, date };
  }
  const last = points[points.length - 1]!;
  return {
    today,
    days,
    level: FORECAST_LEVEL,
    startingBalanceCents,
    endBalanceCents: last.balanceCents,
    lowCents: last.lowCents,
    highCents: last.highCents,
    lowestBalanceCents: lowest.cents,
    lowestBalanceDate: lowest.date,
    recurringInCents: recurringIn,
    recurringOutCents: recurringOut,
    nonRecurringCents: Math.round(nonRecurring),
    remainder: {
      method: fit.method,
      params: fit.params,
      historyMonths: values.length,
      monthlyCents: Math.round(fit.forecast(1)),
      residualSdCents: Math.round(fit.sigma),
    },
    recurring: items.map(({ variance: _v, ...item }) => item),
    points,
  };
}
