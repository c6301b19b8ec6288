// Habits: the average day, the days without spending, the merchant visited most, the busiest day of
// the week and the subscriptions that charged (Crystal's recurring series, not a list of our own).
import { detectRecurringDetailed } from '../crystal/recurring.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { weekday } from '../dates.ts';
import type { StoryScreen, StoryText } from './types.ts';
import type { StoryContext } from './context.ts';
import { count, daysWithout, money, outFilter, perDay } from './figures.ts';
import { merchantGroups, searchTerm } from './merchants.ts';
import { inRange, shortDay } from './period.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Fewer purchases than this say nothing about a favourite weekday. */
const WEEKDAY_MIN_PURCHASES = 5;
export const SUBSCRIPTIONS_SHOWN = 8;

/** The weekday with the most purchases, when one stands out (no tie for first). */
export function busiestWeekday(rows: readonly LedgerTransaction[]): string | null {
  const n = new Array<number>(7).fill(0);
  let total = 0;
  for (const t of rows)
    if (t.amountCents < 0 && t.category !== 'Transfer') {
      n[weekday(t.date)]!++;
      total++;
    }
  if (total < WEEKDAY_MIN_PURCHASES) return null;
  const top = Math.max(...n);
  return n.filter((x) => x === top).length === 1 ? WEEKDAYS[n.indexOf(top)]! : null;
}

function subscriptionLines(c: StoryContext, history: readonly LedgerTransaction[]): StoryText[] {
  const lines: StoryText[] = [];
  for (const { series, members } of detectRecurringDetailed(history, c.cur.to)) {
    if (series.kind !== 'subscription' || series.averageAmountCents >= 0) continue;
    const rows = members.map((i) => history[i]!).filter((t) => t.date >= c.cur.from && t.date <= c.cur.to);
    if (!rows.length) continue;
    const term = searchTerm({ rows, key: series.merchantKey, name: series.merchant });
    if (!term) continue;
    const fig = money(c.curRows, `subscription:${series.key}`, `${series.merchant}, money out, ${c.cur.label}`, { ...outFilter(c.cur), search: term });
    lines.push([`${series.merchant} (${series.period}): `, fig, '.']);
    if (lines.length === SUBSCRIPTIONS_SHOWN) break;
  }
  return lines;
}

/** `history`: the ledger up to the period's last day (Crystal finds series over more than one period). */
export function habitsScreen(c: StoryContext, history: readonly LedgerTransaction[]): StoryScreen {
  const { cur, curRows, covered } = c;
  const out = outFilter(cur);
  // days are counted where the statements reach: a day before the first one is not a day without spending
  const days = outFilter(covered);
  const average = perDay(curRows, 'average-day', `Money out on an average day, ${cur.label}`, days, covered.days);
  const noSpend = daysWithout(curRows, 'no-spend-days', `Days without spending, ${cur.label}`, days, covered.days);
  const purchases = count(curRows, 'purchases', `Payments out, ${cur.label}`, out);
  const span =
    covered.days === cur.days
      ? `the ${cur.days} days counted`
      : `the ${covered.days} days your statements cover (${shortDay(covered.from)} to ${shortDay(covered.to)})`;
  const lines: StoryText[] = [['On an average day you spent ', average, '. You spent nothing on ', noSpend, ` of ${span}.`]];
  const [top] = merchantGroups(curRows.filter((t) => t.category !== 'Transfer'));
  const term = top ? searchTerm(top) : null;
  if (top && term && top.rows.length > 1) {
    const filter = { ...out, search: term };
    const visits = count(curRows, 'most-visited', `Visits to ${top.name}, ${cur.label}`, filter);
    const cents = money(curRows, 'most-visited-money', `Money out at ${top.name}, ${cur.label}`, filter);
    lines.push(['The place you went back to most: ', `${top.name}, `, visits, ' times, ', cents, ' in all.']);
  }
  const day = busiestWeekday(curRows);
  if (day) lines.push([`${day} was your busiest day for spending.`]);
  const subs = subscriptionLines(c, history);
  if (subs.length) lines.push(['Subscriptions that charged you:'], ...subs);
  return {
    id: 'habits',
    title: 'Your habits',
    stats: [
      { caption: 'An average day', figure: average, detail: null },
      { caption: 'Days without spending', figure: noSpend, detail: null },
      { caption: 'Payments out', figure: purchases, detail: null },
    ],
    lines,
    note: subs.length ? null : `No subscription that repeats on a schedule charged you ${inRange(cur)}.`,
    action: null,
  };
}
