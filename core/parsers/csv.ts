// Bank-statement tables → transactions: CSV/TXT text, and the rows of a spreadsheet (spreadsheet.ts).
// Finds the header row (English, German, French, Spanish, Dutch names), or works out the columns
// from their contents when there is none, reads every row and skips (with a warning naming the
// line, the field and the value) the ones it cannot read.
import Papa from 'papaparse';
import { detectDateOrder, excelSerialToIso, parseDateCell, type DateOrder } from '../dates.ts';
import { parseAmountToCents } from '../money.ts';
import { detectDelimiter } from '../sniff.ts';
import { lazyRows } from './lazy-rows.ts';
import { decodeEntities, joinNameMemo } from './ofx.ts';
import { emptyStatement, type ExtractedTransaction, type StatementResult } from './types.ts';
export { normalizeHeader } from './header-vocab.ts';
import { applyColumnRoles, emptyMap, fixedHeader, hasMoney, hasText, isBlank, nonEmptyCells, SAMPLE_ROWS, sampleRows, type ColumnMap } from './column-map.ts';
import { ASK_BELOW, columnRoles, completeFromContent, findIndicatorColumn, inferHeaderless } from './columns-from-content.ts';
import { layoutFingerprint, type AmountSign } from './sign.ts';
import { colName, fixCardSigns, quote, readUnsurePair } from './table-signs.ts';
import { looksLikeSummary, readBalanceLine, SUMMARY_RE } from './table-balances.ts';
export { statedBalances } from './table-balances.ts';
import { CREDIT_WORDS, DEBIT_WORDS, FALLBACK_WORDS, FIRST_VALUE_DATE, normalizeHeader, ROLE_NAMES, WEAK_DESCRIPTION, type Role } from './header-vocab.ts';

export interface CsvOptions {
  /** the order to read dates in when the file itself cannot tell (every day ≤ 12) */
  dateOrder?: 'MDY' | 'DMY';
  /** how to read an amount column without signs, as the user answered for this layout */
  amountSign?: AmountSign;
  /** the upload's file name: "card" or "credit" in it is evidence for the sign of unsigned amounts */
  fileName?: string;
  /** the user's role for each column (column-map.ts ASSIGNABLE_ROLES), answered for this layout */
  columnRoles?: readonly string[];
}

export interface TableOptions extends CsvOptions {
  /** 1-based file line (or sheet row) of row i, for messages; i + 1 when absent */
  lineOf?: (rowIndex: number) => number;
  /** rows come from a spreadsheet: a whole number in the date column is an Excel serial date */
  serialDates?: boolean;
  /** the spreadsheet uses the 1904 date system */
  date1904?: boolean;
  /** the CSV delimiter, part of the layout's fingerprint */
  delimiter?: string;
  /**
   * with columnRoles: the header is row `headerAt` (-1: no header), as Byte found it in the whole
   * file; a question's preview reads its sample rows this way (question-preview.ts)
   */
  headerAt?: number;
  /** the decimal mark Byte found in the whole file (a question's few sample rows may not show it) */
  decimalMark?: ',' | '.';
}

const FALLBACK_RANK = 1000;
/** a reading with a rival (a second date column, amounts left unused): well below ASK_BELOW */
const CONTESTED = 0.3;
const HEADER_LOOKUP = new Map<string, { role: Role; rank: number }>();
for (const role of Object.keys(ROLE_NAMES) as Role[]) {
  ROLE_NAMES[role].forEach((name, rank) => {
    // a value date loses even to a date column known only by a word ("Data Lanc." beside "Data valor")
    const r = role === 'date' && rank >= FIRST_VALUE_DATE ? FALLBACK_RANK + 1 + rank : rank;
    if (!HEADER_LOOKUP.has(name)) HEADER_LOOKUP.set(name, { role, rank: r });
  });
}

const WS_RE = /\s+/g;
const PURCHASE_WORDS = new Set(['sale', 'sales', 'purchase', 'purchases']);
const SKIP_STATUS = new Set(['pending', 'declined', 'reverted', 'cancelled', 'canceled', 'failed', 'vorgemerkt', 'en attente', 'pendiente']);
const PENDING_DATE = new Set(['pending', 'pend', 'authorised', 'authorized', 'vorgemerkt', 'en attente', 'pendiente', 'in behandeling']);
const NO_DESCRIPTION_RE = /^no description$/i;

/** Detailed skipped-row warnings kept per file; beyond this they are counted in one line. */
const MAX_ROW_WARNINGS = 200;
const HEADER_SEARCH_ROWS = 30;

function lookupHeader(normalized: string): { role: Role; rank: number } | undefined {
  const exact = HEADER_LOOKUP.get(normalized);
  if (exact) return exact;
  if (/^vwz\s*\d*$/.test(normalized)) return { role: 'memo', rank: FALLBACK_RANK }; // GLS: VWZ1 … VWZ14
  if (normalized === '') return undefined;
  const words = normalized.split(' ');
  for (const [role, set] of FALLBACK_WORDS) if (words.some((w) => set.has(w))) return { role, rank: FALLBACK_RANK };
  return undefined;
}

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
  const map = emptyMap(headerIndex, row.length, row.map((c) => c.trim()), false);
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
  let text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.trim() === '') {
    const r = emptyStatement();
    r.errors.push('The file has no rows.');
    return r;
  }
  // "\r\r\n" (a CRLF file saved again on Windows) would otherwise read as blank lines and stray breaks.
  if (text.includes('\r\r\n')) text = text.replace(/\r\r\n/g, '\r\n');
  // CRLF lines with a lone LF somewhere (often the last line): papaparse would take the LF into a quoted cell
  if (text.includes('\r\n') && /(?:^|[^\r])\n/.test(text)) text = text.replace(/\r\n/g, '\n');
  const delimiter = detectDelimiter(text);
  const parsed = csvRows(text, delimiter);
  const rows = parsed.data;
  // 1-based file line of each row: rows are lines, except where a quoted cell spans lines.
  const lineOf = lineNumbers(rows, parsed.meta.linebreak, text.includes('"'));
  const result = parseTableRows(rows, { ...opts, lineOf, delimiter: delimiter ?? parsed.meta.delimiter });
  if (result.errors.length === 0 || result.items.length > 0) {
    const quotes: string[] = [];
    for (const e of parsed.errors) {
      if (e.code === 'MissingQuotes' && typeof e.row === 'number') {
        quotes.push(`Row ${lineOf(e.row)}: a quoted field is never closed, so the rest of the file may be misread.`);
      }
    }
    if (quotes.length) result.warnings.unshift(...quotes);
  }
  return result;
}

/**
 * A text this long (about 300,000 rows) is not held as rows too: below it papaparse's rows are a
 * little faster (each lazy row is split twice) and their memory does not matter.
 */
const LAZY_ROWS_FROM = 16 * 1024 * 1024;
const GUESS_CHARS = 1024 * 1024;

/**
 * papaparse's rows, or for a large text without quotes the same rows read lazily (lazy-rows.ts: a
 * large statement is not held twice, as text and as rows). The line break and delimiter are
 * papaparse's guesses, which it makes from the text before parsing.
 */
function csvRows(text: string, delimiter: string | null): Pick<Papa.ParseResult<string[]>, 'data' | 'errors' | 'meta'> {
  const config = { skipEmptyLines: false, ...(delimiter ? { delimiter } : {}) };
  if (text.length < LAZY_ROWS_FROM || text.includes('"')) return Papa.parse<string[]>(text, config);
  // papaparse guesses from the first 1 MB (line breaks) and 10 rows (delimiter); given the whole text,
  // even a preview would split all of it into lines first
  const { meta, errors } = Papa.parse<string[]>(text.slice(0, GUESS_CHARS), { ...config, preview: 1 });
  return { data: lazyRows(text, meta.linebreak, meta.delimiter) as string[][], errors, meta };
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
  const result = emptyStatement();
  const { items, warnings, errors } = result;
  const lineOf = opts.lineOf ?? ((i: number) => i + 1);

  let header: ColumnMap | null = null;
  let partial: ColumnMap | null = null;
  let bestGuess: { names: string[]; roles: number } | null = null;
  let seen = 0;
  if (opts.headerAt !== undefined && opts.columnRoles) {
    header = fixedHeader(rows, opts.headerAt);
    if (!applyColumnRoles(header, opts.columnRoles)) {
      errors.push('Give one column the Date role, one the Description role and one Amount (or Money out / Money in).');
      return result;
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
    const found = (bestGuess?.names ?? []).filter((n) => n !== '').map((n) => `"${n}"`).join(', ');
    errors.push(
      `No recognizable columns. Found headers: ${found || '(none)'}. Expected: Date, Description and Amount (or Debit and Credit).`,
    );
    return result;
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

  const headerDate = h.headerless ? '' : normalizeHeader(h.names[h.date]!);

  // Date order from the whole column; decimal mark from the amounts.
  const dateCells: string[] = [];
  for (let i = h.headerIndex + 1; i < rows.length; i++) {
    const cell = rows[i]![h.date];
    if (cell !== undefined && cell !== '') dateCells.push(cell);
  }
  const detected = detectDateOrder(dateCells);
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
    header: h.headerless ? null : [...rows[h.headerIndex]!], rows: sampleRows(rows, h.headerIndex + 1), dateOrder: order, decimalMark,
    ...(opts.serialDates ? { serialDates: true, date1904: opts.date1904 ?? false } : {}),
  };

  const dateCache = new Map<string, string | null>();
  let rowWarnings = 0;
  let suppressed = 0;
  let dataRows = 0;
  const skip = (message: string) => {
    rowWarnings++;
    if (rowWarnings <= MAX_ROW_WARNINGS) warnings.push(message);
    else suppressed++;
  };
  const single = h.amount !== -1;
  if (h.pairUnsure) readUnsurePair(h, result, opts);
  const simpleText = h.payees.length === 0 && h.memos.length === 0 && h.action === -1;
  const pendingLines: number[] = [];
  const statusSkipped = new Map<string, number>();
  // direction column: which words it uses, to read a blank cell as the other kind
  let dirDebit = 0;
  let dirCredit = 0;
  const unsignedBlankDirection: number[] = [];
  // card export with a Sale/Purchase type column
  let purchasePositive = 0;
  let purchaseNegative = 0;
  let continuable: ExtractedTransaction | null = null;
  const bankCategoryColumn = bankCategoryColumnOf(h);

  for (let i = h.headerIndex + 1; i < rows.length; i++) {
    const row = rows[i]!;
    if (isBlank(row)) {
      continuable = null;
      continue;
    }
    const line = lineOf(i);

    // Extra non-empty cells mean the values have shifted (an unquoted comma, most often).
    if (row.length > h.width) {
      let extra = false;
      for (let c = h.width; c < row.length; c++) if (row[c]!.trim() !== '') extra = true;
      if (extra) {
        dataRows++;
        continuable = null;
        skip(`Row ${line}: expected ${h.width} fields but found ${row.length} — skipped`);
        continue;
      }
    }

    if (h.status !== -1) {
      const status = (row[h.status] ?? '').trim().toLowerCase();
      if (status !== '' && SKIP_STATUS.has(status)) {
        statusSkipped.set(status, (statusSkipped.get(status) ?? 0) + 1);
        continuable = null;
        continue;
      }
    }

    const rawDate = (row[h.date] ?? '').trim();
    let date = dateCache.get(rawDate);
    if (date === undefined) {
      date = rawDate === '' ? null : parseDateCell(rawDate, order);
      if (date === null && opts.serialDates && /^\d{3,7}(?:\.\d+)?$/.test(rawDate)) date = excelSerialToIso(Number(rawDate), opts.date1904);
      dateCache.set(rawDate, date);
    }
    if (date === null) {
      if (looksLikeSummary(row)) {
        readBalanceLine(row, h.balance, result);
        continuable = null;
        continue; // "Total", "Closing balance" and the like
      }
      if (!h.headerless && normalizeHeader(rawDate) === headerDate) continue; // the header repeated (multi-page exports)
      if (PENDING_DATE.has(rawDate.toLowerCase())) {
        pendingLines.push(line);
        continuable = null;
        continue;
      }
      if (rawDate === '' && continuable && !rowHasMoney(row, h)) {
        // details continued on the next line (OCBC): ",,15/04/18 UBER EATS HELP.UBER"
        const more = rowText(row, h, true);
        if (more !== '') {
          continuable.description = `${continuable.description} ${more}`.replace(WS_RE, ' ').trim();
          continue;
        }
      }
      continuable = null;
      if (nonEmptyCells(row) <= 1 && !rowHasMoney(row, h)) continue; // a note or disclaimer line under the table
      dataRows++;
      if (rawDate === '') skip(`Row ${line}: missing date — skipped`);
      else skip(`Row ${line}: invalid date ${quote(rawDate)} — skipped`);
      continue;
    }
    continuable = null;

    let description = simpleText ? firstText(row, h.descriptions) : rowText(row, h, false);
    if (description.includes('  ') || description.includes('\n') || description.includes('\t')) {
      description = description.replace(WS_RE, ' ').trim();
    }
    if (description.includes('&')) description = decodeEntities(description);

    // Amount: one signed column, or debit/credit columns.
    let amount: number | null = null;
    let blankDirection = false;
    let amountProblem = '';
    if (single) {
      const raw = (row[h.amount] ?? '').trim();
      if (raw === '') amountProblem = 'missing amount';
      else {
        amount = parseAmountToCents(raw, decimalMark);
        if (amount === null) amountProblem = `invalid amount ${quote(raw)}`;
        else if (h.direction !== -1) {
          const dir = normalizeHeader(row[h.direction] ?? '');
          if (DEBIT_WORDS.has(dir)) {
            amount = -Math.abs(amount);
            dirDebit++;
          } else if (CREDIT_WORDS.has(dir)) {
            amount = Math.abs(amount);
            dirCredit++;
          } else if (dir === '') {
            blankDirection = amount >= 0;
          } else if (PURCHASE_WORDS.has(dir)) {
            if (amount > 0) purchasePositive++;
            else if (amount < 0) purchaseNegative++;
          }
        }
      }
    } else {
      const rawDebit = h.debit === -1 ? '' : (row[h.debit] ?? '').trim();
      const rawCredit = h.credit === -1 ? '' : (row[h.credit] ?? '').trim();
      if (rawDebit === '' && rawCredit === '') amountProblem = 'missing amount';
      else {
        const debit = rawDebit === '' ? 0 : parseAmountToCents(rawDebit, decimalMark);
        const credit = rawCredit === '' ? 0 : parseAmountToCents(rawCredit, decimalMark);
        if (debit === null) amountProblem = `invalid ${colName(h, h.debit)} ${quote(rawDebit)}`;
        else if (credit === null) amountProblem = `invalid ${colName(h, h.credit)} ${quote(rawCredit)}`;
        else amount = Math.abs(credit) - Math.abs(debit);
      }
    }
    if (amount === null) {
      // "01/01/2024, Opening balance, , 1,000.00": a balance line, not a transaction
      if (amountProblem === 'missing amount' && SUMMARY_RE.test(description)) {
        readBalanceLine(row, h.balance, result);
        continue;
      }
      dataRows++;
      skip(`Row ${line}: ${amountProblem} — skipped`);
      continue;
    }
    dataRows++;
    if (description === '') {
      skip(`Row ${line}: empty description — skipped`);
      continue;
    }

    let account: string | null = null;
    if (h.account !== -1) {
      const a = row[h.account];
      if (a !== undefined) {
        const t = a.trim();
        if (t !== '') account = t.includes('"') ? t.replace(/^"+|"+$/g, '') : t;
      }
    }
    let balanceCents: number | null = null;
    if (h.balance !== -1) {
      const b = row[h.balance];
      if (b !== undefined && b !== '') balanceCents = parseAmountToCents(b, decimalMark);
    }
    const item: ExtractedTransaction = { date, description, amountCents: amount, account, balanceCents };
    const bankCategory = bankCategoryColumn === -1 ? '' : (row[bankCategoryColumn] ?? '').trim();
    if (bankCategory !== '') item.bankCategory = bankCategory; // the bank's own label: evidence for Tag
    if (blankDirection) unsignedBlankDirection.push(items.length);
    items.push(item);
    continuable = item;
  }

  if (suppressed > 0) warnings.push(`…and ${suppressed.toLocaleString('en-US')} more rows were skipped for the same kinds of reasons.`);
  if (pendingLines.length > 0) {
    const n = pendingLines.length;
    warnings.push(
      `${n === 1 ? `Row ${pendingLines[0]} is a pending transaction` : `${n} pending transactions (rows ${lineList(pendingLines)})`} with no posting date yet; ${n === 1 ? 'it was' : 'they were'} not imported and will appear on a later statement once posted.`,
    );
  }
  for (const [status, n] of statusSkipped) {
    warnings.push(`${n === 1 ? 'One row' : `${n.toLocaleString('en-US')} rows`} marked "${status}" in the "${h.names[h.status]}" column ${n === 1 ? 'was' : 'were'} not imported.`);
  }

  // An indicator column that only ever says CR (or DR): a blank cell is the other kind.
  if (unsignedBlankDirection.length > 0 && (dirCredit > 0) !== (dirDebit > 0)) {
    const sign = dirCredit > 0 ? -1 : 1;
    for (const k of unsignedBlankDirection) items[k]!.amountCents = sign * Math.abs(items[k]!.amountCents);
  }
  fixCardSigns(result, h, single, purchasePositive, purchaseNegative, dirDebit + dirCredit > 0, opts);

  if (items.length === 0) {
    errors.push(
      dataRows === 0
        ? pendingLines.length > 0 || statusSkipped.size > 0
          ? 'The file lists only pending or cancelled transactions; nothing was imported.'
          : 'The file has column headers but no transaction rows.'
        : `None of the ${dataRows.toLocaleString('en-US')} transaction rows could be read (see warnings); nothing was imported.`,
    );
  }
  return result;
}

function lineList(lines: readonly number[]): string {
  const first = lines[0]!;
  const last = lines[lines.length - 1]!;
  return last - first === lines.length - 1 ? `${first}–${last}` : lines.slice(0, 10).join(', ') + (lines.length > 10 ? ', …' : '');
}

function firstText(row: readonly string[], cols: readonly number[]): string {
  for (const c of cols) {
    const d = row[c];
    if (d !== undefined) {
      const t = d.trim();
      if (t !== '') return t;
    }
  }
  return '';
}

/**
 * The description of a row from its payee, description, memo and action columns:
 * "Vodafone Kabel Deutschland — EREF+RECHNR…", "Buy BND — VANGUARD TOTAL BOND MARKET ETF".
 * `continuation`: the text of a line that continues the previous row (every text cell, joined).
 */
function rowText(row: readonly string[], h: ColumnMap, continuation: boolean): string {
  if (continuation) {
    const parts: string[] = [];
    const cols = [...h.descriptions, ...h.payees, ...h.memos];
    for (let c = 0; c < row.length; c++) {
      if (c === h.date || c === h.amount || c === h.debit || c === h.credit || c === h.balance) continue;
      const t = (row[c] ?? '').trim();
      if (t !== '' && (cols.includes(c) || h.headerless || cols.length === 0)) parts.push(t);
    }
    return parts.join(' ');
  }
  const strong = firstText(row, h.descriptions.slice(0, h.weakFrom));
  const weak = h.weakFrom < h.descriptions.length ? firstText(row, h.descriptions.slice(h.weakFrom)) : '';
  const payee = firstText(row, h.payees);
  let memo = '';
  for (const c of h.memos) {
    const t = (row[c] ?? '').trim();
    if (t !== '') memo = memo === '' ? t : `${memo} ${t}`;
  }
  if (h.action !== -1) {
    const action = (row[h.action] ?? '').trim();
    const symbol = h.symbol === -1 ? '' : (row[h.symbol] ?? '').trim();
    const main = symbol !== '' && action !== '' ? `${action} ${symbol}` : action;
    let detail = strong || payee || weak;
    if (NO_DESCRIPTION_RE.test(detail)) detail = '';
    return joinNameMemo(main, detail || memo);
  }
  const main = payee || strong || weak || memo;
  const second = payee ? strong || memo : strong ? memo : '';
  return joinNameMemo(main, main === memo ? '' : second);
}

function rowHasMoney(row: readonly string[], h: ColumnMap): boolean {
  for (const c of [h.amount, h.debit, h.credit]) {
    if (c !== -1 && (row[c] ?? '').trim() !== '') return true;
  }
  return false;
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

/** The statement's own category column ("Category", "Transaction Category"), not read as anything else; -1 when none. */
const BANK_CATEGORY_HEADERS = new Set(['category', 'transaction category', 'bank category', 'categories']);
function bankCategoryColumnOf(h: ColumnMap): number {
  if (h.headerless) return -1;
  const used = new Set([h.date, h.amount, h.debit, h.credit, h.balance, h.account, h.status, h.action, h.symbol, ...h.descriptions, ...h.payees, ...h.memos]);
  return h.names.findIndex((n, c) => !used.has(c) && BANK_CATEGORY_HEADERS.has(normalizeHeader(n)));
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
