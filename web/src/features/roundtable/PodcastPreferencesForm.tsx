// Roundtable's settings: how often and how long, the voice (the podcaster), what an episode may talk
// about, automatic episodes (and when the next one is due), notifications and the audio format.
// The server's refusal shows next to the form.
import { useId, useState, type FormEvent } from 'react';
import type { PodcastPreferencesDto, PodcasterDto } from '../../../../core/roundtable/api.ts';
import {
  AUDIO_FORMATS,
  EPISODE_LENGTHS,
  type AudioFormat,
  type EpisodeLength,
  type IncludeFlags,
  type PodcastPreferences,
} from '../../../../core/roundtable/types.ts';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { savePreferences } from './podcastApi.ts';

export const INCLUDE_LABELS: Record<keyof IncludeFlags, string> = {
  spending: 'Spending',
  income: 'Income',
  merchants: 'Merchants',
  bills: 'Bills',
  goals: 'Goals',
  debts: 'Debts',
  insights: 'Insights',
};
const INCLUDE_KEYS = Object.keys(INCLUDE_LABELS) as (keyof IncludeFlags)[];
const FORMAT_LABELS: Record<AudioFormat, string> = { mp3: 'MP3', opus: 'Opus' };

const draftOf = ({ nextAutoAt: _next, ...prefs }: PodcastPreferencesDto): PodcastPreferences => prefs;

export function PodcastPreferencesForm({
  prefs,
  podcasters,
  onSaved,
}: {
  prefs: PodcastPreferencesDto;
  podcasters: readonly PodcasterDto[];
  onSaved: (p: PodcastPreferencesDto) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<PodcastPreferences>(() => draftOf(prefs));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const change = (patch: Partial<PodcastPreferences>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setSaved(false);
  };
  // the saved voice may name a show this server no longer has: keep it visible, not silently swapped
  const voices = podcasters.some((p) => p.id === draft.voice) ? podcasters : [...podcasters, { id: draft.voice, name: draft.voice } as PodcasterDto];

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const next = await savePreferences(draft);
      onSaved(next);
      setDraft(draftOf(next));
      setSaved(true);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="podcast-form" onSubmit={(ev) => void submit(ev)} data-testid="podcast-preferences" aria-describedby={error ? `${id}-error` : undefined}>
      <div className="podcast-form-row">
        <div className="field">
          <label htmlFor={`${id}-frequency`}>Frequency</label>
          <select id={`${id}-frequency`} value={draft.frequency} onChange={(e) => change({ frequency: e.target.value as PodcastPreferences['frequency'] })}>
            <option value="weekly">Weekly</option>
            <option value="monthly">Monthly</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-length`}>Episode length</label>
          <select id={`${id}-length`} value={draft.lengthMinutes} onChange={(e) => change({ lengthMinutes: Number(e.target.value) as EpisodeLength })}>
            {EPISODE_LENGTHS.map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-voice`}>Voice</label>
          <select id={`${id}-voice`} value={draft.voice} onChange={(e) => change({ voice: e.target.value })}>
            {voices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-format`}>Audio format</label>
          <select id={`${id}-format`} value={draft.format} onChange={(e) => change({ format: e.target.value as AudioFormat })}>
            {AUDIO_FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="small muted">The length is a ceiling: Roundtable writes about 150 words a minute and never pads an episode to fill it.</p>
      <fieldset className="podcast-fieldset">
        <legend>What episodes may talk about</legend>
        <div className="checkbox-list">
          {INCLUDE_KEYS.map((k) => (
            <label key={k} className="checkbox-row">
              <input type="checkbox" checked={draft.include[k]} onChange={(e) => change({ include: { ...draft.include, [k]: e.target.checked } })} />
              {INCLUDE_LABELS[k]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="checkbox-list">
        <label className="checkbox-row">
          <input type="checkbox" checked={draft.autoGenerate} onChange={(e) => change({ autoGenerate: e.target.checked })} />
          Make episodes automatically
        </label>
        <label className="checkbox-row">
          <input type="checkbox" checked={draft.notifications} onChange={(e) => change({ notifications: e.target.checked })} />
          Notify me when an episode is ready
        </label>
      </div>
      {prefs.autoGenerate && (
        <p className="small" data-testid="podcast-next-auto">
          {prefs.nextAutoAt ? <>Next automatic episode: {formatDateTime(prefs.nextAutoAt)}.</> : 'The next automatic episode is being scheduled.'}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save preferences'}
        </Button>
        {saved && (
          <span className="status-line small" role="status">
            Saved.
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert" data-testid="podcast-preferences-error">
          {error}
        </p>
      )}
    </form>
  );
}
