// The transaction table's header line(s) and the role of each column under it.
import type { PdfRole } from './columns.ts';
import { looksLikeDate } from './dates.ts';
import type { Line } from './lines.ts';
import { isMoney } from './money-text.ts';
import { FALLBACK_RANK, isValueDateName, lookupHeader, normalizeHeader, type Role as TableRole } from '../table/header-vocab.ts';

export type Role = PdfRole;
export type DateKind = 'trans' | 'post' | 'value' | 'plain';

export interface Column {
  role: Role;
  dateKind: DateKind;
  label: string;
  x0: number;
  x1: number;
}

export function normalize(text: string): string {
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
const CREDIT_WORDS = /\b(credits?|deposits?|paid in|money in|incoming|inflow|haben|gutschrift|abonos?|ingresos?|entrate|accrediti|avere|bij|additions)\b/;
const BALANCE_WORDS = /\b(balance|saldo|solde|kontostand)\b/;
const AMOUNT_WORDS = /\b(amount|amounts|amt|betrag|montant|importe|importo|bedrag|valor|umsatz)\b/;
const DESCRIPTION_WORDS =
  /\b(description|descriptions|details?|transactions?|narrative|particulars|payee|merchant|memo|activity|beschreibung|verwendungszweck|buchungstext|libelle|operations?|concepto|descripcion|movimiento|omschrijving|descrizione|causale)\b/;

/**
 * The table readers' roles a PDF column can take: a payee or memo column ("Mededelingen") is text of
 * the row, as a description is (a PDF has no direction, status or fee column).
 */
const FROM_TABLE: Partial<Record<TableRole, Role>> = {
  date: 'date',
  description: 'description',
  payee: 'description',
  memo: 'description',
  amount: 'amount',
  debit: 'debit',
  credit: 'credit',
  balance: 'balance',
};

export function headerRole(text: string): Role | null {
  const t = normalize(text);
  if (t === '' || t.split(' ').length > 6) return null;
  if (/\d{2}/.test(t)) return null;
  // a whole header name the CSV reader knows, in any of its 14 languages ("Bokföringsdag", "Název protiúčtu")
  const known = lookupHeader(normalizeHeader(text));
  if (known && known.rank < FALLBACK_RANK && FROM_TABLE[known.role]) return FROM_TABLE[known.role]!;
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
  // else a word of one ("Datum zaúčtování", "Kwota PLN")
  return known && FROM_TABLE[known.role] ? FROM_TABLE[known.role]! : null;
}

export function dateKind(text: string): DateKind {
  const t = normalize(text);
  if (/\b(settlement|settled)\b/.test(t) || isValueDateName(normalizeHeader(text))) return 'value';
  if (/\b(trans|transaction|txn|trx|purchase|activity|sale)\b/.test(t)) return 'trans';
  if (/\b(post|posted|posting|booking|buchungstag|buchung|process|processed)\b/.test(t)) return 'post';
  if (/\b(value|valuta|wertstellung|valeur)\b/.test(t)) return 'value';
  return 'plain';
}
/** Header cells of one line: words joined unless they name different columns ("Date Description"). */
export function headerCells(line: Line): { text: string; x0: number; x1: number }[] {
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

export function hasDataValue(line: Line): boolean {
  return line.words.some((w) => isMoney(w.text) || looksLikeDate(w.text)) || line.cells.some((c) => looksLikeDate(c.text));
}

export function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

export interface Header {
  columns: Column[];
  /** indexes into the line array that make up the header (one or more lines) */
  first: number;
  last: number;
}

/** A header line (or two or three stacked lines) naming a date, a money column and a description or debit+credit. */
export function headerAt(lines: Line[], i: number): Header | null {
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
