// Bank-statement CSV → transactions. Finds the header row, maps its columns, reads every row and
// skips (with a warning naming the line, the field and the value) the ones it cannot read.
import Papa from 'papaparse';
import { detectDateOrder, parseDateCell, type DateOrder } from '../dates.ts';
import { parseAmountToCents } from '../money.ts';
import { detectDelimiter } from '../sniff.ts';
import type { ExtractedTransaction, ParseResult } from './types.ts';

type Role = 'date' | 'description' | 'amount' | 'debit' | 'credit' | 'account' | 'balance' | 'direction';

/** Known header names per role, best first (the order decides between two description columns). */
const ROLE_NAMES: Record<Role, readonly string[]> = {
  date: [
    'date', 'transaction date', 'trans date', 'txn date', 'posted date', 'posting date', 'post date', 'date posted',
    'booking date', 'value date', 'effective date', 'date time', 'completed date', 'started date',
  ],
  description: [
    'description', 'transaction description', 'details', 'transaction details', 'narrative', 'payee', 'merchant',
    'merchant name', 'name', 'transaction', 'particulars', 'memo', 'original description',
  ],
  amount: ['amount', 'value', 'transaction amount', 'net amount', 'amt'],
  debit: ['debit', 'debits', 'debit amount', 'withdrawal', 'withdrawals', 'withdrawal amount', 'paid out', 'money out', 'outflow', 'spent'],
  credit: ['credit', 'credits', 'credit amount', 'deposit', 'deposits', 'deposit amount', 'paid in', 'money in', 'inflow', 'received'],
  account: ['account', 'account name', 'account number', 'account no', 'card', 'card number', 'card no', 'card name'],
  balance: ['balance', 'running balance', 'ledger balance', 'running bal'],
  direction: ['dr cr', 'cr dr', 'debit credit', 'credit debit', 'debit credit indicator', 'credit debit indicator', 'transaction type', 'type'],
};

const HEADER_LOOKUP = new Map<string, { role: Role; rank: number }>();
for (const role of Object.keys(ROLE_NAMES) as Role[]) {
  ROLE_NAMES[role].forEach((name, rank) => HEADER_LOOKUP.set(name, { role, rank }));
}

const PARENS_RE = /\([^)]*\)/g;
const NON_ALNUM_RE = /[^a-z0-9]+/g;
const WS_RE = /\s+/g;
const SUMMARY_RE =
  /^(?:sub[\s-]*)?totals?\b|^(?:opening|closing|ending|beginning|starting|final|available|ledger|current|new|previous)\s+balance|^balance\b|\bbrought\s+forward\b|\bcarried\s+forward\b|^end\s+of\b|^statement\s+(?:total|summary|period|balance)|^(?:number|count)\s+of\s+transactions/i;
const DEBIT_WORDS = new Set(['debit', 'dr', 'd', 'withdrawal', 'db', 'out']);
const CREDIT_WORDS = new Set(['credit', 'cr', 'c', 'deposit', 'in']);

/** Detailed skipped-row warnings kept per file; beyond this they are counted in one line. */
const MAX_ROW_WARNINGS = 200;
const HEADER_SEARCH_ROWS = 10;

export function normalizeHeader(cell: string): string {
  return cell.toLowerCase().replace(PARENS_RE, ' ').replace(NON_ALNUM_RE, ' ').trim();
}

interface ColumnMap {
  headerIndex: number;
  width: number;
  date: number;
  descriptions: number[];
  amount: number;
  debit: number;
  credit: number;
  account: number;
  balance: number;
  direction: number;
  names: string[];
}

function mapHeader(row: readonly string[], headerIndex: number): { map: ColumnMap; roles: number } {
  const best: Partial<Record<Role, { col: number; rank: number }>> = {};
  const descriptions: { col: number; rank: number }[] = [];
  let roles = 0;
  for (let col = 0; col < row.length; col++) {
    const hit = HEADER_LOOKUP.get(normalizeHeader(row[col]!));
    if (!hit) continue;
    roles++;
    if (hit.role === 'description') descriptions.push({ col, rank: hit.rank });
    const current = best[hit.role];
    if (!current || hit.rank < current.rank) best[hit.role] = { col, rank: hit.rank };
  }
  descriptions.sort((a, b) => a.rank - b.rank || a.col - b.col);
  const col = (r: Role) => best[r]?.col ?? -1;
  return {
    roles,
    map: {
      headerIndex,
      width: row.length,
      date: col('date'),
      descriptions: descriptions.map((d) => d.col),
      amount: col('amount'),
      debit: col('debit'),
      credit: col('credit'),
      account: col('account'),
      balance: col('balance'),
      direction: col('direction'),
      names: row.map((c) => c.trim()),
    },
  };
}

function usable(m: ColumnMap): boolean {
  return m.date !== -1 && m.descriptions.length > 0 && (m.amount !== -1 || m.debit !== -1 || m.credit !== -1);
}

function isBlank(row: readonly string[]): boolean {
  for (let i = 0; i < row.length; i++) if (row[i]!.trim() !== '') return false;
  return true;
}

function looksLikeSummary(row: readonly string[]): boolean {
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!.trim();
    if (c !== '' && SUMMARY_RE.test(c)) return true;
  }
  return false;
}

function quote(value: string): string {
  const v = value.trim();
  return `"${v.length > 60 ? `${v.slice(0, 57)}…` : v}"`;
}

/**
 * Parses a bank-statement CSV (any of , ; tab | as delimiter, optional BOM, header within the
 * first 10 rows). Reads a signed Amount column, or Debit/Credit columns (debit → negative), and an
 * optional Account and Balance. Dates follow the order of the whole column (DMY, MDY or ISO).
 */
export function parseCsvStatement(input: string): ParseResult<ExtractedTransaction> {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const warnings: string[] = [];
  const errors: string[] = [];
  const items: ExtractedTransaction[] = [];
  if (text.trim() === '') return { items, warnings, errors: ['The file has no rows.'] };

  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, ...(delimiter ? { delimiter } : {}) });
  const rows = parsed.data;

  // 1-based file line of each row: rows are lines, except where a quoted cell spans lines.
  const lineOf = lineNumbers(rows, parsed.meta.linebreak, text.includes('"'));

  // Header: the first of the first 10 non-blank rows that names date, description and amount columns.
  let header: ColumnMap | null = null;
  let bestGuess: { names: string[]; roles: number } | null = null;
  let seen = 0;
  for (let i = 0; i < rows.length && seen < HEADER_SEARCH_ROWS; i++) {
    const row = rows[i]!;
    if (isBlank(row)) continue;
    seen++;
    const { map, roles } = mapHeader(row, i);
    if (usable(map)) {
      header = map;
      break;
    }
    if (!bestGuess || roles > bestGuess.roles) bestGuess = { names: map.names, roles };
  }
  if (!header) {
    const found = (bestGuess?.names ?? []).filter((n) => n !== '').map((n) => `"${n}"`).join(', ');
    errors.push(
      `No recognizable columns. Found headers: ${found || '(none)'}. Expected: Date, Description and Amount (or Debit and Credit).`,
    );
    return { items, warnings, errors };
  }

  for (const e of parsed.errors) {
    if (e.code === 'MissingQuotes' && typeof e.row === 'number') {
      warnings.push(`Row ${lineOf(e.row)}: a quoted field is never closed, so the rest of the file may be misread.`);
    }
  }

  const h = header;
  const headerDate = normalizeHeader(h.names[h.date]!);

  // Date order from the whole column.
  const dateCells: string[] = [];
  for (let i = h.headerIndex + 1; i < rows.length; i++) {
    const cell = rows[i]![h.date];
    if (cell !== undefined && cell !== '') dateCells.push(cell);
  }
  const detected = detectDateOrder(dateCells);
  const order: DateOrder = detected === 'ambiguous' ? 'MDY' : detected;
  if (detected === 'ambiguous') {
    warnings.push(
      `Dates in the "${h.names[h.date]}" column could be month/day or day/month (no day above 12); they were read as month/day/year.`,
    );
  }

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

  for (let i = h.headerIndex + 1; i < rows.length; i++) {
    const row = rows[i]!;
    if (isBlank(row)) continue;
    const line = lineOf(i);

    // Extra non-empty cells mean the values have shifted (an unquoted comma, most often).
    if (row.length > h.width) {
      let extra = false;
      for (let c = h.width; c < row.length; c++) if (row[c]!.trim() !== '') extra = true;
      if (extra) {
        dataRows++;
        skip(`Row ${line}: expected ${h.width} fields but found ${row.length} — skipped`);
        continue;
      }
    }

    const rawDate = (row[h.date] ?? '').trim();
    let date = dateCache.get(rawDate);
    if (date === undefined) {
      date = rawDate === '' ? null : parseDateCell(rawDate, order);
      dateCache.set(rawDate, date);
    }
    if (date === null) {
      if (looksLikeSummary(row)) continue; // "Total", "Closing balance" and the like
      if (normalizeHeader(rawDate) === headerDate) continue; // the header repeated (multi-page exports)
      dataRows++;
      if (rawDate === '') skip(`Row ${line}: missing date — skipped`);
      else skip(`Row ${line}: invalid date ${quote(rawDate)} — skipped`);
      continue;
    }

    let description = '';
    for (const c of h.descriptions) {
      const d = row[c];
      if (d !== undefined && d.trim() !== '') {
        description = d.trim();
        break;
      }
    }
    if (description.includes('  ') || description.includes('\n') || description.includes('\t')) {
      description = description.replace(WS_RE, ' ');
    }

    // Amount: one signed column, or debit/credit columns.
    let amount: number | null = null;
    let amountProblem = '';
    if (single) {
      const raw = (row[h.amount] ?? '').trim();
      if (raw === '') amountProblem = 'missing amount';
      else {
        amount = parseAmountToCents(raw);
        if (amount === null) amountProblem = `invalid amount ${quote(raw)}`;
        else if (h.direction !== -1) {
          const dir = (row[h.direction] ?? '').trim().toLowerCase();
          if (DEBIT_WORDS.has(dir)) amount = -Math.abs(amount);
          else if (CREDIT_WORDS.has(dir)) amount = Math.abs(amount);
        }
      }
    } else {
      const rawDebit = h.debit === -1 ? '' : (row[h.debit] ?? '').trim();
      const rawCredit = h.credit === -1 ? '' : (row[h.credit] ?? '').trim();
      if (rawDebit === '' && rawCredit === '') amountProblem = 'missing amount';
      else {
        const debit = rawDebit === '' ? 0 : parseAmountToCents(rawDebit);
        const credit = rawCredit === '' ? 0 : parseAmountToCents(rawCredit);
        if (debit === null) amountProblem = `invalid ${h.names[h.debit]} ${quote(rawDebit)}`;
        else if (credit === null) amountProblem = `invalid ${h.names[h.credit]} ${quote(rawCredit)}`;
        else amount = Math.abs(credit) - Math.abs(debit);
      }
    }
    if (amount === null) {
      // "01/01/2024, Opening balance, , 1,000.00": a balance line, not a transaction
      if (amountProblem === 'missing amount' && SUMMARY_RE.test(description)) continue;
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
        if (t !== '') account = t;
      }
    }
    let balanceCents: number | null = null;
    if (h.balance !== -1) {
      const b = row[h.balance];
      if (b !== undefined && b !== '') balanceCents = parseAmountToCents(b);
    }
    items.push({ date, description, amountCents: amount, account, balanceCents });
  }

  if (suppressed > 0) warnings.push(`…and ${suppressed.toLocaleString('en-US')} more rows were skipped for the same kinds of reasons.`);
  if (items.length === 0) {
    errors.push(
      dataRows === 0
        ? 'The file has column headers but no transaction rows.'
        : `None of the ${dataRows.toLocaleString('en-US')} transaction rows could be read (see warnings); nothing was imported.`,
    );
  }
  return { items, warnings, errors };
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
