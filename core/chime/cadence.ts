// Chime's bill cadences: when a bill falls due, across month ends and leap years, optionally moved off
// weekends. Dates are calendar days (YYYY-MM-DD): a due date has no time of day, so a daylight-saving
// change cannot move it (the reminder's hour is the scheduler's business, in the user's time zone).
import { addDays, daysBetween, daysInMonth, isoDate, weekday } from '../dates.ts';

export type Cadence =
  | { kind: 'weekly' }
  | { kind: 'every-n-weeks'; n: number }
  | { kind: 'every-n-days'; n: number }
  /** day 29–31 falls on the month's last day in shorter months */
  | { kind: 'monthly'; day: number }
  /** every three months from `startMonth` (1–12), on `day` */
  | { kind: 'quarterly'; day: number; startMonth: number }
  | { kind: 'yearly'; month: number; day: number };

/** Saturday and Sunday moved to the Friday before or the Monday after; null: left where they fall. */
export type WeekendRule = 'before' | 'after' | null;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Why this cadence is impossible, or null. */
export function cadenceProblem(c: Cadence): string | null {
  const whole = (n: number) => Number.isInteger(n);
  switch (c.kind) {
    case 'weekly':
      return null;
    case 'every-n-weeks':
      return whole(c.n) && c.n >= 1 && c.n <= 52 ? null : 'Every N weeks needs a whole N from 1 to 52.';
    case 'every-n-days':
      return whole(c.n) && c.n >= 1 && c.n <= 366 ? null : 'Every N days needs a whole N from 1 to 366 (every 0 days is not a cadence).';
    case 'monthly':
      return whole(c.day) && c.day >= 1 && c.day <= 31 ? null : 'A monthly bill needs a day from 1 to 31.';
    case 'quarterly':
      if (!(whole(c.startMonth) && c.startMonth >= 1 && c.startMonth <= 12)) return 'A quarterly bill needs a first month from 1 to 12.';
      return whole(c.day) && c.day >= 1 && c.day <= 31 ? null : 'A quarterly bill needs a day from 1 to 31.';
    case 'yearly': {
      if (!(whole(c.month) && c.month >= 1 && c.month <= 12)) return 'A yearly bill needs a month from 1 to 12.';
      // February 29 is allowed (it falls on the 28th in other years); the 30th and 31st are not
      const max = c.month === 2 ? 29 : daysInMonth(2024, c.month);
      return whole(c.day) && c.day >= 1 && c.day <= max ? null : `${MONTHS[c.month - 1]} has no ${c.day}${c.day === 31 ? 'st' : 'th'}.`;
    }
  }
}

const onDay = (y: number, m: number, day: number) => isoDate(y, m, Math.min(day, daysInMonth(y, m)));

function moveOffWeekend(date: string, rule: WeekendRule): string {
  if (!rule) return date;
  const dow = weekday(date);
  if (dow === 6) return addDays(date, rule === 'before' ? -1 : 2);
  if (dow === 0) return addDays(date, rule === 'before' ? -2 : 1);
  return date;
}

/** The nominal due dates (before any weekend move) from `anchor`'s series that fall in [from, to]. */
function nominal(c: Cadence, anchor: string, from: string, to: string): string[] {
  const out: string[] = [];
  const step = c.kind === 'weekly' ? 7 : c.kind === 'every-n-weeks' ? 7 * c.n : c.kind === 'every-n-days' ? c.n : 0;
  if (step) {
    // the first date of the series on or after `from`, counting from the anchor
    const k = Math.ceil(daysBetween(anchor, from) / step);
    for (let d = addDays(anchor, Math.max(0, k) * step); d <= to; d = addDays(d, step)) if (d >= from) out.push(d);
    return out;
  }
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  // start a month early: a date moved off a weekend can land in the window from the month before
  m -= 1;
  if (m === 0) {
    m = 12;
    y -= 1;
  }
  for (let i = 0; i < 240; i++) {
    const hit = c.kind === 'monthly' ? true : c.kind === 'quarterly' ? (((m - c.startMonth) % 3) + 3) % 3 === 0 : m === (c as { month: number }).month;
    if (hit) {
      const d = onDay(y, m, (c as { day: number }).day);
      if (d > to) break;
      if (d >= anchor) out.push(d);
    }
    m += 1;
    if (m === 13) {
      m = 1;
      y += 1;
    }
    if (isoDate(y, m, 1) > addDays(to, 3)) break;
  }
  return out;
}

/** Due dates in [from, to] (inclusive), weekend rule applied; `anchor` is the series' first due date. */
export function dueDates(c: Cadence, anchor: string, from: string, to: string, weekend: WeekendRule = null): string[] {
  return nominal(c, anchor, addDays(from, -3), addDays(to, 3))
    .map((d) => moveOffWeekend(d, weekend))
    .filter((d) => d >= from && d <= to)
    .filter((d, i, all) => all.indexOf(d) === i);
}

/** The next due date on or after `day` (within ten years), or null. */
export function nextDue(c: Cadence, anchor: string, day: string, weekend: WeekendRule = null): string | null {
  return dueDates(c, anchor, day, addDays(day, 3660), weekend)[0] ?? null;
}
