// Periods as people write them, each with its bounds computed here from the pinned today (not by
// the reader): last month, a month by name (with or without its year), this year, the last 90 days,
// since a month, a quarter, yesterday, this week and last week (Monday to Sunday).
import { addDays, daysInMonth, isoDate, weekday } from '../../../core/dates.ts';
import { MONTHS, pick, type Rand } from './text.ts';

export interface Window {
  words: string;
  from: string;
  to: string;
  kind: string;
}

const monthEnd = (iso: string) => isoDate(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), daysInMonth(Number(iso.slice(0, 4)), Number(iso.slice(5, 7))));
export const monthStart = (today: string, back: number) => isoDate(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - back, 1);
export const monthName = (iso: string) => MONTHS[Number(iso.slice(5, 7)) - 1]!;
/** The same day `n` months back (the last day of a shorter month). */
function sameDayBack(today: string, n: number): string {
  const first = monthStart(today, n);
  const dim = daysInMonth(Number(first.slice(0, 4)), Number(first.slice(5, 7)));
  return isoDate(Number(first.slice(0, 4)), Number(first.slice(5, 7)), Math.min(Number(today.slice(8, 10)), dim));
}
const monday = (d: string) => addDays(d, -((weekday(d) + 6) % 7));

/** The windows of the past a question may name. */
export function pastWindows(today: string, r: Rand): Window[] {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const named = monthStart(today, 2 + Math.floor(r() * 8));
  const dated = monthStart(today, 1 + Math.floor(r() * 11));
  const q = 1 + Math.floor(r() * 4);
  const qNow = Math.ceil(m / 3);
  const qy = q <= qNow ? y : y - 1;
  const qFrom = isoDate(qy, (q - 1) * 3 + 1, 1);
  const mon = monday(today);
  return [
    {
      kind: 'last month',
      words: pick(r, ['last month', 'in the last month', 'during last month', 'over the previous month']),
      from: monthStart(today, 1),
      to: monthEnd(monthStart(today, 1)),
    },
    { kind: 'in month', words: pick(r, ['in {M}', 'during {M}', 'for {M}']).replace('{M}', monthName(named)), from: named, to: monthEnd(named) },
    { kind: 'month year', words: `in ${pick(r, [monthName(dated), monthName(dated).slice(0, 3)])} ${dated.slice(0, 4)}`, from: dated, to: monthEnd(dated) },
    { kind: 'this year', words: pick(r, ['this year', 'so far this year', 'year to date']), from: `${y}-01-01`, to: today },
    { kind: 'last 90 days', words: pick(r, ['in the last 90 days', 'over the past 90 days', 'the last 90 days']), from: addDays(today, -89), to: today },
    {
      kind: 'last quarter',
      words: pick(r, ['last quarter', 'in the previous quarter']),
      from: isoDate(y, (qNow - 2) * 3 + 1, 1),
      to: monthEnd(isoDate(y, (qNow - 1) * 3, 1)),
    },
    { kind: 'this month', words: pick(r, ['this month', 'so far this month']), from: monthStart(today, 0), to: today },
    { kind: 'last 3 months', words: pick(r, ['in the past 3 months', 'over the last three months']), from: addDays(sameDayBack(today, 3), 1), to: today },
    { kind: 'last 2 weeks', words: pick(r, ['over the last two weeks', 'in the past 2 weeks', 'in the last fortnight']), from: addDays(today, -13), to: today },
    { kind: 'last 6 weeks', words: pick(r, ['in the last 6 weeks', 'over the past 30 days']), from: '', to: today },
    { kind: 'last year', words: pick(r, ['last year', 'in the previous year']), from: `${y - 1}-01-01`, to: `${y - 1}-12-31` },
    {
      kind: 'range',
      words: `${pick(r, ['between', 'from'])} ${monthName(named)} ${pick(r, ['and', 'to'])} ${monthName(monthStart(today, 1))}`,
      from: named,
      to: monthEnd(monthStart(today, 1)),
    },
    { kind: 'since month', words: `since ${monthName(named)}`, from: named, to: today },
    { kind: 'quarter', words: pick(r, [`in Q${q}`, `in q${q}`, `during Q${q} ${qy}`]), from: qFrom, to: monthEnd(isoDate(qy, q * 3, 1)) },
    { kind: 'yesterday', words: 'yesterday', from: addDays(today, -1), to: addDays(today, -1) },
    { kind: 'this week', words: 'this week', from: mon, to: today },
    { kind: 'last week', words: 'last week', from: addDays(mon, -7), to: addDays(mon, -1) },
  ];
}

/** A window of the past, the longer ones more often (a week's questions often have no rows). */
export function pastWindow(today: string, r: Rand): Window {
  const ws = pastWindows(today, r);
  const w = r() < 0.8 ? ws[Math.floor(r() * 14)]! : ws[14 + Math.floor(r() * 3)]!;
  return w.kind === 'last 6 weeks' ? { ...w, from: addDays(today, w.words.includes('6 weeks') ? -41 : -29) } : w;
}
