import type { LearnedPatternDto } from '../../../../core/tag/api.ts';
import { Button } from '../../components/Button.tsx';
import { formatCount, formatDay } from '../../lib/format.ts';
import { categoryLabel } from '../ledger/categoryValue.ts';
import { forgetPattern } from './tagApi.ts';
import { useTagAction } from './useTagAction.ts';

interface PatternsTableProps {
  patterns: LearnedPatternDto[];
  /** shows the list without the forgotten pattern at once (the page reloads it after onChanged) */
  onPatterns: (patterns: LearnedPatternDto[]) => void;
  onChanged: () => void;
}

/** What the user's corrections taught Tag; each can be forgotten. */
export function PatternsTable({ patterns, onPatterns, onChanged }: PatternsTableProps) {
  const { busy, status, error, run } = useTagAction(onChanged);

  function forget(pattern: string) {
    return run(pattern, async () => {
      await forgetPattern(pattern);
      onPatterns(patterns.filter((p) => p.pattern !== pattern));
      return `Tag forgot '${pattern}'.`;
    });
  }

  return (
    <>
      <p role="status" aria-live="polite" className="muted small" data-testid="patterns-status">
        {status}
      </p>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {patterns.length === 0 ? (
        <p className="empty" data-testid="patterns-empty">
          No learned patterns yet: correct a category and Tag remembers the merchant.
        </p>
      ) : (
        <div className="table-wrap">
          <table className="table stackable" data-testid="patterns-table">
            <thead>
              <tr>
                <th scope="col">Merchant pattern</th>
                <th scope="col">Category</th>
                <th scope="col" className="num">
                  Uses
                </th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {patterns.map((p) => (
                <tr key={p.pattern} data-testid="pattern-row">
                  <td className="stack-title">
                    <code>{p.pattern}</code>
                  </td>
                  <td data-label="Category">{categoryLabel(p.category, p.subcategory)}</td>
                  <td className="num" data-label="Uses">
                    {formatCount(p.uses)}
                  </td>
                  <td className="nowrap" data-label="Last used">
                    {formatDay(p.lastUsed.slice(0, 10))}
                  </td>
                  <td className="num stack-wide">
                    <Button variant="secondary" size="sm" onClick={() => void forget(p.pattern)} disabled={busy !== null} aria-label={`Forget ${p.pattern}`}>
                      {busy === p.pattern ? 'Forgetting...' : 'Forget'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
