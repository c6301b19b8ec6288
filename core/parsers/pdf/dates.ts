// Date cells as printed (year possibly missing) and the statement's period or closing date.
import { daysBetween, isoDate, type DateOrder } from '../../dates.ts';
import type { Line } from './lines.ts';
import { isMoney } from './money-text.ts';

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  janv: 1,
  janvier: 1,
  januar: 1,
  ene: 1,
  enero: 1,
  gen: 1,
  gennaio: 1,
  januari: 1,
  feb: 2,
  february: 2,
  fev: 2,
  fevr: 2,
  fevrier: 2,
  februar: 2,
  febrero: 2,
  febbraio: 2,
  februari: 2,
  mar: 3,
  march: 3,
  mars: 3,
  marz: 3,
  maerz: 3,
  marzo: 3,
  mrt: 3,
  maart: 3,
  apr: 4,
  april: 4,
  avr: 4,
  avril: 4,
  abr: 4,
  abril: 4,
  aprile: 4,
  may: 5,
  mai: 5,
  mayo: 5,
  mag: 5,
  maggio: 5,
  mei: 5,
  jun: 6,
  june: 6,
  juin: 6,
  juni: 6,
  junio: 6,
  giu: 6,
  giugno: 6,
  jul: 7,
  july: 7,
  juil: 7,
  juillet: 7,
  juli: 7,
  julio: 7,
  lug: 7,
  luglio: 7,
  aug: 8,
  august: 8,
  aout: 8,
  ago: 8,
  agosto: 8,
  augustus: 8,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
  septiembre: 9,
  set: 9,
  settembre: 9,
  oct: 10,
  october: 10,
  octobre: 10,
  okt: 10,
  oktober: 10,
  octubre: 10,
  ott: 10,
  ottobre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  noviembre: 11,
  dec: 12,
  december: 12,
  decembre: 12,
  dez: 12,
  dezember: 12,
  dic: 12,
  diciembre: 12,
  dicembre: 12,
};
const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const WEEKDAY = '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\\.?,?\\s+';
const NUMERIC_DATE_RE = /^(\d{1,4})([/.-])(\d{1,2})(?:\2(\d{2,4}))?\.?$/;
const NAMED_DATE_RE = new RegExp(
  `^(?:${WEEKDAY})?(?:(\\d{1,2})(?:st|nd|rd|th)?[\\s\\-./]*(${MONTH_ALT})\\.?(?:[\\s\\-./,]+(\\d{4}|\\d{2}))?|(${MONTH_ALT})\\.?[\\s\\-./]*(\\d{1,2})(?:st|nd|rd|th)?(?:,?[\\s\\-./]+(\\d{4}|\\d{2}))?)$`,
);

export function foldText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .toLowerCase()
    .trim();
}

/** A date cell as printed: numbers (year possibly missing) or with a month name. */
export interface DateParts {
  /** first and second number of a numeric date, or day/month of a named one */
  a: number;
  b: number;
  year: number | null;
  named: boolean;
  /** the year came first (2024-10-07) */
  yearFirst: boolean;
  sep: string;
  text: string;
}

export function dateParts(text: string): DateParts | null {
  const t = foldText(text).replace(/[*†]+$/, '');
  if (t.length < 3 || t.length > 30) return null;
  const n = NUMERIC_DATE_RE.exec(t);
  if (n) {
    const p1 = n[1]!;
    const sep = n[2]!;
    if (p1.length === 4) {
      if (n[4] === undefined || n[4].length > 2) return null;
      return { a: Number(n[3]), b: Number(n[4]), year: Number(p1), named: false, yearFirst: true, sep, text };
    }
    if (p1.length === 3) return null;
    const a = Number(p1);
    const b = Number(n[3]);
    if (a < 1 || b < 1 || (a > 12 && b > 12) || a > 31 || b > 31) return null;
    let year: number | null = null;
    if (n[4] !== undefined) {
      if (n[4].length === 3) return null;
      year = n[4].length === 2 ? 2000 + Number(n[4]) - (Number(n[4]) >= 69 ? 100 : 0) : Number(n[4]);
    } else if (sep === '-' && !/^\d{1,2}-\d{1,2}$/.test(t)) {
      return null;
    }
    return { a, b, year, named: false, yearFirst: false, sep, text };
  }
  const m = NAMED_DATE_RE.exec(t);
  if (m) {
    const day = Number(m[1] ?? m[5]);
    const month = MONTHS[(m[2] ?? m[4])!]!;
    const y = m[3] ?? m[6];
    const year = y === undefined ? null : y.length === 2 ? 2000 + Number(y) - (Number(y) >= 69 ? 100 : 0) : Number(y);
    if (day < 1 || day > 31) return null;
    return { a: month, b: day, year, named: true, yearFirst: false, sep: ' ', text };
  }
  return null;
}

export function looksLikeDate(text: string): boolean {
  return dateParts(text) !== null;
}

/** A date at the start of a cell, and what follows it ("11/02 PDQ" → "11/02", "PDQ"). */
export function leadingDate(text: string): { date: string; rest: string } | null {
  const tokens = text.trim().split(/\s+/);
  for (let n = Math.min(3, tokens.length - 1); n >= 1; n--) {
    const head = tokens.slice(0, n).join(' ');
    if (looksLikeDate(head)) return { date: head, rest: tokens.slice(n).join(' ') };
  }
  return null;
}

/** Month and day of a date cell under a day/month order. */
export function monthDay(p: DateParts, order: DateOrder): { month: number; day: number } | null {
  let month: number;
  let day: number;
  if (p.named || p.yearFirst) {
    month = p.a;
    day = p.b;
  } else if (order === 'DMY') {
    month = p.b;
    day = p.a;
  } else {
    month = p.a;
    day = p.b;
  }
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { month, day };
}

export function validIso(y: number, m: number, d: number): string | null {
  const iso = isoDate(y, m, d);
  return iso === `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` ? iso : null;
}

/** The statement's dates: a period ("Oct 1 – Oct 31, 2024") or a closing date ("as of 11/05/2024"). */
export interface Period {
  start: string | null;
  end: string;
  /** printed as the statement's period or closing date, not just the latest date found */
  labeled: boolean;
}

export const FULL_DATE_SRC = `(?:(?:${WEEKDAY})?(?:\\d{1,2}(?:st|nd|rd|th)?[\\s\\-./]*(?:${MONTH_ALT})\\.?(?:[\\s\\-./,]+\\d{2,4})?|(?:${MONTH_ALT})\\.?[\\s\\-./]*\\d{1,2}(?:st|nd|rd|th)?(?:,?[\\s\\-./]+\\d{4})?)|\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}[/.\\-]\\d{1,2}(?:[/.\\-]\\d{2,4})?)`;
const PERIOD_RE = new RegExp(`(?<![\\w/.-])(${FULL_DATE_SRC})\\s*(?:-|–|—|to|through|thru|until|till|bis|au|al|tot)\\s*(${FULL_DATE_SRC})(?![\\w/])`, 'g');
/** Dates that close the statement ("Closing Date 11/05/2024", "as of Nov 5, 2024"), strongest first. */
const CLOSING_RES = [
  new RegExp(
    `(?:closing date|statement date|statement closing date|statement end date|end date|period ending|as of|as at|closing|ending|stichtag|fecha de corte|date d arrete)\\s*:?\\s*(${FULL_DATE_SRC})(?![\\w/])`,
    'g',
  ),
  new RegExp(`\\b(?:date|datum|fecha)\\s*:?\\s*(${FULL_DATE_SRC})(?![\\w/])`, 'g'),
];
const ANY_DATE_RE = new RegExp(`(?<![\\w/.-])(${FULL_DATE_SRC})(?![\\w/])`, 'g');

function fullDate(text: string, order: DateOrder, yearHint: number | null): string | null {
  const p = dateParts(text.replace(/,/g, ' ').replace(/\s+/g, ' '));
  if (!p) return null;
  const md = monthDay(p, order);
  if (!md) return null;
  const year = p.year ?? yearHint;
  if (year === null || year < 1990 || year > 2100) return null;
  return validIso(year, md.month, md.day);
}

export function findPeriod(lines: Line[], order: DateOrder): Period | null {
  const texts = lines.map((l) => foldText(l.text));
  for (const t of texts) {
    for (const m of t.matchAll(PERIOD_RE)) {
      const end = fullDate(m[2]!, order, null);
      if (end === null) continue;
      const endYear = Number(end.slice(0, 4));
      let start = fullDate(m[1]!, order, endYear);
      if (start !== null && start > end) start = fullDate(m[1]!, order, endYear - 1);
      if (start === null || start > end || daysBetween(start, end) > 400) continue;
      return { start, end, labeled: true };
    }
  }
  for (const re of CLOSING_RES) {
    for (const t of texts) {
      for (const m of t.matchAll(re)) {
        const end = fullDate(m[1]!, order, null);
        if (end !== null) return { start: null, end, labeled: true };
      }
    }
  }
  // Last resort: the latest full date printed outside the transaction rows ("October 31, 2024"
  // at the top of the page). It settles day/month order only when it cannot be read two ways.
  let latest: string | null = null;
  let plain = false;
  for (const line of lines) {
    if (looksLikeDate(line.words[0]?.text ?? '') && line.words.some((w) => isMoney(w.text))) continue;
    for (const m of foldText(line.text).matchAll(ANY_DATE_RE)) {
      const d = fullDate(m[1]!, order, null);
      if (d === null || (latest !== null && d <= latest)) continue;
      latest = d;
      const p = dateParts(m[1]!.replace(/,/g, ' ').replace(/\s+/g, ' '));
      plain = p !== null && (p.named || p.yearFirst || p.a > 12 || p.b > 12);
    }
  }
  return latest === null ? null : { start: null, end: latest, labeled: plain };
}
