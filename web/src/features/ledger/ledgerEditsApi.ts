// The user's own changes to the ledger (server/transactions/edits.ts); each answers with the change Undo offers.
import type { LedgerChangeDto, LedgerChangeResult, NewTransactionInput, SplitInput, TransactionEditInput } from '../../../../core/ledger/api.ts';
import type { CorrectionResult } from '../../../../core/tag/api.ts';
import { api } from '../../api/client.ts';
import { refreshLedger } from './ledgerRefresh.ts';
import { useLedgerUndo } from './useLedgerUndo.ts';

function changed<T extends { change: LedgerChangeDto | null }>(result: T): T {
  if (result.change) useLedgerUndo.getState().offer(result.change);
  refreshLedger();
  return result;
}

export async function addTransaction(input: NewTransactionInput): Promise<LedgerChangeResult> {
  return changed(await api<LedgerChangeResult>('/api/transactions', { method: 'POST', body: input }));
}

export async function editTransaction(id: string, input: TransactionEditInput): Promise<CorrectionResult> {
  return changed(await api<CorrectionResult>(`/api/transactions/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }));
}

export async function deleteTransaction(id: string): Promise<LedgerChangeResult> {
  return changed(await api<LedgerChangeResult>(`/api/transactions/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

export async function splitTransaction(id: string, input: SplitInput): Promise<LedgerChangeResult> {
  return changed(await api<LedgerChangeResult>(`/api/transactions/${encodeURIComponent(id)}/split`, { method: 'POST', body: input }));
}

/** Undoes the change; the next one back (if any) becomes what Undo offers. */
export async function undoChange(changeId: string): Promise<{ undone: LedgerChangeDto; change: LedgerChangeDto | null }> {
  const result = await api<{ undone: LedgerChangeDto; change: LedgerChangeDto | null }>('/api/transactions/undo', {
    method: 'POST',
    body: { changeId },
  });
  useLedgerUndo.getState().afterUndo(result.undone, result.change);
  refreshLedger();
  return result;
}
