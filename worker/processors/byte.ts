// Byte: reads the file's text and extracts its transactions.
import { UnrecoverableError } from 'bullmq';
import type { ExtractedTransaction } from '../../core/parsers/types.ts';
import { parseCsvStatement } from '../../core/parsers/csv.ts';
import { countLines, decodeText } from '../../core/text.ts';
import { reportStep, type StepProcessor } from '../context.ts';

export interface ByteStage {
  items: ExtractedTransaction[];
  warnings: string[];
}

const READABLE_NOW = new Set(['csv', 'txt']);

export const byteProcessor: StepProcessor = async (job, ctx) => {
  const { userId, documentId } = job.data;
  const doc = await ctx.documents.get(userId, documentId);
  if (!doc) throw new UnrecoverableError(`Document ${documentId} no longer exists.`);

  await reportStep(ctx, job, 'ocr', 'processing', 0, `Byte is reading ${doc.fileName}…`);
  if (!READABLE_NOW.has(doc.kind)) {
    throw new UnrecoverableError(
      `Byte can't read ${doc.kind.toUpperCase()} files yet: only CSV and TXT statements are supported so far. Nothing was imported.`,
    );
  }
  const { text, encoding } = decodeText(await ctx.files.get(doc.storageKey));
  const lines = countLines(text);
  await reportStep(ctx, job, 'ocr', 'completed', 100,
    `Read ${lines.toLocaleString('en-US')} lines of ${encoding} text directly; no OCR needed for a ${doc.kind.toUpperCase()} file.`);

  await reportStep(ctx, job, 'parsing', 'processing', 0, `Byte is finding transactions in ${lines.toLocaleString('en-US')} lines…`);
  const parsed = parseCsvStatement(text);
  if (parsed.errors.length) throw new UnrecoverableError(`${doc.fileName}: ${parsed.errors.join(' ')}`);
  if (!parsed.items.length) throw new UnrecoverableError(`${doc.fileName}: no transactions found.`);

  await ctx.files.putJson(ctx.files.stageKey(documentId, 'byte'), { items: parsed.items, warnings: parsed.warnings } satisfies ByteStage);
  await ctx.documents.addWarnings(userId, documentId, parsed.warnings);
  const skipped = parsed.warnings.filter((w) => /skipped/i.test(w)).length;
  await reportStep(ctx, job, 'parsing', 'completed', 100,
    `Found ${parsed.items.length.toLocaleString('en-US')} transactions${skipped ? `; skipped ${skipped} malformed row${skipped === 1 ? '' : 's'} (see warnings)` : ''}.`);
};
