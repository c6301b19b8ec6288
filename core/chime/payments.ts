// The ledger's payments as bills are matched against them (shared by the page, the chat and the daily run).
import { merchantKey } from '../crystal/merchant.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import type { Payment } from './occurrences.ts';

export function paymentsOf(txs: readonly LedgerTransaction[]): Payment[] {
  return txs.filter((t) => t.amountCents < 0).map((t, i) => ({ id: t.id ?? `row-${i}`, date: t.date, merchantKey: merchantKey(t), cents: -t.amountCents }));
}
