// Crystal: puts the new rows next to the user's history, computes the 30-day spending trend and
// finds which of the file's merchants are recurring charges or income; a statement's rows are
// committed to the ledger meanwhile.
import { detectRecurring } from '../../core/crystal/recurring.ts';
import { merchantKey } from '../../core/crystal/merchant.ts';
import { addDays } from '../../core/dates.ts';
import { spendingTrend } from '../../core/crystal/trend.ts';
import { formatCents } from '../../core/money.ts';
import { isSpending } from '../../core/tag/taxonomy.ts';
import { LEDGER_WINDOW_DAYS } from '../../db/repos/ledger.ts';
import type { Job } from 'bullmq';
import type { DocumentJob } from '../../core/queues.ts';
import { commitImport } from '../../services/imports/commit.ts';
import { collectAfterStep } from '../memory.ts';
import { reportStep, type PipelineContext, type StepProcessor } from '../context.ts';
import type { ByteStage } from './byte.ts';
import { ensureStaged } from './tag.ts';

/** Crystal's trend looks at this many days (core/crystal/trend.ts). */
const TREND_DAYS = 30;
/** A file with more merchants than this reads the whole window once: its cost is the file's size anyway. */
const FOCUSED_MERCHANTS_MAX = 500;

export interface CrystalStage {
  trend: ReturnType<typeof spendingTrend>;
  byCategory: Record<string, number>;
  recurring: { count: number; next: { merchant: string; date: string; amountCents: number } | null };
}

export const crystalProcessor: StepProcessor = async (job, ctx) => {
  const { userId, documentId } = job.data;
  const staged = await ensureStaged(ctx, job);
  const byte = await ctx.files.getJson<Pick<ByteStage, 'receipt' | 'statement'>>(ctx.files.stageKey(documentId, 'byte'));
  // A statement's rows are saved to the ledger while Crystal reads (issue 18: the commit is the
  // import's longest step, and PostgreSQL does it on the other core). Crystal's reads leave out what
  // this document adds, so its figures are the same before, during and after the commit. A receipt
  // is committed by Intelia: it may attach to an existing transaction, which Intelia reports.
  const commit = byte.receipt
    ? null
    : commitImport(ctx.transactions, { userId, documentId, rows: staged.rows, ...(byte.statement ? { statement: byte.statement } : {}), keepStage: true });
  await reportStep(
    ctx,
    job,
    'integration',
    'processing',
    0,
    commit ? 'Crystal is combining this file with your history while its rows are saved to your ledger…' : 'Crystal is combining this file with your history…',
  );
  const [analysis, saved] = await Promise.allSettled([analyse(ctx, job, userId, documentId), commit]);
  if (analysis.status === 'rejected') throw analysis.reason;
  if (saved.status === 'rejected') throw saved.reason;
  const { stage, message, rowsRead } = analysis.value;
  await ctx.files.putJson(ctx.files.stageKey(documentId, 'crystal'), stage);
  await reportStep(ctx, job, 'integration', 'completed', 100, message);
  // rows read by the hundred thousand are garbage now: collected before Intelia reads them again
  // (worker/memory.ts; a 1,000,000-row import's worker peaked at 504–614 MB in Intelia without it)
  if (rowsRead >= COLLECT_FROM_ROWS) collectAfterStep();
};

/** Crystal's reads of this many rows are collected once the step is done. */
const COLLECT_FROM_ROWS = 100_000;

/** Crystal's figures for the document: what it adds to the ledger as it was before the import. */
async function analyse(
  ctx: PipelineContext,
  job: Job<DocumentJob>,
  userId: string,
  documentId: string,
): Promise<{ stage: CrystalStage; message: string; rowsRead: number }> {
  const today = ctx.today();
  // the staged rows the user does not have yet, read against the ledger in SQL; those in the ledger
  // window only (what the window holds once they are committed)
  const windowFrom = addDays(today, -LEDGER_WINDOW_DAYS);
  const [freshRows, keys] = await Promise.all([
    ctx.staging.freshSince(userId, documentId, windowFrom),
    ctx.staging.freshMerchantKeys(userId, documentId, windowFrom),
  ]);
  // the work is bounded by the file, not the ledger: the trend needs the last 30 days, and the
  // recurring series only the history of this file's merchants (issue 18: a 20-row import into a
  // 100,000-row ledger must cost about what it costs into a small one)
  const focused = keys.length <= FOCUSED_MERCHANTS_MAX;
  const [recent, merchantsHistory] = focused
    ? await Promise.all([ctx.ledger.since(userId, addDays(today, -(TREND_DAYS - 1)), documentId), ctx.ledger.ofMerchants(userId, today, keys, documentId)])
    : await ctx.ledger.window(userId, today, documentId).then((w) => [w, w] as const);
  await reportStep(
    ctx,
    job,
    'integration',
    'processing',
    30,
    `Crystal is reading ${merchantsHistory.length.toLocaleString('en-US')} earlier transactions of this file's merchants…`,
  );
  const spending = [...recent, ...freshRows].filter((t) => isSpending(t.category, t.amountCents));
  const trend = spendingTrend(spending, today);

  const byCategory: Record<string, number> = {};
  for (const c of await ctx.staging.freshOutByCategory(userId, documentId)) if (isSpending(c.category, -1)) byCategory[c.category] = c.cents;

  await reportStep(ctx, job, 'integration', 'processing', 60, 'Crystal is looking for subscriptions, bills and salaries…');
  const fileMerchants = new Set(freshRows.map(merchantKey));
  const series = detectRecurring([...merchantsHistory, ...freshRows], today).filter((s) => fileMerchants.has(s.merchantKey));
  const upcoming = series.filter((s) => s.nextExpectedDate >= today && s.nextExpectedAmountCents < 0);
  const next = upcoming[0] ? { merchant: upcoming[0].merchant, date: upcoming[0].nextExpectedDate, amountCents: upcoming[0].nextExpectedAmountCents } : null;

  const stage: CrystalStage = { trend, byCategory, recurring: { count: series.length, next } };
  const change = trend.changePct === null ? '' : ` (${trend.changePct >= 0 ? '+' : ''}${Math.round(trend.changePct * 100)}%)`;
  const recurring = series.length
    ? ` ${series.length} recurring ${series.length === 1 ? 'item' : 'items'} among this file's merchants${next ? `; next: ${next.merchant} ${formatCents(-next.amountCents)} on ${next.date}` : ''}.`
    : '';
  return {
    stage,
    rowsRead: freshRows.length + merchantsHistory.length + recent.length,
    message: `30-day spending trend: ${trend.trend}${change}; ${formatCents(trend.secondHalfCents)} in the last 15 days vs ${formatCents(trend.firstHalfCents)} before.${recurring}`,
  };
}
