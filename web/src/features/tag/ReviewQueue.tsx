import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TransactionDto } from '../../../../core/ledger/api.ts';
import type { CorrectionResult } from '../../../../core/tag/api.ts';
import { UNCATEGORIZED } from '../../../../core/tag/categories.ts';
import { Button } from '../../components/Button.tsx';
import { formatCents, formatDay, plural } from '../../lib/format.ts';
import { ApplySimilarPrompt } from '../ledger/ApplySimilarPrompt.tsx';
import { CategoryOptions } from '../ledger/CategoryOptions.tsx';
import { categoryLabel, decodeCategory } from '../ledger/categoryValue.ts';
import { Pagination } from '../ledger/Pagination.tsx';
import { updateTransactionCategory, type CategoryOption } from '../ledger/transactionsApi.ts';
import { acceptReview, categorizeReview } from './tagApi.ts';
import { useReviewQueue } from './useTagData.ts';
import { useTagAction } from './useTagAction.ts';
import './tag.css';

const REVIEW_PAGE_SIZE = 20;

interface ReviewQueueProps {
  categories: CategoryOption[];
  /** the user has no transactions at all (from Tag's summary) */
  noTransactions: boolean;
  revision: number;
  onChanged: () => void;
}

interface LastCorrection {
  tx: TransactionDto;
  similar: CorrectionResult['similar'];
}

function confidencePct(confidence: number): string {
  return `${Math.round(Math.max(0, Math.min(1, confidence)) * 100)}%`;
}

/** The transactions Tag is unsure of: accept its suggestion or correct it, one by one or in bulk. */
export function ReviewQueue({ categories, noTransactions, revision, onChanged }: ReviewQueueProps) {
  const bulkId = useId();
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(page, REVIEW_PAGE_SIZE, revision);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const { busy, status, error, run } = useTagAction(onChanged);
  const [bulkValue, setBulkValue] = useState('');
  const [correction, setCorrection] = useState<LastCorrection | null>(null);

  const data = queue.data;
  const items = data?.items ?? [];
  const selectedIds = items.filter((tx) => selected.has(tx.id)).map((tx) => tx.id);
  const allSelected = items.length > 0 && selectedIds.length === items.length;
  const pageSize = data?.pageSize || REVIEW_PAGE_SIZE;

  // Rows leave the queue as they are reviewed; past the last page, go back to it.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) setPage(Math.max(1, Math.ceil(data.total / pageSize)));
  }, [data, page, pageSize]);

  function goTo(next: number) {
    setSelected(new Set());
    setPage(next);
  }

  function toggle(id: string, on: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function toggleAll(on: boolean) {
    setSelected(on ? new Set(items.map((tx) => tx.id)) : new Set());
  }

  function acceptSelected() {
    const ids = selectedIds;
    void run('accept', async () => {
      const n = await acceptReview(ids);
      setSelected(new Set());
      const skipped = ids.length - n;
      return `Accepted ${plural(n, 'transaction')}.${skipped > 0 ? ` ${plural(skipped, 'row')} not accepted: Uncategorized rows need a category.` : ''}`;
    });
  }

  function categorizeSelected() {
    const ids = selectedIds;
    const { category, subcategory } = decodeCategory(bulkValue);
    void run('categorize', async () => {
      const n = await categorizeReview(ids, category, subcategory);
      setSelected(new Set());
      setBulkValue('');
      return `Categorized ${plural(n, 'transaction')} as ${categoryLabel(category, subcategory)}.`;
    });
  }

  function acceptOne(tx: TransactionDto) {
    void run(`row:${tx.id}`, async () => {
      const n = await acceptReview([tx.id]);
      return n > 0 ? `Accepted ${tx.description} as ${categoryLabel(tx.category, tx.subcategory)}.` : `${tx.description} was not accepted.`;
    });
  }

  function correctOne(tx: TransactionDto, value: string) {
    if (!value) return;
    const { category, subcategory } = decodeCategory(value);
    setCorrection(null);
    void run(`row:${tx.id}`, async () => {
      const result = await updateTransactionCategory(tx.id, category, subcategory);
      if (result.similar && result.similar.count > 0) setCorrection({ tx: result.transaction, similar: result.similar });
      return `Categorized ${tx.description} as ${categoryLabel(category, subcategory)}.`;
    });
  }

  return (
    <section className="card" aria-labelledby="review-title" data-testid="review-queue">
      <div className="card-head">
        <h2 id="review-title">Review queue{data ? ` (${data.total})` : ''}</h2>
      </div>
      <p role="status" aria-live="polite" className="status-line" data-testid="review-status">
        {status}
      </p>
      {(error ?? queue.error) && (
        <p className="alert alert-error" role="alert" data-testid="review-error">
          {error ?? queue.error}
        </p>
      )}
      {correction && (
        <div className="notice" data-testid="review-correction">
          <span>
            {correction.tx.description} is now {categoryLabel(correction.tx.category, correction.tx.subcategory)}.
          </span>
          <ApplySimilarPrompt
            key={correction.tx.id}
            transactionId={correction.tx.id}
            count={correction.similar.count}
            merchant={correction.similar.merchant}
            onApplied={onChanged}
            onDismiss={() => setCorrection(null)}
          />
        </div>
      )}
      {!data && queue.loading && <p className="muted">Loading the review queue...</p>}
      {data && data.total === 0 && (
        <p className="empty" data-testid="review-empty">
          {noTransactions ? (
            <>
              No transactions yet: <Link to="/dashboard/smart-import-ai">import a statement</Link> and Tag categorizes it.
            </>
          ) : (
            'Nothing to review: every transaction has a confident category.'
          )}
        </p>
      )}
      {data && items.length > 0 && (
        <>
          <div className="bulk-bar" role="group" aria-label="Bulk review">
            <Button size="sm" onClick={acceptSelected} disabled={busy !== null || selectedIds.length === 0} data-testid="accept-selected">
              {busy === 'accept' ? 'Accepting...' : `Accept selected (${selectedIds.length})`}
            </Button>
            <label htmlFor={`${bulkId}-category`} className="bulk-label">
              Categorize selected as
            </label>
            <select
              id={`${bulkId}-category`}
              className="category-select"
              value={bulkValue}
              onChange={(e) => setBulkValue(e.target.value)}
              disabled={busy !== null}
              data-testid="bulk-category"
            >
              <option value="">Choose a category…</option>
              <CategoryOptions categories={categories} />
            </select>
            <Button
              variant="secondary"
              size="sm"
              onClick={categorizeSelected}
              disabled={busy !== null || selectedIds.length === 0 || !bulkValue}
              data-testid="categorize-selected"
            >
              {busy === 'categorize' ? 'Categorizing...' : 'Categorize selected'}
            </Button>
          </div>
          <div className={`table-wrap${queue.loading ? ' loading' : ''}`} aria-busy={queue.loading}>
            <table className="table review-table stackable stackable-wide" data-testid="review-table">
              <thead>
                <tr>
                  <th scope="col" className="check-col">
                    <input
                      type="checkbox"
                      aria-label="Select all on this page"
                      checked={allSelected}
                      ref={(el) => {
                        if (el) el.indeterminate = selectedIds.length > 0 && !allSelected;
                      }}
                      onChange={(e) => toggleAll(e.target.checked)}
                      data-testid="review-select-all"
                    />
                  </th>
                  <th scope="col">Date</th>
                  <th scope="col">Description</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                  <th scope="col">Tag suggests</th>
                  <th scope="col" className="num">
                    Confidence
                  </th>
                  <th scope="col">Review</th>
                </tr>
              </thead>
              <tbody>
                {items.map((tx) => {
                  const uncategorized = tx.category === UNCATEGORIZED;
                  const rowBusy = busy === `row:${tx.id}`;
                  return (
                    <tr key={tx.id} data-testid="review-row" data-id={tx.id}>
                      <td className="check-col">
                        <input
                          type="checkbox"
                          aria-label={`Select ${tx.description}`}
                          checked={selected.has(tx.id)}
                          onChange={(e) => toggle(tx.id, e.target.checked)}
                        />
                      </td>
                      <td className="nowrap" data-label="Date">
                        {formatDay(tx.date)}
                      </td>
                      <td className="stack-title">
                        {tx.description}
                        {tx.merchant && <span className="muted small block">{tx.merchant}</span>}
                      </td>
                      <td className={`num amount${tx.amountCents < 0 ? ' negative' : ' positive'}`} data-label="Amount">
                        {formatCents(tx.amountCents)}
                      </td>
                      <td data-testid="review-suggestion" data-label="Tag suggests">
                        {categoryLabel(tx.category, tx.subcategory)}
                      </td>
                      <td className="num" data-testid="review-confidence" data-label="Confidence">
                        {confidencePct(tx.confidence)}
                      </td>
                      <td className="stack-wide">
                        <div className="row-actions">
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => acceptOne(tx)}
                            disabled={busy !== null || uncategorized}
                            title={uncategorized ? 'Tag has no suggestion: choose a category' : undefined}
                            aria-label={`Accept ${categoryLabel(tx.category, tx.subcategory)} for ${tx.description}`}
                            data-testid="review-accept"
                          >
                            {rowBusy ? 'Saving...' : 'Accept'}
                          </Button>
                          <select
                            className="category-select"
                            aria-label={`Correct category for ${tx.description}`}
                            value=""
                            disabled={busy !== null}
                            onChange={(e) => correctOne(tx, e.target.value)}
                            data-testid="review-correct"
                          >
                            <option value="">Correct to…</option>
                            <CategoryOptions categories={categories} />
                          </select>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      {data && data.total > 0 && <Pagination page={page} pageSize={pageSize} total={data.total} disabled={queue.loading || busy !== null} onPage={goTo} />}
    </section>
  );
}
