// Tag: categorizes every extracted transaction with the user's own rules, learned patterns and
// model (core/tag/engine.ts), and gives each its per-user identity (hash_id). Byte's rows are read
// as a stream and the categorized ones streamed into the document's staging table (COPY), so no
// step holds the whole file's rows in memory.
import type { Job } from 'bullmq';
import { REVIEW_CONFIDENCE } from '../../core/tag/categories.ts';
import { HashKeyer } from '../../core/ledger/dedupe.ts';
import type { DocumentJob } from '../../core/queues.ts';
import type { ExtractedTransaction } from '../../core/parsers/types.ts';
import type { Tagger } from '../../core/tag/engine.ts';
import type { StagedTransaction } from '../../db/repos/transactions.ts';
import { reportStep, type PipelineContext, type StepProcessor } from '../context.ts';
import { BYTE_ITEMS, type ByteStage } from './byte.ts';
import { taggerFor } from '../../services/tag/tagger.ts';
import { stageRow } from '../../services/tag/stage-rows.ts';

export { stageRow, stageRows } from '../../services/tag/stage-rows.ts';

/** What Tag staged: Crystal and Intelia read the rows from the staging table, and check their number. */
export interface TagStage {
  rows: number;
  review: number;
  learned: number;
}

const PROGRESS_SLICES = 10;

/**
 * Categorizes Byte's rows in file order and streams them into the document's staging table;
 * `onProgress(done)` is awaited about every tenth of the file.
 */
export async function stageDocument(
  ctx: PipelineContext,
  documentId: string,
  tagger: Tagger,
  total: number,
  onProgress?: (done: number) => Promise<void>,
): Promise<TagStage> {
  const keyer = new HashKeyer();
  const counts = { review: 0, learned: 0 };
  const slice = Math.max(1000, Math.ceil(total / PROGRESS_SLICES));
  let done = 0;
  let next = slice;
  async function* tagged(): AsyncGenerator<StagedTransaction[]> {
    for await (const items of ctx.files.readLines<ExtractedTransaction[]>(ctx.files.stageKey(documentId, BYTE_ITEMS))) {
      const rows = items.map((item) => stageRow(tagger, item, keyer.next(item)));
      for (const r of rows) {
        if (r.needsUserInput) counts.review++;
        if (r.source === 'rule' || r.source === 'learned') counts.learned++;
      }
      yield rows;
      done += rows.length;
      if (done >= next && done < total) {
        next += slice;
        await onProgress?.(done);
      }
    }
  }
  const rows = await ctx.staging.write(documentId, tagged());
  return { rows, ...counts };
}

/**
 * Tag's stage for Crystal and Intelia, staging the rows again when the staging table is gone or
 * short (PostgreSQL empties unlogged tables after a crash) so nothing is committed half.
 */
export async function ensureStaged(ctx: PipelineContext, job: Job<DocumentJob>): Promise<TagStage> {
  const { userId, documentId } = job.data;
  const stage = await ctx.files.getJson<TagStage>(ctx.files.stageKey(documentId, 'tag'));
  if ((await ctx.staging.count(documentId)) === stage.rows) return stage;
  const byte = await ctx.files.getJson<ByteStage>(ctx.files.stageKey(documentId, 'byte'));
  const again = await stageDocument(ctx, documentId, (await taggerFor(ctx.tag, userId)).tagger, byte.count);
  await ctx.files.putJson(ctx.files.stageKey(documentId, 'tag'), again);
  return again;
}

export const tagProcessor: StepProcessor = async (job, ctx) => {
  const { userId, documentId } = job.data;
  const { count: total } = await ctx.files.getJson<ByteStage>(ctx.files.stageKey(documentId, 'byte'));
  await reportStep(ctx, job, 'categorization', 'processing', 0, `Tag is learning from your rules, corrections and history…`);
  const { tagger, examples, kept } = await taggerFor(ctx.tag, userId);
  await reportStep(
    ctx,
    job,
    'categorization',
    'processing',
    0,
    `Tag is categorizing ${fmt(total)} transactions (learned from ${fmt(examples)} of yours${kept ? ', kept from your last import' : ''})…`,
  );

  const stage = await stageDocument(ctx, documentId, tagger, total, (done) =>
    reportStep(ctx, job, 'categorization', 'processing', (done / total) * 100, `Tag categorized ${fmt(done)} of ${fmt(total)}…`),
  );
  await ctx.files.putJson(ctx.files.stageKey(documentId, 'tag'), stage);
  const { review, learned } = stage;
  await reportStep(
    ctx,
    job,
    'categorization',
    'completed',
    100,
    `Categorized ${fmt(total - review)} of ${fmt(total)} with confidence ≥ ${REVIEW_CONFIDENCE * 100}%` +
      (learned ? ` (${fmt(learned)} by your rules and corrections)` : '') +
      (review ? `; ${fmt(review)} need your review.` : '.'),
  );
};

const fmt = (n: number) => n.toLocaleString('en-US');
