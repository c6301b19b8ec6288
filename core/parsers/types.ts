// What every statement parser (CSV, XLSX, OFX, QIF, PDF text, receipts) produces.
import type { DateOrder } from '../dates.ts';

import type { KindClue } from '../accounts/kinds.ts';

/** One transaction as read from a file, before categorization. Money in integer cents, negative for spending. */
export interface ExtractedTransaction {
  /** 'YYYY-MM-DD' */
  date: string;
  description: string;
  amountCents: number;
  account: string | null;
  /** the running balance printed on the statement after this row, when the file has one */
  balanceCents: number | null;
  /** the bank's own id for the transaction (OFX FITID), used to recognise it on re-import */
  externalId?: string | null;
  /** the statement's own category for the row (a CSV "Category" column), evidence for Tag */
  bankCategory?: string;
  /** a fee the row states beside its amount (a "Fee" column), while the table is read (table/fees.ts) */
  feeCents?: number;
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

/** What a statement parser (CSV, XLSX/XLS, OFX/QFX, QIF, PDF text) returns. */
export interface StatementResult extends ParseResult<ExtractedTransaction> {
  /** balances the statement states, in cents, when it states them (used to check the import) */
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  /** the days the statement covers (both included) when the file states both ends (a PDF's "Oct 1 – Oct 31, 2026", OFX DTSTART/DTEND) */
  period?: { from: string; to: string } | null;
  /** true when the file's dates could be read either as DD/MM or MM/DD and MM/DD was assumed */
  dateOrderAmbiguous: boolean;
  /** the bank the file itself names (OFX: the FI's ORG, else the BANKID or BROKERID), for Ledger's accounts */
  institution?: string | null;
  /** true when one amount column carries no signs and nothing says whether they are spent or received (Byte asks) */
  amountSignAmbiguous?: boolean;
  /** with amountSignAmbiguous: the amounts are signed, nearly all positive (a card export's purchases, or money received?) */
  amountSignMixed?: boolean;
  /** true when the columns were recognized from their contents with a rival reading (Byte asks the user to check them) */
  columnsAmbiguous?: boolean;
  /** what the file says about the kind of its account (an OFX card statement, a card export's columns): core/accounts/kinds.ts */
  kindClues?: KindClue[];
  /** the fingerprint of a table's layout (header names and delimiter; QIF/OFX: source-layout.ts): answers are remembered per layout */
  layout?: string;
  /** what a file without header names was fingerprinted by, in words (kept with a remembered answer) */
  layoutNames?: string[];
  /** a table's columns in order and the role Byte gave each ('' for none), and how sure it is of them (0..1) */
  columns?: { name: string; role: string }[];
  columnConfidence?: number;
  /** a table's header (null: none) and first rows as cells, and the date order read: a question's preview is redrawn from them */
  sample?: TableSample;
}

export interface TableSample {
  header: string[] | null;
  rows: string[][];
  /** the order the dates were read in ('YMD' for ISO dates) */
  dateOrder?: DateOrder;
  decimalMark?: ',' | '.';
  /** rows of a spreadsheet: a whole number in the date column is an Excel serial date */
  serialDates?: boolean;
  date1904?: boolean;
}

/** A value read from a receipt with how sure the reader is of it (0..1). */
export interface ReceiptField<T> {
  value: T | null;
  confidence: number;
}

export interface ReceiptLineItem {
  description: string;
  quantity: number | null;
  amountCents: number;
}

export interface ReceiptResult {
  merchant: ReceiptField<string>;
  /** 'YYYY-MM-DD' */
  date: ReceiptField<string>;
  /** amounts in cents, positive as printed */
  total: ReceiptField<number>;
  tax: ReceiptField<number>;
  paymentMethod: ReceiptField<string>;
  items: ReceiptLineItem[];
  warnings: string[];
  errors: string[];
}

export function emptyStatement(): StatementResult {
  return { items: [], warnings: [], errors: [], openingBalanceCents: null, closingBalanceCents: null, dateOrderAmbiguous: false };
}
