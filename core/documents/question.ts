// The questions Byte asks about a file it can read two ways, and the user's answers (stored on the
// document, sent in the document:question event and in DocumentDto).
import type { PdfSample } from '../parsers/pdf/columns.ts';
import type { TableSample } from '../parsers/types.ts';

/** Byte asks the user when a file can be read two ways (e.g. 03/04 = March 4 or 3 April). */
export type DocumentQuestion = DateOrderQuestion | AmountSignQuestion | ColumnsQuestion;

export interface DateOrderQuestion {
  type: 'date-order';
  message: string;
  options: { value: 'MDY' | 'DMY'; label: string }[];
}

/** A row of a question's preview, as Byte would read it with the first option. */
export interface QuestionPreviewRow {
  date: string;
  description: string;
  amountCents: number;
}

/**
 * Amounts without signs (a card export): are they money spent or money received? The preview
 * shows the first rows read as spent; the answer is remembered for the file's layout.
 */
export interface AmountSignQuestion {
  type: 'amount-sign';
  message: string;
  options: { value: 'spent' | 'received'; label: string }[];
  /** the file's columns, in order, and what Byte took each for ("date", "description", "amount", or "") */
  columns: { name: string; role: string }[];
  preview: QuestionPreviewRow[];
  /** the header and first rows as cells: the modal redraws the preview when a column is reassigned (core/parsers/table/preview.ts) */
  sample?: TableSample;
  /** a PDF's: the top of its page to a few table rows, read again by the PDF reader when a column is reassigned (core/parsers/pdf/preview.ts) */
  pdfSample?: PdfSample;
}

/**
 * Columns Byte recognized from their contents alone with a rival reading (a second date column,
 * amounts it found no use for): the user checks them, may give any column another role, and
 * answers with the roles; they are remembered for the layout.
 */
export interface ColumnsQuestion {
  type: 'columns';
  message: string;
  options: { value: 'ok'; label: string }[];
  columns: { name: string; role: string }[];
  preview: QuestionPreviewRow[];
  sample?: TableSample;
  pdfSample?: PdfSample;
}

/** Every answer a document has been given; a later answer adds to the earlier ones. */
export interface DocumentAnswer {
  dateOrder: 'MDY' | 'DMY';
  amountSign: 'spent' | 'received';
  /** with amountSign: each column's role as the user reassigned them (date, description, amount, money out, money in, balance, direction, '') */
  columnRoles: string[];
}
