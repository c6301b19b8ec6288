// Crystal: integrates the new rows with the user's history and computes the 30-day spending trend.
import { spendingTrend } from '../../core/crystal/trend.ts';
import { addDays } from '../../core/dates.ts';
import { formatCents } from '../../core/money.ts';
import type { StagedTransaction } from '../../db/repos/transactions.ts';
import { reportStep, type StepProcessor } from '../context.ts';

export interface CrystalStage {
  trend: ReturnType<typeof spendingTrend>;
  byCategory: Record<string, number>;
}

export const crystalProcessor: StepProcessor = async (job, ctx) => {
  const { userId, documentId } = job.data;
  const staged = await ctx.files.getJson<StagedTransaction[]>(ctx.files.stageKey(documentId, 'tag'));
  await reportStep(ctx, job, 'integration', 'processing', 0, 'Crystal is combining this file with your history…');

  const today = ctx.today();
  const history = await ctx.transactions.spendingSince(userId, addDays(today, -29));
  const known = new Set(history.map((h) => h.hashId));
  const combined = [...history, ...staged.filter((s) => s.amountCents < 0 && !known.has(s.hashId))];
  const trend = spendingTrend(combined, today);

  const byCategory: Record<string, number> = {};
  for (const s of staged) if (s.amountCents < 0) byCategory[s.category] = (byCategory[s.category] ?? 0) + s.amountCents;

  await ctx.files.putJson(ctx.files.stageKey(documentId, 'crystal'), { trend, byCategory } satisfies CrystalStage);
  const change = trend.changePct === null ? '' : ` (${trend.changePct >= 0 ? '+' : ''}${Math.round(trend.changePct * 100)}%)`;
  await reportStep(ctx, job, 'integration', 'completed', 100,
    `30-day spending trend: ${trend.trend}${change}; ${formatCents(trend.secondHalfCents)} in the last 15 days vs ${formatCents(trend.firstHalfCents)} before.`);
};
