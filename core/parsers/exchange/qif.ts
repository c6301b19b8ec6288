// QIF (Quicken Interchange Format) → transactions: one per record of the !Type:Bank, Cash, CCard,
// Oth A, Oth L and Invst sections, a split record counting once with its total.
import { detectDateOrder, parseDateCell, type DateOrder } from '../../dates.ts';
import { parseAmountToCents } from '../../money.ts';
import { joinNameMemo } from '../description.ts';
import { qifLayout } from './source-layout.ts';
import { emptyStatement, type ExtractedTransaction, type StatementResult } from '../types.ts';

const TRANSACTION_TYPES = new Set(['bank', 'cash', 'ccard', 'oth a', 'oth l', 'invst', 'invoice']);
const LIST_TYPES = new Set(['cat', 'class', 'memorized', 'security', 'prices', 'budget', 'template', 'payee']);

/** Investment actions that take cash out of the account / bring cash in (QIF writes the amounts unsigned). */
const CASH_OUT = new Set(['buy', 'buyx', 'margint', 'margintx', 'miscexp', 'miscexpx', 'xout', 'cvrshrt', 'cvrshrtx']);
const CASH_IN = new Set([
  'sell',
  'sellx',
  'div',
  'divx',
  'intinc',
  'intincx',
  'cglong',
  'cglongx',
  'cgmid',
  'cgmidx',
  'cgshort',
  'cgshortx',
  'miscinc',
  'miscincx',
  'rtrncap',
  'rtrncapx',
  'xin',
  'shtsell',
  'shtsellx',
]);
/** Actions that move shares but no cash (a reinvested dividend buys shares with the dividend). */
const NO_CASH = new Set(['reinvdiv', 'reinvint', 'reinvlg', 'reinvmd', 'reinvsh', 'shrsin', 'shrsout', 'stksplit']);

interface QifRecord {
  line: number;
  type: string;
  account: string | null;
  fields: Map<string, string>;
  splitTotal: number | null;
}

/** "1/31'2024", "01/31/24", "1/ 3/24", "31.01.2024" → the same shape parseDateCell reads. */
function normalizeQifDate(s: string): string {
  return s.trim().replace(/\s+/g, '').replace(/'/g, '/');
}

/**
 * Parses a QIF file. Dates (D) follow one order for the whole file (day/month when a day above 12
 * says so; month/day otherwise, as Quicken writes them, or `opts.dateOrder`). T (or U) is the
 * amount; P the payee, M the memo and L the category (kept in the description only when there is
 * no payee). `!Account` blocks name the account of the sections that follow. Category, class,
 * memorized-transaction and security lists are skipped.
 */
export function parseQif(text: string, opts: { dateOrder?: 'MDY' | 'DMY' } = {}): StatementResult {
  const result = emptyStatement();
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = body.split(/\r\n|\r|\n/);
  const records: QifRecord[] = [];
  let section: 'transactions' | 'account' | 'skip' | 'none' = 'none';
  let type = '';
  let account: string | null = null;
  let sawHeader = false;
  let current: QifRecord | null = null;
  let accountName: string | null = null;
  const skippedTypes = new Set<string>();
  const sectionTypes: string[] = [];
  const accountNames: string[] = [];

  const finish = () => {
    if (current && current.fields.size > 0) records.push(current);
    current = null;
  };

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = raw.trim();
    if (line === '') continue;
    if (line[0] === '!') {
      finish();
      sawHeader = true;
      const header = line.slice(1).toLowerCase();
      if (header.startsWith('type:')) {
        type = header.slice(5).trim();
        if (TRANSACTION_TYPES.has(type)) {
          section = 'transactions';
          sectionTypes.push(type);
        } else {
          section = 'skip';
          if (!LIST_TYPES.has(type)) skippedTypes.add(line.slice(6).trim());
        }
      } else if (header === 'account') {
        section = 'account';
        accountName = null;
      } else if (header.startsWith('option') || header.startsWith('clear')) {
        // !Option:AutoSwitch / !Clear:AutoSwitch only change how Quicken reads account lists
      } else {
        section = 'skip';
      }
      continue;
    }
    if (section === 'account') {
      if (line === '^') {
        if (accountName) {
          account = accountName;
          accountNames.push(accountName);
        }
        accountName = null;
      } else if (line[0] === 'N') {
        accountName = line.slice(1).trim() || null;
      }
      continue;
    }
    if (section !== 'transactions') continue;
    if (line === '^') {
      finish();
      continue;
    }
    if (!current) current = { line: i + 1, type, account, fields: new Map(), splitTotal: null };
    const rec: QifRecord = current;
    const code = line[0]!;
    const rest = line.slice(1).trim();
    if (code === '$') {
      const cents = parseAmountToCents(rest);
      if (cents !== null) rec.splitTotal = (rec.splitTotal ?? 0) + cents;
      continue;
    }
    if (code === 'S' || code === 'E' || code === '%') continue; // split category, memo, percent
    // The first D, P, M… of a record is its own; a later one (inside a split) is not.
    if (!rec.fields.has(code)) rec.fields.set(code, rest);
  }
  finish();

  if (!sawHeader) {
    result.errors.push('This does not look like a QIF file: it has no "!Type:" line.');
    return result;
  }
  for (const t of skippedTypes) result.warnings.push(`The "!Type:${t}" section is not a list of transactions and was skipped.`);
  // the exporter's template (sections, date shape, fields): the user's date answer is remembered for it
  const source = qifLayout({
    types: sectionTypes,
    accounts: accountNames,
    records: records.map((r) => ({ codes: [...r.fields.keys()], date: r.fields.get('D'), amount: r.fields.get('T') ?? r.fields.get('U') })),
  });
  result.layout = source.layout;
  result.layoutNames = source.names;

  // One date order for the whole file.
  const dateCells = records.map((r) => normalizeQifDate(r.fields.get('D') ?? ''));
  const detected = detectDateOrder(dateCells);
  // 'YMD' means no cell needed an order (ISO dates, month names): any order reads them the same.
  const order: DateOrder = detected === 'ambiguous' ? (opts.dateOrder ?? 'MDY') : detected === 'YMD' ? 'MDY' : detected;
  if (detected === 'ambiguous') {
    result.dateOrderAmbiguous = true;
    result.warnings.push(
      `The dates in this QIF file could be month/day or day/month (no day above 12); they were read as ${order === 'DMY' ? 'day/month/year' : 'month/day/year'}.`,
    );
  }

  let noAmount = 0;
  for (let k = 0; k < records.length; k++) {
    const r = records[k]!;
    const rawDate = r.fields.get('D');
    const date = rawDate === undefined ? null : parseDateCell(dateCells[k]!, order);
    if (date === null) {
      result.warnings.push(`Line ${r.line}: ${rawDate === undefined ? 'a record without a date (D)' : `invalid date "${rawDate}"`} — skipped`);
      continue;
    }
    const amount = recordAmount(r);
    if (amount === null) noAmount++;
    const item: ExtractedTransaction = {
      date,
      description: recordDescription(r),
      amountCents: amount ?? 0,
      account: r.account,
      balanceCents: null,
    };
    result.items.push(item);
  }
  if (noAmount > 0) {
    result.warnings.push(`${noAmount === 1 ? 'One record has' : `${noAmount} records have`} no amount (T); imported as 0.00.`);
  }
  if (result.items.length === 0) {
    result.errors.push(
      records.length === 0
        ? 'This QIF file has no transactions (no records in a !Type:Bank, Cash, CCard, Oth A, Oth L or Invst section).'
        : `None of the ${records.length} QIF records could be read (see warnings); nothing was imported.`,
    );
  }
  return result;
}

function amountOf(r: QifRecord, code: string): number | null {
  const v = r.fields.get(code);
  return v === undefined || v === '' ? null : parseAmountToCents(v);
}

function recordAmount(r: QifRecord): number | null {
  const total = amountOf(r, 'T') ?? amountOf(r, 'U');
  if (r.type !== 'invst') return total ?? r.splitTotal;
  const action = (r.fields.get('N') ?? '').toLowerCase();
  if (NO_CASH.has(action)) return 0;
  let cents = total ?? r.splitTotal;
  if (cents === null) {
    // no total: quantity × price ± commission
    const q = Number(r.fields.get('Q')?.replace(/,/g, ''));
    const p = Number(r.fields.get('I')?.replace(/,/g, ''));
    const o = Number(r.fields.get('O')?.replace(/,/g, '') ?? 0);
    if (!Number.isFinite(q) || !Number.isFinite(p) || r.fields.get('Q') === undefined || r.fields.get('I') === undefined) return null;
    const gross = Math.round(q * p * 100);
    const fee = Number.isFinite(o) ? Math.round(o * 100) : 0;
    cents = CASH_OUT.has(action) ? gross + fee : gross - fee;
  }
  if (CASH_OUT.has(action)) return -Math.abs(cents);
  if (CASH_IN.has(action)) return Math.abs(cents);
  return cents;
}

function recordDescription(r: QifRecord): string {
  const payee = r.fields.get('P') ?? '';
  const memo = r.fields.get('M') ?? '';
  if (r.type === 'invst') {
    const action = r.fields.get('N') ?? '';
    const security = r.fields.get('Y') ?? '';
    const qty = r.fields.get('Q') ?? '';
    const what = [action, qty, security].filter((s) => s !== '').join(' ');
    return joinNameMemo(what || payee || 'Investment transaction', joinNameMemo(what ? payee : '', memo));
  }
  let category = r.fields.get('L') ?? '';
  if (category === '--Split--') category = '';
  const transfer = /^\[(.+)\]$/.exec(category);
  if (transfer) category = `Transfer: ${transfer[1]}`;
  const main = payee || category;
  const text = joinNameMemo(main, memo);
  if (text !== '') return text;
  const check = r.fields.get('N') ?? '';
  return check !== '' ? `Check ${check}` : 'Transaction';
}
