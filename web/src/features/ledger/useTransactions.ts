import { useCallback, useEffect, useState } from 'react';
import type { TransactionDto, TransactionPage, TransactionQuery } from '../../../../core/ledger/api.ts';
import { isAbort } from '../../api/client.ts';
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
  const [page, setPage] = useState<TransactionPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const revision = useLedgerRefresh((s) => s.revision);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchTransactions(query, controller.signal)
      .then((result) => {
        setPage(result);
        setError(null);
        setLoading(false);
      })
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        setError(err);
        setLoading(false);
      });
    return () => controller.abort();
  }, [query, revision]);

  const replaceRow = useCallback((tx: TransactionDto) => {
    setPage((prev) => prev && { ...prev, items: prev.items.map((row) => (row.id === tx.id ? tx : row)) });
  }, []);

  return { page, loading, error, replaceRow, refresh: refreshLedger };
}
