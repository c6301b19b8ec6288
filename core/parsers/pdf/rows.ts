// The rows under each header read into transactions (wrapped lines, late amounts, balance rows).
import { pdfRolesFromAnswer } from './columns.ts';
import { CLOSING_BALANCE_RE, isBalanceLabel, isSummaryLabel, OPENING_RE } from './balances.ts';
import { foldText } from './dates.ts';
import { dateKind, hasDataValue, headerAt, headerCells, headerRole, normalize, type DateKind, type Header, type Role } from './header.ts';
import type { Line } from './lines.ts';
import { isMoney } from './money-text.ts';
import { makeSection, MONEY_ROLES, pairFloatingAmounts, readRow, type Row, type Section } from './row-cells.ts';

export interface Tx {
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
  /** the row's cells by column (a table with a header): columns.ts looks for amounts left unread */
  cells?: ReadonlyMap<number, string>;
}

export const STOP_CONTINUATION_RE = /^(?:page \d|continued|\(continued\)|totals?\b|subtotals?\b|sub-totals?\b)/i;

export interface Collected {
  txs: Tx[];
  sections: Section[];
  /** balances printed as table rows ("10/01 Opening balance … 1,000.00") */
  rowOpening: string | null;
  rowClosing: string | null;
  /** the user's roles were given to the columns of the first table (and of every table with its header) */
  rolesApplied?: boolean;
  /** the page the first table's header is on */
  headerPage?: number;
  /** no header: money out and money in columns found by where their amounts end, and nothing said which is which (Byte asks) */
  pairUnsure?: boolean;
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
export function collectRows(lines: Line[], roles?: readonly string[]): Collected {
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
      const columns =
        given && labels === firstLabels
          ? header.columns.map((c, k) => ({ ...c, role: given![k]!, dateKind: given![k] === 'date' ? dateKind(c.label) : ('plain' as DateKind) }))
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
    section: r.section,
    page: r.page,
    dateText,
    desc: desc === '' ? [] : [desc],
    money: moneyCells(r),
    balance: balance ?? null,
    lastBaseline: r.baseline,
    h: r.h,
    text: r.text,
    cells: r.cells,
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
