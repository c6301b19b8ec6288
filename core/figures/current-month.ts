// The one definition of the current month's forecast: what was already spent (month-to-date actuals,
// the 1st through the user's today) plus what is expected in the days left: the bills and fixed
// charges known to fall due after today and before the month ends, on their dates, and the forecast
// of everything else for a whole month, prorated by the days left. A month with one day left is
// almost all actuals, so "this month" can no longer sit a thousand dollars above what was spent.
import { addDays, daysInMonth } from '../dates.ts';
import { formatCents } from '../money.ts';

/** A charge expected after today and within the month (a bill the user set up, a fixed recurring charge). */
export interface DueItem {
  date: string;
  name: string;
  /** positive cents */
  cents: number;
  /** 'bill': set up on Bill Reminders; 'recurring': a fixed charge Crystal found in the statements */
  source: 'bill' | 'recurring';
}

export interface CurrentMonthInput {
  /** the user's today, 'YYYY-MM-DD' */
  today: string;
  /** spending dated the month's 1st … today, positive cents */
  spentCents: number;
  /** a whole month's forecast of the spending that `due` does not hold, with its band (null: no forecast yet) */
  other: { cents: number; lowCents: number; highCents: number } | null;
  /** charges expected after today (items outside today+1 … the month's last day are ignored) */
  due: readonly DueItem[];
}

export interface CurrentMonthForecast {
  /** 'YYYY-MM' */
  month: string;
  today: string;
  /** days after today in the month (0 on its last day) */
  daysLeft: number;
  daysInMonth: number;
  spentCents: number;
  /** the due items that fall in the days left, soonest first */
  due: DueItem[];
  dueCents: number;
  /** the rest of the month's other spending: its whole-month forecast × daysLeft ÷ daysInMonth */
  otherCents: number;
  /** dueCents + otherCents */
  expectedCents: number;
  /** spentCents + expectedCents, with the band of the prorated other part */
  cents: number;
  lowCents: number;
  highCents: number;
  /** how it was computed, in words: "$4,436.36 spent so far + $126.40 expected in the 1 day left" */
  basis: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The month-end of `today`'s month. */
export function monthEnd(today: string): string {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  return `${today.slice(0, 7)}-${String(daysInMonth(y, m)).padStart(2, '0')}`;
}

export function currentMonthForecast(input: CurrentMonthInput): CurrentMonthForecast {
  const { today } = input;
  const end = monthEnd(today);
  const days = Number(end.slice(8, 10));
  const daysLeft = days - Number(today.slice(8, 10));
  const tomorrow = addDays(today, 1);
  const due = input.due.filter((d) => d.date >= tomorrow && d.date <= end && d.cents > 0).sort((a, b) => a.date.localeCompare(b.date));
  const dueCents = due.reduce((s, d) => s + d.cents, 0);
  const share = daysLeft / days;
  const prorate = (c: number) => Math.max(0, Math.round(c * share));
  const otherCents = input.other ? prorate(input.other.cents) : 0;
  const expectedCents = dueCents + otherCents;
  const base = input.spentCents + dueCents;
  return {
    month: today.slice(0, 7),
    today,
    daysLeft,
    daysInMonth: days,
    spentCents: input.spentCents,
    due,
    dueCents,
    otherCents,
    expectedCents,
    cents: input.spentCents + expectedCents,
    lowCents: base + (input.other ? prorate(input.other.lowCents) : 0),
    highCents: base + (input.other ? prorate(input.other.highCents) : 0),
    basis: basisWords(input, { daysLeft, days, due, dueCents, otherCents, expectedCents }),
  };
}

function basisWords(
  input: CurrentMonthInput,
  f: { daysLeft: number; days: number; due: DueItem[]; dueCents: number; otherCents: number; expectedCents: number },
): string {
  const spent = `${formatCents(input.spentCents)} spent so far`;
  if (f.daysLeft === 0) return `${spent}; today is the month's last day.`;
  const parts: string[] = [];
  if (f.due.length) parts.push(`${plural(f.due.length, 'bill')} due (${formatCents(f.dueCents)}: ${f.due.map((d) => d.name).join(', ')})`);
  if (input.other)
    parts.push(`${formatCents(f.otherCents)} of other spending (${f.daysLeft}/${f.days} of the ${formatCents(input.other.cents)} a month forecast)`);
  else parts.push('no forecast yet for spending other than bills (no full month so far)');
  const left = `${plural(f.daysLeft, 'day')} left`;
  return `${spent} + ${formatCents(f.expectedCents)} expected in the ${left}: ${parts.join(' and ')}.`;
}
