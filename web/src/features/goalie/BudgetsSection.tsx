import { useCallback, useState, type FormEvent } from 'react';
import type { BudgetsDto } from '../../../../core/goalie/api.ts';
import { CATEGORY_NAMES } from '../../../../core/tag/categories.ts';
import { parseAmountToCents } from '../../../../core/money.ts';
import { ApiRequestError, api } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { formatCents } from '../../lib/format.ts';
import { useLoad } from '../../lib/useLoad.ts';
import './goalie.css';

const SPENDING = CATEGORY_NAMES.filter((c) => c !== 'Income');
const LEVEL_TEXT = { ok: 'On budget', near: 'Near the limit', over: 'Over budget' } as const;

const fetchBudgets = (signal: AbortSignal) => api<BudgetsDto>('/api/budgets', { signal });

/** Monthly budgets: this month so far against each limit and its pace; new ones from suggestions. */
export function BudgetsSection() {
  const budgets = useLoad(fetchBudgets, { message: 'Could not load the budgets.' });
  const { data, replace: setData } = budgets;
  const [category, setCategory] = useState<string>(SPENDING[0]!);
  const [limit, setLimit] = useState('');
  const [saveError, setError] = useState<string | null>(null);
  const error = saveError ?? budgets.error;
  const [busy, setBusy] = useState(false);

  const save = useCallback(
    async (cat: string, cents: number) => {
      setBusy(true);
      setError(null);
      try {
        setData(await api<BudgetsDto>('/api/budgets', { method: 'PUT', body: { category: cat, subcategory: null, limitCents: cents } }));
        setLimit('');
      } catch (err) {
        setError(err instanceof ApiRequestError ? err.message : 'Could not save the budget.');
      } finally {
        setBusy(false);
      }
    },
    [setData],
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    const cents = parseAmountToCents(limit);
    if (cents === null || cents <= 0) {
      setError('Type a monthly limit, like 600.');
      return;
    }
    void save(category, cents);
  }

  const suggestion = data?.suggestions.find((s) => s.category === category);
  return (
    <section className="card" data-testid="budgets">
      <h2>
        Budgets for{' '}
        {data ? new Date(`${data.month}-15T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }) : 'this month'}
      </h2>
      {data?.budgets.length === 0 && <p className="muted">No budgets yet. Goalie warns you in the activity feed at 80 % and at 100 % of each.</p>}
      {data?.budgets.map((b) => (
        <div key={b.id} className="budget-row" data-testid="budget-row" data-level={b.level}>
          <div className="entry-head">
            <strong>{b.subcategory ? `${b.category} › ${b.subcategory}` : b.category}</strong>
            <span className={`badge ${b.level === 'ok' ? 'tone-good' : b.level === 'near' ? 'tone-warn' : 'tone-bad'}`}>{LEVEL_TEXT[b.level]}</span>
          </div>
          <p className="small">
            {formatCents(b.spentCents)} of {formatCents(b.limitCents)} ({Math.round(b.share * 100)}%) · at this pace about {formatCents(b.projectedCents)} by
            the end of the month
          </p>
          <div
            className="progress-track"
            role="progressbar"
            aria-valuenow={Math.round(b.share * 100)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={`${b.category}: ${Math.round(b.share * 100)}% of the budget`}
          >
            <span style={{ width: `${Math.min(100, b.share * 100)}%` }} className={b.level === 'over' ? 'over' : undefined} />
          </div>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove the ${b.category} budget`}
            disabled={busy}
            onClick={() => {
              setError(null);
              api<BudgetsDto>(`/api/budgets/${encodeURIComponent(b.id)}`, { method: 'DELETE' }).then(setData, (err: unknown) =>
                setError(err instanceof ApiRequestError ? err.message : 'Could not remove the budget.'),
              );
            }}
          >
            Remove
          </Button>
        </div>
      ))}
      <form className="inline-form" onSubmit={submit} data-testid="budget-form">
        <label htmlFor="budget-category">Budget for</label>
        <select
          id="budget-category"
          value={category}
          onChange={(e) => {
            setCategory(e.target.value);
            setLimit('');
          }}
        >
          {SPENDING.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <input
          inputMode="decimal"
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
          aria-label="Monthly limit"
          placeholder={suggestion ? (suggestion.suggestedCents / 100).toFixed(0) : 'Monthly limit'}
          data-testid="budget-limit"
        />
        <Button type="submit" size="sm" disabled={busy}>
          Set
        </Button>
      </form>
      {suggestion && (
        <p className="muted small" data-testid="budget-suggestion">
          Suggested: {formatCents(suggestion.suggestedCents)} a month of {category}, rounded up to $5: the {data!.basis.statistic} (a first month that starts
          late and this month do not count).{' '}
          <button type="button" className="link-button" onClick={() => void save(category, suggestion.suggestedCents)}>
            Use it
          </button>
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
