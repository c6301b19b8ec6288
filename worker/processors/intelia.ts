// Intelia: commits the import (services/imports/commit.ts), publishes `import.committed` to its
// handlers (services/imports/registry.ts: Automa, insights and Harmony, approvals, budgets, goals),
// then summarizes the import and closes the document.
import { userRoom, documentRoom, type Insight } from '../../core/events.ts';
import { importSummary } from '../../core/intelia/summary.ts';
import type { CommitResult } from '../../db/repos/transactions.ts';
import { commitImport } from '../../services/imports/commit.ts';
import type { ByteStage } from './byte.ts';
import { reportStep, type StepProcessor } from '../context.ts';
import type { CrystalStage } from './crystal.ts';
import { ensureStaged, type TagStage } from './tag.ts';

export const inteliaProcessor: StepProcessor = async (job, ctx) => {
  const { userId, documentId } = job.data;
  const [crystal, doc, byte] = await Promise.all([
    ctx.files.getJson<CrystalStage>(ctx.files.stageKey(documentId, 'crystal')),
    ctx.documents.get(userId, documentId),
    ctx.files.getJson<Pick<ByteStage, 'receipt' | 'statement'>>(ctx.files.stageKey(documentId, 'byte')),
  ]);
  // the rows Tag staged (staged again if the staging table was lost); a committed document keeps its
  // counts (a statement's rows were saved while Crystal worked: worker/processors/crystal.ts)
  const staged = doc?.committedAt ? await ctx.files.getJson<TagStage>(ctx.files.stageKey(documentId, 'tag')) : await ensureStaged(ctx, job);
  await reportStep(
    ctx,
    job,
    'complete',
    'processing',
    0,
    doc?.committedAt
      ? `Intelia is reviewing this file's ${staged.rows.toLocaleString('en-US')} rows against your ledger…`
      : `Intelia is saving ${staged.rows.toLocaleString('en-US')} transactions to your ledger…`,
  );

  const counts = await commitImport(ctx.transactions, {
    userId,
    documentId,
    rows: staged.rows,
    receipt: byte.receipt,
    ...(byte.statement ? { statement: byte.statement } : {}),
    trend: crystal.trend,
  });
  // every reaction runs before the document reads as complete: whoever waits for it sees the alerts,
  // the feed lines and the insights too
  const { imported, duplicates, needsReview } = counts;
  const reactions = await ctx.publishImport(
    { type: 'import.committed', userId, documentId, fileName: doc?.fileName ?? null, counts: { imported, duplicates, needsReview }, today: ctx.today() },
    { before: (h) => reportStep(ctx, job, 'complete', 'processing', h.progress!.at, h.progress!.message) },
  );

  const skipped = (doc?.warnings ?? []).filter((w) => /skipped/i.test(w)).length;
  const insights: Insight[] = [
    ...(counts.attachedTo ? [attachedInsight(counts.attachedTo)] : []),
    ...importSummary({ imported, duplicates, needsReview, skipped, byCategory: crystal.byCategory, trend: crystal.trend }),
    ...reactions.insights,
  ];
  // the closing step (and its line in the bell) is written before the document reads as complete,
  // so whoever waits for "completed" finds the whole story
  await reportStep(ctx, job, 'complete', 'completed', 100, closingMessage(counts));
  await ctx.documents.complete(userId, documentId, insights);
  ctx.emit([userRoom(userId), documentRoom(documentId)], 'document:done', { documentId, imported, duplicates, needsReview, insights });
  await ctx.files.dropStages(documentId);
  await ctx.staging.drop(documentId);
};

function attachedInsight(to: NonNullable<CommitResult['attachedTo']>): Insight {
  return {
    type: 'receipt_attached',
    severity: 'info',
    actionable: false,
    message: `This receipt matches "${to.description}" on ${to.date}; it is now attached to that transaction.`,
  };
}

function closingMessage(counts: CommitResult): string {
  if (counts.attachedTo) {
    return `Attached this receipt to your existing transaction "${counts.attachedTo.description}" of ${counts.attachedTo.date}; nothing new to import.`;
  }
  return (
    `Imported ${counts.imported.toLocaleString('en-US')} transaction${counts.imported === 1 ? '' : 's'}` +
    (counts.duplicates ? `, ${counts.duplicates.toLocaleString('en-US')} already in your ledger` : '') +
    (counts.needsReview ? `, ${counts.needsReview.toLocaleString('en-US')} to review` : '') +
    '.'
  );
}
