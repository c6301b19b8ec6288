// What is coming, from today: the bills Chime follows that fall due in the next 30 days, the other
// recurring payments Crystal expects, Crystal's forecast of money out for this month and the next,
// and what is owed. Nothing is computed twice: Chime's occurrences come in as bills, and Crystal's
// projection and forecast are its own functions.
import { forecastCategoryMonths, projectCashFlow } from '../crystal/forecast.ts';
import { detectRecurringDetailed } from '../crystal/recurring.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { addDays } from '../dates.ts';
import { monthEnd } from '../figures/current-month.ts';
import { employeeProfile } from '../employees.ts';
import type { StoryScreen, StoryText } from './types.ts';
import { onPage } from './figures.ts';
import { monthLabel, shortDay } from './period.ts';

/** A bill's next due date as Chime sees it (server/chime occurrences, still unpaid). */
export interface StoryBill {
  name: string;
  /** the merchant its payments carry (core/crystal/merchant.ts), so Crystal's twin is not listed again */
  merchantKey: string | null;
  due: string;
  cents: number;
  autopay: boolean;
}

export interface StoryDebt {
  name: string;
  balanceCents: number;
}

export const COMING_DAYS = 30;
export const EXPECTED_SHOWN = 6;

/** `history`: the ledger up to today. */
export function comingScreen(history: readonly LedgerTransaction[], today: string, bills: readonly StoryBill[], debts: readonly StoryDebt[]): StoryScreen {
  const until = addDays(today, COMING_DAYS);
  const lines: StoryText[] = [];
  const billsHref = employeeProfile('chime').dashboardRoute;
  const crystalHref = employeeProfile('crystal').dashboardRoute;

  const due = bills.filter((b) => b.due >= today && b.due <= until).sort((a, b) => a.due.localeCompare(b.due) || a.name.localeCompare(b.name));
  if (due.length) lines.push([`Bills due by ${shortDay(until)}:`]);
  due.forEach((b, i) => {
    lines.push([
      `${b.name}: `,
      onPage(`bill:${i}`, `${b.name}, due ${b.due}`, 'money', b.cents, billsHref),
      ` on ${shortDay(b.due)}${b.autopay ? ' (autopay)' : ''}.`,
    ]);
  });

  const detections = detectRecurringDetailed(history, today);
  const billKeys = new Set(bills.map((b) => b.merchantKey).filter((k): k is string => Boolean(k)));
  const keyOf = new Map(detections.map((d) => [d.series.key, d.series.merchantKey]));
  const expected = projectCashFlow(history, today, 0, 30, detections)
    .recurring.filter((i) => i.date <= until && !billKeys.has(keyOf.get(i.seriesKey) ?? ''))
    .slice(0, EXPECTED_SHOWN);
  if (expected.length) lines.push(['Crystal also expects:']);
  expected.forEach((i, n) => {
    const fig = onPage(`expected:${n}`, `${i.merchant}, expected ${i.date}`, 'money', Math.abs(i.amountCents), crystalHref);
    lines.push([`${i.merchant}: about `, fig, ` ${i.amountCents < 0 ? 'out' : 'in'} around ${shortDay(i.date)}.`]);
  });

  // this month: spent so far + the bills and charges still due + the rest prorated (core/figures/current-month.ts)
  const end = monthEnd(today);
  const billsDue = due.filter((b) => b.due > today && b.due <= end).map((b) => ({ date: b.due, name: b.name, cents: b.cents, merchantKey: b.merchantKey }));
  const forecast = forecastCategoryMonths(history, today, 2, { detections, billsDue });
  const [thisMonth, nextMonth] = forecast.total.points;
  if (forecast.total.history.length > 0 && thisMonth && nextMonth) {
    const month = today.slice(0, 7);
    lines.push([
      `Crystal expects ${monthLabel(month)} to end near `,
      onPage('forecast-this', `Forecast money out, ${monthLabel(month)}`, 'money', thisMonth.cents, crystalHref),
      ' of money out (80% range ',
      onPage('forecast-this-low', 'Forecast, low edge', 'money', thisMonth.lowCents, crystalHref),
      ' to ',
      onPage('forecast-this-high', 'Forecast, high edge', 'money', thisMonth.highCents, crystalHref),
      `): ${forecast.total.currentMonth.basis}`,
    ]);
    lines.push([
      `And ${monthLabel(nextMonth.month)}: about `,
      onPage('forecast-next', `Forecast money out, ${monthLabel(nextMonth.month)}`, 'money', nextMonth.cents, crystalHref),
      '.',
    ]);
  } else if (forecast.missing) lines.push([`Crystal has no forecast yet: ${forecast.missing}`]);

  const owed = debts.filter((d) => d.balanceCents > 0);
  if (owed.length) {
    const total = owed.reduce((s, d) => s + d.balanceCents, 0);
    lines.push([
      'You owe ',
      onPage('debts-owed', 'Owed across your debts today', 'money', total, employeeProfile('blitz').dashboardRoute),
      ` across ${owed.length} debt${owed.length === 1 ? '' : 's'} today.`,
    ]);
  }
  return {
    id: 'coming',
    title: 'What is coming',
    stats: [],
    lines,
    note: lines.length ? `From today, ${shortDay(today, true)}.` : `Nothing due in the next ${COMING_DAYS} days that Chime or Crystal knows of.`,
    action: due.length ? null : { text: 'Add your bills on Bill Reminders', href: billsHref },
  };
}
