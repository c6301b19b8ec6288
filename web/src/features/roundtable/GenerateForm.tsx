// Make an episode: the podcaster (name, hosts, what the show is like), the episode type and the
// timeframe (the last 7 days unless the user picks 30), then Generate.
import { useId, useState, type FormEvent } from 'react';
import type { PodcasterDto } from '../../../../core/roundtable/api.ts';
import { DEFAULT_PODCASTER_ID } from '../../../../core/roundtable/podcasters.ts';
import { DEFAULT_TIMEFRAME_DAYS, EPISODE_TYPES, TIMEFRAME_DAYS, type EpisodeType } from '../../../../core/roundtable/types.ts';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { EPISODE_TYPE_LABELS, hostNames } from './format.ts';
import type { GenerateRequest } from './podcastApi.ts';

export function GenerateForm({
  podcasters,
  preferred,
  loadError,
  onGenerate,
}: {
  podcasters: readonly PodcasterDto[] | null;
  /** the voice of the user's preferences, chosen until they pick another */
  preferred?: string | null;
  loadError: string | null;
  onGenerate: (req: GenerateRequest) => Promise<unknown>;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [type, setType] = useState<EpisodeType>('weekly');
  const [timeframeDays, setTimeframeDays] = useState<number>(DEFAULT_TIMEFRAME_DAYS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = podcasters ?? [];
  const podcasterId = [chosen, preferred, DEFAULT_PODCASTER_ID].map((want) => list.find((p) => p.id === want)?.id).find(Boolean) ?? list[0]?.id ?? null;

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!podcasterId || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onGenerate({ podcasterId, type, timeframeDays });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="podcast-generate">
      <h2 id={`${id}-title`}>Make an episode</h2>
      {loadError && (
        <p className="field-error" role="alert">
          {loadError}
        </p>
      )}
      {podcasters === null && !loadError && <p className="muted small">Loading the shows…</p>}
      <form className="podcast-form" onSubmit={(ev) => void submit(ev)}>
        {list.length > 0 && (
          <fieldset className="podcast-fieldset">
            <legend>Podcaster</legend>
            <div className="podcaster-options">
              {list.map((p) => (
                <label key={p.id} className="podcaster-option" data-testid="podcaster-option" data-podcaster={p.id}>
                  <input
                    type="radio"
                    name={`${id}-podcaster`}
                    value={p.id}
                    checked={podcasterId === p.id}
                    onChange={() => setChosen(p.id)}
                    aria-labelledby={`${id}-${p.id}-name`}
                    aria-describedby={`${id}-${p.id}-about`}
                  />
                  <span className="podcaster-text">
                    <strong id={`${id}-${p.id}-name`}>{p.name}</strong>
                    <span id={`${id}-${p.id}-about`} className="small muted block">
                      <span className="block">
                        {p.hosts.length > 1 ? 'Hosts' : 'Host'}: {hostNames(p.hosts)}
                      </span>
                      {p.description}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className="podcast-form-row">
          <div className="field">
            <label htmlFor={`${id}-type`}>Episode type</label>
            <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as EpisodeType)}>
              {EPISODE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {EPISODE_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="podcast-fieldset">
            <legend>Timeframe</legend>
            <div className="podcast-choices">
              {TIMEFRAME_DAYS.map((d) => (
                <label key={d} className="checkbox-row">
                  <input type="radio" name={`${id}-timeframe`} value={d} checked={timeframeDays === d} onChange={() => setTimeframeDays(d)} />
                  Last {d} days
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="form-actions">
          <Button type="submit" disabled={!podcasterId || busy} data-testid="podcast-generate-button">
            {busy ? 'Asking Roundtable…' : 'Generate'}
          </Button>
          <span className="small muted">Roundtable writes the script from your own transactions, then records it.</span>
        </div>
        {error && (
          <p className="field-error" role="alert" data-testid="podcast-generate-error">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
