import { useState } from 'react';
import { HeartCrack, Pencil, Split, Trash2 } from 'lucide-react';
import type { TransactionDto } from '../../../../core/ledger/api.ts';
import { ApiRequestError } from '../../api/client.ts';
import { deleteTransaction } from './ledgerEditsApi.ts';
import { setRegret } from '../studio/studioApi.ts';

interface RowActionsProps {
  tx: TransactionDto;
  onEdit: (tx: TransactionDto) => void;
  onSplit: (tx: TransactionDto) => void;
}

/** Edit, split and delete for one row; a delete is undone from the Undo bar, so it asks no question. */
export function RowActions({ tx, onEdit, onSplit }: RowActionsProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await deleteTransaction(tx.id);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not delete.');
      setBusy(false);
    }
  }

  const [regretted, setRegretted] = useState(false);
  // Harmony's regret mark for the row's category (undone on the Wellness Studio page)
  const regret = () =>
    void setRegret(tx.category, true)
      .then(() => setRegretted(true))
      .catch(() => setError('Could not mark it.'));
  const canRegret = tx.amountCents < 0 && tx.category !== 'Transfer' && tx.category !== 'Income' && tx.category !== 'Uncategorized';

  return (
    <div className="row-actions">
      <button type="button" className="icon-button" aria-label={`Edit ${tx.description}`} title="Edit" onClick={() => onEdit(tx)} disabled={busy}>
        <Pencil size={16} aria-hidden />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Split ${tx.description}`}
        title="Split across categories"
        onClick={() => onSplit(tx)}
        disabled={busy}
      >
        <Split size={16} aria-hidden />
      </button>
      <button
        type="button"
        className="icon-button icon-danger"
        aria-label={`Delete ${tx.description}`}
        title="Delete"
        onClick={() => void remove()}
        disabled={busy}
      >
        <Trash2 size={16} aria-hidden />
      </button>
      {canRegret && (
        <button
          type="button"
          className="icon-button"
          aria-label={`Mark ${tx.category} as a regret`}
          aria-pressed={regretted}
          disabled={busy || regretted}
          title={
            regretted
              ? `${tx.category} is marked as a regret (change it on the Wellness Studio)`
              : `Mark ${tx.category} as a regret: Harmony notices when it repeats`
          }
          onClick={regret}
        >
          <HeartCrack size={16} aria-hidden />
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
