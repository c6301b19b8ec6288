import { useState } from 'react';
import { Undo2, X } from 'lucide-react';
import { ApiRequestError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { undoChange } from './ledgerEditsApi.ts';
import { useLedgerUndo } from './useLedgerUndo.ts';

/**
 * "Deleted "Starbucks". Undo": in the page's flow (never over other controls), after each change
 * the user made; after an undo it says what was undone and offers the change before it.
 */
export function UndoBar() {
  const { change, fresh, undone, hide } = useLedgerUndo();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!(change && fresh) && !undone) return null;

  async function undo() {
    if (!change) return;
    setBusy(true);
    setError(null);
    try {
      await undoChange(change.id);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not undo.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="undo-bar" role="status" data-testid="undo-bar">
      {undone && <span data-testid="undo-done">Undone: {undone}.</span>}
      {change && fresh && (
        <>
          <span data-testid="undo-offer">{undone ? `Before that: ${change.summary}.` : `${change.summary}.`}</span>
          <Button variant="secondary" size="sm" onClick={() => void undo()} disabled={busy} data-testid="undo-button">
            <Undo2 size={16} aria-hidden /> Undo
          </Button>
        </>
      )}
      <button type="button" className="icon-button" aria-label="Hide" onClick={hide}>
        <X size={16} aria-hidden />
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
