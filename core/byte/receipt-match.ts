// Deciding whether a receipt belongs to a card transaction the user already has.
import { daysBetween } from '../dates.ts';
import { normalizeDescription } from '../ledger/dedupe.ts';

export interface MatchCandidate {
  id: string;
  date: string;
  amountCents: number;
  description: string;
  merchant: string | null;
}

export interface ReceiptToMatch {
  merchant: string | null;
  date: string;
  totalCents: number;
}

const MAX_DAYS = 3;
// card descriptors shorten and decorate merchant names ("SQ *", store numbers), so a word in common is enough
const NOISE = new Set(['sdn', 'bhd', 'inc', 'llc', 'ltd', 'co', 'the', 'store', 'pos', 'sq', 'tst', 'purchase', 'card']);

function words(s: string): Set<string> {
  return new Set(
    normalizeDescription(s)
      .split(' ')
      .filter((w) => w.length >= 3 && !NOISE.has(w) && !/^\d+$/.test(w)),
  );
}

/** Share of the receipt merchant's words found in the transaction's description or merchant (0..1). */
export function merchantSimilarity(receiptMerchant: string, tx: Pick<MatchCandidate, 'description' | 'merchant'>): number {
  const want = words(receiptMerchant);
  if (!want.size) return 0;
  const have = words(`${tx.description} ${tx.merchant ?? ''}`);
  let hits = 0;
  for (const w of want) if (have.has(w) || [...have].some((h) => h.startsWith(w) || w.startsWith(h))) hits++;
  return hits / want.size;
}

/**
 * The spec's rule: same amount, date within 3 days, similar merchant. Among several, the closest
 * date wins, then the better name match. Spending is negative in the ledger, totals are positive.
 */
export function matchReceipt(receipt: ReceiptToMatch, candidates: readonly MatchCandidate[]): MatchCandidate | null {
  let best: { c: MatchCandidate; days: number; sim: number } | null = null;
  for (const c of candidates) {
    if (c.amountCents !== -receipt.totalCents) continue;
    const days = Math.abs(daysBetween(receipt.date, c.date));
    if (days > MAX_DAYS) continue;
    const sim = receipt.merchant ? merchantSimilarity(receipt.merchant, c) : 0;
    if (sim < 0.5) continue;
    if (!best || days < best.days || (days === best.days && sim > best.sim)) best = { c, days, sim };
  }
  return best?.c ?? null;
}
