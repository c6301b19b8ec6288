// An import's commit with its receipt: the repository writes the staged rows and the receipt in one
// database transaction, and the receipt's card transaction is picked by core/byte/receipt-match.ts.
import { matchReceipt } from '../../core/byte/receipt-match.ts';
import type { StatementFacts } from '../../db/repos/accounts.ts';
import type { CommitResult, StagedReceipt, TransactionsRepo } from '../../db/repos/transactions.ts';

/** TransactionsRepo.commitStaged, a receipt matched to the user's card transaction by the spec's rule. */
export function commitImport(
  transactions: Pick<TransactionsRepo, 'commitStaged'>,
  userId: string,
  documentId: string,
  staged: number,
  receipt?: StagedReceipt,
  statement?: StatementFacts,
  options?: { keepStage?: boolean },
): Promise<CommitResult> {
  return transactions.commitStaged(userId, documentId, staged, receipt ? { ...receipt, pickMatch: matchReceipt } : undefined, statement, options);
}
