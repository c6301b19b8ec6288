// The purchase date of a receipt: every date-shaped text in the rows, OCR slips forgiven,
// scored by its label ("Date:"), by how often it appears and by its place on the paper.
import { daysInMonth } from '../../dates.ts';
import type { ReceiptField } from '../types.ts';
import type { Row } from './rows.ts';

const MONTHS: Record<string, number> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  SEPT: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
  JANUARY: 1,
  FEBRUARY: 2,
  MARCH: 3,
  APRIL: 4,
  JUNE: 6,
  JULY: 7,
  AUGUST: 8,
  SEPTEMBER: 9,
  OCTOBER: 10,
  NOVEMBER: 11,
  DECEMBER: 12,
  // Malay month names
  JANUARI: 1,
  FEBRUARI: 2,
  MAC: 3,
  MEI: 5,
  JULAI: 7,
  OGOS: 8,
  OKT: 10,
  DIS: 12,
  DISEMBER: 12,
};

interface Candidate {
  y: number;
  m: number;
  d: number;
  /** the day and month could be swapped (both ≤ 12, numeric) */
  swappable: boolean;
  /** written year-first (2018-03-23) */
  yearFirst: boolean;
  /** numeric and only valid month-first (12/25/2018) */
  monthFirstOnly: boolean;
  row: number;
  score: number;
}

function fullYear(text: string): number {
  const n = Number(text);
  return text.length === 2 ? 2000 + n : n;
}

function valid(y: number, m: number, d: number): boolean {
  return y >= 1990 && y <= 2099 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Digits the OCR may have read as letters, fixed inside date-shaped tokens. */
function digitize(s: string): string {
  return s.replace(/[OoD]/g, '0').replace(/[Il|]/g, '1').replace(/[S]/g, '5').replace(/[B]/g, '8');
}

// dd/mm/yyyy, dd-mm-yy, dd.mm.yyyy (also with OCR look-alike letters for digits); both
// separators the same, as printers print them.
const DMY_RE = /(?<![\dA-Za-z])([0-3OoIlDQ|]?[\dOoIlSB|])([/.-])([0-3OoIl|]?[\dOoIlSB|])\2((?:19|20)\d\d|\d\d)(?![\d])/g;
// ddmm/yyyy: the first separator lost
const DDMM_RE = /(?<![\d])([0-3]\d)([01]\d)[/.-]((?:19|20)\d\d)(?!\d)/g;
// yyyy-mm-dd, yyyy/mm/dd
const YMD_RE = /(?<!\d)((?:19|20)\d\d)\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{1,2})(?!\d)/g;
// 15 JAN 2019, 15-JAN-2019, 15/JAN/19, 15JAN2019, JAN 15, 2019
const DMONY_RE = /(?<![\dA-Za-z])(\d{1,2})\s?[\s/.\-,]?\s?([A-Za-z]{2,9})\.?\s?[\s/.\-,]?\s?((?:19|20)\d\d|\d\d)(?![\d])/g;
const MONDY_RE = /(?<![A-Za-z])([A-Za-z]{3,9})\.?\s?(\d{1,2})(?:st|nd|rd|th)?,?\s?((?:19|20)\d\d)(?!\d)/g;
// 8 digits after a date label: 25032018 or 20180325
const COMPACT_RE = /(?<!\d)(\d{8})(?!\d)/g;
// a slash read as "1" or "l": 1210212018 is 12/02/2018
const SLASH_AS_ONE_RE = /(?<!\d)(\d{2})[1lI|](\d{2})[1lI|]((?:19|20)\d\d)(?!\d)/g;

const DATE_LABEL_RE = /\b(DATE|DATED|TARIKH|DT|BILL\s*DATE|INV(?:OICE)?\s*DATE|TRANS(?:ACTION)?\s*DATE|DOC(?:UMENT)?\s*DATE)\b/i;
const NOT_PURCHASE_RE = /\b(EXPIR|EXP\b|VALID|DUE|BEST\s*BEFORE|PRINTED|BIRTH|DOB|MFG|MANUFACTUR|WARRANTY|REFUND|RETURN\w*\s+(BY|BEFORE|WITHIN))/i;

function push(out: Candidate[], y: number, m: number, d: number, row: Row, rows: number, extra: Partial<Candidate> = {}, bonus = 0): void {
  if (!valid(y, m, d)) return;
  let score = 1 + bonus;
  if (DATE_LABEL_RE.test(row.text)) score += 2;
  if (NOT_PURCHASE_RE.test(row.text)) score -= 2.5;
  if (/\d{1,2}:\d{2}/.test(row.text)) score += 0.5; // printed with a time: a transaction stamp
  // Purchase dates sit in the header or the footer, rarely among the items.
  const pos = row.index / Math.max(1, rows - 1);
  if (pos < 0.4) score += 0.4;
  else if (pos > 0.75) score += 0.1;
  out.push({ y, m, d, swappable: false, yearFirst: false, monthFirstOnly: false, row: row.index, score, ...extra });
}

/** Two-letter starts that name one month only ("15/Ap/2017"). */
const MONTH_PREFIX: Record<string, number> = { JA: 1, FE: 2, AP: 4, AU: 8, SE: 9, OC: 10, NO: 11, DE: 12 };

function monthOf(word: string): number | undefined {
  const w = word.toUpperCase();
  return MONTHS[w] ?? (w.length === 2 ? MONTH_PREFIX[w] : undefined);
}

/** Every match, overlapping ones too ("54 pm, 27 March, 2018" must not hide "27 March, 2018"). */
function* matches(re: RegExp, text: string): Generator<RegExpExecArray> {
  const r = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  let m: RegExpExecArray | null;
  while ((m = r.exec(text)) !== null) {
    yield m;
    r.lastIndex = m.index + 1;
  }
}

function candidates(rows: readonly Row[]): Candidate[] {
  const out: Candidate[] = [];
  for (const row of rows) {
    // "01- -06- 2018", "24 / 07 / 2017": separators as OCR spaces and doubles them.
    const text = row.text
      .replace(/\s*([/.-])(?:\s*\1)*\s*(?=[\dA-Za-z])/g, '$1')
      // "27Mar201818:46": a year glued to the time after it (PaddleOCR drops that space)
      .replace(/((?:19|20)\d\d)(\d{1,2}:\d\d)/g, '$1 $2');
    const isRange = /\d\s*(-|TO|~|UNTIL)\s*\d{1,2}\s*[A-Za-z/.-]/i.test(row.text);
    const before = out.length;
    for (const m of matches(YMD_RE, text)) {
      push(out, Number(m[1]), Number(m[2]), Number(m[3]), row, rows.length, { yearFirst: true });
    }
    for (const m of matches(DMY_RE, text)) {
      const a = Number(digitize(m[1]!));
      const b = Number(digitize(m[3]!));
      const y = fullYear(m[4]!);
      const clean = /^\d+$/.test(m[1]! + m[3]!) ? 0 : -0.3;
      const twoDigitYear = m[4]!.length === 2 ? -0.2 : 0;
      push(out, y, b, a, row, rows.length, { swappable: a <= 12 && b <= 12 && a !== b }, clean + twoDigitYear);
      // Month-first reading, only when day-first is impossible.
      if (!valid(y, b, a) && valid(y, a, b)) push(out, y, a, b, row, rows.length, { monthFirstOnly: true }, clean + twoDigitYear);
    }
    for (const m of matches(DDMM_RE, text)) {
      push(out, Number(m[3]), Number(m[2]), Number(m[1]), row, rows.length, {}, -0.6);
    }
    for (const m of matches(DMONY_RE, text)) {
      const mo = monthOf(m[2]!);
      if (mo !== undefined) push(out, fullYear(m[3]!), mo, Number(m[1]), row, rows.length, {}, 0.2);
    }
    for (const m of matches(MONDY_RE, text)) {
      const mo = MONTHS[m[1]!.toUpperCase()];
      if (mo !== undefined) push(out, Number(m[3]), mo, Number(m[2]), row, rows.length, {}, 0.2);
    }
    // 8 digits: 25032018 or 20180325, weak unless labelled (invoice numbers look the same).
    const labelled = DATE_LABEL_RE.test(text) ? 0 : -0.5;
    for (const m of matches(COMPACT_RE, text)) {
      const s = m[1]!;
      if (/^20[0-3]\d/.test(s)) push(out, Number(s.slice(0, 4)), Number(s.slice(4, 6)), Number(s.slice(6)), row, rows.length, {}, -0.5 + labelled);
      else if (/20[0-3]\d$/.test(s)) push(out, Number(s.slice(4)), Number(s.slice(2, 4)), Number(s.slice(0, 2)), row, rows.length, {}, -0.5 + labelled);
    }
    for (const m of matches(SLASH_AS_ONE_RE, text)) {
      push(out, Number(m[3]), Number(m[2]), Number(m[1]), row, rows.length, {}, -0.6);
    }
    // A period ("26 NOVEMBER 2017 - 4 MARCH 2018") is a promotion or validity, not the sale.
    if (isRange && out.length - before >= 2) for (let i = before; i < out.length; i++) out[i]!.score -= 1;
  }
  return out;
}

function iso(c: { y: number; m: number; d: number }): string {
  return `${c.y}-${String(c.m).padStart(2, '0')}-${String(c.d).padStart(2, '0')}`;
}

/**
 * The receipt's date as YYYY-MM-DD. Numeric dates are read day-first (the order of most of the
 * world's receipts) unless another date on the same receipt can only be month-first.
 */
export function readDate(rows: readonly Row[]): ReceiptField<string> {
  const cands = candidates(rows);
  if (cands.length === 0) return { value: null, confidence: 0 };
  // Month-first receipts show it with a date whose second field is above 12.
  const monthFirst = cands.some((c) => c.monthFirstOnly);
  const byDate = new Map<string, number>();
  const best = new Map<string, Candidate>();
  for (const c0 of cands) {
    const c = monthFirst && c0.swappable ? { ...c0, m: c0.d, d: c0.m } : c0;
    const key = iso(c);
    byDate.set(key, (byDate.get(key) ?? 0) + c.score);
    const b = best.get(key);
    if (!b || c.score > b.score) best.set(key, c);
  }
  const ranked = [...byDate.entries()].sort((a, b) => b[1] - a[1] || best.get(a[0])!.row - best.get(b[0])!.row);
  const [value, score] = ranked[0]!;
  const second = ranked[1]?.[1] ?? 0;
  const swappable = best.get(value)!.swappable && !monthFirst;
  let confidence = Math.min(0.97, 0.45 + 0.15 * score - 0.1 * second);
  if (swappable) confidence -= 0.1;
  return { value, confidence: Math.max(0.05, Math.round(confidence * 100) / 100) };
}
