// Everything the Spending Predictions page shows, from the ledger and the stated balance: the
// 30-day trend rule, monthly forecasts per category, the 30/60/90-day cash flow, recurring items
// and what is due in the next 30 days.
import { addDays } from '../dates.ts';
import { isSpending } from '../tag/taxonomy.ts';
import type { CurrentMonthForecast } from '../figures/current-month.ts';
import {
  type BillDue,
  type CashFlowProjection,
  type CoverageOptions,
  FORECAST_LEVEL,
  forecastCategoryMonths,
  projectCashFlow,
  type SeriesForecast,
} from './forecast.ts';
import { detectRecurringDetailed } from './recurring.ts';
import { spendingTrend } from './trend.ts';
import type { LedgerTransaction, RecurringSeries } from './types.ts';

export interface ForecastPointView {
  month: string;
  cents: number;
  lowCents: number;
  highCents: number;
}

export interface CategoryForecastView {
  category: string;
  /** 'holt-winters' (trend + seasonality, 24+ months), 'damped-holt' (trend, 3+), 'mean' */
  method: string;
  historyMonths: number;
  /** actual spending per complete month, positive cents */
  history: { month: string; cents: number }[];
  /** the current month (spent so far + expected in the days left) first, then the next ones (positive cents, 80 % band) */
  points: ForecastPointView[];
  /** the model's figure for the whole of the current month, as if none of it were known yet */
  wholeMonthCents: number;
}

/** This month: what was spent so far plus what is expected in the days left (core/figures/current-month.ts). */
export interface ThisMonthView {
  month: string;
  cents: number;
  lowCents: number;
  highCents: number;
  spentCents: number;
  /** bills and fixed charges still due this month, and the prorated rest */
  dueCents: number;
  otherCents: number;
  daysLeft: number;
  due: { date: string; name: string; cents: number; source: 'bill' | 'recurring' }[];
  /** "$4,436.36 spent so far + $126.40 expected in the 1 day left: …" */
  basis: string;
}

export interface RecurringView {
  key: string;
  merchant: string;
  category: string;
  kind: 'subscription' | 'bill' | 'income' | 'other';
  period: 'weekly' | 'biweekly' | 'monthly' | 'quarterly' | 'annual';
  averageAmountCents: number;
  lastAmountCents: number;
  lastDate: string;
  nextExpectedDate: string;
  nextExpectedAmountCents: number;
  occurrences: number;
  missed: number;
  confidence: number;
  amountVaries: boolean;
  priceChange: { fromCents: number; toCents: number; date: string } | null;
}

export interface CashFlowView {
  days: 30 | 60 | 90;
  startingBalanceCents: number;
  endBalanceCents: number;
  lowCents: number;
  highCents: number;
  lowestBalanceCents: number;
  lowestBalanceDate: string;
  recurringInCents: number;
  recurringOutCents: number;
  nonRecurringCents: number;
  /** how the non-recurring remainder was forecast */
  method: string;
  points: { date: string; balanceCents: number; lowCents: number; highCents: number }[];
}

/** GET /api/crystal/predictions */
export interface PredictionsView {
  today: string;
  transactionCount: number;
  /** the specification's 30-day rule: last 15 days against the 15 before, ±10 % */
  /** changePct is a ratio (0.25 = +25 %), null when the first half had no spending */
  trend: { trend: 'increasing' | 'decreasing' | 'stable'; firstHalfCents: number; secondHalfCents: number; changePct: number | null };
  /**
   * where the projection starts: the sum of each account's latest stated balance ('statement'),
   * or 0 when no import stated one ('none', the projection is then the change from today)
   */
  balance: { cents: number; source: 'statement' | 'none'; asOf: string | null };
  /** 80 % bands */
  level: number;
  /** what the forecasts stand on ("from the 4 full months Jul 2026 – Oct 2026; left out as partial: …"), or what is missing */
  history: { basis: string; missing: string | null; from: string | null; to: string | null };
  /** this month's figure and how it was computed; null with no transactions */
  thisMonth: ThisMonthView | null;
  total: CategoryForecastView | null;
  categories: CategoryForecastView[];
  cashFlow: CashFlowView[];
  recurring: RecurringView[];
  /** recurring charges and income expected in the next 30 days, soonest first */
  upcoming: { date: string; merchant: string; merchantKey: string; category: string; kind: RecurringView['kind']; amountCents: number }[];
}

/** Months forecast ahead: the current one and the next two. */
export const FORECAST_MONTHS = 3;
const HORIZONS = [30, 60, 90] as const;

export interface PredictionsOptions extends CoverageOptions {
  /** the user's bills due after today this month and not paid yet (billsDueThisMonth) */
  billsDue?: readonly BillDue[];
}

export function buildPredictions(
  ledger: readonly LedgerTransaction[],
  today: string,
  balance: PredictionsView['balance'],
  opts: PredictionsOptions = {},
): PredictionsView {
  const spending = ledger.filter((t) => isSpending(t.category, t.amountCents));
  const trend = spendingTrend(spending, today);
  if (ledger.length === 0) {
    return {
      today,
      transactionCount: 0,
      level: FORECAST_LEVEL,
      history: { basis: 'No transactions yet.', missing: 'No transactions yet.', from: null, to: null },
      thisMonth: null,
      balance,
      total: null,
      categories: [],
      cashFlow: [],
      recurring: [],
      upcoming: [],
      trend: { trend: trend.trend, firstHalfCents: trend.firstHalfCents, secondHalfCents: trend.secondHalfCents, changePct: trend.changePct },
    };
  }
  const detections = detectRecurringDetailed(ledger, today);
  const months = forecastCategoryMonths(ledger, today, FORECAST_MONTHS, { ...opts, detections });
  const recurring = detections.map((d) => d.series);
  const projections = HORIZONS.map((days) => projectCashFlow(ledger, today, balance.cents, days, detections, opts));
  const soon = addDays(today, 30);
  const merchantKeyOf = new Map(recurring.map((r) => [r.key, r.merchantKey]));
  const upcoming = projections[0]!.recurring
    .filter((i) => i.date <= soon)
    .map((i) => ({
      date: i.date,
      merchant: i.merchant,
      merchantKey: merchantKeyOf.get(i.seriesKey) ?? '',
      category: i.category,
      kind: i.kind,
      amountCents: i.amountCents,
    }));
  return {
    today,
    transactionCount: ledger.length,
    trend: { trend: trend.trend, firstHalfCents: trend.firstHalfCents, secondHalfCents: trend.secondHalfCents, changePct: trend.changePct },
    balance,
    level: months.level,
    history: { basis: months.basis, missing: months.missing, from: months.historyFrom, to: months.historyTo },
    thisMonth: thisMonthDto(months.total.currentMonth),
    total: months.total.history.length > 0 ? seriesDto(months.total) : null,
    categories: months.categories.map(seriesDto),
    cashFlow: projections.map(cashFlowDto),
    recurring: recurring.map(recurringDto),
    upcoming,
  };
}

function seriesDto(s: SeriesForecast): CategoryForecastView {
  return {
    category: s.category,
    method: s.method,
    historyMonths: s.historyMonths,
    history: s.history.map((h) => ({ month: h.month, cents: h.cents })),
    points: s.points.map((p) => ({ month: p.month, cents: p.cents, lowCents: p.lowCents, highCents: p.highCents })),
    wholeMonthCents: s.wholeMonthCents,
  };
}

function thisMonthDto(c: CurrentMonthForecast): ThisMonthView {
  return {
    month: c.month,
    cents: c.cents,
    lowCents: c.lowCents,
    highCents: c.highCents,
    spentCents: c.spentCents,
    dueCents: c.dueCents,
    otherCents: c.otherCents,
    daysLeft: c.daysLeft,
    due: c.due.map((d) => ({ date: d.date, name: d.name, cents: d.cents, source: d.source })),
    basis: c.basis,
  };
}

function cashFlowDto(p: CashFlowProjection): CashFlowView {
  return {
    days: p.days,
    startingBalanceCents: p.startingBalanceCents,
    endBalanceCents: p.endBalanceCents,
    lowCents: p.lowCents,
    highCents: p.highCents,
    lowestBalanceCents: p.lowestBalanceCents,
    lowestBalanceDate: p.lowestBalanceDate,
    recurringInCents: p.recurringInCents,
    recurringOutCents: p.recurringOutCents,
    nonRecurringCents: p.nonRecurringCents,
    method: p.remainder.method,
    points: p.points,
  };
}

export function recurringDto(s: RecurringSeries): RecurringView {
  return {
    key: s.key,
    merchant: s.merchant,
    category: s.category,
    kind: s.kind,
    period: s.period,
    averageAmountCents: s.averageAmountCents,
    lastAmountCents: s.lastAmountCents,
    lastDate: s.lastDate,
    nextExpectedDate: s.nextExpectedDate,
    nextExpectedAmountCents: s.nextExpectedAmountCents,
    occurrences: s.occurrences,
    missed: s.missed,
    confidence: s.confidence,
    amountVaries: s.amountVaries,
    priceChange: s.priceChange,
  };
}
