import { useState } from 'react';
import type { GoalDto } from '../../../../core/goalie/api.ts';
import { parseAmountToCents } from '../../../../core/money.ts';
import { ApiRequestError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { formatCents, formatDay } from '../../lib/format.ts';
import { localToday } from '../ledger/amountInput.ts';
import { contribute, deleteGoal, editGoal } from './goalsApi.ts';
import { GoalEdit } from './GoalEdit.tsx';
import './goalie.css';

const monthName = (ym: string) => new Date(`${ym}-15T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const PROGRESS_TEXT: Record<GoalDto['progress'], string> = {
  completed: 'Reached',
  ahead: 'Ahead',
  'on track': 'On track',
  'at risk': 'At risk',
  behind: 'Behind',
  'no deadline': 'No deadline',
  'not enough data': 'Not enough months yet',
};

/** One goal: saved of target, what a month needs and gets, when it is likely done, and its actions. */
// the progress badge's colour (styles.css: .tone-*); a goal without a deadline has none
const PROGRESS_TONE: Record<GoalDto['progress'], string> = {
  completed: 'tone-good',
  ahead: 'tone-good',
  'on track': 'tone-good',
  'at risk': 'tone-warn',
  behind: 'tone-bad',
  'no deadline': '',
  'not enough data': '',
};

export function GoalCard({ goal, onChanged }: { goal: GoalDto; onChanged: () => void }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const pct = Math.min(100, Math.round((goal.savedCents / goal.targetCents) * 100));
  const p = goal.projection;

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      onChanged();
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not save.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="card entry-card" data-testid="goal-card" data-status={goal.status}>
      <header className="entry-head">
        <h3>{goal.name}</h3>
        <span className={`badge ${PROGRESS_TONE[goal.progress]}`} data-testid="goal-progress">
          {goal.status === 'active' ? PROGRESS_TEXT[goal.progress] : goal.status}
        </span>
      </header>
      <p>
        <strong data-testid="goal-saved">{formatCents(goal.savedCents)}</strong> of {formatCents(goal.targetCents)}
        {goal.targetDate && <> by {formatDay(goal.targetDate)}</>} · {formatCents(goal.remainingCents)} to go
      </p>
      <div className="progress-track" role="progressbar" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} aria-label={`${goal.name}: ${pct}% saved`}>
        <span style={{ width: `${pct}%` }} />
      </div>
      {goal.status === 'active' && goal.remainingCents > 0 && (
        <ul className="figure-list">
          {goal.requiredMonthlyCents !== null && (
            <li data-testid="goal-required">
              Needs <strong>{formatCents(goal.requiredMonthlyCents)}</strong> a month to make the date.
            </li>
          )}
          <li data-testid="goal-share">
            Gets {formatCents(goal.monthlyShareCents)} a month of your usual surplus (priority {goal.priority}).
          </li>
          <li data-testid="goal-projection">
            {p.missing ? (
              <span data-testid="goal-projection-missing">{p.missing}</span>
            ) : p.medianMonth ? (
              <>
                Likely reached in <strong>{monthName(p.medianMonth)}</strong>
                {p.p90Month && p.p90Month !== p.medianMonth ? <>, {monthName(p.p90Month)} at the latest in 9 of 10 cases</> : null}.
              </>
            ) : (
              'Not reached at this pace: your months leave nothing over for it.'
            )}
            {p.chanceByTarget !== null && <> {Math.round(p.chanceByTarget * 100)}% chance by the date.</>}
            {!p.missing && (
              <span className="muted small block">
                From your {p.basis.months} full month{p.basis.months === 1 ? '' : 's'} (mean surplus {formatCents(p.basis.meanMonthlyCents)}), {p.basis.runs}{' '}
                resampled futures.
              </span>
            )}
          </li>
          {goal.suggestion && (
            <li data-testid="goal-suggestion">
              Spend {formatCents(goal.suggestion.cutCents)} a month less on {goal.suggestion.category}
              {goal.suggestion.merchant ? ` (most of it at ${goal.suggestion.merchant})` : ''} and finish about {goal.suggestion.monthsSooner} month
              {goal.suggestion.monthsSooner === 1 ? '' : 's'} sooner.
            </li>
          )}
        </ul>
      )}
      {editing && (
        <GoalEdit
          goal={goal}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onChanged();
          }}
        />
      )}
      <div className="entry-actions">
        {goal.status === 'active' && (
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              const cents = parseAmountToCents(amount);
              if (cents === null || cents === 0) {
                setError('Type an amount, like 50.');
                return;
              }
              void run(async () => {
                await contribute(goal.id, localToday(), cents);
                setAmount('');
              });
            }}
          >
            <input
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder="Amount"
              aria-label={`Add money to ${goal.name}`}
              data-testid="goal-amount"
            />
            <Button type="submit" size="sm" variant="secondary" disabled={busy}>
              Add money
            </Button>
          </form>
        )}
        {!editing && goal.status !== 'archived' && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setEditing(true)} aria-label={`Edit ${goal.name}`}>
            Edit
          </Button>
        )}
        {goal.status === 'active' && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => void run(() => editGoal(goal.id, goal.updatedAt, { status: 'paused' }))}>
            Pause
          </Button>
        )}
        {goal.status === 'paused' && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => void run(() => editGoal(goal.id, goal.updatedAt, { status: 'active' }))}>
            Resume
          </Button>
        )}
        {goal.status !== 'completed' && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => void run(() => editGoal(goal.id, goal.updatedAt, { status: 'completed' }))}>
            Mark reached
          </Button>
        )}
        {goal.status !== 'archived' && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => void run(() => editGoal(goal.id, goal.updatedAt, { status: 'archived' }))}>
            Archive
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={busy} aria-label={`Delete ${goal.name}`} onClick={() => void run(() => deleteGoal(goal.id))}>
          Delete
        </Button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
