import { useMemo, useState } from 'react';
import '../features/ledger/ledger.css';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import type { TransactionDto, TransactionPage } from '../../../core/ledger/api.ts';
import { Button } from '../components/Button.tsx';
import { ErrorMessage } from '../components/ErrorMessage.tsx';
import { formatCents, plural } from '../lib/format.ts';
import { Pagination } from '../features/ledger/Pagination.tsx';
import { SplitForm } from '../features/ledger/SplitForm.tsx';
import { TransactionFilters } from '../features/ledger/TransactionFilters.tsx';
import { TransactionForm } from '../features/ledger/TransactionForm.tsx';
import { TransactionsTable } from '../features/ledger/TransactionsTable.tsx';
import { UndoBar } from '../features/ledger/UndoBar.tsx';
import { useCategories } from '../features/ledger/useCategories.ts';
import { PAGE_SIZE, useLedgerFilters } from '../features/ledger/useLedgerFilters.ts';
import { useTransactions } from '../features/ledger/useTransactions.ts';

type Editing = { kind: 'add' } | { kind: 'edit'; tx: TransactionDto } | { kind: 'split'; tx: TransactionDto } | null;

/** "42 transactions · total −$1,234.56 (plus €30.00 with no rate stated)": the sum of what the filter matches. */
function FilterTotal({ page, filtered }: { page: TransactionPage; filtered: boolean }) {
  const { sum } = page;
  return (
    <p className="ledger-total muted" data-testid="ledger-total">
      {plural(page.total, 'transaction')}
      {filtered ? ' match' : ''} · total <strong className={sum.homeCents < 0 ? 'negative' : 'positive'}>{formatCents(sum.homeCents, sum.home)}</strong>
      {sum.keptApart.map((k) => (
        <span key={k.currency}>
          {' '}
          · plus {formatCents(k.cents, k.currency)} in {plural(k.count, 'row')} with no {k.currency} rate stated (Settings › Currency)
        </span>
      ))}
    </p>
  );
}

export default function TransactionsPage() {
  const { filters, query, setFilter, setPage } = useLedgerFilters();
  const { page, loading, error, replaceRow } = useTransactions(query);
  const categories = useCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const filtered = Boolean(filters.search || filters.category || filters.subcategory || filters.from || filters.to || filters.sign || filters.transfers);
  const accounts = useMemo(() => [...new Set(['Cash', ...(page?.items ?? []).map((t) => t.account).filter((a): a is string => Boolean(a))])], [page]);

  return (
    <div className="page">
      <header className="page-header page-header-actions">
        <div>
          <h1>Transactions</h1>
          <p className="muted">Newest first. Click a category to correct it; edit, split or delete a row from its buttons.</p>
        </div>
        <Button onClick={() => setEditing({ kind: 'add' })} data-testid="add-transaction">
          <Plus size={16} aria-hidden /> Add transaction
        </Button>
      </header>
      <section className="card">
        <TransactionFilters filters={filters} onChange={setFilter} categories={categories} />
        <UndoBar />
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
                No transactions yet. <Link to="/dashboard/smart-import-ai">Import a statement with Byte</Link>, or add one by hand.
              </>
            )}
          </p>
        )}
        {page !== null && page.total > 0 && <FilterTotal page={page} filtered={filtered} />}
        {page !== null && page.items.length > 0 && (
          <>
            <TransactionsTable
              rows={page.items}
              categories={categories}
              loading={loading}
              onRowSaved={replaceRow}
              onEdit={(tx) => setEditing({ kind: 'edit', tx })}
              onSplit={(tx) => setEditing({ kind: 'split', tx })}
              running={page.running}
              onAccount={(account) => setFilter('account', account)}
            />
            <p className="small muted" data-testid="transactions-running-note">
              {page.running.label}.
            </p>
          </>
        )}
        {page !== null && <Pagination page={filters.page} pageSize={page.pageSize || PAGE_SIZE} total={page.total} disabled={loading} onPage={setPage} />}
      </section>
      {editing?.kind === 'add' && <TransactionForm categories={categories} accounts={accounts} onClose={() => setEditing(null)} />}
      {editing?.kind === 'edit' && <TransactionForm tx={editing.tx} categories={categories} accounts={accounts} onClose={() => setEditing(null)} />}
      {editing?.kind === 'split' && <SplitForm tx={editing.tx} categories={categories} onClose={() => setEditing(null)} />}
    </div>
  );
}
