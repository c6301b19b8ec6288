// What every statement parser (CSV, XLSX, OFX, QIF, PDF text, receipts) produces.

/** One transaction as read from a file, before categorization. Money in integer cents, negative for spending. */
export interface ExtractedTransaction {
  /** 'YYYY-MM-DD' */
  date: string;
  description: string;
  amountCents: number;
  account: string | null;
  /** the running balance printed on the statement after this row, when the file has one */
  balanceCents: number | null;
}

/**
 * Parsers return problems as values. `warnings` name rows that were skipped or read with an
 * assumption (file, row, field); `errors` mean nothing in the file can be imported.
 */
export interface ParseResult<T> {
  items: T[];
  warnings: string[];
  errors: string[];
}
