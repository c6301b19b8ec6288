// Byte: reads the file (text layer, spreadsheet, OFX/QIF, or OCR) and extracts its transactions or receipt.
import { UnrecoverableError } from 'bullmq';
import type { ExtractedTransaction, ReceiptResult } from '../../core/parsers/types.ts';
import type { FileKind } from '../../core/documents/sniff.ts';
import type { DateOrderQuestion } from '../../core/documents/question.ts';
import { documentRoom, userRoom } from '../../core/events.ts';
import { collectAfterStep } from '../memory.ts';
import { reportStep, type PipelineContext, type StepProcessor } from '../context.ts';
import { parseContent, type Extraction } from '../extract/parse-content.ts';
import { readDocument } from '../extract/read-document.ts';
import { currencyOfContent } from '../extract/currency-of.ts';
import { amountSignQuestion, columnsQuestion } from '../extract/sign-question.ts';
import type { CsvOptions } from '../../core/parsers/table/csv.ts';
import { STREAM_FROM } from '../../core/parsers/statement.ts';
import type { StatementFacts } from '../../db/repos/accounts.ts';

export interface ByteStage {
  kind: 'statement' | 'receipt';
  /** how many transactions Byte found; they are staged apart, as JSON lines (byteItems) */
  count: number;
  warnings: string[];
  receipt: ReceiptResult | null;
  /** the statement's closing balance and bank (Intelia records them against the account) */
  statement?: StatementFacts;
}

/** Byte's transactions, in file order, as JSON lines of up to ITEM_BATCH items (read back as a stream). */
export const BYTE_ITEMS = 'byte-items.ndjson';
const ITEM_BATCH = 1000;

export function* inBatches<T>(items: readonly T[], size = ITEM_BATCH): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** OCR progress is pushed in steps of this size, so the modal moves without flooding the socket. */
const OCR_PROGRESS_STEP = 0.05;

export const byteProcessor: StepProcessor = async (job, ctx) => {
  const { userId, documentId } = job.data;
  const doc = await ctx.documents.get(userId, documentId);
  if (!doc) throw new UnrecoverableError(`Document ${documentId} no longer exists.`);

  await reportStep(ctx, job, 'ocr', 'processing', 0, `Byte is reading ${doc.fileName}…`);
  let reported = 0;
  let pushes = Promise.resolve();
  const content = await readDocument(await ctx.files.get(doc.storageKey), doc.kind as FileKind, {
    // tesseract is loaded only when a document needs OCR
    ocrPool: async () => (await import('../ocr/pool.ts')).getSharedOcrPool(),
    onOcrProgress(fraction) {
      if (fraction - reported < OCR_PROGRESS_STEP && fraction < 1) return;
      reported = fraction;
      pushes = pushes.then(() => reportStep(ctx, job, 'ocr', 'processing', fraction * 100, `OCR: recognizing text… ${Math.round(fraction * 100)}%`));
    },
  });
  await pushes;
  if (content.type === 'unreadable') throw new UnrecoverableError(`${doc.fileName}: ${content.error}`);
  await reportStep(ctx, job, 'ocr', 'completed', 100, content.note);

  await reportStep(ctx, job, 'parsing', 'processing', 0, 'Byte is finding transactions…');
  const { dateOrder, amountSign, columnRoles } = doc.answers;
  const opts: CsvOptions = {
    fileName: doc.fileName,
    ...(dateOrder ? { dateOrder } : {}),
    ...(amountSign ? { amountSign } : {}),
    ...(columnRoles ? { columnRoles } : {}),
  };
  // a large CSV is streamed: its transactions are read again into the stage file, never all held
  let extraction = parseContent(content, opts, STREAM_FROM);
  if (extraction.errors.length) throw new UnrecoverableError(`${doc.fileName}: ${extraction.errors.join(' ')}`);
  if (!extraction.transactions.length) throw new UnrecoverableError(`${doc.fileName}: no transactions found. ${extraction.warnings.join(' ')}`.trim());

  // the user's answers for an earlier file of this layout, instead of asking again
  const notes: string[] = [];
  if ((extraction.dateOrderAmbiguous || extraction.amountSignAmbiguous || extraction.columnsAmbiguous) && extraction.layout) {
    const remembered = await ctx.documents.layoutAnswers(userId, extraction.layout);
    if (remembered?.dateOrder && !opts.dateOrder && extraction.dateOrderAmbiguous) {
      opts.dateOrder = remembered.dateOrder;
      notes.push(`Read the dates ${remembered.dateOrder === 'DMY' ? 'day first' : 'month first'}, as you answered for an earlier file laid out like this one.`);
    }
    if (remembered?.columnRoles && !opts.columnRoles) {
      opts.columnRoles = remembered.columnRoles;
      notes.push('Read the columns as you set them for an earlier file laid out like this one.');
    }
    if (remembered?.amountSign && !opts.amountSign) {
      opts.amountSign = remembered.amountSign;
      notes.push(`Read the amounts as money ${remembered.amountSign}, as you answered for an earlier file laid out like this one.`);
    }
    if (notes.length) extraction = parseContent(content, opts, STREAM_FROM);
  }

  // one question at a time: the dates, then the columns, then the amounts' sign
  const question =
    extraction.dateOrderAmbiguous && !dateOrder
      ? dateOrderQuestion(extraction.transactions)
      : extraction.columnsAmbiguous
        ? columnsQuestion(extraction, doc.fileName)
        : extraction.amountSignAmbiguous
          ? amountSignQuestion(parseContent(content, { ...opts, amountSign: 'spent' }, STREAM_FROM), doc.fileName, extraction.amountSignMixed)
          : null;
  if (question) {
    await reportStep(ctx, job, 'parsing', 'processing', 50, `Waiting for you: ${question.message}`);
    await ctx.documents.ask(userId, documentId, question);
    ctx.emit([userRoom(userId), documentRoom(documentId)], 'document:question', { documentId, question });
    // the import waits for the user: the bell says so
    await ctx.reporter.log(userId, 'byte', `${doc.fileName}: ${question.message}`, documentId, 'question');
    return 'wait-for-user';
  }
  if ((dateOrder || amountSign || columnRoles) && extraction.layout) {
    const answer = { ...(dateOrder ? { dateOrder } : {}), ...(amountSign ? { amountSign } : {}), ...(columnRoles ? { columnRoles } : {}) };
    await ctx.documents.rememberLayout(userId, extraction.layout, answer, extraction.layoutNames ?? (extraction.columns ?? []).map((c) => c.name));
  }

  const currency = currencyOfContent(content);
  if (currency) {
    await ctx.documents.setDetectedCurrency(
      userId,
      documentId,
      currency.code,
      `read from the file: ${currency.evidence}${currency.confidence < 0.75 ? ' (other currencies are mentioned too)' : ''}`,
    );
  }

  const stage = await stageExtraction(ctx.files, documentId, extraction, notes);
  await ctx.documents.addWarnings(userId, documentId, stage.warnings);
  await reportStep(ctx, job, 'parsing', 'completed', 100, parsedMessage(stage, currency?.code ?? null));
  // a streamed file's text is garbage once this step returns: collect it before Tag's heap grows on it
  if (extraction.streamed) collectAfterStep();
};

/** Writes Byte's rows (JSON lines, BYTE_ITEMS) and its stage; `notes` are warnings about answers Byte reused. */
export async function stageExtraction(
  files: PipelineContext['files'],
  documentId: string,
  extraction: Extraction,
  notes: readonly string[] = [],
): Promise<ByteStage> {
  const { streamed } = extraction;
  await files.putLines(files.stageKey(documentId, BYTE_ITEMS), streamed ? streamed.batches(ITEM_BATCH) : inBatches(extraction.transactions));
  // after the rows are written: a streamed file's balances are checked as its rows are read
  const stage: ByteStage = {
    kind: extraction.kind,
    count: streamed?.count ?? extraction.transactions.length,
    warnings: [...extraction.warnings, ...notes],
    receipt: extraction.receipt,
    ...(extraction.statement ? { statement: extraction.statement } : {}),
  };
  await files.putJson(files.stageKey(documentId, 'byte'), stage);
  return stage;
}

function parsedMessage(stage: ByteStage, currency: string | null): string {
  const n = stage.count.toLocaleString('en-US');
  if (stage.kind === 'receipt' && stage.receipt) {
    const r = stage.receipt;
    const total = r.total.value === null ? '' : ` total ${currency ? `${currency} ` : ''}${(r.total.value / 100).toFixed(2)}`;
    return `Read a receipt from ${r.merchant.value ?? 'an unknown merchant'}${r.date.value ? ` dated ${r.date.value}` : ''}${total}.`;
  }
  const skipped = stage.warnings.filter((w) => /skipped/i.test(w)).length;
  return `Found ${n} transaction${stage.count === 1 ? '' : 's'}${currency ? ` in ${currency}` : ''}${skipped ? `; skipped ${skipped} malformed row${skipped === 1 ? '' : 's'} (see warnings)` : ''}.`;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Built from the first date as read month-first, so both readings can be shown side by side. */
export function dateOrderQuestion(items: ExtractedTransaction[]): DateOrderQuestion {
  const [y, m, d] = (items[0]?.date ?? '').split('-').map(Number) as [number, number, number];
  const printed = `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
  return {
    type: 'date-order',
    message: `The dates in this file can be read day-first or month-first. How should Byte read ${printed}?`,
    options: [
      { value: 'MDY', label: `Month first: ${MONTH_NAMES[m - 1]} ${d}, ${y}` },
      { value: 'DMY', label: `Day first: ${m} ${MONTH_NAMES[d - 1]} ${y}` },
    ],
  };
}
