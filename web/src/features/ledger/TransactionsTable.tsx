import type { TransactionDto } from '../../../../core/api.ts';
import { formatCents, formatDay } from '../../lib/format.ts';
import { CategoryCell } from './CategoryCell.tsx';
import { ReceiptDetails } from './ReceiptDetails.tsx';
import type { CategoryOption } from './transactionsApi.ts';

interface TransactionsTableProps {
  rows: TransactionDto[];
  categories: CategoryOption[];
  loading: boolean;
  onRowSaved: (tx: TransactionDto) => void;
}

export function TransactionsTable({ rows, categories, loading, onRowSaved }: TransactionsTableProps) {
  return (
    <div className={`table-wrap${loading ? ' loading' : ''}`} aria-busy={loading}>
      <table className="table" data-testid="transactions-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col">Merchant</th>
            <th scope="col">Category</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((tx) => (
            <tr key={tx.id} data-testid="transaction-row">
              <td className="nowrap">{formatDay(tx.date)}</td>
              <td>
                {tx.description}
                {tx.receipt && <ReceiptDetails receipt={tx.receipt} currency={tx.currency} />}
              </td>
              <td>{tx.merchant ?? <span className="muted">—</span>}</td>
              <td>
                <CategoryCell tx={tx} categories={categories} onSaved={onRowSaved} />
              </td>
              <td className={`num amount${tx.amountCents < 0 ? ' negative' : ' positive'}`} data-testid="transaction-amount">
                {/* each amount in its own currency (the row's statement or receipt said which) */}
                {formatCents(tx.amountCents, tx.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
