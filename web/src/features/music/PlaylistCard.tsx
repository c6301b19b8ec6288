// One playlist Wave made: its tracks, the rule it was made by, where it pairs in the app, and the
// way to play it (Premium) or open it in Spotify.
import { Link } from 'react-router-dom';
import type { MusicPlaylistDto } from '../../../../core/music/api.ts';
import { minutes } from './musicApi.ts';

export function PlaylistCard({ playlist, onPlay }: { playlist: MusicPlaylistDto; onPlay: (() => void) | null }) {
  return (
    <article className="card music-playlist" data-testid="music-playlist" data-kind={playlist.kind}>
      <div className="card-head">
        <h3>{playlist.name}</h3>
        <span className="muted">
          {playlist.trackCount} tracks · {new Date(playlist.createdAt).toLocaleDateString()}
        </span>
      </div>
      <p className="muted music-rule">{playlist.rule}</p>
      <ol className="music-tracks">
        {playlist.tracks.map((t) => (
          <li key={t.uri}>
            <span className="music-track-name">{t.name}</span>{' '}
            <span className="muted">
              — {t.artists.join(', ')} · {minutes(t.durationMs)}
            </span>
          </li>
        ))}
      </ol>
      <div className="row-actions music-actions">
        {onPlay && (
          <button type="button" className="btn btn-primary btn-sm" onClick={onPlay}>
            Play here
          </button>
        )}
        <a className="btn btn-secondary btn-sm" href={playlist.url} target="_blank" rel="noreferrer">
          Open in Spotify
        </a>
        <Link className="btn btn-ghost btn-sm" to={playlist.pairedWith.path}>
          Pair with {playlist.pairedWith.label}
        </Link>
      </div>
    </article>
  );
}
