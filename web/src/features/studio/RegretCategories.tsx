// Categories the user marks as a regret: when spending there repeats, Harmony raises a guilt_pattern nudge.
import { useState } from 'react';
import type { NudgeDto } from '../../../../core/harmony/api.ts';
import { GUILT_REPEAT_MIN, GUILT_WINDOW_DAYS } from '../../../../core/harmony/feelings.ts';
import { setRegret } from './studioApi.ts';
import { TalkToHarmony } from './TalkToHarmony.tsx';

export function RegretCategories({ categories, regrets, onChanged }: { categories: string[]; regrets: string[]; onChanged: () => void }) {
  const [nudge, setNudge] = useState<NudgeDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toggle = (c: string, on: boolean) => {
    setError(null);
    setRegret(c, on)
      .then((r) => {
        setNudge(r.nudge);
        onChanged();
      })
      .catch(() => setError('Could not save.'));
  };
  return (
    <section className="card" aria-labelledby="studio-regrets" data-testid="studio-regrets">
      <h2 id="studio-regrets">Spending I regret</h2>
      <p className="small muted">
        Mark the categories you tend to regret. Harmony checks after each import and when this page loads: {GUILT_REPEAT_MIN} or more purchases there in{' '}
        {GUILT_WINDOW_DAYS} days, or this month above all of last month, and she will gently bring it up with the figures.
      </p>
      <div className="studio-categories">
        {categories.map((c) => (
          <label key={c} className="studio-check">
            <input type="checkbox" checked={regrets.includes(c)} onChange={(e) => toggle(c, e.target.checked)} data-testid={`regret-${c}`} /> {c}
          </label>
        ))}
      </div>
      {nudge && <TalkToHarmony nudge={nudge} />}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
