import { useState, type FormEvent } from 'react';
import type { GoalDto } from '../../../../core/goalie/api.ts';
import { parseAmountToCents } from '../../../../core/money.ts';
import { ApiRequestError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { centsInput } from '../ledger/amountInput.ts';
import { editGoal } from './goalsApi.ts';

/** Edits a goal's name, target, date and priority; a save from a copy another tab changed since is refused. */
export function GoalEdit({ goal, onDone }: { goal: GoalDto; onDone: (saved: boolean) => void }) {
  const [name, setName] = useState(goal.name);
  const [target, setTarget] = useState(centsInput(goal.targetCents));
  const [date, setDate] = useState(goal.targetDate ?? '');
  const [priority, setPriority] = useState(String(goal.priority));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const targetCents = parseAmountToCents(target);
    if (targetCents === null || targetCents <= 0) {
      setError('Type the target amount, like 5000.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await editGoal(goal.id, goal.updatedAt, {
        ...(name.trim() !== goal.name ? { name } : {}),
        ...(targetCents !== goal.targetCents ? { targetCents } : {}),
        ...((date || null) !== goal.targetDate ? { targetDate: date || null } : {}),
        ...(Number(priority) !== goal.priority ? { priority: Number(priority) } : {}),
      });
      onDone(true);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not save the goal.');
      setSaving(false);
    }
  }

  return (
    <form className="ledger-form" onSubmit={(e) => void submit(e)} data-testid="goal-edit">
      <div className="ledger-form-row">
        <label className="field">
          <span>Goal</span>
          <input required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="field">
          <span>Target amount</span>
          <input inputMode="decimal" value={target} onChange={(e) => setTarget(e.target.value)} data-testid="goal-edit-target" />
        </label>
        <label className="field">
          <span>By</span>
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="field">
          <span>Priority</span>
          <input type="number" min={1} max={100} value={priority} onChange={(e) => setPriority(e.target.value)} />
        </label>
      </div>
      {error && (
        <p className="field-error" role="alert" data-testid="form-error">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <Button variant="secondary" size="sm" onClick={() => onDone(false)} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={saving} data-testid="goal-edit-save">
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
