// The period a question names, read against the user's today: "last month", "in March", "this
// week", "since June", "Q3", "the last 90 days", "yesterday", "March 2025", "between March and May",
// "year to date", "in 6 months". A month or quarter named without a year is the latest one that has
// begun for a question about the past, the next one not yet over for a question about the future
// ("can I afford it in March"). Weeks run Monday to Sunday. What looks like a period but cannot be
// one ("Q5", "February 30") is returned as `unread`, so the answer can say so instead of guessing.
import { addDays, daysInMonth, isoDate, weekday } from '../dates.ts';
import { words } from '../prime/words.ts';
import { nearly } from './spelling.ts';

export type PeriodUnit = 'day' | 'week' | 'month' | 'quarter' | 'year' | 'days' | 'range';

export interface ReadPeriod {
  /** inclusive 'YYYY-MM-DD' bounds (a whole week, month, quarter or year, even where it runs past today) */
  from: string;
  to: string;
  unit: PeriodUnit;
  /** how an answer names it: "last month (October 2026)" */
  words: string;
}

export interface PeriodReading {
  period?: ReadPeriod;
  /** "in 6 months", "within a year": a span ahead, in months */
  aheadMonths?: number;
  /** a deadline ("by March"): the period's end is when it must be done */
  deadline?: boolean;
  /** what looked like a period and could not be read */
  unread?: string;
}

export type Direction = 'past' | 'future';

export const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const TITLE = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
  couple: 2,
};
const UNITS: Record<string, 'day' | 'week' | 'month' | 'quarter' | 'year' | 'fortnight'> = {
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  wk: 'week',
  wks: 'week',
  fortnight: 'fortnight',
  fortnights: 'fortnight',
  month: 'month',
  months: 'month',
  mo: 'month',
  mos: 'month',
  mth: 'month',
  mths: 'month',
  quarter: 'quarter',
  quarters: 'quarter',
  year: 'year',
  years: 'year',
  yr: 'year',
  yrs: 'year',
};
const ORDINAL_QUARTER: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: 4 };
/** Words after which "may" and "mar" are months, not verbs. */
const MONTH_CUES = new Set([
  'in',
  'since',
  'by',
  'during',
  'from',
  'of',
  'until',
  'till',
  'before',
  'after',
  'last',
  'this',
  'next',
  'for',
  'and',
  'to',
  'through',
  'between',
  'early',
  'late',
  'mid',
  'vs',
  'versus',
  'than',
  'with',
  'against',
]);

/** 1–12 for a month's name, abbreviation or a one-slip spelling of it; null otherwise. */
export function monthNumber(word: string, before?: string, after?: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  const full = MONTH_NAMES.indexOf(w);
  if (full >= 0 && w !== 'may') return full + 1;
  if (w === 'sept') return 9;
  const short = MONTH_NAMES.findIndex((m) => m.slice(0, 3) === w);
  const cued = (before !== undefined && MONTH_CUES.has(before)) || (after !== undefined && /^\d{1,4}(st|nd|rd|th)?$/.test(after));
  if (w === 'may' || w === 'mar') return cued ? (w === 'may' ? 5 : 3) : null;
  if (short >= 0 && w.length === 3) return short + 1;
  if (w.length >= 5) {
    const fuzzy = MONTH_NAMES.findIndex((m) => m.length >= 5 && nearly(w, m));
    if (fuzzy >= 0) return fuzzy + 1;
  }
  return null;
}

const numberOf = (w: string | undefined): number | null => {
  if (w === undefined) return null;
  if (/^\d{1,4}$/.test(w)) return Number(w);
  return NUMBERS[w] ?? null;
};
const yearOf = (w: string | undefined): number | null => (w && /^(19|20)\d\d$/.test(w) ? Number(w) : null);
const dayOf = (w: string | undefined): number | null => {
  const m = w?.match(/^(\d{1,2})(st|nd|rd|th)?$/);
  return m ? Number(m[1]) : null;
};

const pad = (n: number) => String(n).padStart(2, '0');
const monthEnd = (y: number, m: number) => isoDate(y, m, daysInMonth(y, m));
const shortDay = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = (iso: string) => `${shortDay(iso)}, ${iso.slice(0, 4)}`;
const monthTitle = (y: number, m: number) => `${TITLE(MONTH_NAMES[m - 1]!)} ${y}`;
const between = (from: string, to: string) =>
  from.slice(0, 4) === to.slice(0, 4) ? `${shortDay(from)} – ${longDay(to)}` : `${longDay(from)} – ${longDay(to)}`;

function monthPeriod(y: number, m: number, words: string): ReadPeriod {
  return { from: isoDate(y, m, 1), to: monthEnd(y, m), unit: 'month', words };
}

/** Month `m` of the latest year in which it has begun (past), or the next in which it is not over (future). */
function yearFor(m: number, today: string, dir: Direction): number {
  const y = Number(today.slice(0, 4));
  const now = Number(today.slice(5, 7));
  if (dir === 'past') return m <= now ? y : y - 1;
  return m >= now ? y : y + 1;
}

function quarterPeriod(q: number, y: number): ReadPeriod {
  const m = (q - 1) * 3 + 1;
  return {
    from: isoDate(y, m, 1),
    to: monthEnd(y, m + 2),
    unit: 'quarter',
    words: `Q${q} ${y} (${TITLE(MONTH_NAMES[m - 1]!.slice(0, 3))} – ${TITLE(MONTH_NAMES[m + 1]!.slice(0, 3))})`,
  };
}

function quarterFor(q: number, today: string, dir: Direction): number {
  const y = Number(today.slice(0, 4));
  const now = Math.ceil(Number(today.slice(5, 7)) / 3);
  if (dir === 'past') return q <= now ? y : y - 1;
  return q >= now ? y : y + 1;
}

const mondayOf = (day: string) => addDays(day, -((weekday(day) + 6) % 7));

/** "this week", "last month", "next year", "this quarter" (a whole calendar unit) relative to today. */
function relativeUnit(unit: 'day' | 'week' | 'month' | 'quarter' | 'year', shift: number, today: string): ReadPeriod {
  const name = shift === 0 ? 'this' : shift < 0 ? 'last' : 'next';
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  switch (unit) {
    case 'day': {
      const d = addDays(today, shift);
      return { from: d, to: d, unit: 'day', words: `${shift === 0 ? 'today' : shift < 0 ? 'yesterday' : 'tomorrow'} (${longDay(d)})` };
    }
    case 'week': {
      const from = addDays(mondayOf(today), 7 * shift);
      const to = addDays(from, 6);
      return { from, to, unit: 'week', words: `${name} week (${between(from, to)})` };
    }
    case 'month': {
      const idx = y * 12 + (m - 1) + shift;
      const yy = Math.floor(idx / 12);
      const mm = (idx % 12) + 1;
      return monthPeriod(yy, mm, `${name} month (${monthTitle(yy, mm)})`);
    }
    case 'quarter': {
      const idx = y * 4 + Math.floor((m - 1) / 3) + shift;
      const p = quarterPeriod((idx % 4) + 1, Math.floor(idx / 4));
      return { ...p, words: `${name} quarter (${p.words})` };
    }
    case 'year':
      return { from: isoDate(y + shift, 1, 1), to: isoDate(y + shift, 12, 31), unit: 'year', words: `${name} year (${y + shift})` };
  }
}

/** "the last 90 days", "past 3 months": a rolling stretch ending today. */
function rolling(n: number, unit: 'day' | 'week' | 'month' | 'quarter' | 'year' | 'fortnight', today: string): ReadPeriod {
  let from: string;
  if (unit === 'day') from = addDays(today, -(n - 1));
  else if (unit === 'week' || unit === 'fortnight') from = addDays(today, -(n * (unit === 'week' ? 7 : 14) - 1));
  else {
    const months = unit === 'month' ? n : unit === 'quarter' ? 3 * n : 12 * n;
    const y = Number(today.slice(0, 4));
    const idx = y * 12 + Number(today.slice(5, 7)) - 1 - months;
    const yy = Math.floor(idx / 12);
    const mm = (idx % 12) + 1;
    from = addDays(isoDate(yy, mm, Math.min(Number(today.slice(8, 10)), daysInMonth(yy, mm))), 1);
  }
  const label = unit === 'fortnight' ? (n === 1 ? 'fortnight' : 'fortnights') : n === 1 ? unit : `${unit}s`;
  return { from, to: today, unit: 'days', words: `the last ${n === 1 ? '' : `${n} `}${label} (${between(from, today)})` };
}

/** A month (with optional day and year) starting at word `i`, as the period it names. */
function monthAt(w: readonly string[], i: number, today: string, dir: Direction): { period?: ReadPeriod; unread?: string; used: number } | null {
  const m = monthNumber(w[i]!, w[i - 1], w[i + 1]);
  if (m === null) return null;
  let used = 1;
  let day = dayOf(w[i + 1]);
  let year = yearOf(w[i + 1]);
  if (day !== null && year === null) {
    used++;
    year = yearOf(w[i + 2]);
  } else if (day === null) {
    const before = dayOf(w[i - 1]); // "3 March (2025)"; a bigger number before a month is an amount
    if (before !== null && before >= 1 && before <= 31) day = before;
  }
  if (year !== null) used++;
  const y = year ?? yearFor(m, today, dir);
  if (day !== null) {
    if (day < 1 || day > daysInMonth(y, m)) return { unread: `${TITLE(MONTH_NAMES[m - 1]!)} ${day}`, used };
    const d = isoDate(y, m, day);
    return { period: { from: d, to: d, unit: 'day', words: longDay(d) }, used };
  }
  return { period: monthPeriod(y, m, monthTitle(y, m)), used };
}

/** Reads the first period the text names. */
/** Long words of periods, which one slip ("yetserday", "qurater") still names. */
const PERIOD_WORDS = [...Object.keys(UNITS), 'yesterday', 'tomorrow', 'today', 'during', 'since', 'between', 'through', 'within', 'previous'].filter(
  (x) => x.length >= 5,
);

function mended(w: string): string {
  if (w.length < 5 || UNITS[w] || PERIOD_WORDS.includes(w)) return w;
  return PERIOD_WORDS.find((x) => nearly(w, x)) ?? w;
}

export function readPeriod(text: string, today: string, dir: Direction = 'past'): PeriodReading {
  const w = words(text).map(mended);
  const at = (i: number) => w[i] ?? '';
  for (let i = 0; i < w.length; i++) {
    const t = w[i]!;
    // "between March and May", "from June to August", "March to May"
    const range = rangeAt(w, i, today, dir);
    if (range) return range;
    if (t === 'since') {
      const m = monthAt(w, i + 1, today, 'past');
      const y = yearOf(at(i + 1));
      const from = m?.period?.from ?? (y !== null ? `${y}-01-01` : null);
      if (from && from <= today) {
        const name = m?.period?.words ?? String(y);
        return { period: { from, to: today, unit: 'range', words: `since ${name} (${between(from, today)})` } };
      }
    }
    if (t === 'ytd' || (t === 'year' && at(i + 1) === 'to' && at(i + 2) === 'date')) {
      const from = `${today.slice(0, 4)}-01-01`;
      return { period: { from, to: today, unit: 'range', words: `this year to date (${between(from, today)})` } };
    }
    if (t === 'mtd' || (t === 'month' && at(i + 1) === 'to' && at(i + 2) === 'date')) {
      const from = `${today.slice(0, 7)}-01`;
      return { period: { from, to: today, unit: 'range', words: `this month to date (${between(from, today)})` } };
    }
    if (t === 'today' || t === 'yesterday' || t === 'tomorrow') return { period: relativeUnit('day', t === 'today' ? 0 : t === 'yesterday' ? -1 : 1, today) };
    if (t === 'weekend' && (at(i - 1) === 'last' || at(i - 1) === 'this')) {
      const sat = addDays(mondayOf(today), at(i - 1) === 'last' ? -2 : 5);
      return { period: { from: sat, to: addDays(sat, 1), unit: 'range', words: `${at(i - 1)} weekend (${between(sat, addDays(sat, 1))})` } };
    }
    const rel = relativeAt(w, i, today);
    if (rel) return rel;
    const q = quarterAt(w, i, today, dir);
    if (q) return q;
    const month = monthAt(w, i, today, dir);
    if (month) {
      if (month.unread) return { unread: month.unread };
      const deadline = ['by', 'before', 'until', 'till'].includes(at(i - 1));
      return { period: month.period!, ...(deadline ? { deadline: true } : {}) };
    }
    const y = yearOf(t);
    if (y !== null && ['in', 'during', 'for', 'of', 'year'].includes(at(i - 1))) {
      return { period: { from: `${y}-01-01`, to: `${y}-12-31`, unit: 'year', words: String(y) } };
    }
  }
  return {};
}

function relativeAt(w: readonly string[], i: number, today: string): PeriodReading | null {
  // one slip in a long word: "prveious", "currnet"
  const t = ['previous', 'current'].find((x) => nearly(w[i]!, x)) ?? w[i]!;
  const at = (k: number) => w[k] ?? '';
  const shift =
    t === 'this' || t === 'current' ? 0 : t === 'last' || t === 'previous' || t === 'past' || t === 'prior' ? -1 : t === 'next' || t === 'coming' ? 1 : null;
  // "the next 7 days", "the coming 2 weeks": from today to as many days ahead
  if ((t === 'next' || t === 'coming') && numberOf(at(i + 1)) !== null && ['day', 'week', 'fortnight'].includes(UNITS[at(i + 2)] ?? '')) {
    const n = numberOf(at(i + 1))!;
    const days = n * (UNITS[at(i + 2)] === 'day' ? 1 : UNITS[at(i + 2)] === 'week' ? 7 : 14);
    if (n > 0 && days <= 3660) {
      const to = addDays(today, days);
      return { period: { from: today, to, unit: 'range', words: `the next ${n} ${at(i + 2)} (${between(today, to)})` } };
    }
  }
  // "in 6 months", "within a year", "over the next 3 months"
  if (t === 'in' || t === 'within' || (t === 'next' && numberOf(at(i + 1)) !== null)) {
    const n = numberOf(at(i + 1));
    const unit = UNITS[at(i + 2)];
    if (n !== null && n > 0 && unit && unit !== 'day') {
      const months =
        unit === 'month' ? n : unit === 'year' ? 12 * n : unit === 'quarter' ? 3 * n : Math.max(1, Math.round((n * (unit === 'week' ? 7 : 14)) / 30.44));
      return { aheadMonths: months };
    }
  }
  if (shift === null) return null;
  let k = i + 1;
  if (at(k) === 'the') k++;
  const n = numberOf(at(k));
  if (shift === -1 && n !== null && UNITS[at(k + 1)]) {
    if (n <= 0 || n > 3660) return { unread: `${t} ${at(k)} ${at(k + 1)}` };
    return { period: rolling(n, UNITS[at(k + 1)]!, today) };
  }
  const unit = UNITS[at(k)];
  if (!unit || at(k).endsWith('s')) return null;
  if (unit === 'fortnight') return shift === -1 ? { period: rolling(1, 'fortnight', today) } : null;
  return { period: relativeUnit(unit, shift, today) };
}

function quarterAt(w: readonly string[], i: number, today: string, dir: Direction): PeriodReading | null {
  const t = w[i]!;
  const at = (k: number) => w[k] ?? '';
  let q: number | null = null;
  let used = 1;
  const code = t.match(/^q(\d)$/);
  if (code) {
    q = Number(code[1]);
    if (q < 1 || q > 4) return { unread: t.toUpperCase() };
  } else if (ORDINAL_QUARTER[t] && at(i + 1) === 'quarter' && t !== 'last') {
    q = ORDINAL_QUARTER[t]!;
    used = 2;
  } else return null;
  const y = yearOf(at(i + used)) ?? (at(i + used) === 'of' ? yearOf(at(i + used + 1)) : null) ?? yearOf(at(i - 1)) ?? quarterFor(q, today, dir);
  return { period: quarterPeriod(q, y) };
}

function rangeAt(w: readonly string[], i: number, today: string, dir: Direction): PeriodReading | null {
  const t = w[i]!;
  if (t !== 'between' && t !== 'from') return null;
  const a = monthAt(w, i + 1, today, dir);
  if (!a?.period) return null;
  const j = i + 1 + a.used;
  if (!['and', 'to', 'through', 'till', 'until'].includes(w[j] ?? '')) return null;
  const b = monthAt(w, j + 1, today, dir);
  if (!b?.period) return null;
  let from = a.period.from;
  let to = b.period.to;
  // "from November to February": the start is in the year before the end
  if (from > to) from = `${Number(from.slice(0, 4)) - 1}${from.slice(4)}`;
  if (from > to) [from, to] = [to, from];
  return { period: { from, to, unit: 'range', words: `${a.period.words.replace(/ \d{4}$/, '')} – ${b.period.words} (${between(from, to)})` } };
}

/** The 'YYYY-MM' months a period touches, oldest first. */
export function periodMonths(p: ReadPeriod): string[] {
  const out: string[] = [];
  let y = Number(p.from.slice(0, 4));
  let m = Number(p.from.slice(5, 7));
  while (`${y}-${pad(m)}` <= p.to.slice(0, 7)) {
    out.push(`${y}-${pad(m)}`);
    m++;
    if (m === 13) {
      m = 1;
      y++;
    }
  }
  return out;
}
