// The rows of a statement table read one at a time, once its columns, date order and decimal mark
// are known (csv.ts tablePlan): each row becomes a transaction or is skipped with a warning naming
// the line. A generator, so a large statement is read in two passes (the evidence for the signs,
// then the rows to stage) without holding its transactions; a small one keeps them (csv.ts readTable).
import { excelSerialToIso, parseDateCell, type DateOrder } from '../../dates.ts';
import { parseAmountToCents } from '../../money.ts';
import { isBlank, nonEmptyCells, type ColumnMap } from './column-map.ts';
import type { TableOptions } from './options.ts';
import { CREDIT_WORDS, DEBIT_WORDS, normalizeHeader } from './header-vocab.ts';
import { decodeEntities, joinNameMemo } from '../description.ts';
import { labelOf, looksLikeSummary, readBalanceLine, SUMMARY_RE } from './balances.ts';
import { applySignFix, colName, fixCardSigns, quote, type SignTally } from './signs.ts';
import { settleFees, takeFee, type FeeTally } from './fees.ts';
import type { ExtractedTransaction, StatementResult } from '../types.ts';

/** How a table's rows are read, decided from the whole table before any row is (csv.ts tablePlan). */
export interface TablePlan {
  h: ColumnMap;
  order: DateOrder;
  decimalMark: ',' | '.';
  lineOf: (rowIndex: number) => number;
  opts: TableOptions;
}

const WS_RE = /\s+/g;
const PURCHASE_WORDS = new Set(['sale', 'sales', 'purchase', 'purchases']);
const SKIP_STATUS = new Set(['pending', 'declined', 'reverted', 'cancelled', 'canceled', 'failed', 'vorgemerkt', 'en attente', 'pendiente']);
const PENDING_DATE = new Set(['pending', 'pend', 'authorised', 'authorized', 'vorgemerkt', 'en attente', 'pendiente', 'in behandeling']);
const NO_DESCRIPTION_RE = /^no description$/i;

/** Detailed skipped-row warnings kept per file; beyond this they are counted in one line. */
const MAX_ROW_WARNINGS = 200;

/** What reading the rows found besides the transactions: skipped, pending and cancelled rows, the type and direction words. */
export class RowTally {
  items = 0;
  rowWarnings = 0;
  suppressed = 0;
  dataRows = 0;
  readonly pendingLines: number[] = [];
  readonly statusSkipped = new Map<string, number>();
  /** direction column: which words it uses, to read a blank cell as the other kind */
  dirDebit = 0;
  dirCredit = 0;
  /** rows with a positive amount and a blank direction cell; `blankDirection`: the row just given is one */
  blankDirections = 0;
  blankDirection = false;
  /** card export with a Sale/Purchase type column */
  purchasePositive = 0;
  purchaseNegative = 0;

  /** `result`: where the skipped-row warnings and the balances stated in summary rows go */
  constructor(readonly result: StatementResult) {}

  skip(message: string): void {
    this.rowWarnings++;
    if (this.rowWarnings <= MAX_ROW_WARNINGS) this.result.warnings.push(message);
    else this.suppressed++;
  }
}

/**
 * The table's transactions in file order, signs as written (see settleRows). A row that continues
 * the previous one's details is added to it before that one is given, so a transaction is final when
 * it is yielded; after each, `tally.blankDirection` says whether its direction cell was blank.
 */
export function* tableRows(rows: readonly (readonly string[])[], plan: TablePlan, tally: RowTally): Generator<ExtractedTransaction> {
  const { h, order, decimalMark, lineOf, opts } = plan;
  const result = tally.result;
  const headerDate = h.headerless ? '' : normalizeHeader(h.names[h.date]!);
  const dateCache = new Map<string, string | null>();
  const single = h.amount !== -1;
  const simpleText = h.payees.length === 0 && h.memos.length === 0 && h.action === -1;
  const bankCategoryColumn = bankCategoryColumnOf(h);
  let continuable: ExtractedTransaction | null = null;
  // the last transaction read, given once no later line can continue it
  let held: ExtractedTransaction | null = null;
  let heldBlank = false;

  for (let i = h.headerIndex + 1; i < rows.length; i++) {
    if (held !== null && held !== continuable) {
      tally.blankDirection = heldBlank;
      yield held;
      held = null;
    }
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
        tally.dataRows++;
        continuable = null;
        tally.skip(`Row ${line}: expected ${h.width} fields but found ${row.length} — skipped`);
        continue;
      }
    }

    if (h.status !== -1) {
      const status = (row[h.status] ?? '').trim().toLowerCase();
      if (status !== '' && SKIP_STATUS.has(status)) {
        tally.statusSkipped.set(status, (tally.statusSkipped.get(status) ?? 0) + 1);
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
        tally.pendingLines.push(line);
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
      tally.dataRows++;
      if (rawDate === '') tally.skip(`Row ${line}: missing date — skipped`);
      else tally.skip(`Row ${line}: invalid date ${quote(rawDate)} — skipped`);
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
            tally.dirDebit++;
          } else if (CREDIT_WORDS.has(dir)) {
            amount = Math.abs(amount);
            tally.dirCredit++;
          } else if (dir === '') {
            blankDirection = amount >= 0;
          } else if (PURCHASE_WORDS.has(dir)) {
            if (amount > 0) tally.purchasePositive++;
            else if (amount < 0) tally.purchaseNegative++;
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
      if (amountProblem === 'missing amount' && SUMMARY_RE.test(labelOf(description))) {
        readBalanceLine(row, h.balance, result);
        continue;
      }
      tally.dataRows++;
      tally.skip(`Row ${line}: ${amountProblem} — skipped`);
      continue;
    }
    tally.dataRows++;
    // no description, but a type ("Bank Deposit to PP Account"): the row is money that moved, kept under its type
    if (description === '' && h.direction !== -1) description = (row[h.direction] ?? '').replace(WS_RE, ' ').trim();
    if (description === '') {
      tally.skip(`Row ${line}: empty description — skipped`);
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
    if (h.fee !== -1) {
      const f = (row[h.fee] ?? '').trim();
      const fee = f === '' ? null : parseAmountToCents(f, decimalMark);
      if (fee) item.feeCents = fee; // taken into the amount when the balance says so (fees.ts)
    }
    if (held !== null) {
      tally.blankDirection = heldBlank;
      yield held;
    }
    tally.items++;
    if (blankDirection) tally.blankDirections++;
    held = item;
    heldBlank = blankDirection;
    continuable = item;
  }
  if (held !== null) {
    tally.blankDirection = heldBlank;
    yield held;
  }
}

/**
 * After the last row: the warnings that count rows (skipped beyond the detailed ones, pending,
 * cancelled), the signs decided from the whole table, and the error when nothing could be read.
 * Returns the change to make to each transaction, given whether its direction cell was blank.
 */
export function settleRows(
  result: StatementResult,
  plan: TablePlan,
  tally: RowTally,
  signs: SignTally,
  fees: FeeTally,
): (t: ExtractedTransaction, blankDirection: boolean) => void {
  const { h, opts } = plan;
  const { warnings, errors } = result;
  const { pendingLines, statusSkipped, dirCredit, dirDebit } = tally;
  if (tally.suppressed > 0) warnings.push(`…and ${tally.suppressed.toLocaleString('en-US')} more rows were skipped for the same kinds of reasons.`);
  if (pendingLines.length > 0) {
    const n = pendingLines.length;
    warnings.push(
      `${n === 1 ? `Row ${pendingLines[0]} is a pending transaction` : `${n} pending transactions (rows ${lineList(pendingLines)})`} with no posting date yet; ${n === 1 ? 'it was' : 'they were'} not imported and will appear on a later statement once posted.`,
    );
  }
  for (const [status, n] of statusSkipped) {
    warnings.push(
      `${n === 1 ? 'One row' : `${n.toLocaleString('en-US')} rows`} marked "${status}" in the "${h.names[h.status]}" column ${n === 1 ? 'was' : 'were'} not imported.`,
    );
  }

  // An indicator column that only ever says CR (or DR): a blank cell is the other kind.
  const blankSign = tally.blankDirections > 0 && dirCredit > 0 !== dirDebit > 0 ? (dirCredit > 0 ? -1 : 1) : 0;
  const fix = fixCardSigns(result, h, h.amount !== -1, tally.purchasePositive, tally.purchaseNegative, dirDebit + dirCredit > 0, opts, signs);
  const foldFees = settleFees(result, h, fees, fix !== null || blankSign !== 0);

  if (tally.items === 0) {
    errors.push(
      tally.dataRows === 0
        ? pendingLines.length > 0 || statusSkipped.size > 0
          ? 'The file lists only pending or cancelled transactions; nothing was imported.'
          : 'The file has column headers but no transaction rows.'
        : `None of the ${tally.dataRows.toLocaleString('en-US')} transaction rows could be read (see warnings); nothing was imported.`,
    );
  }
  return (t, blankDirection) => {
    takeFee(t, foldFees);
    if (blankDirection && blankSign !== 0) t.amountCents = blankSign * Math.abs(t.amountCents);
    applySignFix(t, fix);
  };
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

/** The statement's own category column ("Category", "Transaction Category"), not read as anything else; -1 when none. */
const BANK_CATEGORY_HEADERS = new Set(['category', 'transaction category', 'bank category', 'categories']);
function bankCategoryColumnOf(h: ColumnMap): number {
  if (h.headerless) return -1;
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
  return h.names.findIndex((n, c) => !used.has(c) && BANK_CATEGORY_HEADERS.has(normalizeHeader(n)));
}
