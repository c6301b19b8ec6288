// No-spend challenges: pick categories and a length; the status comes from the ledger (the first
// spending transaction in those categories after the start breaks it, shown with its date).
import { useState, type FormEvent } from 'react';
import type { ChallengeDto } from '../../../../core/harmony/api.ts';
import { CHALLENGE_LENGTHS } from '../../../../core/harmony/studio.ts';
import { ApiRequestError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { formatCents, formatDay } from '../../lib/format.ts';
import { createChallenge, deleteChallenge } from './studioApi.ts';

const STATE_WORDS: Record<ChallengeDto['state'], string> = { active: 'Going', broken: 'Broken', completed: 'Completed 🎉', upcoming: 'Starts soon' };

export function ChallengesCard({
  categories,
  challenges,
  today,
  onChanged,
}: {
  categories: string[];
  challenges: ChallengeDto[];
  today: string;
  onChanged: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [length, setLength] = useState<number>(7);
  const [start, setStart] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    createChallenge({ categories: chosen, lengthDays: length, startDate: start })
      .then(() => {
        setChosen([]);
        onChanged();
      })
      .catch((err: unknown) => setError(err instanceof ApiRequestError ? err.message : 'Could not start the challenge.'))
      .finally(() => setBusy(false));
  };
  const toggle = (c: string) => setChosen((xs) => (xs.includes(c) ? xs.filter((x) => x !== c) : [...xs, c]));

  return (
    <section className="card" aria-labelledby="studio-challenges" data-testid="studio-challenges">
      <h2 id="studio-challenges">No-spend challenge</h2>
      <p className="small muted">
        Choose categories to keep spending-free. The first purchase in them after the start breaks the challenge: checked against your ledger each time this
        page loads, so every import counts.
      </p>
      <form onSubmit={submit} className="studio-form">
        <fieldset className="studio-categories">
          <legend>Categories</legend>
          {categories.map((c) => (
            <label key={c} className="studio-check">
              <input type="checkbox" checked={chosen.includes(c)} onChange={() => toggle(c)} /> {c}
            </label>
          ))}
        </fieldset>
        <div className="studio-row">
          <label>
            Length{' '}
            <select value={length} onChange={(e) => setLength(Number(e.target.value))} data-testid="challenge-length">
              {CHALLENGE_LENGTHS.map((n) => (
                <option key={n} value={n}>
                  {n} days
                </option>
              ))}
            </select>
          </label>
          <label>
            Start <input type="date" value={start} onChange={(e) => setStart(e.target.value)} data-testid="challenge-start" />
          </label>
          <Button type="submit" size="sm" disabled={busy} data-testid="challenge-start-button">
            Start challenge
          </Button>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
      {challenges.length === 0 ? (
        <p className="muted">No challenges yet.</p>
      ) : (
        <ul className="studio-list" data-testid="challenge-list">
          {challenges.map((c) => (
            <li key={c.id} data-testid="challenge" data-state={c.state}>
              <div>
                <strong>{c.categories.join(', ')}</strong>: {c.lengthDays} days, {formatDay(c.startDate)} – {formatDay(c.endDate)}.{' '}
                <span className={`studio-state studio-state-${c.state}`}>{STATE_WORDS[c.state]}</span>
              </div>
              {c.brokenBy ? (
                <div className="small" data-testid="challenge-broken-by">
                  Broken on <time dateTime={c.brokenBy.date}>{formatDay(c.brokenBy.date)}</time> by {c.brokenBy.description} ({c.brokenBy.category},{' '}
                  {formatCents(c.brokenBy.cents)}), after {c.daysKept} {c.daysKept === 1 ? 'day' : 'days'} kept.
                </div>
              ) : (
                <div className="small muted">
                  {c.daysKept} of {c.lengthDays} days kept.
                </div>
              )}
              <Button variant="ghost" size="sm" onClick={() => void deleteChallenge(c.id).then(onChanged)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
