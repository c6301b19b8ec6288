// Crystal's forecasts: spending per category per month (category-months.ts), and the cash-flow
// projection for the next 30/60/90 days (known recurring items on their dates plus a forecast of
// everything else), both from the full months of history.ts.
import { addDays } from '../dates.ts';
import { FORECAST_LEVEL } from './category-months.ts';
import { addMonthsKey, type CoverageOptions, historyWindow, monthDays, monthOf, monthlySums, monthsBetween } from './history.ts';
import { advancePeriod, detectRecurringDetailed, periodSpec, type RecurringDetection } from './recurring.ts';
import { fitSeries, Z80, type ForecastMethod, type SeriesFit, type SmoothingParams } from './smoothing.ts';
import type { LedgerTransaction, RecurringKind } from './types.ts';

export {
  type BillDue,
  billsDueThisMonth,
  type BillWithOccurrences,
  type CategoryMonthsForecast,
  FORECAST_LEVEL,
  type ForecastOptions,
  forecastCategoryMonths,
  type MonthForecastPoint,
  type MonthValue,
  type SeriesForecast,
  TOTAL,
} from './category-months.ts';
export { addMonthsKey, type CoverageOptions, type HistoryWindow, historyWindow, monthOf, monthsBetween } from './history.ts';

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
  coverage: CoverageOptions = {},
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
  const win = historyWindow(txs, today, coverage);
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
