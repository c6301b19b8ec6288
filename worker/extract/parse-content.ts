// Byte's second half: turn the content into transactions (a statement) or a receipt.
import { balanceWarning } from '../../core/parsers/balance.ts';
import { parsePdfStatement, pdfLinesText } from '../../core/parsers/pdf/statement.ts';
import { statementHeader } from '../../core/accounts/statement-header.ts';
import { kindVerdict, statementTextClues, tableClues, type KindClue } from '../../core/accounts/kinds.ts';
import type { StatementFacts } from '../../db/repos/accounts.ts';
import { isReceiptText, parseReceiptText } from '../../core/parsers/receipt/parse.ts';
import { readStatementBytes } from '../../core/parsers/statement.ts';
import type { CsvOptions } from '../../core/parsers/table/csv.ts';
import type { ExtractedTransaction, ReceiptResult, TableSample } from '../../core/parsers/types.ts';
import type { PdfSample } from '../../core/parsers/pdf/columns.ts';
import type { DocumentContent } from './read-document.ts';

export interface Extraction {
  kind: 'statement' | 'receipt';
  /** every transaction; for a streamed table (`streamed`) only its first few, for a question's preview */
  transactions: ExtractedTransaction[];
  /**
   * a large table's transactions, not held: how many, and `batches` to read them in file order (each
   * call reads the file again). Once they have been read through, the balance check's warning is in `warnings`.
   */
  streamed?: { count: number; batches(size: number): Iterable<ExtractedTransaction[]> };
  receipt: ReceiptResult | null;
  warnings: string[];
  errors: string[];
  /** dates could be read day-first or month-first; month-first was assumed */
  dateOrderAmbiguous: boolean;
  /** one amount column without signs and no evidence whether they are spent or received: Byte asks */
  amountSignAmbiguous?: boolean;
  /** with amountSignAmbiguous: signed amounts, nearly all positive */
  amountSignMixed?: boolean;
  /** columns recognized from their contents with a rival reading: Byte asks the user to check them */
  columnsAmbiguous?: boolean;
  /** why (a PDF table: "both "Amount" and "Amount EUR" read as amounts, …") */
  columnsDoubt?: string;
  /** a table's layout fingerprint and columns (answers are remembered per layout) */
  layout?: string;
  /** for a file without header names (QIF, OFX): what its layout was recognized by, in words */
  layoutNames?: string[];
  columns?: { name: string; role: string }[];
  /** a table's header and first rows as cells, for the question's preview */
  sample?: TableSample;
  /** a PDF table's first rows as positioned text, for the question's preview (read again by the PDF reader) */
  pdfSample?: PdfSample;
  /** what a statement says about its account: its closing balance, the bank's name (Ledger's accounts) */
  statement?: StatementFacts;
}

/** The kind a statement's words show (core/accounts/kinds.ts), null when they settle nothing. */
function kindOf(clues: readonly KindClue[]): StatementFacts['kind'] {
  const v = kindVerdict(clues);
  return v.side ? { side: v.side, because: v.because } : null;
}

/** `streamFrom`: a CSV or TXT text this long is streamed (core/parsers/statement.ts readStatementBytes). */
export function parseContent(content: DocumentContent, opts: CsvOptions = {}, streamFrom = Infinity): Extraction {
  switch (content.type) {
    case 'unreadable':
      return { kind: 'statement', transactions: [], receipt: null, warnings: [], errors: [content.error], dateOrderAmbiguous: false };
    case 'tabular': {
      const read = readStatementBytes(content.bytes, content.kind, opts, streamFrom);
      const r = read.result;
      return {
        kind: 'statement',
        transactions: r.items,
        receipt: null,
        warnings: r.warnings,
        errors: r.errors,
        ...(read.count > r.items.length ? { streamed: { count: read.count, batches: (size: number) => batchesOf(read.items(), size) } } : {}),
        dateOrderAmbiguous: r.dateOrderAmbiguous && !opts.dateOrder,
        statement: {
          closingBalanceCents: r.closingBalanceCents,
          openingBalanceCents: r.openingBalanceCents,
          ...(r.period ? { period: r.period } : {}),
          institution: r.institution ?? null,
          kind: kindOf([...(r.kindClues ?? []), ...tableClues(r.sample?.header ?? [])]),
        },
        ...(r.amountSignAmbiguous && !opts.amountSign ? { amountSignAmbiguous: true, ...(r.amountSignMixed ? { amountSignMixed: true } : {}) } : {}),
        ...(r.columnsAmbiguous && !opts.columnRoles ? { columnsAmbiguous: true } : {}),
        ...(r.layout ? { layout: r.layout } : {}),
        ...(r.layoutNames ? { layoutNames: r.layoutNames } : {}),
        ...(r.columns ? { columns: r.columns } : {}),
        ...(r.sample ? { sample: r.sample } : {}),
      };
    }
    case 'pdf-text': {
      const r = parsePdfStatement(content.pages, opts);
      const gap = balanceWarning(r);
      // a PDF's rows name no account: the header does ("Everyday Checking", "Account number: XXXX4821")
      const header = statementHeader(pdfLinesText(content.pages));
      const items = header.account ? r.items.map((t) => ({ ...t, account: t.account ?? header.account })) : r.items;
      return {
        kind: 'statement',
        transactions: items,
        receipt: null,
        warnings: gap ? [...r.warnings, gap] : r.warnings,
        errors: r.errors,
        dateOrderAmbiguous: r.dateOrderAmbiguous && !opts.dateOrder,
        // the first page says what the account is: "Credit Line", "Minimum Payment Due", "Available Balance"
        statement: {
          closingBalanceCents: r.closingBalanceCents,
          openingBalanceCents: r.openingBalanceCents,
          ...(r.period ? { period: r.period } : {}),
          institution: header.institution,
          kind: kindOf(statementTextClues(pdfLinesText(content.pages.slice(0, 1)).join('\n'))),
        },
        // one Amount column without signs and nothing to settle them: Byte asks, as for a CSV
        ...(r.amountSignAmbiguous && !opts.amountSign ? { amountSignAmbiguous: true } : {}),
        // a table whose columns Byte doubts (two it would add together, amounts under an unknown header): Byte asks
        ...(r.columnsAmbiguous && !opts.columnRoles ? { columnsAmbiguous: true, ...(r.columnsDoubt ? { columnsDoubt: r.columnsDoubt } : {}) } : {}),
        ...(r.layout ? { layout: r.layout } : {}),
        ...(r.columns ? { columns: r.columns } : {}),
        ...(r.pdfSample ? { pdfSample: r.pdfSample } : {}),
      };
    }
    case 'ocr':
      return receiptExtraction(content.pages.find((p) => isReceiptText(p.text)) ?? content.pages[0]);
  }
}

function receiptExtraction(page: Parameters<typeof parseReceiptText>[0] | undefined): Extraction {
  if (!page) return { kind: 'receipt', transactions: [], receipt: null, warnings: [], errors: ['No readable text found.'], dateOrderAmbiguous: false };
  const receipt = parseReceiptText(page);
  const missing = [receipt.total.value === null ? 'total' : '', receipt.date.value === null ? 'date' : ''].filter(Boolean);
  const errors = [...receipt.errors];
  if (!errors.length && missing.length) {
    errors.push(`Byte read this receipt but could not find its ${missing.join(' or ')}. Upload a sharper, flat photo of the whole receipt.`);
  }
  const transactions: ExtractedTransaction[] = errors.length
    ? []
    : [
        {
          date: receipt.date.value!,
          description: receipt.merchant.value ?? 'Receipt',
          amountCents: -receipt.total.value!,
          account: receipt.paymentMethod.value,
          balanceCents: null,
        },
      ];
  return { kind: 'receipt', transactions, receipt, warnings: receipt.warnings, errors, dateOrderAmbiguous: false };
}

function* batchesOf<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const t of items) {
    batch.push(t);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
