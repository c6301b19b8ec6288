// Intelia: commits the import in one database transaction, summarizes it and closes the document.
import { budgetAlerts } from '../../core/goalie/budgets.ts';
import { goalAlerts, goalsOverview } from '../../core/goalie/overview.ts';
import { goalFacts } from '../../db/repos/goals.ts';
import { userRoom, documentRoom } from '../../core/events.ts';
import { importSummary } from '../../core/intelia/summary.ts';
import { spendingSpikeSignal } from '../../core/intelia/insights.ts';
import { spikeNudge } from '../../core/harmony/nudges.ts';
import { guiltFrom } from '../../core/harmony/feelings.ts';
import { approvalFor } from '../../core/team/boss.ts';
import type { Insight } from '../../core/events.ts';
import type { ReceiptResult } from '../../core/parsers/types.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import type { StagedReceipt } from '../../db/repos/transactions.ts';
import type { ByteStage } from './byte.ts';
import { reportStep, type PipelineContext, type StepProcessor } from '../context.ts';
import type { CrystalStage } from './crystal.ts';
import { ensureStaged, type TagStage } from './tag.ts';
import { runImportRules } from '../automa.ts';
import { importInsights } from '../../services/ledger/insights.ts';
import { debtPlanClaim } from '../../services/liberty/claim.ts';
import { commitImport } from '../../services/pipeline/commit.ts';
import { raiseGuiltNudges } from '../../services/harmony/studio-nudges.ts';

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

  const counts = await commitImport(ctx.transactions, userId, documentId, staged.rows, byte.receipt ? stagedReceipt(byte.receipt) : undefined, byte.statement);
  await ctx.transactions.recordTrend(userId, documentId, crystal.trend);
  // Automa's rules act on what this document added, before the alerts and insights read the ledger
  await runImportRules(ctx, userId, documentId);
  const skipped = (doc?.warnings ?? []).filter((w) => /skipped/i.test(w)).length;
  await reportStep(ctx, job, 'complete', 'processing', 50, 'Intelia is looking for spikes, new merchants, price rises and duplicate charges…');
  // what the insights, Harmony's rules and the budgets look at: the rows of this file's merchants,
  // the recent weeks and the monthly totals, not the whole ledger (db/repos/ledger-focus.ts)
  const today = ctx.today();
  const focus = await ctx.ledger.importFocus(userId, today, documentId);
  const found = await importInsights(ctx.ledger, focus, userId, today);
  // Harmony acts on spending spikes; one signal per category and month, updated as it grows
  const spikes = spendingSpikeSignal(found);
  await ctx.ledger.recordSignals(
    userId,
    'spending_spike',
    spikes.map((s) => ({ subject: `${s.category}|${s.month}`, data: { ...s } })),
  );
  // …and raises her nudge (the floating card), once per category and month
  for (const s of spikes) await ctx.harmony.create(userId, spikeNudge(s));
  // …and on spending that repeats in a category the user marked as a regret (core/harmony/feelings.ts)
  // (it looks back to last month, read only for a user who marked a regret)
  if (ctx.studio && (await ctx.studio.regrets(userId)).length) {
    await raiseGuiltNudges(ctx.studio, userId, await ctx.ledger.since(userId, guiltFrom(today)), today);
  }
  const insights: Insight[] = [
    ...importSummary({
      imported: counts.imported,
      duplicates: counts.duplicates,
      needsReview: counts.needsReview,
      skipped,
      byCategory: crystal.byCategory,
      trend: crystal.trend,
    }),
    ...found,
  ];
  if (counts.attachedTo) {
    insights.unshift({
      type: 'receipt_attached',
      severity: 'info',
      actionable: false,
      message: `This receipt matches "${counts.attachedTo.description}" on ${counts.attachedTo.date}; it is now attached to that transaction.`,
    });
  }
  // a large batch Tag is unsure about: Prime asks the user to approve, reject or redirect it
  const ask = doc ? approvalFor(doc.fileName, counts.needsReview, counts.imported) : null;
  const approval = ask
    ? await ctx.approvals.create(userId, { documentId, employee: 'tag', unsure: counts.needsReview, total: counts.imported, message: ask })
    : null;
  if (approval) {
    ctx.emit([userRoom(userId)], 'notification', {
      id: approval.id,
      title: 'Prime needs your decision',
      body: ask!,
      createdAt: approval.createdAt.toISOString(),
    });
  }
  // before the document reads as complete: whoever waits for it sees the alerts too
  await announceBudgetAlerts(ctx, userId, documentId, focus.rows, today);
  // goals look at a year of monthly flows: the whole window is read only for a user who has goals
  await announceGoalAlerts(ctx, userId, documentId, today);

  const message = counts.attachedTo
    ? `Attached this receipt to your existing transaction "${counts.attachedTo.description}" of ${counts.attachedTo.date}; nothing new to import.`
    : `Imported ${counts.imported.toLocaleString('en-US')} transaction${counts.imported === 1 ? '' : 's'}` +
      (counts.duplicates ? `, ${counts.duplicates.toLocaleString('en-US')} already in your ledger` : '') +
      (counts.needsReview ? `, ${counts.needsReview.toLocaleString('en-US')} to review` : '') +
      '.';
  // the closing step (and its line in the bell) is written before the document reads as complete,
  // so whoever waits for "completed" finds the whole story
  await reportStep(ctx, job, 'complete', 'completed', 100, message);
  await ctx.documents.complete(userId, documentId, insights);
  ctx.emit([userRoom(userId), documentRoom(documentId)], 'document:done', {
    documentId,
    imported: counts.imported,
    duplicates: counts.duplicates,
    needsReview: counts.needsReview,
    insights,
  });
  await ctx.files.dropStages(documentId);
  await ctx.staging.drop(documentId);
};

function stagedReceipt(r: ReceiptResult): StagedReceipt {
  return {
    merchant: r.merchant.value,
    date: r.date.value,
    totalCents: r.total.value,
    taxCents: r.tax.value,
    paymentMethod: r.paymentMethod.value,
    items: r.items,
    confidence: {
      merchant: r.merchant.confidence,
      date: r.date.confidence,
      total: r.total.confidence,
      tax: r.tax.confidence,
      paymentMethod: r.paymentMethod.confidence,
    },
  };
}

/** Goalie's budget alerts the import set off (80 % and 100 %, once each a month) into the activity feed and the bell. */
async function announceBudgetAlerts(ctx: PipelineContext, userId: string, documentId: string, window: LedgerTransaction[], today: string): Promise<void> {
  const rows = await ctx.budgets.list(userId);
  if (!rows.length) return;
  for (const a of budgetAlerts(rows, window, today)) {
    if (await ctx.budgets.markAlerted(userId, a.id, a.level, today.slice(0, 7))) await ctx.reporter.log(userId, 'goalie', a.message, documentId);
  }
}

/** Goalie's news about goals after an import: reached, at risk, behind (once per change of state). */
async function announceGoalAlerts(ctx: PipelineContext, userId: string, documentId: string, today: string): Promise<void> {
  const rows = await ctx.goals.list(userId);
  if (!rows.some((g) => g.status === 'active')) return;
  const [saved, debt, window] = await Promise.all([ctx.goals.saved(userId), debtPlanClaim(ctx.debts, userId), ctx.ledger.window(userId, today)]);
  const { goals } = goalsOverview(
    rows.map((g) => goalFacts(g, saved.get(g.id) ?? g.startingCents)),
    window,
    today,
    debt,
  );
  for (const a of goalAlerts(goals, new Map(rows.map((g) => [g.id, g.lastAlert])))) {
    if ((await ctx.goals.noteAlert(userId, a.id, a.alert)) && a.message) await ctx.reporter.log(userId, 'goalie', a.message, documentId);
  }
}
