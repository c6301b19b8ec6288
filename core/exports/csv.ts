// The transactions as CSV (RFC 4180) for spreadsheets, safe to open: a text cell that a spreadsheet
// would run as a formula (= + - @, tab, carriage return first) is prefixed with a single quote.

// the amount's own currency beside it: a MYR receipt is not a dollar row
export const TRANSACTION_CSV_COLUMNS = ['date', 'description', 'merchant', 'amount', 'currency', 'category', 'subcategory', 'account', 'source'] as const;

export interface CsvTransaction {
  date: string;
  description: string;
  merchant: string | null;
  amountCents: number;
  /** ISO 4217 of amountCents */
  currency: string;
  category: string;
  subcategory: string | null;
  account: string | null;
  /** how Tag categorized it (rule, pattern, knowledge, model, user, …) */
  source: string;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One text cell: formula-guarded, quoted when it holds a quote, comma, line break or edge spaces. */
export function csvText(value: string | null | undefined): string {
  if (value == null || value === '') return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Cents as a plain decimal ("-1234.56"): a number we wrote, so no formula guard. */
export function csvAmount(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const frac = abs % 100;
  return `${cents < 0 && abs > 0 ? '-' : ''}${Math.floor(abs / 100)}.${frac < 10 ? '0' : ''}${frac}`;
}

export const csvLine = (cells: string[]) => `${cells.join(',')}\r\n`;

export const transactionCsvHeader = () => csvLine([...TRANSACTION_CSV_COLUMNS]);

export function transactionCsvLine(t: CsvTransaction): string {
  return csvLine([
    csvText(t.date),
    csvText(t.description),
    csvText(t.merchant),
    csvAmount(t.amountCents),
    csvText(t.currency),
    csvText(t.category),
    csvText(t.subcategory),
    csvText(t.account),
    csvText(t.source),
  ]);
}
