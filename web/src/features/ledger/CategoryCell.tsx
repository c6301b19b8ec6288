import { useState } from 'react';
import type { TransactionDto } from '../../../../core/api.ts';
import { errorText } from '../../api/client.ts';
import { updateTransactionCategory, type CategoryOption } from './transactionsApi.ts';

const SEP = '::';

function encode(category: string, subcategory: string | null): string {
  return subcategory ? `${category}${SEP}${subcategory}` : category;
}

function decode(value: string): { category: string; subcategory: string | null } {
  const i = value.indexOf(SEP);
  return i < 0 ? { category: value, subcategory: null } : { category: value.slice(0, i), subcategory: value.slice(i + SEP.length) };
}

interface CategoryCellProps {
  tx: TransactionDto;
  categories: CategoryOption[];
  onSaved: (tx: TransactionDto) => void;
}

/** Shows the category; a click turns it into a select that saves on change. */
export function CategoryCell({ tx, categories, onSaved }: CategoryCellProps) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = encode(tx.category, tx.subcategory);
  const known = categories.some((c) => c.name === tx.category && (!tx.subcategory || c.subcategories.includes(tx.subcategory)));

  async function save(value: string) {
    if (value === current) {
      setEditing(false);
      return;
    }
    const { category, subcategory } = decode(value);
    setSaving(true);
    setError(null);
    try {
      onSaved(await updateTransactionCategory(tx.id, category, subcategory));
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
            {tx.subcategory ? `${tx.category} › ${tx.subcategory}` : tx.category}
          </option>
        )}
        {categories.map((c) => (
          <optgroup key={c.name} label={c.name}>
            <option value={c.name}>{c.name}</option>
            {c.subcategories.map((sub) => (
              <option key={sub} value={encode(c.name, sub)}>
                {`${c.name} › ${sub}`}
              </option>
            ))}
          </optgroup>
        ))}
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
