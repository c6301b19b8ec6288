import { useState } from 'react';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { plural } from '../../lib/format.ts';
import { applySimilar } from './transactionsApi.ts';
import './shared-parts.css';

interface ApplySimilarPromptProps {
  /** the corrected transaction whose category the similar ones get */
  transactionId: string;
  count: number;
  merchant: string | null;
  onApplied: (updated: number) => void;
  onDismiss: () => void;
}

/** "Apply to N similar from <merchant>?" after a correction; reports how many rows changed. */
export function ApplySimilarPrompt({ transactionId, count, merchant, onApplied, onDismiss }: ApplySimilarPromptProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [updated, setUpdated] = useState<number | null>(null);

  async function apply() {
    setBusy(true);
    setError(null);
    try {
      const n = await applySimilar(transactionId);
      setUpdated(n);
      onApplied(n);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="apply-similar" data-testid="apply-similar">
      <div role="status" aria-live="polite" className="apply-similar-status">
        {updated !== null && <span data-testid="apply-similar-result">Updated {plural(updated, 'transaction')}</span>}
        {busy && <span className="muted small">Applying...</span>}
      </div>
      {updated === null && (
        <>
          <Button variant="secondary" size="sm" onClick={() => void apply()} disabled={busy} data-testid="apply-similar-button">
            {`Apply to ${count} similar${merchant ? ` from ${merchant}` : ''}?`}
          </Button>
          <button type="button" className="link-button small" onClick={onDismiss} disabled={busy}>
            Not now
          </button>
        </>
      )}
      {updated !== null && (
        <button type="button" className="link-button small" onClick={onDismiss}>
          Dismiss
        </button>
      )}
      {error && (
        <span className="field-error small" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
