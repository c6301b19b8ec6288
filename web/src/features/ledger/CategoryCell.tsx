import { useState } from 'react';
import type { TransactionDto } from '../../../../core/ledger/api.ts';
import type { CorrectionResult } from '../../../../core/tag/api.ts';
import { errorText } from '../../api/client.ts';
import { ApplySimilarPrompt } from './ApplySimilarPrompt.tsx';
import { CategoryOptions } from './CategoryOptions.tsx';
import { categoryLabel, decodeCategory, encodeCategory } from './categoryValue.ts';
import { refreshLedger } from './ledgerRefresh.ts';
import { updateTransactionCategory, type CategoryOption } from './transactionsApi.ts';
import './shared-parts.css';

interface CategoryCellProps {
  tx: TransactionDto;
  categories: CategoryOption[];
  onSaved: (tx: TransactionDto) => void;
}

/**
 * Shows the category; a click turns it into a select that saves on change. When the correction
 * leaves other transactions of the same merchant in another category, it offers to apply it to them.
 */
export function CategoryCell({ tx, categories, onSaved }: CategoryCellProps) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [similar, setSimilar] = useState<CorrectionResult['similar'] | null>(null);
  const current = encodeCategory(tx.category, tx.subcategory);
  const known = categories.some((c) => c.name === tx.category && (!tx.subcategory || c.subcategories.includes(tx.subcategory)));

  async function save(value: string) {
    if (value === current) {
      setEditing(false);
      return;
    }
    const { category, subcategory } = decodeCategory(value);
    setSaving(true);
    setError(null);
    setSimilar(null);
    try {
      const result = await updateTransactionCategory(tx.id, category, subcategory);
      onSaved(result.transaction);
      setSimilar(result.similar && result.similar.count > 0 ? result.similar : null);
      setEditing(false);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSaving(false);
    }
  }

  const review = tx.needsUserInput && (
    <span className="badge badge-review" data-testid="needs-review">
      Needs review
    </span>
  );

  if (!editing) {
    return (
      <div className="category-cell">
        <button type="button" className="category-button" onClick={() => setEditing(true)} title="Change category">
          <span className="category-name">{tx.category}</span>
          {tx.subcategory && <span className="muted small"> · {tx.subcategory}</span>}
        </button>
        {review}
        {similar && (
          <ApplySimilarPrompt
            transactionId={tx.id}
            count={similar.count}
            merchant={similar.merchant}
            onApplied={refreshLedger}
            onDismiss={() => setSimilar(null)}
          />
        )}
      </div>
    );
  }

  return (
    <div className="category-cell">
      <select
        className="category-select"
        aria-label={`Category for ${tx.description}`}
        value={current}
        disabled={saving}
        autoFocus
        onChange={(e) => void save(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            setEditing(false);
            setError(null);
          }
        }}
        onBlur={() => {
          if (!saving) setEditing(false);
        }}
      >
        {!known && (
          <option value={current} disabled>
            {categoryLabel(tx.category, tx.subcategory)}
          </option>
        )}
        <CategoryOptions categories={categories} />
      </select>
      {saving && <span className="muted small">Saving...</span>}
      {error && (
        <span className="field-error small" role="alert">
          {error}
        </span>
      )}
      {review}
    </div>
  );
}
