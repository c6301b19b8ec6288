import type { TransactionDto, TransactionPage } from '../../../../core/ledger/api.ts';
import { formatCents, formatDay } from '../../lib/format.ts';
import { CategoryCell } from './CategoryCell.tsx';
import { ReceiptDetails } from './ReceiptDetails.tsx';
import { RowActions } from './RowActions.tsx';
import type { CategoryOption } from './transactionsApi.ts';

interface TransactionsTableProps {
  rows: TransactionDto[];
  categories: CategoryOption[];
  loading: boolean;
  onRowSaved: (tx: TransactionDto) => void;
  onEdit: (tx: TransactionDto) => void;
  onSplit: (tx: TransactionDto) => void;
  /** what the running column holds (a balance only for one account) */
  running: TransactionPage['running'];
  /** show one account's rows */
  onAccount: (account: string) => void;
}

/**
 * The ledger: a table on a wide screen, one card per row on a phone (the `ledger-cards` CSS turns
 * each row into a card and each cell's data-label into its caption).
 */
export function TransactionsTable({ rows, categories, loading, onRowSaved, onEdit, onSplit, running, onAccount }: TransactionsTableProps) {
  const runningName = running.kind === 'balance' ? 'balance' : 'running sum';
  return (
    <div className={`table-wrap${loading ? ' loading' : ''}`} aria-busy={loading}>
      <table className="table ledger-cards" data-testid="transactions-table">
        <thead>
          <tr>
            <th scope="col">Date · account</th>
            <th scope="col">Description</th>
            <th scope="col">Category</th>
            <th scope="col" className="num" title={running.label} data-testid="transactions-running-heading">
              Amount · {runningName}
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((tx) => (
            <tr key={tx.id} data-testid="transaction-row">
              <td className="ledger-when">
                <span className="nowrap">{formatDay(tx.date)}</span>
                <span className="muted small block" data-testid="transaction-account">
                  {tx.account ? (
                    <button type="button" className="link-button" title={`Only ${tx.account}, with its running balance`} onClick={() => onAccount(tx.account!)}>
                      {tx.account}
                    </button>
                  ) : (
                    '—'
                  )}
                </span>
              </td>
              <td className="ledger-description">
                <span className="ledger-text">{tx.description}</span>
                {tx.merchant && tx.merchant.toLowerCase() !== tx.description.toLowerCase() && (
                  <span className="muted small ledger-merchant"> · {tx.merchant}</span>
                )}
                {tx.editedAt && (
                  <span className="badge" title="You changed this row by hand">
                    edited
                  </span>
                )}
                {tx.splitOf && (
                  <span className="badge" title="A part of a split purchase">
                    split
                  </span>
                )}
                {tx.receipt && <ReceiptDetails receipt={tx.receipt} currency={tx.currency} />}
              </td>
              <td className="ledger-category">
                <CategoryCell tx={tx} categories={categories} onSaved={onRowSaved} />
              </td>
              <td className="num ledger-money">
                <span className={`amount${tx.amountCents < 0 ? ' negative' : ' positive'}`} data-testid="transaction-amount">
                  {/* each amount in its own currency (the row's statement or receipt said which) */}
                  {formatCents(tx.amountCents, tx.currency)}
                </span>
                <span className="muted small block" data-testid="transaction-running" title={running.label}>
                  {tx.runningCents === null ? (
                    <span title="No rate stated for this currency: not counted">not counted</span>
                  ) : (
                    // one account: in the row's own currency; across accounts: the home currency's sum
                    formatCents(tx.runningCents, running.kind === 'balance' ? tx.currency : undefined)
                  )}
                </span>
              </td>
              <td className="ledger-actions">
                <RowActions tx={tx} onEdit={onEdit} onSplit={onSplit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
