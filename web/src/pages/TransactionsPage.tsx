import { Link } from 'react-router-dom';
import { ErrorMessage } from '../components/ErrorMessage.tsx';
import { Pagination } from '../features/ledger/Pagination.tsx';
import { TransactionFilters } from '../features/ledger/TransactionFilters.tsx';
import { TransactionsTable } from '../features/ledger/TransactionsTable.tsx';
import { useCategories } from '../features/ledger/useCategories.ts';
import { PAGE_SIZE, useLedgerFilters } from '../features/ledger/useLedgerFilters.ts';
import { useTransactions } from '../features/ledger/useTransactions.ts';

export default function TransactionsPage() {
  const { filters, query, setFilter, setPage } = useLedgerFilters();
  const { page, loading, error, replaceRow } = useTransactions(query);
  const categories = useCategories();
  const filtered = Boolean(filters.search || filters.category || filters.from || filters.to);

  return (
    <div className="page">
      <header className="page-header">
        <h1>Transactions</h1>
        <p className="muted">Newest first. Click a category to correct it.</p>
      </header>
      <section className="card">
        <TransactionFilters filters={filters} onChange={setFilter} />
        <ErrorMessage error={error} />
        {page === null && loading && <p className="muted">Loading transactions...</p>}
        {page !== null && page.items.length === 0 && !loading && (
          <p className="empty" data-testid="transactions-empty">
            {page.total > 0 ? (
              'No transactions on this page.'
            ) : filtered ? (
              'No transactions match these filters.'
            ) : (
              <>
                No transactions yet. <Link to="/dashboard/smart-import-ai">Import a statement with Byte</Link>.
              </>
            )}
          </p>
        )}
        {page !== null && page.items.length > 0 && (
          <TransactionsTable rows={page.items} categories={categories} loading={loading} onRowSaved={replaceRow} />
        )}
        {page !== null && (
          <Pagination page={filters.page} pageSize={page.pageSize || PAGE_SIZE} total={page.total} disabled={loading} onPage={setPage} />
        )}
      </section>
    </div>
  );
}
