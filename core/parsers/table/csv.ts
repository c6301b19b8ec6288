// Bank-statement tables → transactions: CSV/TXT text, and the rows of a spreadsheet (spreadsheet.ts).
// Finds the header row (English, German, French, Spanish, Dutch names), or works out the columns
// from their contents when there is none, reads every row and skips (with a warning naming the
// line, the field and the value) the ones it cannot read.
import Papa from 'papaparse';
import { DateOrderTally, type DateOrder } from '../../dates.ts';
import { detectDelimiter } from '../../documents/sniff.ts';
import { lazyQuotedRows, lazyRows } from './lazy-rows.ts';
import { emptyStatement, type ExtractedTransaction, type StatementResult } from '../types.ts';
export { normalizeHeader } from './header-vocab.ts';
import { applyColumnRoles, emptyMap, fixedHeader, hasMoney, hasText, isBlank, SAMPLE_ROWS, sampleRows, type ColumnMap } from './column-map.ts';
import { ASK_BELOW, columnRoles, completeFromContent, findIndicatorColumn, inferHeaderless } from './columns-from-content.ts';
import { layoutFingerprint, type AmountSign } from '../sign.ts';
import { readUnsurePair, SignTally } from './signs.ts';
import { FeeTally } from './fees.ts';
import { readBalanceLine } from './balances.ts';
import { RowTally, settleRows, tableRows, type TablePlan } from './rows.ts';
export { statedBalances } from './balances.ts';
import type { CsvOptions, TableOptions } from './options.ts';
import { FALLBACK_RANK, lookupHeader, normalizeHeader, WEAK_DESCRIPTION, type Role } from './header-vocab.ts';

export type { CsvOptions, TableOptions } from './options.ts';

/** a reading with a rival (a second date column, amounts left unused): well below ASK_BELOW */
const CONTESTED = 0.3;

const HEADER_SEARCH_ROWS = 30;

function mapHeader(row: readonly string[], headerIndex: number): { map: ColumnMap; roles: number } {
  const best: Partial<Record<Role, { col: number; rank: number }>> = {};
  const lists: Record<'description' | 'payee' | 'memo', { col: number; rank: number }[]> = { description: [], payee: [], memo: [] };
  let roles = 0;
  for (let col = 0; col < row.length; col++) {
    const hit = lookupHeader(normalizeHeader(row[col]!));
    if (!hit) continue;
    roles++;
    if (hit.role === 'description' || hit.role === 'payee' || hit.role === 'memo') lists[hit.role].push({ col, rank: hit.rank });
    const current = best[hit.role];
    if (!current || hit.rank < current.rank) best[hit.role] = { col, rank: hit.rank };
  }
  const byRank = (a: { col: number; rank: number }, b: { col: number; rank: number }) => a.rank - b.rank || a.col - b.col;
  lists.description.sort(byRank);
  lists.payee.sort(byRank);
  lists.memo.sort((a, b) => a.col - b.col);
  const col = (r: Role) => best[r]?.col ?? -1;
  const map = emptyMap(
    headerIndex,
    row.length,
    row.map((c) => c.trim()),
    false,
  );
  map.date = col('date');
  map.descriptions = lists.description.map((d) => d.col);
  map.weakFrom = lists.description.findIndex((d) => d.rank >= WEAK_DESCRIPTION && d.rank < FALLBACK_RANK);
  if (map.weakFrom === -1) map.weakFrom = map.descriptions.length;
  map.payees = lists.payee.map((d) => d.col);
  map.memos = lists.memo.map((d) => d.col);
  map.action = col('action');
  map.symbol = col('symbol');
  map.amount = col('amount');
  map.debit = col('debit');
  map.credit = col('credit');
  map.account = col('account');
  map.balance = col('balance');
  map.direction = col('direction');
  map.status = col('status');
  map.fee = col('fee');
  return { map, roles };
}

function usable(m: ColumnMap): boolean {
  return m.date !== -1 && hasText(m) && hasMoney(m);
}

/**
 * Parses a bank-statement CSV (any of , ; tab | as delimiter, optional BOM, header within the
 * first 30 rows or no header at all) into transactions; see parseTableRows.
 */
export function parseCsvStatement(input: string, opts: CsvOptions = {}): StatementResult {
  return readCsv(input, opts, false).result;
}

/** parseCsvStatement, or with `stream` without holding the transactions (readTable). */
export function readCsv(input: string, opts: CsvOptions, stream: boolean): TableRead {
  let text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.trim() === '') {
    const r = emptyStatement();
    r.errors.push('The file has no rows.');
    return { result: r, count: 0, items: () => [] };
  }
  // "\r\r\n" (a CRLF file saved again on Windows) would otherwise read as blank lines and stray breaks.
  if (text.includes('\r\r\n')) text = text.replace(/\r\r\n/g, '\r\n');
  // CRLF lines with a lone LF somewhere (often the last line): papaparse would take the LF into a quoted cell
  if (text.includes('\r\n') && /(?:^|[^\r])\n/.test(text)) text = text.replace(/\r\n/g, '\n');
  // ="2026-10-01": an Excel formula some banks write so a spreadsheet keeps the cell as text; read as the quoted value
  if (text.includes('="')) text = text.replace(EXCEL_TEXT_CELL_RE, '$1"');
  const delimiter = detectDelimiter(text);
  const parsed = csvRows(text, delimiter);
  const rows = parsed.data;
  // 1-based file line of each row: rows are lines, except where a quoted cell spans lines.
  const lineOf = lineNumbers(rows, parsed.meta.linebreak, text.includes('"'));
  const read = readTable(rows, { ...opts, lineOf, delimiter: delimiter ?? parsed.meta.delimiter }, stream);
  const result = read.result;
  if (result.errors.length === 0 || read.count > 0) {
    const quotes: string[] = [];
    for (const e of parsed.errors) {
      if (e.code === 'MissingQuotes' && typeof e.row === 'number') {
        quotes.push(`Row ${lineOf(e.row)}: a quoted field is never closed, so the rest of the file may be misread.`);
      }
    }
    if (quotes.length) result.warnings.unshift(...quotes);
  }
  return read;
}

const EXCEL_TEXT_CELL_RE = /(^|[,;\t|])="/gm;

/**
 * A text this long (about 300,000 rows) is not held as rows too: below it papaparse's rows are a
 * little faster (each lazy row is split twice) and their memory does not matter.
 */
const LAZY_ROWS_FROM = 16 * 1024 * 1024;
const GUESS_CHARS = 1024 * 1024;

/**
 * papaparse's rows, or for a large text the same rows read lazily (lazy-rows.ts: a large statement
 * is not held twice, as text and as rows). The line break and delimiter are
 * papaparse's guesses, which it makes from the text before parsing.
 */
function csvRows(text: string, delimiter: string | null): Pick<Papa.ParseResult<string[]>, 'data' | 'errors' | 'meta'> {
  const config = { skipEmptyLines: false, ...(delimiter ? { delimiter } : {}) };
  if (text.length < LAZY_ROWS_FROM) return Papa.parse<string[]>(text, config);
  // papaparse guesses from the first 1 MB (line breaks) and 10 rows (delimiter); given the whole text,
  // even a preview would split all of it into lines first
  const { meta, errors } = Papa.parse<string[]>(text.slice(0, GUESS_CHARS), { ...config, preview: 1 });
  if (!text.includes('"')) return { data: lazyRows(text, meta.linebreak, meta.delimiter) as string[][], errors, meta };
  // quoted fields: read lazily when well formed, else papaparse reads it whole and says what is wrong
  const quoted = lazyQuotedRows(text, meta.linebreak, meta.delimiter);
  return quoted ? { data: quoted as string[][], errors: errors.filter((e) => e.type !== 'Quotes'), meta } : Papa.parse<string[]>(text, config);
}

/**
 * Reads statement rows (cells as text). The header is the first of the first 30 non-blank rows
 * that names a date, a text (description, payee, memo) and an amount (or debit/credit) column; a
 * header that names only some of them is completed from the columns' contents, and a file
 * without a header is read from its contents alone (a column of dates, a column of amounts, the
 * longest text as description). Handles a signed amount, debit/credit columns, a Debit/Credit or
 * Af/Bij indicator, card exports that list purchases as positive (signs flipped, with a warning),
 * details continued on the next line, pending rows (skipped), summary rows (skipped; opening and
 * closing balances kept) and a running balance column.
 */
export function parseTableRows(rows: readonly (readonly string[])[], opts: TableOptions = {}): StatementResult {
  return readTable(rows, opts, false).result;
}

/** A statement table read: its result and, for a streamed one, its transactions read again on demand. */
export interface TableRead {
  /** everything the table says; `items` holds every transaction, or for a streamed read only the first HEAD_ROWS */
  result: StatementResult;
  /** how many transactions the table has */
  count: number;
  /** every transaction, signs settled; for a streamed read each call reads the rows again */
  items(): Iterable<ExtractedTransaction>;
}

/** Transactions a streamed read keeps for a question's preview (preview.ts shows 5). */
export const HEAD_ROWS = 10;

/**
 * parseTableRows, or with `stream` the same reading without holding the transactions: a first pass
 * makes every whole-table decision (the signs, the warnings) from evidence gathered row by row, and
 * `items()` reads the rows again, giving the same transactions the whole read would hold.
 */
export function readTable(rows: readonly (readonly string[])[], opts: TableOptions, stream: boolean): TableRead {
  const result = emptyStatement();
  const plan = tablePlan(rows, opts, result);
  if (!plan) return { result, count: 0, items: () => [] };
  const tally = new RowTally(result);
  const signs = new SignTally();
  const fees = new FeeTally();
  const kept = result.items;
  const blank: boolean[] = [];
  for (const t of tableRows(rows, plan, tally)) {
    signs.add(t);
    fees.add(t);
    if (stream && kept.length >= HEAD_ROWS) continue;
    kept.push(t);
    blank.push(tally.blankDirection);
  }
  const settle = settleRows(result, plan, tally, signs, fees);
  for (let k = 0; k < kept.length; k++) settle(kept[k]!, blank[k]!);
  if (!stream) return { result, count: kept.length, items: () => kept };
  return {
    result,
    count: tally.items,
    *items() {
      // warnings and balances found again go to a scratch result: the first pass has them
      const again = new RowTally(emptyStatement());
      for (const t of tableRows(rows, plan, again)) {
        settle(t, again.blankDirection);
        yield t;
      }
    },
  };
}

/**
 * How the table is read, from the whole of it: the header (or the columns found from their
 * contents), the layout's fingerprint, the date order and the decimal mark. What it finds goes into
 * `result` (the layout, columns, sample, balances stated above the table, questions); null with an
 * error in `result` when no columns can be recognized.
 */
function tablePlan(rows: readonly (readonly string[])[], opts: TableOptions, result: StatementResult): TablePlan | null {
  const { warnings, errors } = result;
  const lineOf = opts.lineOf ?? ((i: number) => i + 1);

  let header: ColumnMap | null = null;
  let partial: ColumnMap | null = null;
  let bestGuess: { names: string[]; roles: number } | null = null;
  let seen = 0;
  if (opts.headerAt !== undefined && opts.columnRoles) {
    header = fixedHeader(rows, opts.headerAt);
    if (!applyColumnRoles(header, opts.columnRoles)) {
      errors.push('Give one column the Date role, one the Description role and one Amount (or Money out / Money in).');
      return null;
    }
  }
  for (let i = 0; !header && i < rows.length && seen < HEADER_SEARCH_ROWS; i++) {
    const row = rows[i]!;
    if (isBlank(row)) continue;
    seen++;
    const { map, roles } = mapHeader(row, i);
    if (usable(map)) {
      header = map;
      break;
    }
    if (!partial && map.date !== -1 && roles >= 2 && (hasText(map) || hasMoney(map))) partial = map;
    if (!bestGuess || roles > bestGuess.roles) bestGuess = { names: map.names, roles };
  }
  if (!header && partial) header = completeFromContent(partial, rows, opts);
  if (!header) header = inferHeaderless(rows, opts);
  if (!header) {
    const found = (bestGuess?.names ?? [])
      .filter((n) => n !== '')
      .map((n) => `"${n}"`)
      .join(', ');
    errors.push(`No recognizable columns. Found headers: ${found || '(none)'}. Expected: Date, Description and Amount (or Debit and Credit).`);
    return null;
  }
  const h = header;
  if (!h.headerless && h.direction === -1) h.direction = findIndicatorColumn(h, rows);
  // A layout is its header names and delimiter; without a header, the columns as Byte read them
  // (so a remembered answer is not reused for a headerless file of another shape).
  const named = h.headerless ? ['(no header)', ...columnRoles(h, rows).map((c) => c.role)] : h.names.map(normalizeHeader);
  result.layout = layoutFingerprint(named, opts.delimiter ?? '');
  // how sure Byte is of the columns: 1 when the header names every role, less for roles found from
  // the contents (columns-from-content.ts), least when another reading was as likely
  let confidence = h.confidence ?? 1;
  if (h.contested) confidence = Math.min(confidence, CONTESTED);
  // the columns as the user read them for Byte (its question), instead of Byte's own reading
  if (opts.columnRoles && applyColumnRoles(h, opts.columnRoles)) confidence = 1;
  // below the confidence Byte acts on alone: the user checks the columns (and may reassign one)
  else if (confidence < ASK_BELOW) result.columnsAmbiguous = true;
  result.columns = columnRoles(h, rows);
  result.columnConfidence = confidence;

  // Balances stated above the table ("Ledger Balance, 6,666.66").
  for (let i = 0; i < h.headerIndex; i++) readBalanceLine(rows[i]!, -1, result);

  // Date order from the whole column (counted, not collected); decimal mark from the amounts.
  const dates = new DateOrderTally();
  for (let i = h.headerIndex + 1; i < rows.length; i++) {
    const cell = rows[i]![h.date];
    if (cell !== undefined && cell !== '') dates.add(cell);
  }
  const detected = dates.order();
  const order: DateOrder = detected === 'ambiguous' ? (opts.dateOrder ?? 'MDY') : detected;
  if (detected === 'ambiguous') {
    result.dateOrderAmbiguous = true;
    const how = order === 'DMY' ? 'day/month/year' : 'month/day/year';
    const column = h.headerless ? `column ${h.date + 1}` : `the "${h.names[h.date]}" column`;
    warnings.push(`Dates in ${column} could be month/day or day/month (no day above 12); they were read as ${how}.`);
  }
  const decimalMark = opts.decimalMark ?? detectDecimalMark(rows, h);
  // the header and first rows as cells, so a question's preview can be read again with other roles
  result.sample = {
    header: h.headerless ? null : [...rows[h.headerIndex]!],
    rows: sampleRows(rows, h.headerIndex + 1),
    dateOrder: order,
    decimalMark,
    ...(opts.serialDates ? { serialDates: true, date1904: opts.date1904 ?? false } : {}),
  };
  if (h.pairUnsure) readUnsurePair(h, result, opts);
  return { h, order, decimalMark, lineOf, opts };
}

/** ',' when the amounts are written with decimal commas ("1.234,56", "-23,45"), else '.'. */
function detectDecimalMark(rows: readonly (readonly string[])[], h: ColumnMap): ',' | '.' {
  const cols = [h.amount, h.debit, h.credit, h.balance].filter((c) => c !== -1);
  let comma = 0;
  let dot = 0;
  let n = 0;
  for (let i = h.headerIndex + 1; i < rows.length && n < SAMPLE_ROWS; i++) {
    const row = rows[i]!;
    n++;
    for (const c of cols) {
      const t = (row[c] ?? '').trim();
      if (t === '') continue;
      if (/,\d{1,2}(?:\D{0,4})$/.test(t)) comma++;
      else if (/\.\d{1,2}(?:\D{0,4})$/.test(t)) dot++;
    }
  }
  return comma > dot ? ',' : '.';
}

function lineNumbers(rows: readonly string[][], linebreak: string, hasQuotes: boolean): (rowIndex: number) => number {
  if (!hasQuotes) return (i) => i + 1;
  const nl = linebreak === '\r' ? '\r' : '\n';
  const lines = new Int32Array(rows.length + 1);
  let line = 1;
  for (let i = 0; i < rows.length; i++) {
    lines[i] = line;
    line++;
    const row = rows[i]!;
    for (let c = 0; c < row.length; c++) {
      const cell = row[c]!;
      for (let at = cell.indexOf(nl); at !== -1; at = cell.indexOf(nl, at + 1)) line++;
    }
  }
  lines[rows.length] = line;
  return (i) => lines[Math.min(i, rows.length)]!;
}

/**
 * Splits a plain-text statement whose columns are aligned with spaces (two or more between
 * columns) or tabs into rows, for parseTableRows.
 */
export function splitAlignedText(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.split(/\r\n|\r|\n/).map((line) => (line.trim() === '' ? [''] : line.trim().split(/\t+|\s{2,}/)));
}
