// One extracted row as Tag stages it: categorized with the user's tagger (core/tag/engine.ts) and
// given its per-user identity (the sha256 of its core/ledger/dedupe.ts key). The pipeline's Tag step
// (worker/processors/tag.ts) and the demo's statements (services/demo/seed.ts) stage rows with it.
import { hash } from 'node:crypto';
import type { ExtractedTransaction } from '../../core/parsers/types.ts';
import type { Tagger } from '../../core/tag/engine.ts';
import type { StagedTransaction } from '../../db/repos/staging.ts';

/** Categorizes items[from, to); keys come from hashKeys over the whole file. */
export function stageRows(tagger: Tagger, items: ExtractedTransaction[], keys: string[], from = 0, to = items.length): StagedTransaction[] {
  const out: StagedTransaction[] = [];
  for (let i = from; i < to; i++) out.push(stageRow(tagger, items[i]!, keys[i]!));
  return out;
}

/** One row as staged: categorized, with the hash of its key (core/ledger/dedupe.ts). */
export function stageRow(tagger: Tagger, item: ExtractedTransaction, key: string): StagedTransaction {
  const c = tagger.categorize({ description: item.description, amountCents: item.amountCents, account: item.account, bankCategory: item.bankCategory ?? null });
  return {
    hashId: hash('sha256', key, 'hex'),
    date: item.date,
    description: item.description,
    merchant: c.merchant,
    merchantKey: c.merchantKey,
    amountCents: item.amountCents,
    category: c.category,
    subcategory: c.subcategory,
    confidence: c.confidence,
    needsUserInput: c.needsUserInput,
    source: c.source,
    account: item.account,
    balanceCents: item.balanceCents,
  };
}
