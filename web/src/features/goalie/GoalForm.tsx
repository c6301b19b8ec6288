import { useState, type FormEvent } from 'react';
import { GOAL_KINDS } from '../../../../core/goalie/kinds.ts';
import { parseAmountToCents } from '../../../../core/money.ts';
import { ApiRequestError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { createGoal } from './goalsApi.ts';

/** A new goal: what for, how much, by when (optional), what is already saved, its priority. */
export function GoalForm({ onSaved }: { onSaved: () => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<string>('save up');
  const [target, setTarget] = useState('');
  const [date, setDate] = useState('');
  const [starting, setStarting] = useState('');
  const [priority, setPriority] = useState('1');
  const [matchText, setMatchText] = useState('');
  const [account, setAccount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const targetCents = parseAmountToCents(target);
    const startingCents = starting.trim() ? parseAmountToCents(starting) : 0;
    if (targetCents === null || targetCents <= 0) {
      setError('Type the target amount, like 5000.');
      return;
    }
    if (startingCents === null || startingCents < 0) {
      setError('Type what is already saved, like 250, or leave it empty.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await createGoal({
        name,
        kind,
        targetCents,
        startingCents,
        targetDate: date || null,
        priority: Number(priority) || 1,
        matchText: matchText.trim() || null,
        linkedAccount: account.trim() || null,
      });
      setName('');
      setTarget('');
      setDate('');
      setStarting('');
      setMatchText('');
      setAccount('');
      onSaved();
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not save the goal.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="ledger-form" onSubmit={(e) => void submit(e)} data-testid="goal-form">
      <div className="ledger-form-row">
        <label className="field">
          <span>Goal</span>
          <input required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} placeholder="Emergency fund" data-testid="goal-name" />
        </label>
        <label className="field">
          <span>Kind</span>
          <select value={kind} onChange={(e) => setKind(e.target.value)}>
            {GOAL_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="ledger-form-row">
        <label className="field">
          <span>Target amount</span>
          <input inputMode="decimal" required value={target} onChange={(e) => setTarget(e.target.value)} placeholder="5000" data-testid="goal-target" />
        </label>
        <label className="field">
          <span>By (optional)</span>
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} data-testid="goal-date" />
        </label>
        <label className="field">
          <span>Already saved</span>
          <input inputMode="decimal" value={starting} onChange={(e) => setStarting(e.target.value)} placeholder="0" data-testid="goal-starting" />
        </label>
        <label className="field">
          <span>Priority</span>
          <input type="number" min={1} max={100} value={priority} onChange={(e) => setPriority(e.target.value)} />
        </label>
      </div>
      <div className="ledger-form-row">
        <label className="field">
          <span>Count transfers whose description contains (optional)</span>
          <input maxLength={80} value={matchText} onChange={(e) => setMatchText(e.target.value)} placeholder="TRANSFER TO SAVINGS" />
        </label>
        <label className="field">
          <span>Count money into this account (optional)</span>
          <input maxLength={80} value={account} onChange={(e) => setAccount(e.target.value)} placeholder="Savings" />
        </label>
      </div>
      {error && (
        <p className="field-error" role="alert" data-testid="form-error">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <Button type="submit" disabled={saving} data-testid="goal-save">
          {saving ? 'Saving...' : 'Add goal'}
        </Button>
      </div>
    </form>
  );
}
