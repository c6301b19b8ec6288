import { useEffect, useState } from 'react';
import type { DocumentDto, TransactionPage } from '../../../../core/api.ts';
import { api, errorText, isAbort } from '../../api/client.ts';

export interface OverviewCounts {
  documents: number | null;
  transactions: number | null;
  error: string | null;
}

/** Real counts: documents from `/api/documents`, transactions from the page total. */
export function useOverviewCounts(): OverviewCounts {
  const [counts, setCounts] = useState<OverviewCounts>({ documents: null, transactions: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    const fail = (err: unknown) => {
      if (!isAbort(err)) setCounts((c) => ({ ...c, error: errorText(err) }));
    };
    api<{ documents: DocumentDto[] }>('/api/documents', { signal: controller.signal })
      .then(({ documents }) => setCounts((c) => ({ ...c, documents: documents.length })))
      .catch(fail);
    api<TransactionPage>('/api/transactions', { query: { pageSize: 1 }, signal: controller.signal })
      .then((page) => setCounts((c) => ({ ...c, transactions: page.total })))
      .catch(fail);
    return () => controller.abort();
  }, []);

  return counts;
}
