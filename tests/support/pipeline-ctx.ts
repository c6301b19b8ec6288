// The import's steps run in-process against a real database and file store, without the queue:
// a hand-made PipelineContext with the repositories the Tag, Crystal and commit steps use, and
// Byte's and Tag's stages written as those steps write them.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { parseCsvStatement } from '../../core/parsers/table/csv.ts';
import type { ExtractedTransaction } from '../../core/parsers/types.ts';
import { createDb, type DbHandle } from '../../db/client.ts';
import { logIdleDbError } from '../../infra/logger.ts';
import { FileStore } from '../../infra/files.ts';
import { Ledger } from '../../services/ledger/ledger.ts';
import { StagingRepo, stageTable } from '../../db/repos/staging.ts';
import { TagRepo } from '../../db/repos/tag.ts';
import { TransactionsRepo } from '../../db/repos/transactions.ts';
import type { PipelineContext } from '../../worker/context.ts';
import { BYTE_ITEMS, inBatches, type ByteStage } from '../../worker/processors/byte.ts';
import { stageDocument, type TagStage } from '../../worker/processors/tag.ts';
import { testStorage, type TestEnv } from './env.ts';
import { taggerFor } from '../../services/tag/tagger.ts';

export interface PipelineHarness {
  handle: DbHandle;
  ctx: PipelineContext;
  close(): Promise<void>;
}

/** A context over the test env's database and a temporary file store; `extra` adds or replaces members (today, reporter…). */
export async function pipelineHarness(env: TestEnv, extra: Partial<Record<keyof PipelineContext, unknown>> = {}): Promise<PipelineHarness> {
  const handle = createDb(env.config.DATABASE_URL, logIdleDbError);
  const { base, storage } = await testStorage('pf-pipeline-');
  const ctx = {
    files: new FileStore(storage),
    staging: new StagingRepo(handle.db, handle.pool),
    tag: new TagRepo(handle.db),
    transactions: new TransactionsRepo(handle.db),
    ledger: new Ledger(handle.db),
    ...extra,
  } as unknown as PipelineContext;
  return {
    handle,
    ctx,
    async close() {
      await handle.close();
      await rm(base, { recursive: true, force: true });
    },
  };
}

/** Byte's stage and rows for a CSV statement, as the byte step writes them; `receipt` marks the stage as a receipt's. */
export async function byteStaged(ctx: PipelineContext, documentId: string, csv: string, receipt = false): Promise<ExtractedTransaction[]> {
  const items = parseCsvStatement(csv).items;
  await ctx.files.putLines(ctx.files.stageKey(documentId, BYTE_ITEMS), inBatches(items));
  const stage = { kind: 'statement', count: items.length, warnings: [], receipt: receipt ? { stand: 'in' } : null } as unknown as ByteStage;
  await ctx.files.putJson(ctx.files.stageKey(documentId, 'byte'), stage);
  return items;
}

/** The tag step: the user's tagger stages the document's rows and writes Tag's stage. */
export async function tagStep(ctx: PipelineContext, userId: string, documentId: string): Promise<TagStage> {
  const { tagger } = await taggerFor(ctx.tag, userId);
  const byte = await ctx.files.getJson<ByteStage>(ctx.files.stageKey(documentId, 'byte'));
  const stage = await stageDocument(ctx, documentId, tagger, byte.count);
  await ctx.files.putJson(ctx.files.stageKey(documentId, 'tag'), stage);
  return stage;
}

/** Whether the document's staging table exists. */
export async function stageExists(handle: DbHandle, documentId: string): Promise<boolean> {
  return (await handle.db.execute<{ t: string | null }>(sql`select to_regclass(${stageTable(documentId)})::text as t`)).rows[0]!.t !== null;
}
