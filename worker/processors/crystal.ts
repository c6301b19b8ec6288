// Crystal: puts the new rows next to the user's history, computes the 30-day spending trend and
// finds the recurring charges and income the combined ledger now shows.
import { detectRecurring } from '../../core/crystal/recurring.ts';
import { spendingTrend } from '../../core/crystal/trend.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { formatCents } from '../../core/money.ts';
import { isSpending } from '../../core/tag/taxonomy.ts';
import { addDays } from '../../core/dates.ts';
import { LEDGER_WINDOW_DAYS } from '../../db/repos/ledger.ts';
import { reportStep, type StepProcessor } from '../context.ts';
import { ensureStaged } from './tag.ts';

export interface CrystalStage {
  trend: ReturnType<typeof spendingTrend>;
  byCategory: Record<string, number>;
  recurring: { count: number; next: { merchant: string; date: string; amountCents: number } | null };
}

export const crystalProcessor: StepProcessor = async (job, ctx) => {
  const { userId, documentId } = job.data;
  await ensureStaged(ctx, job);
  await reportStep(ctx, job, 'integration', 'processing', 0, 'Crystal is combining this file with your history…');

  const today = ctx.today();
  const history = await ctx.ledger.window(userId, today);
  await reportStep(ctx, job, 'integration', 'processing', 30, `Crystal is reading ${history.length.toLocaleString('en-US')} transactions of history…`);
  // the staged rows the user does not have yet, read against the ledger in SQL; those in the ledger
  // window only (what the window holds once they are committed), so a long history is not all in memory
  const fresh = await ctx.staging.freshSince(userId, documentId, addDays(today, -LEDGER_WINDOW_DAYS));
  const combined: LedgerTransaction[] = [...history, ...fresh];
  const spending = combined.filter((t) => isSpending(t.category, t.amountCents));
  const trend = spendingTrend(spending, today);

  const byCategory: Record<string, number> = {};
  for (const c of await ctx.staging.freshOutByCategory(userId, documentId)) if (isSpending(c.category, -1)) byCategory[c.category] = c.cents;

  await reportStep(ctx, job, 'integration', 'processing', 60, 'Crystal is looking for subscriptions, bills and salaries…');
  const series = detectRecurring(combined, today);
  const upcoming = series.filter((s) => s.nextExpectedDate >= today && s.nextExpectedAmountCents < 0);
  const next = upcoming[0] ? { merchant: upcoming[0].merchant, date: upcoming[0].nextExpectedDate, amountCents: upcoming[0].nextExpectedAmountCents } : null;

  const stage: CrystalStage = { trend, byCategory, recurring: { count: series.length, next } };
  await ctx.files.putJson(ctx.files.stageKey(documentId, 'crystal'), stage);
  const change = trend.changePct === null ? '' : ` (${trend.changePct >= 0 ? '+' : ''}${Math.round(trend.changePct * 100)}%)`;
  const recurring = series.length
    ? ` ${series.length} recurring ${series.length === 1 ? 'item' : 'items'}${next ? `; next: ${next.merchant} ${formatCents(-next.amountCents)} on ${next.date}` : ''}.`
    : '';
  await reportStep(ctx, job, 'integration', 'completed', 100,
    `30-day spending trend: ${trend.trend}${change}; ${formatCents(trend.secondHalfCents)} in the last 15 days vs ${formatCents(trend.firstHalfCents)} before.${recurring}`);
};
