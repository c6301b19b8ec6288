import { useCallback } from 'react';
import type { TransactionDto, TransactionPage, TransactionQuery } from '../../../../core/ledger/api.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { refreshLedger, useLedgerRefresh } from './ledgerRefresh.ts';
import { fetchTransactions } from './transactionsApi.ts';

export interface TransactionsState {
  page: TransactionPage | null;
  loading: boolean;
  error: unknown;
  replaceRow: (tx: TransactionDto) => void;
  /** reloads the page (the rows stay on screen until the new ones arrive) */
  refresh: () => void;
}

/**
 * One server page of transactions for `query`; stale responses are dropped by aborting. It reloads
 * when the ledger's revision is bumped (refreshLedger), e.g. after "Apply to N similar".
 */
export function useTransactions(query: TransactionQuery): TransactionsState {
  const revision = useLedgerRefresh((s) => s.revision);
  const { data: page, loading, failure: error, update } = useLoad((signal) => fetchTransactions(query, signal), { deps: [query, revision] });

  const replaceRow = useCallback(
    (tx: TransactionDto) => update((prev) => ({ ...prev, items: prev.items.map((row) => (row.id === tx.id ? tx : row)) })),
    [update],
  );

  return { page, loading, error, replaceRow, refresh: refreshLedger };
}
