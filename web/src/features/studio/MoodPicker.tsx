// "How do you feel about this?": the one-tap mood after an import (1 awful … 5 great), stored with
// the document. A low one can raise Harmony's mood_based nudge, shown right here.
import { useState } from 'react';
import type { NudgeDto } from '../../../../core/harmony/api.ts';
import { MOODS } from '../../../../core/harmony/moods.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { fetchMood, sendMood } from './studioApi.ts';
import { TalkToHarmony } from './TalkToHarmony.tsx';

export function MoodPicker({ documentId }: { documentId: string }) {
  const saved = useLoad((signal) => fetchMood(documentId, signal), { deps: [documentId], message: 'Could not load your mood.' });
  const mood = saved.data?.mood ?? null;
  const [nudge, setNudge] = useState<NudgeDto | null>(null);
  const [pickError, setError] = useState<string | null>(null);
  // the picker works without the saved mood: its failure shows, the buttons stay
  const error = pickError ?? saved.error;

  const pick = (score: number) => {
    setError(null);
    sendMood(documentId, score)
      .then((r) => {
        saved.replace({ mood: r.mood });
        setNudge(r.nudge);
      })
      .catch(() => setError('Could not save your mood.'));
  };

  return (
    <div className="mood-picker" data-testid="mood-picker">
      <p className="summary-heading" id={`mood-${documentId}`}>
        How do you feel about this?
      </p>
      <div className="mood-buttons" role="group" aria-labelledby={`mood-${documentId}`}>
        {MOODS.map((m) => (
          <button
            key={m.score}
            type="button"
            className="mood-button"
            aria-pressed={mood === m.score}
            title={m.label}
            aria-label={`${m.label} (${m.score} of 5)`}
            data-testid={`mood-${m.score}`}
            onClick={() => pick(m.score)}
          >
            <span aria-hidden="true">{m.emoji}</span> <span className="mood-label">{m.label}</span>
          </button>
        ))}
      </div>
      {mood !== null && (
        <p className="small muted" data-testid="mood-saved">
          Saved: you feel {MOODS.find((m) => m.score === mood)?.label} about this import.
        </p>
      )}
      {nudge && <TalkToHarmony nudge={nudge} />}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
