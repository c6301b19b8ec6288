// Statement columns recognized from what they hold, for files whose header is missing or written in
// words Byte does not know: a column of dates, columns of amounts (a signed one, or a money-out and
// money-in pair that are never filled on the same row), a running balance, the longest text.
import { parseDateCell, type DateOrder } from '../dates.ts';
import { parseAmountToCents } from '../money.ts';
import { emptyMap, hasMoney, hasText, isBlank, LETTER_RE, moneyLike, nonEmptyCells, SAMPLE_ROWS, type ColumnMap } from './column-map.ts';
import { CREDIT_WORDS, DEBIT_WORDS } from './header-vocab.ts';

/** A column with no (known) header whose cells only say CR or DR: John Lewis card exports. */
export function findIndicatorColumn(h: ColumnMap, rows: readonly (readonly string[])[]): number {
  if (h.amount === -1) return -1;
  const used = new Set([h.date, h.amount, h.debit, h.credit, h.balance, h.account, h.status, h.action, h.symbol, ...h.descriptions, ...h.payees, ...h.memos]);
  for (let c = 0; c < h.width + 1; c++) {
    if (used.has(c)) continue;
    let marks = 0;
    let other = 0;
    let n = 0;
    for (let i = h.headerIndex + 1; i < rows.length && n < SAMPLE_ROWS; i++, n++) {
      const t = (rows[i]![c] ?? '').trim().toLowerCase();
      if (t === '') continue;
      if (t === 'cr' || t === 'dr') marks++;
      else other++;
    }
    if (marks > 0 && other === 0) return c;
  }
  return -1;
}

interface ColumnStats {
  nonEmpty: number;
  dates: number;
  money: number;
  signed: number;
  textChars: number;
  texts: number;
}

function columnStats(rows: readonly (readonly string[])[], from: number, width: number, order: DateOrder): { stats: ColumnStats[]; sampled: number } {
  const stats: ColumnStats[] = [];
  for (let c = 0; c < width; c++) stats.push({ nonEmpty: 0, dates: 0, money: 0, signed: 0, textChars: 0, texts: 0 });
  let sampled = 0;
  for (let i = from; i < rows.length && sampled < SAMPLE_ROWS; i++) {
    const row = rows[i]!;
    if (isBlank(row)) continue;
    sampled++;
    for (let c = 0; c < width; c++) {
      const t = (row[c] ?? '').trim();
      if (t === '') continue;
      const s = stats[c]!;
      s.nonEmpty++;
      if (parseDateCell(t, order) !== null || parseDateCell(t, order === 'DMY' ? 'MDY' : 'DMY') !== null) s.dates++;
      else if (moneyLike(t)) {
        s.money++;
        if (/^[-(\u2212]|-$/.test(t)) s.signed++;
      } else if (LETTER_RE.test(t)) {
        s.texts++;
        s.textChars += t.length;
      }
    }
  }
  return { stats, sampled };
}

/** The text column with the longest cells on average. */
function longestTextColumn(stats: readonly ColumnStats[], taken: ReadonlySet<number>): number {
  let best = -1;
  let bestLen = 0;
  stats.forEach((s, c) => {
    if (taken.has(c) || s.texts === 0) return;
    const avg = s.textChars / s.texts;
    if (avg > bestLen) {
      best = c;
      bestLen = avg;
    }
  });
  return best;
}

/** A header that names the date (and perhaps more) but not all columns: the rest from the contents. */
export function completeFromContent(m: ColumnMap, rows: readonly (readonly string[])[], opts: { dateOrder?: DateOrder }): ColumnMap | null {
  const width = Math.max(m.width, ...rows.slice(m.headerIndex + 1, m.headerIndex + 1 + SAMPLE_ROWS).map((r) => r.length));
  const { stats } = columnStats(rows, m.headerIndex + 1, width, opts.dateOrder ?? 'MDY');
  const taken = new Set([m.date, m.account, m.balance, m.direction, m.status, m.action, m.symbol, ...m.descriptions, ...m.payees, ...m.memos]);
  if (!hasMoney(m)) {
    let best = -1;
    stats.forEach((s, c) => {
      if (taken.has(c) || s.money === 0 || s.money < 0.6 * s.nonEmpty) return;
      if (best === -1 || s.money > stats[best]!.money) best = c;
    });
    if (best === -1) return null;
    m.amount = best;
    taken.add(best);
  }
  if (!hasText(m)) {
    const d = longestTextColumn(stats, taken);
    if (d === -1) return null;
    m.descriptions = [d];
    m.weakFrom = 1;
  }
  return m;
}

/**
 * A file without a header: the first column where nearly every row holds a date, the columns of
 * amounts (two that are never filled on the same row are debit then credit), and the longest text.
 */
export function inferHeaderless(rows: readonly (readonly string[])[], opts: { dateOrder?: DateOrder }): ColumnMap | null {
  let first = 0;
  while (first < rows.length && isBlank(rows[first]!)) first++;
  if (first >= rows.length) return null;
  const width = Math.max(...rows.slice(first, first + SAMPLE_ROWS).map((r) => r.length));
  const { stats, sampled } = columnStats(rows, first, width, opts.dateOrder ?? 'MDY');
  if (sampled === 0) return null;
  // nearly every row (one row less: a header this parser does not know)
  const dateCol = stats.findIndex((s) => s.dates > 0 && s.dates >= 0.8 * sampled - 1);
  if (dateCol === -1) return null;
  const money: number[] = [];
  stats.forEach((s, c) => {
    if (c !== dateCol && s.money > 0 && s.money >= 0.6 * s.nonEmpty) money.push(c);
  });
  if (money.length === 0) return null;
  // the first row whose date cell is a date starts the data
  let start = first;
  while (start < rows.length) {
    const cell = (rows[start]![dateCol] ?? '').trim();
    if (cell !== '' && (parseDateCell(cell, 'MDY') !== null || parseDateCell(cell, 'DMY') !== null)) break;
    start++;
  }
  // a row just above the data with several cells is a header in words Byte does not know: its names are kept for messages and the layout
  const above = start > first ? rows[start - 1]! : null;
  const named = above !== null && nonEmptyCells(above) >= 2;
  const names = named ? Array.from({ length: width }, (_, c) => (above[c] ?? '').trim()) : new Array<string>(width).fill('');
  const m = emptyMap(start - 1, width, names, !named);
  m.date = dateCol;
  const a = money[0]!;
  const b = money[1];
  if (b === a + 1 && neverBoth(rows, start, a, b)) {
    m.debit = a;
    m.credit = b;
    if (money[2] !== undefined && isRunningBalance(rows, start, money[2], (row) => cents(row[b]) - cents(row[a]))) m.balance = money[2];
  } else {
    m.amount = a;
    if (b !== undefined && isRunningBalance(rows, start, b, (row) => parseAmountToCents(row[a] ?? '') ?? 0)) m.balance = b;
  }
  const d = longestTextColumn(stats, new Set([dateCol, ...money]));
  if (d === -1) return null;
  m.descriptions = [d];
  m.weakFrom = 1;
  return m;
}

const cents = (cell: string | undefined) => Math.abs(parseAmountToCents(cell ?? '') ?? 0);

/** Whether column `col` holds the balance after each row (either row order) in most of the sample. */
function isRunningBalance(rows: readonly (readonly string[])[], from: number, col: number, amount: (row: readonly string[]) => number): boolean {
  let prev: number | null = null;
  let forward = 0;
  let backward = 0;
  let pairs = 0;
  let prevAmount = 0;
  for (let i = from; i < rows.length && i < from + SAMPLE_ROWS; i++) {
    const row = rows[i]!;
    if (isBlank(row)) continue;
    const bal = parseAmountToCents(row[col] ?? '');
    if (bal === null) continue;
    const amt = amount(row);
    if (prev !== null) {
      pairs++;
      if (prev + amt === bal) forward++;
      if (bal + prevAmount === prev) backward++;
    }
    prev = bal;
    prevAmount = amt;
  }
  return pairs > 0 && Math.max(forward, backward) * 2 >= pairs;
}

function neverBoth(rows: readonly (readonly string[])[], from: number, a: number, b: number): boolean {
  let both = 0;
  let onlyA = 0;
  let onlyB = 0;
  for (let i = from; i < rows.length && i < from + SAMPLE_ROWS; i++) {
    const x = (rows[i]![a] ?? '').trim() !== '';
    const y = (rows[i]![b] ?? '').trim() !== '';
    if (x && y) both++;
    else if (x) onlyA++;
    else if (y) onlyB++;
  }
  return both === 0 && onlyA > 0 && onlyB > 0;
}

/** Each column's name (the header's, or "Column n") and the role Byte read it as, for the question's preview. */
export function columnRoles(h: ColumnMap, rows: readonly (readonly string[])[]): { name: string; role: string }[] {
  const roles = new Map<number, string>([
    [h.date, 'date'], [h.amount, 'amount'], [h.debit, 'money out'], [h.credit, 'money in'], [h.balance, 'balance'],
    [h.direction, 'direction'], [h.account, 'account'], [h.status, 'status'],
  ]);
  for (const c of [...h.descriptions, ...h.payees, ...h.memos]) if (!roles.has(c)) roles.set(c, 'description');
  const width = h.headerless ? Math.max(h.width, rows[h.headerIndex + 1]?.length ?? 0) : h.width;
  const out: { name: string; role: string }[] = [];
  for (let c = 0; c < width; c++) out.push({ name: h.names[c] || `Column ${c + 1}`, role: roles.get(c) ?? '' });
  return out;
}

