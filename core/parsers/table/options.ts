// The options of the table reader (csv.ts), in their own module so the reader's parts
// (rows.ts, signs.ts) can name them without importing the reader itself.
import type { AmountSign } from '../sign.ts';

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
   * file; a question's preview reads its sample rows this way (preview.ts)
   */
  headerAt?: number;
  /** the decimal mark Byte found in the whole file (a question's few sample rows may not show it) */
  decimalMark?: ',' | '.';
}
