// The import's commit, in one place: the staged rows into the ledger in one database transaction (a
// receipt attached to the transaction it matches: core/byte/receipt-match.ts picks it), then Crystal's trend for the document. Both are
// written once: a retried job sees the same counts and keeps the first trend.
import { matchReceipt } from '../../core/byte/receipt-match.ts';
import type { ReceiptResult } from '../../core/parsers/types.ts';
import type { CommitResult, StagedReceipt, TransactionsRepo } from '../../db/repos/transactions.ts';
import type { StatementFacts } from '../../db/repos/accounts.ts';

export interface CommitInput {
  userId: string;
  documentId: string;
  /** how many rows Tag staged */
  rows: number;
  receipt?: ReceiptResult | null;
  statement?: StatementFacts;
  /** Crystal's trend for the document (left out by a commit that runs while Crystal reads) */
  trend?: Parameters<TransactionsRepo['recordTrend']>[2];
  /** keep the staging table for the steps still to read it */
  keepStage?: boolean;
}

export async function commitImport(transactions: Pick<TransactionsRepo, 'commitStaged' | 'recordTrend'>, input: CommitInput): Promise<CommitResult> {
  const { userId, documentId } = input;
  const receipt = input.receipt ? { ...stagedReceipt(input.receipt), pickMatch: matchReceipt } : undefined;
  const counts = await transactions.commitStaged(userId, documentId, input.rows, receipt, input.statement, { keepStage: input.keepStage ?? false });
  if (input.trend) await transactions.recordTrend(userId, documentId, input.trend);
  return counts;
}

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
