// The columns of a statement table and what each holds, shared by the header lookup (csv.ts) and
// the recognition of columns from their contents (columns-from-content.ts).
import { parseAmountToCents } from '../../money.ts';

// "12.50", "12,50 kr", "(12.50)", "12.50-", "12.47 kr-", "-3", "€ 5"
export const MONEY_SHAPE_RE = /[.,]\d{1,2}\s*(?:[A-Za-z]{1,3}|[^\d\s.,]{1,2})?\s*[)-]?\s*$|^\s*[-+(\u2212]|[$€£¥]/;
export const LETTER_RE = /\p{L}/u;

/** Rows looked at to work out columns from their contents. */
export const SAMPLE_ROWS = 200;

export interface ColumnMap {
  /** the header row's index, or the row before the first data row when the file has no header */
  headerIndex: number;
  headerless: boolean;
  width: number;
  date: number;
  /** description columns by rank; `weakFrom` indexes the first weak one */
  descriptions: number[];
  weakFrom: number;
  payees: number[];
  memos: number[];
  action: number;
  symbol: number;
  amount: number;
  debit: number;
  credit: number;
  account: number;
  balance: number;
  direction: number;
  status: number;
  /** a fee column beside the amount (fees.ts) */
  fee: number;
  names: string[];
  /** money out and money in recognized from their contents, with nothing to tell which is which: Byte asks */
  pairUnsure?: boolean;
  /** columns recognized from their contents with a rival reading (a second date column, amounts left unused): Byte asks */
  contested?: boolean;
  /** how sure Byte is of the roles it found from the contents (0..1; absent: every role named by the header) */
  confidence?: number;
}

export function emptyMap(headerIndex: number, width: number, names: string[], headerless: boolean): ColumnMap {
  return {
    headerIndex,
    headerless,
    width,
    date: -1,
    descriptions: [],
    weakFrom: 0,
    payees: [],
    memos: [],
    action: -1,
    symbol: -1,
    amount: -1,
    debit: -1,
    credit: -1,
    account: -1,
    balance: -1,
    direction: -1,
    status: -1,
    fee: -1,
    names,
  };
}

export const hasText = (m: ColumnMap) => m.descriptions.length > 0 || m.payees.length > 0 || m.memos.length > 0 || m.action !== -1;
export const hasMoney = (m: ColumnMap) => m.amount !== -1 || m.debit !== -1 || m.credit !== -1;

export function isBlank(row: readonly string[]): boolean {
  for (let i = 0; i < row.length; i++) if (row[i]!.trim() !== '') return false;
  return true;
}

export function nonEmptyCells(row: readonly string[]): number {
  let n = 0;
  for (let i = 0; i < row.length; i++) if (row[i]!.trim() !== '') n++;
  return n;
}

/** A cell that reads as an amount and is written like money ("12.50", "-3", "€ 5,00"), not an id or a year. */
export function moneyLike(cell: string): boolean {
  const t = cell.trim();
  return t !== '' && MONEY_SHAPE_RE.test(t) && parseAmountToCents(t) !== null;
}

/** The roles a user can give a column in Byte's question ('' = not read). */
export const ASSIGNABLE_ROLES = ['date', 'description', 'amount', 'money out', 'money in', 'balance', 'direction', ''] as const;

/**
 * The user's own reading of the columns (one role per column, as ASSIGNABLE_ROLES) replaces Byte's.
 * A reading without a date, a description and an amount (or money out / money in) is not usable:
 * false, and Byte's own mapping stays.
 */
export function applyColumnRoles(h: ColumnMap, roles: readonly string[]): boolean {
  const at = (role: string) => roles.indexOf(role);
  const descriptions = roles.flatMap((r, c) => (r === 'description' ? [c] : []));
  if (at('date') === -1 || descriptions.length === 0 || (at('amount') === -1 && at('money out') === -1 && at('money in') === -1)) return false;
  const given = (c: number) => c !== -1 && (roles[c] ?? '') !== '';
  Object.assign(h, {
    date: at('date'),
    descriptions,
    weakFrom: descriptions.length,
    payees: [],
    memos: [],
    action: -1,
    symbol: -1,
    amount: at('amount'),
    debit: at('money out'),
    credit: at('money in'),
    balance: at('balance'),
    direction: at('direction'),
    account: given(h.account) ? -1 : h.account,
    status: given(h.status) ? -1 : h.status,
    fee: given(h.fee) ? -1 : h.fee,
    pairUnsure: false,
  });
  return true;
}

/** The header row as given: `at` is its index, -1 for a file without one (the roles come from the user). */
export function fixedHeader(rows: readonly (readonly string[])[], at: number): ColumnMap {
  if (at === -1) {
    const width = Math.max(0, ...rows.map((r) => r.length));
    return emptyMap(-1, width, new Array<string>(width).fill(''), true);
  }
  const names = (rows[at] ?? []).map((c) => c.trim());
  return emptyMap(at, names.length, names, false);
}

/** Rows kept for a question's preview (preview.ts): a few more than it shows, for the blank and summary lines. */
const SAMPLE_KEPT = 8;
export function sampleRows(rows: readonly (readonly string[])[], from: number): string[][] {
  const out: string[][] = [];
  for (let i = from; i < rows.length && out.length < SAMPLE_KEPT; i++) if (!isBlank(rows[i]!)) out.push([...rows[i]!]);
  return out;
}
