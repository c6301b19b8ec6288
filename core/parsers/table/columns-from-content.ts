// Statement columns recognized from what they hold, for files whose header is missing or written in
// words Byte does not know: a column of dates, columns of amounts (a signed one, or a money-out and
// money-in pair that are never filled on the same row), a running balance, the longest text.
import { parseDateCell, type DateOrder } from '../../dates.ts';
import { parseAmountToCents } from '../../money.ts';
import { emptyMap, hasMoney, hasText, isBlank, LETTER_RE, moneyLike, nonEmptyCells, SAMPLE_ROWS, type ColumnMap } from './column-map.ts';
import { CREDIT_WORDS, DEBIT_WORDS, normalizeHeader } from './header-vocab.ts';

/**
 * A column with no (known) header whose cells only say which way the money went: CR or DR (John
 * Lewis card exports), or both kinds of direction word (Debit/Credit, Soll/Haben, Uttag/Insättning).
 */
export function findIndicatorColumn(h: ColumnMap, rows: readonly (readonly string[])[]): number {
  if (h.amount === -1) return -1;
  const used = new Set([
    h.date,
    h.amount,
    h.debit,
    h.credit,
    h.balance,
    h.account,
    h.status,
    h.fee,
    h.action,
    h.symbol,
    ...h.descriptions,
    ...h.payees,
    ...h.memos,
  ]);
  for (let c = 0; c < h.width + 1; c++) {
    if (used.has(c)) continue;
    let marks = 0;
    let debits = 0;
    let credits = 0;
    let other = 0;
    let n = 0;
    for (let i = h.headerIndex + 1; i < rows.length && n < SAMPLE_ROWS; i++, n++) {
      if (nonEmptyCells(rows[i]!) < 3) continue; // a note under the table
      const t = normalizeHeader(rows[i]![c] ?? '');
      if (t === '') continue;
      if (t === 'cr' || t === 'dr') marks++;
      else if (DEBIT_WORDS.has(t)) debits++;
      else if (CREDIT_WORDS.has(t)) credits++;
      else other++;
    }
    if (other === 0 && (marks > 0 || (debits > 0 && credits > 0))) return c;
  }
  return -1;
}

const ID_RE = /^[A-Za-z]{0,4}[-_/]?\d[\d-_/]{3,}[A-Za-z]{0,2}$/;

interface ColumnStats {
  nonEmpty: number;
  dates: number;
  money: number;
  signed: number;
  textChars: number;
  texts: number;
  /** cells like "R34087832" or "TX-00123": a reference, not a description */
  ids: number;
}

function columnStats(rows: readonly (readonly string[])[], from: number, width: number, order: DateOrder): { stats: ColumnStats[]; sampled: number } {
  const stats: ColumnStats[] = [];
  for (let c = 0; c < width; c++) stats.push({ nonEmpty: 0, dates: 0, money: 0, signed: 0, textChars: 0, texts: 0, ids: 0 });
  let sampled = 0;
  for (let i = from; i < rows.length && sampled < SAMPLE_ROWS; i++) {
    const row = rows[i]!;
    // a statement row has a date, a text and an amount: fewer cells are a note or a title, not a sample
    if (nonEmptyCells(row) < 3) continue;
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
        if (ID_RE.test(t)) s.ids++;
      }
    }
  }
  return { stats, sampled };
}

/**
 * How sure Byte is of a role it found from the contents (column-map.ts ColumnMap.confidence): the only
 * candidate, or one with evidence (a balance that moves by it), is SURE; a pick among rivals that
 * nothing tells apart is a GUESS, below ASK_BELOW, so Byte asks the user to check the columns.
 */
export const SURE = 0.9;
export const GUESS = 0.5;
/** A column reading less sure than this is not acted on alone: Byte asks (the columns question). */
export const ASK_BELOW = 0.6;
/** The longest description must be this many times longer than the next text column to be more than a guess. */
const CLEAR_LEAD = 1.5;

/** The text column with the longest cells on average, and how sure that pick is (a rival of similar length makes it a guess). */
function longestTextColumn(stats: readonly ColumnStats[], taken: ReadonlySet<number>): { col: number; confidence: number } {
  const rows = Math.max(0, ...stats.map((s) => s.nonEmpty));
  // a rival is text in most of its cells and filled on most rows (not a note now and then)
  const rival = (s: ColumnStats) => s.texts * 2 >= s.nonEmpty && s.nonEmpty * 2 >= rows;
  const candidates: { col: number; avg: number; rival: boolean }[] = [];
  stats.forEach((s, c) => {
    if (taken.has(c) || s.texts === 0 || s.ids * 5 >= s.texts * 4) return;
    candidates.push({ col: c, avg: s.textChars / s.texts, rival: rival(s) });
  });
  if (candidates.length === 0) return { col: -1, confidence: 0 };
  // the first of equal lengths wins, as before
  const best = candidates.reduce((a, b) => (b.avg > a.avg ? b : a));
  const next = Math.max(0, ...candidates.filter((c) => c !== best && c.rival).map((c) => c.avg));
  return { col: best.col, confidence: next > 0 && best.avg < CLEAR_LEAD * next ? GUESS : SURE };
}

/** A header that names the date (and perhaps more) but not all columns: the rest from the contents. */
export function completeFromContent(m: ColumnMap, rows: readonly (readonly string[])[], opts: { dateOrder?: DateOrder }): ColumnMap | null {
  const width = Math.max(m.width, ...rows.slice(m.headerIndex + 1, m.headerIndex + 1 + SAMPLE_ROWS).map((r) => r.length));
  const { stats } = columnStats(rows, m.headerIndex + 1, width, opts.dateOrder ?? 'MDY');
  const taken = new Set([m.date, m.account, m.balance, m.direction, m.status, m.fee, m.action, m.symbol, ...m.descriptions, ...m.payees, ...m.memos]);
  if (!hasMoney(m)) {
    const money: number[] = [];
    stats.forEach((s, c) => {
      if (!taken.has(c) && s.money > 0 && s.money >= 0.6 * s.nonEmpty) money.push(c);
    });
    if (money.length === 0) return null;
    assignMoney(m, rows, m.headerIndex + 1, money, m.balance === -1);
    for (const c of [m.amount, m.debit, m.credit, m.balance]) taken.add(c);
    // amounts Byte found no use for: which one is the amount was a guess
    m.confidence = Math.min(m.confidence ?? 1, money.every((c) => taken.has(c)) ? SURE : GUESS);
  }
  if (!hasText(m)) {
    // a column of Debit/Credit words is the direction, not a rival description
    if (m.direction === -1) m.direction = findIndicatorColumn(m, rows);
    taken.add(m.direction);
    const d = longestTextColumn(stats, taken);
    if (d.col === -1) return null;
    m.descriptions = [d.col];
    m.weakFrom = 1;
    m.confidence = Math.min(m.confidence ?? 1, d.confidence);
  }
  return m;
}

/**
 * A file without a header (or with one in unknown words): the first column where nearly every row
 * holds a date, the columns of amounts (see assignMoney), and the longest text.
 */
export function inferHeaderless(rows: readonly (readonly string[])[], opts: { dateOrder?: DateOrder }): ColumnMap | null {
  // a preamble ("Account statement", "IBAN;DE…") has fewer cells than a table row (date, text, amount)
  let first = 0;
  while (first < rows.length && nonEmptyCells(rows[first]!) < 3) first++;
  if (first >= rows.length) return null;
  const width = Math.max(...rows.slice(first, first + SAMPLE_ROWS).map((r) => r.length));
  const { stats, sampled } = columnStats(rows, first, width, opts.dateOrder ?? 'MDY');
  if (sampled === 0) return null;
  // nearly every row (one row less: a header this parser does not know)
  const dateCol = stats.findIndex((s) => s.dates > 0 && s.dates >= 0.8 * sampled - 1);
  if (dateCol === -1) return null;
  // the first row whose date cell is a date starts the data
  let start = first;
  while (start < rows.length) {
    const cell = (rows[start]![dateCol] ?? '').trim();
    if (cell !== '' && (parseDateCell(cell, 'MDY') !== null || parseDateCell(cell, 'DMY') !== null)) break;
    start++;
  }
  // what the columns hold, from the data rows only (a header cell is not a sample of its column)
  const { stats: data, sampled: dataRows } = columnStats(rows, start, width, opts.dateOrder ?? 'MDY');
  const money: number[] = [];
  data.forEach((s, c) => {
    if (c !== dateCol && s.money > 0 && s.money >= 0.6 * s.nonEmpty) money.push(c);
  });
  if (money.length === 0) return null;
  // a row just above the data with several cells is a header in words Byte does not know: its names are kept for messages and the layout
  const above = start > first ? rows[start - 1]! : null;
  const named = above !== null && nonEmptyCells(above) >= 2;
  const names = named ? Array.from({ length: width }, (_, c) => (above[c] ?? '').trim()) : new Array<string>(width).fill('');
  const m = emptyMap(start - 1, width, names, !named);
  m.date = dateCol;
  assignMoney(m, rows, start, money, true);
  // another column of dates, or amounts Byte found no use for: the reading is a guess worth a question
  const otherDates = data.filter((s, c) => c !== dateCol && s.dates > 0 && s.dates >= 0.8 * s.nonEmpty && s.nonEmpty >= 0.8 * dataRows).length;
  const unusedMoney = money.filter((c) => c !== m.amount && c !== m.debit && c !== m.credit && c !== m.balance).length;
  m.contested = otherDates > 0 || unusedMoney > 0;
  // a column of Debit/Credit words says which way each amount goes (and is not the description)
  m.direction = findIndicatorColumn(m, rows);
  const d = longestTextColumn(data, new Set([dateCol, ...money, m.direction]));
  if (d.col === -1) return null;
  m.descriptions = [d.col];
  m.weakFrom = 1;
  // every column from its contents: never more than SURE
  m.confidence = Math.min(SURE, d.confidence);
  return m;
}

/**
 * Which of the columns of amounts is what. Two that are never filled on the same row and between
 * them fill every row are money out and money in; a third that moves by their difference is the
 * balance, and tells which of the two is money out. Without a balance the order is a guess, so
 * `pairUnsure` is set and Byte asks. Otherwise one column is the amount, and another that moves by
 * it (either sign) is the balance.
 */
function assignMoney(m: ColumnMap, rows: readonly (readonly string[])[], start: number, money: readonly number[], findBalance: boolean): void {
  for (let i = 0; i < money.length; i++) {
    for (let j = i + 1; j < money.length; j++) {
      const a = money[i]!;
      const b = money[j]!;
      if (!complementary(rows, start, a, b)) continue;
      const others = findBalance ? money.filter((c) => c !== a && c !== b) : m.balance === -1 ? [] : [m.balance];
      for (const c of others) {
        if (isRunningBalance(rows, start, c, (row) => cents(row[b]) - cents(row[a]))) return setPair(m, a, b, c, false);
        if (isRunningBalance(rows, start, c, (row) => cents(row[a]) - cents(row[b]))) return setPair(m, b, a, c, false);
      }
      return setPair(m, a, b, findBalance ? -1 : m.balance, true);
    }
  }
  if (findBalance) {
    for (const a of money) {
      for (const b of money) {
        if (a !== b && movesBy(rows, start, b, a)) {
          m.amount = a;
          m.balance = b;
          return;
        }
      }
    }
  }
  m.amount = money[0]!;
}

function setPair(m: ColumnMap, debit: number, credit: number, balance: number, unsure: boolean): void {
  m.debit = debit;
  m.credit = credit;
  m.balance = balance;
  m.pairUnsure = unsure;
}

/** Column `bal` changes between rows by exactly the size of column `amt` (signed or not) in most of the sample. */
function movesBy(rows: readonly (readonly string[])[], from: number, bal: number, amt: number): boolean {
  let prev: number | null = null;
  let prevAmount = 0;
  let hits = 0;
  let pairs = 0;
  for (let i = from; i < rows.length && i < from + SAMPLE_ROWS; i++) {
    const b = parseAmountToCents(rows[i]![bal] ?? '');
    const a = parseAmountToCents(rows[i]![amt] ?? '');
    if (b === null || a === null) continue;
    if (prev !== null) {
      pairs++;
      const step = Math.abs(b - prev);
      if (step === Math.abs(a) || step === Math.abs(prevAmount)) hits++;
    }
    prev = b;
    prevAmount = a;
  }
  return pairs > 0 && hits * 10 >= pairs * 9;
}

/** Two columns never filled on the same row that between them fill every row: money out and money in. */
function complementary(rows: readonly (readonly string[])[], from: number, a: number, b: number): boolean {
  let rowsWithData = 0;
  let filled = 0;
  for (let i = from; i < rows.length && i < from + SAMPLE_ROWS; i++) {
    if (nonEmptyCells(rows[i]!) < 3) continue;
    rowsWithData++;
    if ((rows[i]![a] ?? '').trim() !== '' || (rows[i]![b] ?? '').trim() !== '') filled++;
  }
  return neverBoth(rows, from, a, b) && filled * 10 >= rowsWithData * 9;
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
    [h.date, 'date'],
    [h.amount, 'amount'],
    [h.debit, 'money out'],
    [h.credit, 'money in'],
    [h.balance, 'balance'],
    [h.direction, 'direction'],
    [h.account, 'account'],
    [h.status, 'status'],
  ]);
  for (const c of [...h.descriptions, ...h.payees, ...h.memos]) if (!roles.has(c)) roles.set(c, 'description');
  const width = h.headerless ? Math.max(h.width, rows[h.headerIndex + 1]?.length ?? 0) : h.width;
  const out: { name: string; role: string }[] = [];
  for (let c = 0; c < width; c++) out.push({ name: h.names[c] || `Column ${c + 1}`, role: roles.get(c) ?? '' });
  return out;
}
