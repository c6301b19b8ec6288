// Bank and card statements printed to PDF → transactions. The PDF gives positioned pieces of text,
// not rows: this rebuilds lines from the positions, finds the transaction table by its header line
// (Date / Description / Amount, or Withdrawals / Deposits / Balance), assigns every piece to a
// column by where it sits under the header, and reads the rows. Pure: the PDF reading itself is
// worker/readers/pdf.ts.
import { daysBetween, detectDateOrder, isoDate, type DateOrder } from '../dates.ts';
import { parseAmountToCents } from '../money.ts';
import { emptyStatement, type ExtractedTransaction, type StatementResult } from './types.ts';
import { pdfTableLayout, settleUnsignedAmounts, type PdfSignOptions } from './pdf-signs.ts';
import { pdfColumnsDoubt, pdfRolesFromAnswer, pdfSampleOf, type PdfReadContext, type PdfRole, type PdfSample } from './pdf-columns.ts';

/** One piece of text as the PDF placed it, in page units (points); y is the top edge, from the top of the page. */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPage {
  /** 1-based */
  number: number;
  width: number;
  height: number;
  items: PdfTextItem[];
}

export const NO_TABLE_WARNING = 'No transaction table found in this PDF.';

const MAX_ROW_WARNINGS = 20;

// ───────────────────────────── lines ─────────────────────────────

interface Word {
  text: string;
  x0: number;
  x1: number;
  /** font height */
  h: number;
}

interface Line {
  page: number;
  baseline: number;
  /** typical font height on the line */
  h: number;
  /** left to right; neighbouring glyph runs already joined */
  words: Word[];
  /** words grouped where the gap is small (a phrase, a header cell, a value) */
  cells: Word[];
  /** the cells joined by single spaces */
  text: string;
}

/** Splits a piece at runs of 2+ spaces (a cell gap inside one piece), placing parts by character share. */
function splitPiece(item: PdfTextItem): Word[] {
  const h = item.height > 0 ? item.height : 1;
  const str = item.str.replace(/[\u00a0\u2007\u202f]/g, ' ');
  const trimmed = str.trim();
  if (trimmed === '') return [];
  const len = str.length;
  const perChar = len > 0 ? item.width / len : 0;
  const parts = /\s{2,}/.test(trimmed) ? splitWithOffsets(str, /\S+(?:\s\S+)*/g) : splitWithOffsets(str, /\S(?:.*\S)?/g);
  return parts.map((p) => ({ text: p.text, x0: item.x + p.start * perChar, x1: item.x + (p.start + p.text.length) * perChar, h }));
}

function splitWithOffsets(s: string, re: RegExp): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  for (const m of s.matchAll(re)) out.push({ text: m[0], start: m.index ?? 0 });
  return out;
}

/** Splits a word at single spaces too (used when one piece straddles two columns). */
function splitTokens(w: Word): Word[] {
  const parts = splitWithOffsets(w.text, /\S+/g);
  if (parts.length <= 1) return [w];
  const perChar = (w.x1 - w.x0) / Math.max(1, w.text.length);
  return parts.map((p) => ({ text: p.text, x0: w.x0 + p.start * perChar, x1: w.x0 + (p.start + p.text.length) * perChar, h: w.h }));
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function buildLines(page: PdfPage): Line[] {
  const pieces: { w: Word; baseline: number }[] = [];
  for (const item of page.items) {
    if (typeof item.str !== 'string' || !Number.isFinite(item.x) || !Number.isFinite(item.y)) continue;
    const baseline = item.y + (item.height > 0 ? item.height : 0);
    for (const w of splitPiece(item)) pieces.push({ w, baseline });
  }
  pieces.sort((a, b) => a.baseline - b.baseline || a.w.x0 - b.w.x0);

  // Group by baseline: a piece joins the line when its baseline is within a third of the font
  // height of the line's lowest one, and the line stays within about half a font height overall.
  const groups: { baseline: number; top: number; bottom: number; h: number; words: Word[] }[] = [];
  for (const p of pieces) {
    const g = groups[groups.length - 1];
    const h = g ? Math.min(g.h, p.w.h) : p.w.h;
    if (g && p.baseline - g.bottom <= Math.max(1, 0.35 * h) && p.baseline - g.top <= Math.max(1.5, 0.6 * h)) {
      g.words.push(p.w);
      g.bottom = p.baseline;
    } else {
      groups.push({ baseline: p.baseline, top: p.baseline, bottom: p.baseline, h: p.w.h, words: [p.w] });
    }
  }
  // The line's baseline: the one most of its text sits on.
  for (const g of groups) {
    if (g.top !== g.bottom) g.baseline = g.top + (g.bottom - g.top) / 2;
  }

  const lines: Line[] = [];
  for (const g of groups) {
    g.words.sort((a, b) => a.x0 - b.x0);
    const h = median(g.words.map((w) => w.h)) || 1;
    // Text drawn twice a hair apart (a cheap bold) is read once.
    g.words = g.words.filter((w, k) => !g.words.slice(Math.max(0, k - 3), k).some((o) => o.text === w.text && Math.abs(o.x0 - w.x0) < 0.3 * h));
    // Glyph runs that touch are one word (PDFs that place every letter on its own).
    const words: Word[] = [];
    for (const w of g.words) {
      const prev = words[words.length - 1];
      if (prev && w.x0 - prev.x1 < 0.1 * h && w.x0 >= prev.x0) {
        words[words.length - 1] = { text: prev.text + w.text, x0: prev.x0, x1: Math.max(prev.x1, w.x1), h: Math.max(prev.h, w.h) };
      } else {
        words.push({ ...w });
      }
    }
    const cells: Word[] = [];
    for (const w of words) {
      const prev = cells[cells.length - 1];
      if (prev && w.x0 - prev.x1 <= 0.8 * h) {
        cells[cells.length - 1] = { text: `${prev.text} ${w.text}`, x0: prev.x0, x1: Math.max(prev.x1, w.x1), h: Math.max(prev.h, w.h) };
      } else {
        cells.push({ ...w });
      }
    }
    lines.push({ page: page.number, baseline: g.baseline, h, words, cells, text: cells.map((c) => c.text).join(' ') });
  }
  return lines;
}

function allLines(pages: PdfPage[]): Line[] {
  const out: Line[] = [];
  for (const page of [...pages].sort((a, b) => a.number - b.number)) out.push(...buildLines(page));
  return out;
}

/**
 * The text of every page rebuilt as lines, top to bottom, page after page. Pieces on one line are
 * joined by a space, or by two spaces where the gap is wide (a column gap), so callers can split
 * columns on /\s{2,}/.
 */
export function pdfLinesText(pages: PdfPage[]): string[] {
  return allLines(pages).map((l) => l.cells.map((c) => c.text).join('  '));
}

// ───────────────────────────── header ─────────────────────────────

type Role = PdfRole;
type DateKind = 'trans' | 'post' | 'value' | 'plain';

interface Column {
  role: Role;
  dateKind: DateKind;
  label: string;
  x0: number;
  x1: number;
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const DATE_WORDS = /\b(date|dates|dated|datum|fecha|data|buchungstag|valuta|wertstellung|valeur)\b/;
const DEBIT_WORDS =
  /\b(debits?|withdrawals?|withdrawn|charges?|paid out|money out|outgoing|outflow|soll|lastschrift|belastung|cargos?|retiros?|uscite|addebiti|dare|af|checks paid|cheques paid)\b/;
const CREDIT_WORDS =
  /\b(credits?|deposits?|paid in|money in|incoming|inflow|haben|gutschrift|abonos?|ingresos?|entrate|accrediti|avere|bij|additions)\b/;
const BALANCE_WORDS = /\b(balance|saldo|solde|kontostand)\b/;
const AMOUNT_WORDS = /\b(amount|amounts|amt|betrag|montant|importe|importo|bedrag|valor|umsatz)\b/;
const DESCRIPTION_WORDS =
  /\b(description|descriptions|details?|transactions?|narrative|particulars|payee|merchant|memo|activity|beschreibung|verwendungszweck|buchungstext|libelle|operations?|concepto|descripcion|movimiento|omschrijving|descrizione|causale)\b/;

function headerRole(text: string): Role | null {
  const t = normalize(text);
  if (t === '' || t.split(' ').length > 6) return null;
  if (/\d{2}/.test(t)) return null;
  if (t === 'dr' || t === 'debit dr') return 'debit';
  if (t === 'cr' || t === 'credit cr') return 'credit';
  if (DATE_WORDS.test(t)) return 'date';
  if (BALANCE_WORDS.test(t)) return 'balance';
  const debit = DEBIT_WORDS.test(t);
  const credit = CREDIT_WORDS.test(t);
  if (debit && credit) return 'amount'; // "Debit/Credit": one signed column
  if (debit) return 'debit';
  if (credit) return 'credit';
  if (AMOUNT_WORDS.test(t)) return 'amount';
  if (DESCRIPTION_WORDS.test(t)) return 'description';
  return null;
}

function dateKind(text: string): DateKind {
  const t = normalize(text);
  if (/\b(trans|transaction|txn|trx|purchase|activity|sale)\b/.test(t)) return 'trans';
  if (/\b(post|posted|posting|booking|buchungstag|buchung|process|processed)\b/.test(t)) return 'post';
  if (/\b(value|valuta|wertstellung|valeur)\b/.test(t)) return 'value';
  return 'plain';
}

const MONEY_RE = new RegExp(
  '^[(+\\-\\u2212]?\\s*(?:[A-Z]{3}\\s*)?[$€£¥₹]?\\s*[-\\u2212]?\\s*' +
    "(?:\\d{1,3}(?:[,.'\\u00a0 ]\\d{3})+|\\d+)[.,]\\d{2}" +
    '\\s*\\)?\\s*(?:[$€£¥₹]|[A-Z]{3})?(?:\\s*(?:CR|DR|Cr|Dr|cr|dr)\\.?|-)?$',
);

/** "$1,234.56", "-12.00", "(5.00)", "12.34 CR", "1.234,56": a printed money value with cents. */
function isMoney(text: string): boolean {
  const t = text.trim();
  return t.length <= 30 && MONEY_RE.test(t) && parseAmountToCents(t) !== null;
}

/** Header cells of one line: words joined unless they name different columns ("Date Description"). */
function headerCells(line: Line): { text: string; x0: number; x1: number }[] {
  const cells: { text: string; x0: number; x1: number; role: Role | null }[] = [];
  for (const w of line.words) {
    const role = headerRole(w.text);
    const prev = cells[cells.length - 1];
    if (prev && w.x0 - prev.x1 <= 0.8 * line.h && !(role !== null && prev.role !== null && role !== prev.role)) {
      prev.text = `${prev.text} ${w.text}`;
      prev.x1 = Math.max(prev.x1, w.x1);
      prev.role = headerRole(prev.text) ?? prev.role ?? role;
    } else {
      cells.push({ text: w.text, x0: w.x0, x1: w.x1, role });
    }
  }
  return cells;
}

function hasDataValue(line: Line): boolean {
  return line.words.some((w) => isMoney(w.text) || looksLikeDate(w.text)) || line.cells.some((c) => looksLikeDate(c.text));
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

interface Header {
  columns: Column[];
  /** indexes into the line array that make up the header (one or more lines) */
  first: number;
  last: number;
}

/** A header line (or two or three stacked lines) naming a date, a money column and a description or debit+credit. */
function headerAt(lines: Line[], i: number): Header | null {
  const anchor = lines[i]!;
  if (hasDataValue(anchor)) return null;
  const base = headerCells(anchor);
  if (base.filter((c) => headerRole(c.text) !== null).length < 2) return null;
  const cells = base.map((c) => ({ ...c }));
  let first = i;
  let last = i;
  const absorb = (line: Line, above: boolean): boolean => {
    if (line.page !== anchor.page || hasDataValue(line)) return false;
    const add = headerCells(line);
    if (add.length === 0 || add.some((c) => normalize(c.text).split(' ').length > 4)) return false;
    for (const c of add) {
      if (headerRole(c.text) !== null) continue;
      if (!cells.some((h) => overlap(c.x0, c.x1, h.x0, h.x1) > 0)) return false;
    }
    for (const c of add) {
      let best = -1;
      let bestOv = 0;
      cells.forEach((h, k) => {
        const ov = overlap(c.x0, c.x1, h.x0, h.x1);
        if (ov > bestOv) {
          bestOv = ov;
          best = k;
        }
      });
      if (best === -1) cells.push({ ...c });
      else {
        const h = cells[best]!;
        h.text = above ? `${c.text} ${h.text}` : `${h.text} ${c.text}`;
        h.x0 = Math.min(h.x0, c.x0);
        h.x1 = Math.max(h.x1, c.x1);
      }
    }
    return true;
  };
  // Up to two lines above ("Post" over "Date") and one below ("Amount" set lower).
  for (let k = i - 1; k >= Math.max(0, i - 2); k--) {
    const l = lines[k]!;
    if (l.page !== anchor.page || lines[k + 1]!.baseline - l.baseline > 1.6 * anchor.h) break;
    if (!absorb(l, true)) break;
    first = k;
  }
  if (i + 1 < lines.length) {
    const l = lines[i + 1]!;
    if (l.page === anchor.page && l.baseline - anchor.baseline <= 1.0 * anchor.h && absorb(l, false)) last = i + 1;
  }

  const columns: Column[] = [];
  let unknown = 0;
  for (const c of cells.sort((a, b) => a.x0 - b.x0)) {
    const role = headerRole(c.text);
    if (role === null) unknown++;
    columns.push({ role: role ?? 'other', dateKind: role === 'date' ? dateKind(c.text) : 'plain', label: c.text, x0: c.x0, x1: c.x1 });
  }
  const count = (r: Role) => columns.filter((c) => c.role === r).length;
  const known = columns.length - unknown;
  const money = count('amount') + count('debit') + count('credit');
  if (count('date') === 0 || money === 0) return null;
  if (count('description') === 0 && !(count('debit') > 0 && count('credit') > 0)) return null;
  if (known < 3 || unknown > known) return null;
  return { columns, first, last };
}

// ───────────────────────────── dates ─────────────────────────────

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, janv: 1, janvier: 1, januar: 1, ene: 1, enero: 1, gen: 1, gennaio: 1, januari: 1,
  feb: 2, february: 2, fev: 2, fevr: 2, fevrier: 2, februar: 2, febrero: 2, febbraio: 2, februari: 2,
  mar: 3, march: 3, mars: 3, marz: 3, maerz: 3, marzo: 3, mrt: 3, maart: 3,
  apr: 4, april: 4, avr: 4, avril: 4, abr: 4, abril: 4, aprile: 4,
  may: 5, mai: 5, mayo: 5, mag: 5, maggio: 5, mei: 5,
  jun: 6, june: 6, juin: 6, juni: 6, junio: 6, giu: 6, giugno: 6,
  jul: 7, july: 7, juil: 7, juillet: 7, juli: 7, julio: 7, lug: 7, luglio: 7,
  aug: 8, august: 8, aout: 8, ago: 8, agosto: 8, augustus: 8,
  sep: 9, sept: 9, september: 9, septembre: 9, septiembre: 9, set: 9, settembre: 9,
  oct: 10, october: 10, octobre: 10, okt: 10, oktober: 10, octubre: 10, ott: 10, ottobre: 10,
  nov: 11, november: 11, novembre: 11, noviembre: 11,
  dec: 12, december: 12, decembre: 12, dez: 12, dezember: 12, dic: 12, diciembre: 12, dicembre: 12,
};
const MONTH_ALT = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');
const WEEKDAY = '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\\.?,?\\s+';
const NUMERIC_DATE_RE = /^(\d{1,4})([/.\-])(\d{1,2})(?:\2(\d{2,4}))?\.?$/;
const NAMED_DATE_RE = new RegExp(
  `^(?:${WEEKDAY})?(?:(\\d{1,2})(?:st|nd|rd|th)?[\\s\\-./]*(${MONTH_ALT})\\.?(?:[\\s\\-./,]+(\\d{4}|\\d{2}))?|(${MONTH_ALT})\\.?[\\s\\-./]*(\\d{1,2})(?:st|nd|rd|th)?(?:,?[\\s\\-./]+(\\d{4}|\\d{2}))?)$`,
);

function foldText(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’']/g, '').toLowerCase().trim();
}

/** A date cell as printed: numbers (year possibly missing) or with a month name. */
interface DateParts {
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

function dateParts(text: string): DateParts | null {
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

function looksLikeDate(text: string): boolean {
  return dateParts(text) !== null;
}

/** A date at the start of a cell, and what follows it ("11/02 PDQ" → "11/02", "PDQ"). */
function leadingDate(text: string): { date: string; rest: string } | null {
  const tokens = text.trim().split(/\s+/);
  for (let n = Math.min(3, tokens.length - 1); n >= 1; n--) {
    const head = tokens.slice(0, n).join(' ');
    if (looksLikeDate(head)) return { date: head, rest: tokens.slice(n).join(' ') };
  }
  return null;
}

/** Month and day of a date cell under a day/month order. */
function monthDay(p: DateParts, order: DateOrder): { month: number; day: number } | null {
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

function validIso(y: number, m: number, d: number): string | null {
  const iso = isoDate(y, m, d);
  return iso === `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` ? iso : null;
}

/** The statement's dates: a period ("Oct 1 – Oct 31, 2024") or a closing date ("as of 11/05/2024"). */
interface Period {
  start: string | null;
  end: string;
  /** printed as the statement's period or closing date, not just the latest date found */
  labeled: boolean;
}

const FULL_DATE_SRC = `(?:(?:${WEEKDAY})?(?:\\d{1,2}(?:st|nd|rd|th)?[\\s\\-./]*(?:${MONTH_ALT})\\.?(?:[\\s\\-./,]+\\d{2,4})?|(?:${MONTH_ALT})\\.?[\\s\\-./]*\\d{1,2}(?:st|nd|rd|th)?(?:,?[\\s\\-./]+\\d{4})?)|\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}[/.\\-]\\d{1,2}(?:[/.\\-]\\d{2,4})?)`;
const PERIOD_RE = new RegExp(
  `(?<![\\w/.-])(${FULL_DATE_SRC})\\s*(?:-|–|—|to|through|thru|until|till|bis|au|al|tot)\\s*(${FULL_DATE_SRC})(?![\\w/])`,
  'g',
);
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

function findPeriod(lines: Line[], order: DateOrder): Period | null {
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

// ───────────────────────────── balances ─────────────────────────────

const OPENING_RE =
  /\b(?:(?:opening|beginning|previous|starting|start|prior|old|last statement|last months?|brought forward|(?:your )?previous statement|prior statement)\s+balance|balance\s+(?:brought forward|b\s?f|forward|at start|at beginning|(?:from )?(?:previous|last) statement)|saldo anterior|saldo inicial|solde precedent|ancien solde|solde initial|anfangssaldo|alter kontostand|alter saldo|vorheriger saldo|beginsaldo|saldo iniziale)\b/;
const CLOSING_BALANCE_RE =
  /(?<!\b(?:previous|last|prior|old|your previous) )\b(?:(?:closing|ending|new|end|final|statement|new statement|current statement)\s+balance|balance\s+(?:carried forward|c\s?f|at end|at close)|(?<!minimum )(?:total\s+)?(?:balance|amount)\s+due|saldo final|nuevo saldo|nouveau solde|solde final|endsaldo|neuer kontostand|neuer saldo|eindsaldo|saldo finale)\b/;
const AMOUNT_AT_START_RE =
  /^([(+\-\u2212]?(?:[a-z]{3}\s?)?[$€£¥₹]?\s?[-\u2212]?\d{1,3}(?:[,.'\s]\d{3})*[.,]\d{2}\)?(?:\s?(?:cr|dr)\b\.?|-)?|[(+\-\u2212]?(?:[a-z]{3}\s?)?[$€£¥₹]?\s?[-\u2212]?\d+[.,]\d{2}\)?(?:\s?(?:cr|dr)\b\.?|-)?)/;
const FILLER_RE = /^(?:on|as of|as at|at|per|for|of|the|period|statement|date|in|usd|eur|gbp|cad|aud|\(usd\)|\(eur\))\b\s*/;
const DATE_AT_START_RE = new RegExp(`^(?:${FULL_DATE_SRC})`);

/** The amount printed right after a balance label ("Ending balance on Oct 31, 2024: $1,234.56"). */
function amountAfterLabel(rest: string): string | null {
  let s = rest;
  for (let guard = 0; guard < 8; guard++) {
    const before = s;
    s = s.replace(/^[\s:=–—*]+/, '').replace(/^-\s+/, '');
    s = s.replace(FILLER_RE, '');
    const d = DATE_AT_START_RE.exec(s);
    if (d && !AMOUNT_AT_START_RE.test(s)) s = s.slice(d[0].length);
    if (s === before) break;
  }
  const m = AMOUNT_AT_START_RE.exec(s);
  return m ? m[1]! : null;
}

interface LabeledBalances {
  opening: string | null;
  closing: string | null;
}

const FORWARD_RE = /\b(?:brought|carried) forward\b|\bbalance (?:b|c)\s?f\b/;

/**
 * The first opening and closing balance labels that have an amount beside them. "Balance brought
 * forward" / "carried forward" repeat on every page: the first brought-forward and the last
 * carried-forward count, and only when no plainer label ("Closing balance") is printed.
 */
function findBalances(lines: Line[]): LabeledBalances {
  const found: LabeledBalances = { opening: null, closing: null };
  let forwardOpening: string | null = null;
  let forwardClosing: string | null = null;
  for (const line of lines) {
    const t = foldText(line.text).replace(/\s+/g, ' ');
    if (!t.includes('balance') && !/saldo|solde|kontostand/.test(t)) continue;
    for (const [key, re] of [['opening', OPENING_RE], ['closing', CLOSING_BALANCE_RE]] as const) {
      const m = re.exec(t);
      if (!m) continue;
      const amount = amountAfterLabel(t.slice(m.index + m[0].length));
      if (amount === null) continue;
      if (FORWARD_RE.test(m[0])) {
        if (key === 'opening') forwardOpening ??= amount;
        else forwardClosing = amount;
      } else if (found[key] === null) found[key] = amount;
    }
  }
  found.opening ??= forwardOpening;
  found.closing ??= forwardClosing;
  return found;
}

/** A row naming a balance ("Beginning balance", "Balance carried forward"), not a transaction. */
function isBalanceLabel(text: string): boolean {
  const t = foldText(text).replace(/\s+/g, ' ');
  return OPENING_RE.test(t) || CLOSING_BALANCE_RE.test(t) || /^(?:balance|balance forward|daily balance|ending daily balance)$/.test(t);
}

/** The same, or a total line ("Total deposits", "Subtotal"): for rows that print no date. */
function isSummaryLabel(text: string): boolean {
  return isBalanceLabel(text) || /^(?:totals?|sub ?-?totals?|net change)\b/.test(foldText(text));
}

// ───────────────────────────── signs ─────────────────────────────

type Marker = 'CR' | 'DR' | null;

function marker(text: string): Marker {
  const t = text.trim();
  if (/(?:^|[\s\d.)])cr\.?$/i.test(t) || /^cr\b/i.test(t)) return 'CR';
  if (/(?:^|[\s\d.)])dr\.?$/i.test(t) || /^dr\b/i.test(t)) return 'DR';
  return null;
}

/** Printed with a sign of its own: "-12.00", "(12.00)", "12.00-", "+12.00". */
function explicitlySigned(text: string): boolean {
  const t = text.trim();
  return /^[-\u2212(+]|[-\u2212)]$|^[A-Za-z$€£¥₹\s]*[-\u2212+]/.test(t.replace(/\s*(?:cr|dr)\.?$/i, ''));
}

function magnitude(text: string): number | null {
  const v = parseAmountToCents(text.replace(/\s*(?:cr|dr)\.?$/i, '').trim());
  return v === null ? null : Math.abs(v);
}

/** Words in a credit card statement's summary box, in groups; a card statement has the first and one more. */
const CARD_GROUPS: RegExp[] = [
  /\bminimum (?:payment|amount|due)|\bmin\.? (?:payment|due)\b/,
  /\bpayment due date\b|\bdue date\b/,
  /\bcredit (?:limit|line)\b|\bavailable credit\b/,
  /\bannual percentage rate\b|\bcash advances?\b/,
];

function isCardStatement(text: string): boolean {
  const hits = CARD_GROUPS.map((re) => re.test(text));
  return hits[0]! && hits.slice(1).some(Boolean);
}

/** +1 for a section of credits ("Deposits and additions"), -1 for debits ("Checks paid"), 0 when unclear. */
function sectionSign(title: string, card: boolean): number {
  const t = normalize(title);
  if (t === '') return 0;
  let credit = /\b(deposits?|credits?|additions?|refunds?|incoming|received|money in|paid in|interest paid|interest earned)\b/.test(t);
  let debit = /\b(withdrawals?|debits?|purchases?|charges?|checks?|cheques?|fees?|paid out|money out|outgoing|spending|payments?)\b/.test(t);
  if (/\bpayments?\b/.test(t)) {
    if (card) {
      credit = true;
      debit = /\b(withdrawals?|debits?|purchases?|charges?|fees?)\b/.test(t);
    }
  }
  if (credit && !debit) return 1;
  if (debit && !credit) return -1;
  return 0;
}

// ───────────────────────────── rows ─────────────────────────────

interface Section {
  columns: Column[];
  title: string;
  /** indexes of columns by role */
  dateCols: number[];
  moneyCols: number[];
  balanceCol: number;
  descStart: number;
  split: boolean;
}

interface Row {
  section: Section;
  page: number;
  baseline: number;
  h: number;
  /** text per column index */
  cells: Map<number, string>;
  /** description pieces (description columns and stray text) */
  desc: string[];
  /** leftmost x of the row's text */
  x0: number;
  text: string;
  dateText: string | null;
  hasMoney: boolean;
}

interface Tx {
  section: Section;
  page: number;
  dateText: string;
  desc: string[];
  /** money texts by column index */
  money: Map<number, string>;
  balance: string | null;
  lastBaseline: number;
  h: number;
  text: string;
  /** the row's cells by column (a table with a header): pdf-columns.ts looks for amounts left unread */
  cells?: ReadonlyMap<number, string>;
}

function makeSection(header: Header, title: string): Section {
  const cols = header.columns;
  const idx = (pred: (c: Column) => boolean) => cols.map((c, i) => (pred(c) ? i : -1)).filter((i) => i !== -1);
  const dateCols = idx((c) => c.role === 'date');
  // Transaction date first, then the plain and posting dates.
  const rank: Record<DateKind, number> = { trans: 0, plain: 1, post: 2, value: 3 };
  dateCols.sort((a, b) => rank[cols[a]!.dateKind] - rank[cols[b]!.dateKind] || a - b);
  const moneyCols = idx((c) => c.role === 'amount' || c.role === 'debit' || c.role === 'credit');
  const balanceCol = cols.findIndex((c) => c.role === 'balance');
  const descCols = idx((c) => c.role === 'description');
  const descStart = descCols.length > 0 ? Math.min(...descCols.map((i) => cols[i]!.x0)) : Math.max(...dateCols.map((i) => cols[i]!.x1));
  const split = cols.some((c) => c.role === 'debit' || c.role === 'credit') && !cols.some((c) => c.role === 'amount');
  return { columns: cols, title, dateCols, moneyCols, balanceCol, descStart, split };
}

const MONEY_ROLES = new Set<Role>(['amount', 'debit', 'credit', 'balance']);
const TEXT_ROLES = new Set<Role>(['description', 'other']);

/** Which column a word belongs to, or -1 for stray text (read as description). */
function columnOf(w: Word, cols: Column[]): number {
  const pad = 0.15 * w.h;
  let best = -1;
  let bestOv = 0;
  cols.forEach((c, i) => {
    const ov = overlap(w.x0, w.x1, c.x0 - pad, c.x1 + pad);
    if (ov > bestOv) {
      bestOv = ov;
      best = i;
    }
  });
  if (best !== -1) return best;
  if (isMoney(w.text)) {
    let bestDist = Infinity;
    cols.forEach((c, i) => {
      if (!MONEY_ROLES.has(c.role)) return;
      const d = Math.abs(w.x1 - c.x1);
      if (d < bestDist) {
        bestDist = d;
        best = i;
      }
    });
    if (best !== -1 && bestDist <= 6 * w.h) return best;
    best = -1;
  }
  if (looksLikeDate(w.text)) {
    let bestDist = Infinity;
    cols.forEach((c, i) => {
      if (c.role !== 'date') return;
      const d = Math.abs(w.x0 - c.x0);
      if (d < bestDist) {
        bestDist = d;
        best = i;
      }
    });
    if (best !== -1 && bestDist <= 4 * w.h) return best;
    best = -1;
  }
  // Text: the column it starts in (the nearest header to its left), when that is a text column.
  let left = -1;
  cols.forEach((c, i) => {
    if (c.x0 <= w.x0 && (left === -1 || c.x0 > cols[left]!.x0)) left = i;
  });
  if (left !== -1 && TEXT_ROLES.has(cols[left]!.role)) return left;
  return -1;
}

function readRow(line: Line, section: Section): Row {
  const cols = section.columns;
  const parts = new Map<number, Word[]>();
  const stray: Word[] = [];
  const put = (w: Word, i: number) => {
    if (i === -1) stray.push(w);
    else {
      const list = parts.get(i);
      if (list) list.push(w);
      else parts.set(i, [w]);
    }
  };
  for (const w of line.words) {
    // A piece straddling two columns ("10/07 Car Wash" as one string) is split into its words.
    const touched = cols.filter((c) => overlap(w.x0, w.x1, c.x0, c.x1) > 0);
    const pieces = touched.length > 1 ? splitTokens(w) : [w];
    for (const p of pieces) put(p, columnOf(p, cols));
  }
  // CR/DR and lone currency signs printed beside an amount belong to it.
  const cells = new Map<number, string>();
  for (const [i, ws] of parts) {
    ws.sort((a, b) => a.x0 - b.x0);
    cells.set(i, ws.map((w) => w.text).join(' '));
  }
  const desc: string[] = [];
  const descIdx = cols.map((c, i) => (c.role === 'description' ? i : -1)).filter((i) => i !== -1);
  const strayText = stray.sort((a, b) => a.x0 - b.x0);
  const descWords: Word[] = [];
  for (const i of descIdx) descWords.push(...(parts.get(i) ?? []));
  for (const w of strayText) {
    if (/^(?:cr|dr)\.?$/i.test(w.text) || /^[$€£¥₹+\-\u2212]$/.test(w.text)) {
      // attach to the nearest money cell on its left/right
      let nearest = -1;
      let dist = Infinity;
      for (const [i, ws] of parts) {
        if (!MONEY_ROLES.has(cols[i]!.role)) continue;
        for (const x of ws) {
          const d = Math.min(Math.abs(w.x0 - x.x1), Math.abs(x.x0 - w.x1));
          if (d < dist) {
            dist = d;
            nearest = i;
          }
        }
      }
      if (nearest !== -1 && dist <= 2 * w.h) {
        const cur = cells.get(nearest)!;
        cells.set(nearest, /^[$€£¥₹+\-\u2212]$/.test(w.text) ? `${w.text}${cur}` : `${cur} ${w.text}`);
        continue;
      }
    }
    descWords.push(w);
  }
  descWords.sort((a, b) => a.x0 - b.x0);
  for (const w of descWords) desc.push(w.text);

  let dateText: string | null = null;
  for (const i of section.dateCols) {
    const t = cells.get(i);
    if (t !== undefined && looksLikeDate(t)) {
      dateText = t;
      break;
    }
  }
  if (dateText === null) {
    // "11/02 PDQ": a date run together with the text after it.
    for (const i of section.dateCols) {
      const t = cells.get(i);
      if (t === undefined) continue;
      const split = leadingDate(t);
      if (split) {
        dateText = split.date;
        cells.set(i, split.date);
        if (split.rest !== '') desc.unshift(split.rest);
        break;
      }
    }
  }
  let hasMoney = false;
  for (const i of section.moneyCols) {
    const t = cells.get(i);
    if (t !== undefined && isMoney(t)) hasMoney = true;
  }
  // A money cell that is not money (a stray word under the Amount header) goes to the description.
  for (const i of [...section.moneyCols, ...(section.balanceCol === -1 ? [] : [section.balanceCol])]) {
    const t = cells.get(i);
    if (t !== undefined && !isMoney(t)) {
      desc.push(t);
      cells.delete(i);
    }
  }
  return {
    section,
    page: line.page,
    baseline: line.baseline,
    h: line.h,
    cells,
    desc,
    x0: line.words[0]?.x0 ?? 0,
    text: line.text,
    dateText,
    hasMoney,
  };
}

function moneyOnly(r: Row): boolean {
  if (r.dateText !== null || r.desc.length > 0 || !r.hasMoney) return false;
  for (const [i] of r.cells) {
    const role = r.section.columns[i]!.role;
    if (!MONEY_ROLES.has(role)) return false;
  }
  return true;
}

function dateWithoutMoney(r: Row): boolean {
  return r.dateText !== null && !r.hasMoney;
}

/** Amount-only lines printed a little above or below their row's date line (a common layout quirk). */
function pairFloatingAmounts(rows: Row[]): void {
  const consumed = new Set<Row>();
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (!moneyOnly(r)) continue;
    let best: Row | null = null;
    let bestGap = Infinity;
    for (const j of [i - 1, i + 1]) {
      const o = rows[j];
      if (!o || consumed.has(o) || o.page !== r.page || o.section !== r.section || !dateWithoutMoney(o)) continue;
      const gap = Math.abs(o.baseline - r.baseline);
      if (gap <= 0.8 * Math.max(r.h, o.h) && gap < bestGap) {
        best = o;
        bestGap = gap;
      }
    }
    if (best) {
      for (const [k, v] of r.cells) best.cells.set(k, v);
      best.hasMoney = true;
      consumed.add(r);
      r.hasMoney = false;
      r.cells.clear();
    }
  }
}

const STOP_CONTINUATION_RE = /^(?:page \d|continued|\(continued\)|totals?\b|subtotals?\b|sub-totals?\b)/i;

interface Collected {
  txs: Tx[];
  sections: Section[];
  /** balances printed as table rows ("10/01 Opening balance … 1,000.00") */
  rowOpening: string | null;
  rowClosing: string | null;
  /** the user's roles were given to the columns of the first table (and of every table with its header) */
  rolesApplied?: boolean;
  /** the page the first table's header is on */
  headerPage?: number;
}

/** A line naming columns that do not make a transaction table ("Date Amount Date Amount", an APR table). */
function isOtherHeader(line: Line): boolean {
  if (hasDataValue(line)) return false;
  const roles = headerCells(line)
    .map((c) => headerRole(c.text))
    .filter((r): r is Role => r !== null);
  return roles.length >= 2 && roles.some((r) => r === 'date' || MONEY_ROLES.has(r));
}

/** `roles`: the user's roles for the first table's columns (Byte's question), given to every table with its header. */
function collectRows(lines: Line[], roles?: readonly string[]): Collected {
  const out: Collected = { txs: [], sections: [], rowOpening: null, rowClosing: null };
  let firstLabels: string | null = null;
  let given: Role[] | null = null;
  // Headers first: a header may take in the line above it ("Post" over "Date").
  const headers = new Map<number, Header>();
  const inHeader = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const header = headerAt(lines, i);
    if (!header) continue;
    headers.set(header.first, header);
    for (let k = header.first; k <= header.last; k++) inHeader.add(k);
    i = header.last;
  }
  let section: Section | null = null;
  const rows: Row[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = headers.get(i);
    if (header) {
      const labels = header.columns.map((c) => normalize(c.label)).join('|');
      if (firstLabels === null) {
        firstLabels = labels;
        given = roles ? pdfRolesFromAnswer(roles, header.columns.length) : null;
        out.rolesApplied = given !== null;
        out.headerPage = lines[header.first]!.page;
      }
      const columns = given && labels === firstLabels
        ? header.columns.map((c, k) => ({ ...c, role: given![k]!, dateKind: given![k] === 'date' ? dateKind(c.label) : 'plain' as DateKind }))
        : header.columns;
      section = makeSection({ ...header, columns }, sectionTitle(lines, header.first));
      out.sections.push(section);
      rows.push(breakRow(section));
      continue;
    }
    if (inHeader.has(i)) continue;
    if (!section) continue;
    if (isOtherHeader(lines[i]!)) {
      // Another kind of table starts (daily balances, interest charges): the transactions ended.
      rows.push(breakRow(section));
      section = null;
      continue;
    }
    rows.push(readRow(lines[i]!, section));
  }
  const realRows = rows.filter((r) => r.text !== BREAK);
  pairFloatingAmounts(realRows);

  let current: Tx | null = null;
  /** the last dated row, for rows that print no date of their own */
  let lastDated: { section: Section; page: number; dateText: string; lastBaseline: number; h: number } | null = null;
  for (const r of rows) {
    if (r.text === BREAK) {
      current = null;
      lastDated = null;
      continue;
    }
    const desc = r.desc.join(' ').replace(/\s+/g, ' ').trim();
    if (r.dateText !== null) {
      const balance = r.section.balanceCol === -1 ? undefined : r.cells.get(r.section.balanceCol);
      if (isBalanceLabel(desc)) {
        // "10/01 Beginning balance 1,000.00": the balance (in the balance or the amount column)
        const value = balance ?? firstMoney(r);
        if (value !== null && value !== undefined) {
          const t = foldText(desc);
          if (OPENING_RE.test(t) && out.rowOpening === null) out.rowOpening = value;
          else if (CLOSING_BALANCE_RE.test(t)) out.rowClosing = value;
        }
        current = null;
        lastDated = { section: r.section, page: r.page, dateText: r.dateText, lastBaseline: r.baseline, h: r.h };
        continue;
      }
      current = txFromRow(r, r.dateText, desc);
      out.txs.push(current);
      lastDated = current;
      continue;
    }
    if (r.hasMoney) {
      // Amounts printed on the last line of a block whose first line had the date.
      if (current && current.money.size === 0 && current.page === r.page && r.baseline - current.lastBaseline <= 3.5 * r.h) {
        for (const [k, v] of moneyCells(r)) current.money.set(k, v);
        if (r.section.balanceCol !== -1 && r.cells.has(r.section.balanceCol)) current.balance = r.cells.get(r.section.balanceCol)!;
        if (desc !== '') current.desc.push(desc);
        current.lastBaseline = r.baseline;
        current.text += ` ${r.text}`;
        continue;
      }
      // Statements that print the date once per day: a row in the description column with an
      // amount, right under a dated row, shares its date. Totals and balance lines do not.
      if (
        lastDated &&
        lastDated.section === r.section &&
        desc !== '' &&
        r.x0 >= r.section.descStart - 1.5 * r.h &&
        !r.section.dateCols.some((k) => r.cells.has(k)) &&
        !isSummaryLabel(desc) &&
        !STOP_CONTINUATION_RE.test(desc) &&
        (lastDated.page !== r.page || r.baseline - lastDated.lastBaseline <= 2.5 * Math.max(r.h, lastDated.h))
      ) {
        current = txFromRow(r, lastDated.dateText, desc);
        out.txs.push(current);
        lastDated = current;
        continue;
      }
      current = null; // a subtotal line ends the row above
      lastDated = null;
      continue;
    }
    if (desc === '') continue;
    const hasBalance = r.section.balanceCol !== -1 && r.cells.has(r.section.balanceCol);
    if (
      current &&
      !hasBalance &&
      !isSummaryLabel(desc) &&
      current.page === r.page &&
      r.baseline - current.lastBaseline <= 1.9 * Math.max(r.h, current.h) &&
      r.x0 >= r.section.descStart - 1.5 * r.h &&
      !STOP_CONTINUATION_RE.test(desc) &&
      !r.section.dateCols.some((k) => r.cells.has(k))
    ) {
      current.desc.push(desc);
      current.lastBaseline = r.baseline;
      continue;
    }
    current = null;
  }
  return out;
}

const BREAK = '\u0000break';

function breakRow(section: Section): Row {
  return { section, page: -1, baseline: 0, h: 1, cells: new Map(), desc: [], x0: 0, text: BREAK, dateText: null, hasMoney: false };
}

/** A transaction starting at this row, dated `dateText` (its own date, or the day's date above it). */
function txFromRow(r: Row, dateText: string, desc: string): Tx {
  const balance = r.section.balanceCol === -1 ? undefined : r.cells.get(r.section.balanceCol);
  return {
    section: r.section, page: r.page, dateText, desc: desc === '' ? [] : [desc], money: moneyCells(r),
    balance: balance ?? null, lastBaseline: r.baseline, h: r.h, text: r.text, cells: r.cells,
  };
}

/** The row's cells that sit in the section's money columns, by column. */
function moneyCells(r: Row): Map<number, string> {
  const money = new Map<number, string>();
  for (const k of r.section.moneyCols) {
    const v = r.cells.get(k);
    if (v !== undefined) money.set(k, v);
  }
  return money;
}

function firstMoney(r: Row): string | null {
  for (const k of r.section.moneyCols) {
    const v = r.cells.get(k);
    if (v !== undefined && isMoney(v)) return v;
  }
  return null;
}

/** The short line just above a header ("DEPOSITS AND ADDITIONS"), which tells the sign of unsigned amounts. */
function sectionTitle(lines: Line[], headerFirst: number): string {
  const head = lines[headerFirst]!;
  for (let k = headerFirst - 1; k >= 0 && k >= headerFirst - 3; k--) {
    const l = lines[k]!;
    if (l.page !== head.page || head.baseline - l.baseline > 6 * head.h) break;
    if (hasDataValue(l)) return '';
    const words = normalize(l.text).split(' ');
    if (words.length <= 8 && l.cells.length <= 2) return l.text;
  }
  return '';
}

// ───────────────────────────── fallback without a header ─────────────────────────────

/**
 * Statements that print rows without a header: lines that start with a date and end with an amount,
 * with the dates lined up. Read only when no header was found.
 */
function collectHeaderless(lines: Line[]): Collected {
  const out: Collected = { txs: [], sections: [], rowOpening: null, rowClosing: null };
  interface Cand {
    line: Line;
    index: number;
    descX: number;
    dateText: string;
    dateX: number;
    desc: string;
    amounts: string[];
  }
  const cands: Cand[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const tokens = line.words.flatMap(splitTokens);
    if (tokens.length < 3) continue;
    let dateEnd = -1;
    for (let n = Math.min(3, tokens.length - 2); n >= 1; n--) {
      const t = tokens.slice(0, n).map((w) => w.text).join(' ');
      if (looksLikeDate(t)) {
        dateEnd = n;
        break;
      }
    }
    if (dateEnd === -1) continue;
    // Skip a second (posting) date right after the first.
    let descStart = dateEnd;
    for (let n = Math.min(3, tokens.length - descStart - 1); n >= 1; n--) {
      const t = tokens.slice(descStart, descStart + n).map((w) => w.text).join(' ');
      if (looksLikeDate(t)) {
        descStart += n;
        break;
      }
    }
    const amounts: string[] = [];
    let end = tokens.length;
    while (end > descStart && amounts.length < 2) {
      let took = false;
      for (const n of [2, 1]) {
        if (end - n < descStart) continue;
        const t = tokens.slice(end - n, end).map((w) => w.text).join(' ');
        if (isMoney(t) && !(n === 2 && isMoney(tokens[end - 2]!.text) && isMoney(tokens[end - 1]!.text))) {
          amounts.unshift(t);
          end -= n;
          took = true;
          break;
        }
      }
      if (!took) break;
    }
    if (amounts.length === 0 || end <= descStart) continue;
    const desc = tokens.slice(descStart, end).map((w) => w.text).join(' ');
    if (!/[a-z]/i.test(desc)) continue;
    cands.push({ line, index, descX: tokens[descStart]!.x0, dateText: tokens.slice(0, dateEnd).map((w) => w.text).join(' '), dateX: tokens[0]!.x0, desc, amounts });
  }
  if (cands.length < 3) return out;
  // Dates must line up: keep the rows at the most common left edge.
  const buckets = new Map<number, number>();
  for (const c of cands) buckets.set(Math.round(c.dateX / 4), (buckets.get(Math.round(c.dateX / 4)) ?? 0) + 1);
  let mode = 0;
  let modeCount = 0;
  for (const [k, n] of buckets) {
    const around = n + (buckets.get(k - 1) ?? 0) + (buckets.get(k + 1) ?? 0);
    if (around > modeCount) {
      modeCount = around;
      mode = k;
    }
  }
  const kept = cands.filter((c) => Math.abs(Math.round(c.dateX / 4) - mode) <= 1);
  if (kept.length < 3) return out;
  const twoAmounts = kept.filter((c) => c.amounts.length === 2).length > kept.length / 2;
  // Wrapped descriptions: text-only lines right under a row, starting where its description starts.
  const rowLines = new Set(kept.map((c) => c.index));
  for (const c of kept) {
    let last = c.line;
    for (let j = c.index + 1; j < lines.length && !rowLines.has(j); j++) {
      const l = lines[j]!;
      if (l.page !== last.page || l.baseline - last.baseline > 1.9 * Math.max(l.h, last.h)) break;
      if (hasDataValue(l) || STOP_CONTINUATION_RE.test(l.text) || Math.abs(l.words[0]!.x0 - c.descX) > 1.5 * l.h) break;
      c.desc += ` ${l.text}`;
      last = l;
    }
  }
  const columns: Column[] = [
    { role: 'date', dateKind: 'plain', label: 'Date', x0: 0, x1: 0 },
    { role: 'description', dateKind: 'plain', label: 'Description', x0: 0, x1: 0 },
    { role: 'amount', dateKind: 'plain', label: 'Amount', x0: 0, x1: 0 },
    { role: twoAmounts ? 'balance' : 'other', dateKind: 'plain', label: 'Balance', x0: 0, x1: 0 },
  ];
  const section: Section = { columns, title: '', dateCols: [0], moneyCols: [2], balanceCol: twoAmounts ? 3 : -1, descStart: 0, split: false };
  out.sections.push(section);
  for (const c of kept) {
    if (isBalanceLabel(c.desc)) {
      const t = foldText(c.desc);
      const value = c.amounts[c.amounts.length - 1]!;
      if (OPENING_RE.test(t) && out.rowOpening === null) out.rowOpening = value;
      else if (CLOSING_BALANCE_RE.test(t)) out.rowClosing = value;
      continue;
    }
    const money = new Map<number, string>([[2, c.amounts[0]!]]);
    out.txs.push({
      section,
      page: c.line.page,
      dateText: c.dateText,
      desc: [c.desc],
      money,
      balance: twoAmounts && c.amounts.length === 2 ? c.amounts[1]! : null,
      lastBaseline: c.line.baseline,
      h: c.line.h,
      text: c.line.text,
    });
  }
  return out;
}

// ───────────────────────────── putting it together ─────────────────────────────

function decideOrder(txs: Tx[], lines: Line[]): { order: DateOrder; ambiguous: boolean } {
  let dmy = 0;
  let mdy = 0;
  let numeric = 0;
  let dots = 0;
  for (const tx of txs) {
    const p = dateParts(tx.dateText);
    if (!p || p.named || p.yearFirst) continue;
    numeric++;
    if (p.sep === '.') dots++;
    if (p.a > 12 && p.b <= 12) dmy++;
    else if (p.b > 12 && p.a <= 12) mdy++;
  }
  if (dmy > 0 || mdy > 0) return { order: dmy > mdy ? 'DMY' : 'MDY', ambiguous: false };
  if (numeric === 0) {
    // Named-month rows: the order only matters for the statement's own dates.
    const cells: string[] = [];
    for (const l of lines) for (const m of foldText(l.text).matchAll(/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g)) cells.push(m[0]);
    const d = detectDateOrder(cells);
    return { order: d === 'DMY' ? 'DMY' : 'MDY', ambiguous: false };
  }
  if (dots > numeric / 2) return { order: 'DMY', ambiguous: false };
  return { order: 'MDY', ambiguous: true };
}

/** Picks the year of a date printed without one: the statement's, or the year before across New Year. */
function resolveDate(text: string, order: DateOrder, period: Period | null): string | null {
  const p = dateParts(text);
  if (!p) return null;
  const md = monthDay(p, order);
  if (!md) return null;
  if (p.year !== null) return validIso(p.year, md.month, md.day);
  if (!period) return null;
  const endYear = Number(period.end.slice(0, 4));
  for (const y of [endYear, endYear - 1]) {
    const iso = validIso(y, md.month, md.day);
    if (iso === null) continue;
    if (daysBetween(period.end, iso) <= 31) return iso;
  }
  return null;
}

function rowLabel(tx: Tx): string {
  const t = tx.text.length > 60 ? `${tx.text.slice(0, 57)}…` : tx.text;
  return `Page ${tx.page}, row "${t}"`;
}

export interface PdfReadOptions extends PdfSignOptions {
  dateOrder?: 'MDY' | 'DMY';
  /** the user's role for each column of the first table (Byte's question; column-map.ts ASSIGNABLE_ROLES) */
  columnRoles?: readonly string[];
  /** a preview's few lines: what the whole statement settled (pdf-columns.ts) */
  context?: PdfReadContext;
}

export interface PdfStatementResult extends StatementResult {
  /** why Byte doubts its reading of the table's columns (it asks) */
  columnsDoubt?: string;
  /** the top of the page to a few table rows, for a question's preview */
  pdfSample?: PdfSample;
}

/** Transaction rows a question's sample keeps (it shows five; skipped rows and wrapped lines need a margin). */
const SAMPLE_TX_ROWS = 8;

/** The user's roles were used, did not fit, or (none given) Byte doubts its own reading: the question asks. */
function tableColumnsCheck(result: PdfStatementResult, collected: Collected, opts: PdfReadOptions): void {
  if (opts.columnRoles) {
    if (!collected.rolesApplied) {
      result.warnings.push(`The columns you set do not fit the table in this PDF (it has ${collected.sections[0]!.columns.length}); Byte read it as it found it.`);
    }
    return;
  }
  const first = collected.sections[0]!;
  const doubt = pdfColumnsDoubt(first.columns, collected.txs.filter((t) => t.section.columns === first.columns).map((t) => t.cells ?? new Map()), isMoney);
  if (doubt) {
    result.columnsAmbiguous = true;
    result.columnConfidence = 0.5;
    result.warnings.push(`Byte is not sure of the columns of the table in this PDF: ${doubt}.`);
    result.columnsDoubt = doubt;
  }
}

/**
 * Reads a statement PDF's positioned text into transactions (negative for money going out), with
 * the opening and closing balances it prints. A PDF with no transaction table gives no items and
 * the warning `No transaction table found in this PDF.`. `opts.dateOrder` settles dates like 03/04
 * when the user has said how their bank writes them.
 */
export function parsePdfStatement(pages: PdfPage[], opts: PdfReadOptions = {}): PdfStatementResult {
  const result: PdfStatementResult = emptyStatement();
  const lines = allLines(pages);
  const docText = foldText(lines.map((l) => l.text).join('\n')).replace(/[ \t]+/g, ' ');
  const card = opts.context?.card ?? isCardStatement(docText);

  let collected = collectRows(lines, opts.columnRoles);
  const headerTable = collected.txs.length > 0;
  // the user's roles that read no rows are not second-guessed by the reading without a header
  if (collected.txs.length === 0 && !collected.rolesApplied) {
    const fallback = collectHeaderless(lines);
    if (fallback.txs.length > 0) {
      collected = fallback;
      result.warnings.push(
        `No table header was found; read ${fallback.txs.length} lines that start with a date and end with an amount as transactions.`,
      );
    }
  }

  const decided = decideOrder(collected.txs, lines);
  const order: DateOrder = opts.dateOrder ?? decided.order;
  const ambiguous = opts.dateOrder === undefined && decided.ambiguous;
  let period = opts.context ? opts.context.period : findPeriod(lines, order);
  if (!period && ambiguous) period = findPeriod(lines, 'DMY');
  let useOrder = order;
  let settled = false;
  if (ambiguous && period?.labeled) {
    // Dates that fit the statement period under one reading and not the other settle the order.
    const fits = (o: DateOrder) =>
      collected.txs.filter((tx) => {
        const d = resolveDate(tx.dateText, o, period);
        return d !== null && daysBetween(d, period!.end) >= -7 && daysBetween(d, period!.end) <= 70;
      }).length;
    const m = fits('MDY');
    const d = fits('DMY');
    if (d > m) useOrder = 'DMY';
    if (d !== m) settled = true;
  }
  const stillAmbiguous = ambiguous && !settled;
  if (stillAmbiguous && collected.txs.length > 0) {
    result.dateOrderAmbiguous = true;
    result.warnings.push('Dates in this PDF could be month/day or day/month (no day above 12); they were read as month/day.');
  }

  // Sign conventions of single amount columns, decided over the whole statement.
  let crCount = 0;
  let drCount = 0;
  for (const tx of collected.txs) {
    if (tx.section.split) continue;
    for (const v of tx.money.values()) {
      const mk = marker(v);
      if (mk === 'CR') crCount++;
      else if (mk === 'DR') drCount++;
    }
  }
  const markerMode: Marker = opts.context ? opts.context.markerMode : crCount > 0 && drCount === 0 ? 'CR' : drCount > 0 && crCount === 0 ? 'DR' : null;
  const sectionSigned = new Map<Section, boolean>();
  for (const tx of collected.txs) {
    for (const v of tx.money.values()) if (explicitlySigned(v) || marker(v) !== null) sectionSigned.set(tx.section, true);
  }

  const balanceValue = (text: string): number | null => {
    const mk = marker(text);
    const mag = magnitude(text);
    if (mag === null) return null;
    if (mk === 'CR') return mag;
    if (mk === 'DR') return -mag;
    const v = parseAmountToCents(text.trim());
    if (v === null) return null;
    return card && v !== 0 ? -v : v;
  };

  const skipped: string[] = [];
  const items: ExtractedTransaction[] = [];
  const itemSection: Section[] = [];
  /** false where the sign of an amount was a guess (unsigned, in one Amount column) */
  const signKnown: boolean[] = [];
  /** true where nothing but the printed figure decided the sign (no section title, marker or card statement): settled below or asked */
  const guessed: boolean[] = [];
  for (const tx of collected.txs) {
    const date = resolveDate(tx.dateText, useOrder, period);
    if (date === null) {
      skipped.push(
        period === null && dateParts(tx.dateText)?.year === null
          ? `${rowLabel(tx)}: the date "${tx.dateText}" has no year and the statement prints no period or closing date — skipped`
          : `${rowLabel(tx)}: invalid date "${tx.dateText}" — skipped`,
      );
      continue;
    }
    if (tx.money.size === 0) {
      skipped.push(`${rowLabel(tx)}: no amount — skipped`);
      continue;
    }
    let amount = 0;
    let ok = true;
    let known = true;
    let guess = false;
    const s = tx.section;
    for (const [k, text] of tx.money) {
      const role = s.columns[k]!.role;
      const mag = magnitude(text);
      if (mag === null) {
        ok = false;
        break;
      }
      if (role === 'debit') amount -= mag;
      else if (role === 'credit') amount += mag;
      else {
        const mk = marker(text);
        const signed = explicitlySigned(text);
        const printed = parseAmountToCents(text.replace(/\s*(?:cr|dr)\.?$/i, '').trim()) ?? mag;
        if (mk === null && !signed && markerMode === null) known = false;
        if (mk === 'CR') amount += mag;
        else if (mk === 'DR') amount -= mag;
        else if (markerMode === 'CR') amount += signed && printed < 0 ? mag : -mag;
        else if (markerMode === 'DR') amount += signed && printed < 0 ? -mag : mag;
        else if (!sectionSigned.get(s) && sectionSign(s.title, card) !== 0) amount += sectionSign(s.title, card) * mag;
        else {
          amount += card ? -printed : printed;
          // a section with no signed amount at all: nothing but the figure says which way it went
          guess = !card && !sectionSigned.get(s);
        }
      }
    }
    if (!ok) {
      skipped.push(`${rowLabel(tx)}: unreadable amount — skipped`);
      continue;
    }
    const description = tx.desc.join(' ').replace(/\s+/g, ' ').trim();
    if (description === '') {
      skipped.push(`${rowLabel(tx)}: empty description — skipped`);
      continue;
    }
    const balanceCents = tx.balance === null ? null : balanceValue(tx.balance);
    items.push({ date, description, amountCents: amount === 0 ? 0 : amount, account: null, balanceCents });
    itemSection.push(s);
    signKnown.push(known);
    guessed.push(guess && !known);
  }

  // Labeled balances (summary box or table rows).
  const labeled = findBalances(lines);
  const openText = labeled.opening ?? collected.rowOpening;
  const closeText = labeled.closing ?? collected.rowClosing;
  let opening = openText === null ? null : balanceValue(openText);
  let closing = closeText === null ? null : balanceValue(closeText);

  // A running balance column settles the sign of each unsigned amount.
  // Rows without a printed balance (one balance per day) carry the running total forward.
  let prev: number | null = opening;
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if (it.balanceCents !== null && prev !== null && !signKnown[i]) {
      if (prev + it.amountCents !== it.balanceCents && prev - it.amountCents === it.balanceCents) it.amountCents = -it.amountCents;
      if (prev + it.amountCents === it.balanceCents) guessed[i] = false;
    }
    prev = it.balanceCents ?? (prev === null ? null : prev + it.amountCents);
  }

  // Amounts whose sign nothing above decided: the balances as printed, evidence, the user's answer,
  // or a question (pdf-signs.ts), before the balances' own sign is doubted below.
  const table = pdfTableLayout(collected.sections.map((sec) => sec.columns));
  if (table) {
    result.layout = table.layout;
    result.columns = table.columns;
  }
  result.items = items;
  result.openingBalanceCents = opening;
  result.closingBalanceCents = closing;
  const settledSign = settleUnsignedAmounts(result, guessed, opts, table?.amountColumn ?? null);
  if (headerTable) {
    tableColumnsCheck(result, collected, opts);
    // a few rows and what the whole statement settled: Byte's question reads them again with other roles
    const cut = collected.txs[Math.min(collected.txs.length, SAMPLE_TX_ROWS) - 1]!;
    result.pdfSample = {
      pages: pdfSampleOf(pages, { fromPage: collected.headerPage ?? cut.page, page: cut.page, baseline: cut.lastBaseline, h: cut.h }), dateOrder: useOrder,
      ...(settledSign ? { amountSign: settledSign } : {}), context: { card, period, markerMode },
    };
  }

  // Balances printed as positive numbers on a statement of what is owed: the sign that adds up wins.
  if (opening !== null && closing !== null && items.length > 0) {
    const sum = items.reduce((a, it) => a + it.amountCents, 0);
    if (opening + sum !== closing && -opening + sum === -closing) {
      opening = -opening;
      closing = -closing;
      for (const it of items) if (it.balanceCents !== null) it.balanceCents = -it.balanceCents;
    }
  }
  result.openingBalanceCents = opening;
  result.closingBalanceCents = closing;
  result.items = items;

  if (collected.sections.length === 0 && items.length === 0) result.warnings.push(NO_TABLE_WARNING);
  else if (collected.txs.length === 0) result.warnings.push('The transaction table in this PDF has no rows.');
  for (let i = 0; i < skipped.length && i < MAX_ROW_WARNINGS; i++) result.warnings.push(skipped[i]!);
  if (skipped.length > MAX_ROW_WARNINGS) {
    result.warnings.push(`…and ${skipped.length - MAX_ROW_WARNINGS} more rows were skipped for the same kinds of reasons.`);
  }
  if (collected.sections.length > 0 && items.length === 0 && collected.txs.length > 0) {
    result.errors.push(`None of the ${collected.txs.length} transaction rows in this PDF could be read (see warnings); nothing was imported.`);
  }
  return result;
}
