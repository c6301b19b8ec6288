// One episode of the library: its number, title and description, the show, how long, how often
// heard; the rating, the favourite toggle and delete (asked twice); "Listen" puts it in the player,
// and an episode without audio says why and offers its script instead.
import { Headphones, Heart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { EpisodeDto } from '../../../../core/roundtable/api.ts';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/icons/Icon.tsx';
import { formatDateTime, plural } from '../../lib/format.ts';
import { EpisodeScript } from './EpisodeScript.tsx';
import { EPISODE_TYPE_LABELS, formatClock } from './format.ts';
import { deleteEpisode, rateEpisode, setFavourite } from './podcastApi.ts';
import { RatingStars } from './RatingStars.tsx';

export const episodeTitle = (e: EpisodeDto) => e.title ?? `${e.podcasterName}: ${EPISODE_TYPE_LABELS[e.type]}`;

export function EpisodeCard({
  episode,
  selected,
  onSelect,
  onChanged,
  onDeleted,
}: {
  episode: EpisodeDto;
  selected: boolean;
  onSelect: () => void;
  onChanged: (e: EpisodeDto) => void;
  onDeleted: (id: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = episodeTitle(episode);

  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    work()
      .catch((err: unknown) => setError(errorText(err)))
      .finally(() => setBusy(false));
  };
  const rate = (rating: number | null) => run(async () => onChanged(await rateEpisode(episode.id, rating)));
  const favourite = () => run(async () => onChanged(await setFavourite(episode.id, !episode.favourite)));
  const remove = () =>
    run(async () => {
      await deleteEpisode(episode.id);
      onDeleted(episode.id);
    });

  return (
    <article className={`podcast-episode${selected ? ' selected' : ''}`} data-testid="podcast-episode" data-episode-id={episode.id}>
      <header className="podcast-episode-head">
        <div className="podcast-episode-title">
          {episode.episodeNumber !== null && (
            <span className="badge" data-testid="podcast-episode-number">
              Episode {episode.episodeNumber}
            </span>
          )}
          <h3>{title}</h3>
        </div>
        <div className="row-actions">
          <Button
            size="sm"
            variant="ghost"
            className={episode.favourite ? 'podcast-fav on' : 'podcast-fav'}
            aria-pressed={episode.favourite}
            aria-label={`Favourite ${title}`}
            disabled={busy}
            onClick={favourite}
            data-testid="podcast-favourite"
          >
            <Icon icon={Heart} fill={episode.favourite ? 'currentColor' : 'none'} /> Favourite
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Delete ${title}`} disabled={busy || confirming} onClick={() => setConfirming(true)}>
            <Icon icon={Trash2} /> Delete
          </Button>
        </div>
      </header>
      {confirming && (
        <div className="alert alert-warning row-actions" role="group" aria-label="Confirm delete" data-testid="podcast-delete-confirm">
          <span>Delete “{title}”? Its audio and script go too.</span>
          <Button size="sm" variant="danger" disabled={busy} onClick={remove}>
            Delete episode
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </div>
      )}
      <p className="small muted podcast-meta">
        {episode.podcasterName} · {EPISODE_TYPE_LABELS[episode.type]} ·{' '}
        <span data-testid="podcast-episode-duration">{episode.durationSeconds !== null ? formatClock(episode.durationSeconds) : 'no audio'}</span>
        {' · '}
        <span data-testid="podcast-listen-count" data-count={episode.listenCount}>
          {plural(episode.listenCount, 'listen')}
        </span>
        {episode.readyAt && <> · {formatDateTime(episode.readyAt)}</>}
        {episode.completed && (
          <>
            {' '}
            · <span className="badge badge-completed">finished</span>
          </>
        )}
      </p>
      {episode.description && <p className="podcast-description">{episode.description}</p>}
      {episode.audioUrl ? (
        <div className="row-actions">
          <Button
            size="sm"
            variant={selected ? 'secondary' : 'primary'}
            disabled={selected}
            onClick={onSelect}
            aria-label={selected ? `${title} is in the player` : `Listen to ${title}`}
          >
            <Icon icon={Headphones} /> {selected ? 'In the player' : 'Listen'}
          </Button>
        </div>
      ) : (
        <>
          <p className="alert alert-warning small" data-testid="podcast-audio-problem">
            {episode.audioProblem ?? 'This episode has no audio.'} You can read it instead.
          </p>
          <EpisodeScript episodeId={episode.id} />
        </>
      )}
      <RatingStars rating={episode.rating} title={title} disabled={busy} onRate={rate} />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
