// The user's hand changes to the ledger, worded by core/ledger/edits.ts: the repository
// (db/repos/transaction-edits.ts) writes each change and what undoing it needs in one database
// transaction; the summaries and a split part's hash come from the engine, passed in.
import { changeSummary, splitPartHashId, type SplitPart } from '../../core/ledger/edits.ts';
import type { ChangeRef, NewTransaction, TransactionEditsRepo, TransactionFields } from '../../db/repos/transaction-edits.ts';
import type { TransactionRow } from '../../db/repos/transactions.ts';

export class LedgerEdits {
  constructor(private readonly repo: TransactionEditsRepo) {}

  /** Adds a row typed in by hand; the same hash twice (a repeated request) returns the first row and no new change. */
  add(userId: string, t: NewTransaction): Promise<{ row: TransactionRow; change: ChangeRef | null }> {
    return this.repo.add(userId, t, changeSummary('add', t.description));
  }

  /** Changes a row's description, amount, date or account; null when the user has no such row. */
  edit(userId: string, id: string, fields: TransactionFields): Promise<{ row: TransactionRow; change: ChangeRef } | null> {
    return this.repo.edit(userId, id, fields, (description) => changeSummary('edit', description));
  }

  /** Deletes a row; its hash is kept so a re-import does not bring it back. */
  remove(userId: string, id: string): Promise<ChangeRef | null> {
    return this.repo.remove(userId, id, (description) => changeSummary('delete', description));
  }

  /** Splits a row into parts (validated by splitProblem); see TransactionEditsRepo.split. */
  split(userId: string, id: string, parts: readonly SplitPart[]): ReturnType<TransactionEditsRepo['split']> {
    return this.repo.split(userId, id, parts, (description) => changeSummary('split', description, parts.length), splitPartHashId);
  }

  /** Records a category set by hand (CorrectionsRepo did it) so that it can be undone like the rest. */
  recordCategoryChange(userId: string, before: TransactionRow): Promise<ChangeRef> {
    return this.repo.recordCategoryChange(userId, before, changeSummary('edit', before.description));
  }

  /** The latest change not undone yet (what the Undo button offers). */
  latest(userId: string): Promise<ChangeRef | null> {
    return this.repo.latest(userId);
  }

  /** Undoes the change (the user's latest not undone yet); see TransactionEditsRepo.undo. */
  undo(userId: string, changeId: string): Promise<ChangeRef | null> {
    return this.repo.undo(userId, changeId);
  }
}
