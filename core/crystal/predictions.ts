// Everything the Spending Predictions page shows, from the ledger and the stated balance: the
// 30-day trend rule, monthly forecasts per category, the 30/60/90-day cash flow, recurring items
// and what is due in the next 30 days.
import type { CashFlowDto, CategoryForecastDto, PredictionsDto, RecurringDto } from '../api.ts';
import { addDays } from '../dates.ts';
import { isSpending } from '../tag/taxonomy.ts';
import { FORECAST_LEVEL, forecastCategoryMonths, projectCashFlow, type CashFlowProjection, type SeriesForecast } from './forecast.ts';
import { detectRecurringDetailed } from './recurring.ts';
import { spendingTrend } from './trend.ts';
import type { LedgerTransaction, RecurringSeries } from './types.ts';

/** Months forecast ahead: the current one and the next two. */
export const FORECAST_MONTHS = 3;
const HORIZONS = [30, 60, 90] as const;

export function buildPredictions(
  ledger: readonly LedgerTransaction[],
  today: string,
  balance: PredictionsDto['balance'],
): PredictionsDto {
  const spending = ledger.filter((t) => isSpending(t.category, t.amountCents));
  const trend = spendingTrend(spending, today);
  if (ledger.length === 0) {
    return {
      today, transactionCount: 0, level: FORECAST_LEVEL, balance, total: null, categories: [], cashFlow: [], recurring: [], upcoming: [],
      trend: { trend: trend.trend, firstHalfCents: trend.firstHalfCents, secondHalfCents: trend.secondHalfCents, changePct: trend.changePct },
    };
  }
  const months = forecastCategoryMonths(ledger, today, FORECAST_MONTHS);
  const detections = detectRecurringDetailed(ledger, today);
  const recurring = detections.map((d) => d.series);
  const projections = HORIZONS.map((days) => projectCashFlow(ledger, today, balance.cents, days, detections));
  const soon = addDays(today, 30);
  const upcoming = projections[0]!.recurring
    .filter((i) => i.date <= soon)
    .map((i) => ({ date: i.date, merchant: i.merchant, category: i.category, kind: i.kind, amountCents: i.amountCents }));
  return {
    today,
    transactionCount: ledger.length,
    trend: { trend: trend.trend, firstHalfCents: trend.firstHalfCents, secondHalfCents: trend.secondHalfCents, changePct: trend.changePct },
    balance,
    level: months.level,
    total: months.total.history.length > 0 ? seriesDto(months.total) : null,
    categories: months.categories.map(seriesDto),
    cashFlow: projections.map(cashFlowDto),
    recurring: recurring.map(recurringDto),
    upcoming,
  };
}

function seriesDto(s: SeriesForecast): CategoryForecastDto {
  return {
    category: s.category, method: s.method, historyMonths: s.historyMonths,
    history: s.history.map((h) => ({ month: h.month, cents: h.cents })),
    points: s.points.map((p) => ({ month: p.month, cents: p.cents, lowCents: p.lowCents, highCents: p.highCents })),
  };
}

function cashFlowDto(p: CashFlowProjection): CashFlowDto {
  return {
    days: p.days, startingBalanceCents: p.startingBalanceCents, endBalanceCents: p.endBalanceCents,
    lowCents: p.lowCents, highCents: p.highCents, lowestBalanceCents: p.lowestBalanceCents, lowestBalanceDate: p.lowestBalanceDate,
    recurringInCents: p.recurringInCents, recurringOutCents: p.recurringOutCents, nonRecurringCents: p.nonRecurringCents,
    method: p.remainder.method, points: p.points,
  };
}

export function recurringDto(s: RecurringSeries): RecurringDto {
  return {
    key: s.key, merchant: s.merchant, category: s.category, kind: s.kind, period: s.period,
    averageAmountCents: s.averageAmountCents, lastAmountCents: s.lastAmountCents, lastDate: s.lastDate,
    nextExpectedDate: s.nextExpectedDate, nextExpectedAmountCents: s.nextExpectedAmountCents,
    occurrences: s.occurrences, missed: s.missed, confidence: s.confidence, amountVaries: s.amountVaries, priceChange: s.priceChange,
  };
}
