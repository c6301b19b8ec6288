// Calendar dates as 'YYYY-MM-DD' strings. Arithmetic uses day numbers (days since 1970-01-01)
// computed with integer maths, so it has no time zone and no daylight-saving surprises.
import { boundedMemo } from './memo.ts';

export type DateOrder = 'MDY' | 'DMY' | 'YMD';

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};
/** Words that may surround a written date without changing it ("Mon, 5th of Jan 2024"). */
const FILLER_WORDS = new Set([
  'mon',
  'monday',
  'tue',
  'tues',
  'tuesday',
  'wed',
  'weds',
  'wednesday',
  'thu',
  'thur',
  'thurs',
  'thursday',
  'fri',
  'friday',
  'sat',
  'saturday',
  'sun',
  'sunday',
  'st',
  'nd',
  'rd',
  'th',
  'of',
]);

/** 1–4 digits, a separator, 1–2 digits, the same separator, 1–4 digits; then the end or a time. */
// a trailing dot ("2026.03.04.") is how Hungarian banks write dates
const NUMERIC_RE = /^(\d{1,4})([/.-])(\d{1,2})\2(\d{1,4})\.?(?:$|[T\s,])/;
/** Hungarian with spaces: "2026. 03. 04." */
const SPACED_YMD_RE = /^(\d{4})\.\s(\d{1,2})\.\s(\d{1,2})\.?(?:$|\s)/;
const COMPACT_RE = /^(\d{4})(\d{2})(\d{2})$/;
const TOKEN_RE = /[a-z]+|\d+/g;
const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeap(y) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function twoDigitYear(yy: number): number {
  // POSIX pivot: 69–99 are the 1900s, 00–68 the 2000s.
  return yy >= 69 ? 1900 + yy : 2000 + yy;
}

/** A validated 'YYYY-MM-DD', or null when the day does not exist (2023-02-29, 2024-04-31). */
function validDate(y: number, m: number, d: number): string | null {
  if (y < MIN_YEAR || y > MAX_YEAR || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

function yearFrom(text: string): number | null {
  if (text.length === 4) return Number(text);
  if (text.length === 2) return twoDigitYear(Number(text));
  return null;
}

/**
 * Reads a date cell and returns 'YYYY-MM-DD', or null when it is not a real calendar date.
 * Year-first forms ("2024-01-05", "2024/01/05", "20240105") are read as such whatever `order` says;
 * "05/01/2024", "5.1.24" and friends follow `order` (MDY or DMY; YMD means year-first, also for
 * 2-digit years). Month names work in any position: "Jan 5, 2024", "05 Jan 2024", "5-Jan-24",
 * "Friday, January 5th 2024". A trailing time ("2024-01-05T10:30:00Z", "1/5/2024 10:30") is ignored.
 */
export function parseDateCell(text: string, order: DateOrder): string | null {
  const s = text.trim();
  if (s.length < 6) return null;
  const c0 = s.charCodeAt(0);
  if (c0 >= 48 && c0 <= 57) {
    const m = NUMERIC_RE.exec(s);
    if (m) return numericDate(m[1]!, m[3]!, m[4]!, order);
    const spaced = SPACED_YMD_RE.exec(s);
    if (spaced) return validDate(Number(spaced[1]), Number(spaced[2]), Number(spaced[3]));
    const compact = COMPACT_RE.exec(s);
    if (compact) return validDate(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  }
  return wordyDate(s);
}

function numericDate(a: string, b: string, c: string, order: DateOrder): string | null {
  if (a.length === 4) {
    return c.length <= 2 ? validDate(Number(a), Number(b), Number(c)) : null;
  }
  if (a.length === 3) return null;
  if (order === 'YMD') {
    if (c.length > 2) return null;
    return validDate(twoDigitYear(Number(a)), Number(b), Number(c));
  }
  const y = yearFrom(c);
  if (y === null) return null;
  return order === 'DMY' ? validDate(y, Number(b), Number(a)) : validDate(y, Number(a), Number(b));
}

function wordyDate(s: string): string | null {
  const lower = s.toLowerCase();
  const tokens = lower.match(TOKEN_RE);
  if (!tokens) return null;
  let month = 0;
  let monthAt = -1;
  const numbers: string[] = [];
  const hasTime = lower.includes(':');
  for (const t of tokens) {
    const c = t.charCodeAt(0);
    if (c >= 48 && c <= 57) {
      if (numbers.length < 2) numbers.push(t);
      else if (!hasTime || monthAt === -1) return null; // a third number is only allowed as a time
      continue;
    }
    if (FILLER_WORDS.has(t)) continue;
    if (hasTime && (t === 'am' || t === 'pm' || t === 't' || t === 'z' || t === 'utc' || t === 'gmt')) continue;
    const mo = MONTHS[t];
    if (mo === undefined || month !== 0) return null;
    month = mo;
    monthAt = numbers.length; // how many numbers came before the month
  }
  if (month === 0 || numbers.length !== 2) return null;
  const [first, second] = numbers as [string, string];
  if (monthAt === 1 && first.length === 4) {
    return second.length <= 2 ? validDate(Number(first), month, Number(second)) : null; // 2024 Jan 05
  }
  if (monthAt === 0 || monthAt === 1) {
    // Jan 5 2024 / 5 Jan 2024: day then year
    if (first.length > 2) return null;
    const y = yearFrom(second);
    return y === null ? null : validDate(y, month, Number(first));
  }
  return null;
}

/**
 * Decides the order of a whole column of numeric dates. A first field above 12 can only be a day
 * (DMY), a second field above 12 only a day in second place (MDY); year-first cells ("2024-01-05")
 * are read as such. When every numeric cell has both fields ≤ 12 the column is 'ambiguous' and
 * callers read it as MDY with a warning — unless every such cell is written with dots
 * ("05.02.2024"), which is day-first by convention. A column with no day/month-order cells at all
 * (ISO dates, month names) is 'YMD'. Conflicting evidence goes to the majority.
 */
export function detectDateOrder(cells: readonly string[]): DateOrder | 'ambiguous' {
  const tally = new DateOrderTally();
  for (let i = 0; i < cells.length; i++) tally.add(cells[i]!);
  return tally.order();
}

/** detectDateOrder's evidence gathered one cell at a time, so a column need not be held to be read. */
export class DateOrderTally {
  private dmy = 0;
  private mdy = 0;
  private undecided = 0;
  private undecidedDotted = 0;

  add(cell: string): void {
    const m = NUMERIC_RE.exec(cell.trim());
    if (!m) return;
    const a = m[1]!;
    if (a.length === 4) return;
    const first = Number(a);
    const second = Number(m[3]);
    if (first > 12 && second <= 12) this.dmy++;
    else if (second > 12 && first <= 12) this.mdy++;
    else {
      this.undecided++;
      if (m[2] === '.') this.undecidedDotted++;
    }
  }

  order(): DateOrder | 'ambiguous' {
    if (this.dmy > 0 || this.mdy > 0) return this.dmy > this.mdy ? 'DMY' : 'MDY';
    // "05.02.2024" is day-first wherever it is written: nobody writes month.day.year with dots.
    if (this.undecided > 0 && this.undecidedDotted === this.undecided) return 'DMY';
    return this.undecided > 0 ? 'ambiguous' : 'YMD';
  }
}

/** The latest Excel serial day number we accept (9999-12-31). */
const MAX_EXCEL_SERIAL = 2958465;

/**
 * An Excel serial date (days since 1899-12-30, the fraction being the time of day) as
 * 'YYYY-MM-DD', or null when it is not a plausible date (before 1900-03-01, where Excel's
 * phantom 1900-02-29 makes serials ambiguous, or past MAX_YEAR). `date1904` is the Mac epoch.
 */
export function excelSerialToIso(serial: number, date1904 = false): string | null {
  if (!Number.isFinite(serial)) return null;
  const day = Math.floor(serial + 1e-9) + (date1904 ? 1462 : 0);
  if (day < 61 || day > MAX_EXCEL_SERIAL) return null;
  const iso = fromDayNumber(day - 25569); // 25569 = serial of 1970-01-01
  return Number(iso.slice(0, 4)) > MAX_YEAR ? null : iso;
}

/** Day number (days since 1970-01-01) of a civil date; proleptic Gregorian. */
function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function fromDayNumber(z0: number): string {
  const z = z0 + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const ys = y >= 0 && y < 10000 ? String(y).padStart(4, '0') : String(y);
  return `${ys}-${pad2(m)}-${pad2(d)}`;
}

/** Dates already converted: the insights over a large import compare the same few thousand days millions of times. */
const toDayNumber = boundedMemo(50_000, (iso: string): number => {
  const m = ISO_RE.exec(iso);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: "${iso}"`);
  return dayNumber(Number(m[1]), Number(m[2]), Number(m[3]));
});

/** 'YYYY-MM-DD' n days after (or before, for negative n) the given date. */
export function addDays(iso: string, n: number): string {
  return fromDayNumber(toDayNumber(iso) + Math.trunc(n));
}

/** Whole days from a to b: daysBetween('2024-01-01', '2024-01-31') === 30; negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return toDayNumber(b) - toDayNumber(a);
}

/**
 * 'YYYY-MM-DD' for a year, a 1-based month and a day. Out-of-range months and days roll over the
 * way calendars do: isoDate(2024, 1, 32) is '2024-02-01', isoDate(2024, 13, 1) is '2025-01-01'.
 */
export function isoDate(y: number, m: number, d: number): string {
  const months = y * 12 + (m - 1);
  const year = Math.floor(months / 12);
  const month = months - year * 12 + 1;
  return fromDayNumber(dayNumber(year, month, 1) + (d - 1));
}

/** The weekday of a date, 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  return (((toDayNumber(iso) + 4) % 7) + 7) % 7;
}
