// Intelia: commits the import in one database transaction, summarizes it and closes the document.
import { userRoom, documentRoom } from '../../core/events.ts';
import { importSummary } from '../../core/intelia/summary.ts';
import type { StagedTransaction } from '../../db/repos/transactions.ts';
import { reportStep, type StepProcessor } from '../context.ts';
import type { CrystalStage } from './crystal.ts';

export const inteliaProcessor: StepProcessor = async (job, ctx) => {
  const { userId, documentId } = job.data;
  const [staged, crystal, doc] = await Promise.all([
    ctx.files.getJson<StagedTransaction[]>(ctx.files.stageKey(documentId, 'tag')),
    ctx.files.getJson<CrystalStage>(ctx.files.stageKey(documentId, 'crystal')),
    ctx.documents.get(userId, documentId),
  ]);
  await reportStep(ctx, job, 'complete', 'processing', 0,
    `Intelia is saving ${staged.length.toLocaleString('en-US')} transactions to your ledger…`);

  const counts = await ctx.transactions.commitDocument(userId, documentId, staged);
  await ctx.transactions.recordTrend(userId, documentId, crystal.trend);
  const skipped = (doc?.warnings ?? []).filter((w) => /skipped/i.test(w)).length;
  const insights = importSummary({ ...counts, skipped, byCategory: crystal.byCategory, trend: crystal.trend });
  await ctx.documents.complete(userId, documentId, insights);

  const message = `Imported ${counts.imported.toLocaleString('en-US')} transactions` +
    (counts.duplicates ? `, ${counts.duplicates.toLocaleString('en-US')} already in your ledger` : '') +
    (counts.needsReview ? `, ${counts.needsReview.toLocaleString('en-US')} to review` : '') + '.';
  await reportStep(ctx, job, 'complete', 'completed', 100, message);
  ctx.emit([userRoom(userId), documentRoom(documentId)], 'document:done', { documentId, ...counts, insights });
  await ctx.files.dropStages(documentId);
};
