import { Button } from '../../components/Button.tsx';
import { formatCount, plural } from '../../lib/format.ts';
import './shared-parts.css';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  disabled: boolean;
  onPage: (page: number) => void;
}

export function Pagination({ page, pageSize, total, disabled, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pagination" aria-label="Pagination">
      <span className="muted" data-testid="transactions-total">
        {plural(total, 'transaction')}
      </span>
      <div className="pagination-controls">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={disabled || page <= 1}>
          Previous
        </Button>
        <span data-testid="page-indicator">
          Page {formatCount(page)} of {formatCount(pages)}
        </span>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={disabled || page >= pages}>
          Next
        </Button>
      </div>
    </nav>
  );
}
