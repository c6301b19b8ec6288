// The player of the specification (current track, playing, volume, progress, queue) driving the
// user's Spotify player. Spotify allows this for Premium accounts only; the page shows the note
// instead for others.
import { useEffect, useState } from 'react';
import type { MusicPlayerDto } from '../../../../core/music/api.ts';
import { errorText } from '../../api/client.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { getPlayer, minutes, sendPlayer, type PlayerCommand } from './musicApi.ts';

export function MusicPlayer({ command }: { command: PlayerCommand | null }) {
  const loaded = useLoad(getPlayer);
  const { data: player, replace: setPlayer } = loaded;
  const [sendError, setError] = useState<string | null>(null);
  const error = sendError ?? loaded.error;
  const [busy, setBusy] = useState(false);
  /** the slider while it is being moved; sent when let go */
  const [volume, setVolume] = useState<number | null>(null);

  const send = async (c: PlayerCommand) => {
    setBusy(true);
    try {
      setPlayer(await sendPlayer(c));
      setError(null);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (command) void send(command);
  }, [command]);

  const s = player?.state;
  return (
    <section className="card music-player" aria-label="Player" data-testid="music-player">
      <div className="card-head">
        <h2>Player</h2>
        {player?.device && <span className="muted">on {player.device}</span>}
      </div>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {player?.note && <p className="alert alert-info">{player.note}</p>}
      {s && (
        <>
          <p data-testid="music-now-playing">
            {s.currentTrack ? (
              <>
                <strong>{s.currentTrack.name}</strong> <span className="muted">— {s.currentTrack.artists.join(', ')}</span>
              </>
            ) : (
              'Nothing is playing.'
            )}
          </p>
          {s.currentTrack && (
            <p className="muted">
              {minutes(s.progressMs)} / {minutes(s.currentTrack.durationMs)} · {s.playing ? 'playing' : 'paused'}
            </p>
          )}
          <div className="row-actions">
            <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => void send({ action: 'previous' })}>
              Restart
            </button>
            {s.playing ? (
              <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void send({ action: 'pause' })}>
                Pause
              </button>
            ) : (
              <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void send({ action: 'play' })}>
                Play
              </button>
            )}
            <button type="button" className="btn btn-secondary btn-sm" disabled={busy || !s.queue.length} onClick={() => void send({ action: 'next' })}>
              Next
            </button>
          </div>
          <label className="music-volume">
            Volume {volume ?? Math.round(s.volume * 100)}%
            <input
              type="range"
              min={0}
              max={100}
              value={volume ?? Math.round(s.volume * 100)}
              disabled={busy}
              onChange={(e) => setVolume(Number(e.target.value))}
              onPointerUp={() => {
                if (volume !== null) {
                  void send({ action: 'volume', volume: volume / 100 });
                  setVolume(null);
                }
              }}
              onKeyUp={() => {
                if (volume !== null) {
                  void send({ action: 'volume', volume: volume / 100 });
                  setVolume(null);
                }
              }}
            />
          </label>
          {s.queue.length > 0 && (
            <>
              <h3>Up next</h3>
              <ol className="music-tracks">
                {s.queue.map((t, i) => (
                  <li key={`${t.uri}-${i}`}>
                    {t.name} <span className="muted">— {t.artists.join(', ')}</span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </section>
  );
}
