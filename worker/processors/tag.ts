// Tag: categorizes every extracted transaction with the user's own rules, learned patterns and
// model (core/tag/engine.ts), and gives each its per-user identity (hash_id).
import { hash } from 'node:crypto';
import { REVIEW_CONFIDENCE } from '../../core/categories.ts';
import { hashKeys } from '../../core/dedupe.ts';
import type { ExtractedTransaction } from '../../core/parsers/types.ts';
import type { Tagger } from '../../core/tag/engine.ts';
import type { StagedTransaction } from '../../db/repos/transactions.ts';
import { reportStep, type StepProcessor } from '../context.ts';
import type { ByteStage } from './byte.ts';

/** Categorizes items[from, to); keys come from hashKeys over the whole file. */
export function stageRows(tagger: Tagger, items: ExtractedTransaction[], keys: string[], from = 0, to = items.length): StagedTransaction[] {
  const out: StagedTransaction[] = [];
  for (let i = from; i < to; i++) {
    const item = items[i]!;
    const c = tagger.categorize({ description: item.description, amountCents: item.amountCents, account: item.account, bankCategory: item.bankCategory ?? null });
    out.push({
      hashId: hash('sha256', keys[i]!, 'hex'),
      date: item.date, description: item.description, merchant: c.merchant, merchantKey: c.merchantKey, amountCents: item.amountCents,
      category: c.category, subcategory: c.subcategory, confidence: c.confidence,
      needsUserInput: c.needsUserInput, source: c.source, account: item.account, balanceCents: item.balanceCents,
    });
  }
  return out;
}

const PROGRESS_SLICES = 10;

export const tagProcessor: StepProcessor = async (job, ctx) => {
  const { userId, documentId } = job.data;
  const { items } = await ctx.files.getJson<ByteStage>(ctx.files.stageKey(documentId, 'byte'));
  const total = items.length;
  await reportStep(ctx, job, 'categorization', 'processing', 0, `Tag is learning from your rules, corrections and history…`);
  const { tagger, examples, kept } = await ctx.tag.taggerFor(userId);
  await reportStep(ctx, job, 'categorization', 'processing', 0,
    `Tag is categorizing ${fmt(total)} transactions (learned from ${fmt(examples)} of yours${kept ? ', kept from your last import' : ''})…`);

  const keys = hashKeys(items);
  const staged: StagedTransaction[] = [];
  const slice = Math.max(1000, Math.ceil(total / PROGRESS_SLICES));
  for (let from = 0; from < total; from += slice) {
    const to = Math.min(total, from + slice);
    staged.push(...stageRows(tagger, items, keys, from, to));
    if (to < total) await reportStep(ctx, job, 'categorization', 'processing', (to / total) * 100, `Tag categorized ${fmt(to)} of ${fmt(total)}…`);
  }
  await ctx.files.putJson(ctx.files.stageKey(documentId, 'tag'), staged);
  const review = staged.filter((s) => s.needsUserInput).length;
  const bySource = (source: string) => staged.filter((s) => s.source === source).length;
  const learned = bySource('rule') + bySource('learned');
  await reportStep(ctx, job, 'categorization', 'completed', 100,
    `Categorized ${fmt(total - review)} of ${fmt(total)} with confidence ≥ ${REVIEW_CONFIDENCE * 100}%` +
    (learned ? ` (${fmt(learned)} by your rules and corrections)` : '') +
    (review ? `; ${fmt(review)} need your review.` : '.'));
};

const fmt = (n: number) => n.toLocaleString('en-US');
