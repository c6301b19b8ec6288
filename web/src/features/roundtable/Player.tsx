// The player for the selected episode: a plain <audio> element (same-origin, the server answers
// range requests) under our own controls: play/pause, seek, speed, the time. It starts where the
// user stopped, counts one listen the first time it plays in this page view, and saves where the
// user is and how long they actually listened every ~15 s of play, on pause, at the end and when
// the page is hidden (HeardClock measures it from currentTime, never more than wall time × speed).
import { Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { EpisodeDto } from '../../../../core/roundtable/api.ts';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/icons/Icon.tsx';
import { EpisodeScript } from './EpisodeScript.tsx';
import { episodeTitle } from './EpisodeCard.tsx';
import { formatClock } from './format.ts';
import { HeardClock } from './heardClock.ts';
import { countListen, saveProgress, saveProgressOnHide, type ProgressReport } from './podcastApi.ts';

export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
/** how often a progress save goes out while playing */
export const REPORT_EVERY_MS = 15_000;

type Reason = 'tick' | 'pause' | 'ended' | 'hide' | 'leave';

const finite = (n: number) => Number.isFinite(n) && n > 0;
const now = () => performance.now();

const MEDIA_ERRORS: Record<number, string> = {
  1: 'loading was stopped',
  2: 'a network error stopped the download',
  3: 'the audio could not be decoded',
  4: 'this browser cannot play this audio format',
};

export function Player({
  episode,
  listened,
  onChanged,
  onStopped,
  onPlayingChange,
}: {
  episode: EpisodeDto;
  /** episodes whose listen this page view has counted already */
  listened: Set<string>;
  onChanged: (e: EpisodeDto) => void;
  /** playback stopped and its progress is saved: the library's stats may have changed */
  onStopped: () => void;
  onPlayingChange?: (playing: boolean) => void;
}) {
  const id = useId();
  const audio = useRef<HTMLAudioElement>(null);
  const clock = useRef(new HeardClock());
  const last = useRef({ at: 0, position: episode.positionSeconds });
  const resumed = useRef(false);
  const gone = useRef(false);
  const [playing, setPlayingState] = useState(false);
  const setPlaying = (p: boolean) => {
    setPlayingState(p);
    onPlayingChange?.(p);
  };
  const [current, setCurrent] = useState(episode.positionSeconds);
  const [duration, setDuration] = useState(episode.durationSeconds ?? 0);
  const [rate, setRate] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const title = episodeTitle(episode);
  const episodeId = episode.id;

  // the latest callbacks, for the listeners set up once
  const callbacks = useRef({ onChanged, onStopped });
  useEffect(() => {
    callbacks.current = { onChanged, onStopped };
  });

  const report = useCallback(
    (reason: Reason, el: HTMLAudioElement | null = audio.current) => {
      if (!el) return;
      const t = now();
      if (clock.current.playing) clock.current.tick(el.currentTime, t);
      const heard = clock.current.take();
      const end = finite(el.duration) ? el.duration : duration;
      const position = Math.max(0, Math.floor(reason === 'ended' ? end : el.currentTime));
      last.current.at = t;
      if (heard === 0 && position === last.current.position) return;
      last.current.position = position;
      const body: ProgressReport = { positionSeconds: position, heardSeconds: heard };
      if (reason === 'hide') {
        saveProgressOnHide(episodeId, body);
        return;
      }
      saveProgress(episodeId, body)
        .then((e) => {
          callbacks.current.onChanged(e);
          if (reason !== 'tick') callbacks.current.onStopped();
        })
        .catch((err: unknown) => {
          // not saved: the seconds go with the next save
          clock.current.restore(heard);
          last.current.position = -1;
          if (!gone.current) setError(`Could not save where you are: ${errorText(err)}`);
        });
    },
    [episodeId, duration],
  );

  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });

  // the page hidden or closed: save now (a keepalive request); leaving the episode: save and stop
  useEffect(() => {
    const el = audio.current;
    gone.current = false;
    const onHide = () => {
      if (document.visibilityState === 'hidden') reportRef.current('hide');
    };
    const onPageHide = () => reportRef.current('hide');
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      if (el) {
        if (clock.current.playing) clock.current.pause(el.currentTime, now());
        reportRef.current('leave', el);
        gone.current = true;
        el.pause();
      }
    };
  }, []);

  const onPlay = () => {
    const el = audio.current;
    if (!el) return;
    setError(null);
    setPlaying(true);
    clock.current.play(el.currentTime, now(), el.playbackRate);
    last.current.at = now();
    if (!listened.has(episodeId)) {
      listened.add(episodeId);
      countListen(episodeId)
        .then((e) => callbacks.current.onChanged(e))
        .catch((err: unknown) => {
          listened.delete(episodeId);
          setError(`Could not count this listen: ${errorText(err)}`);
        });
    }
  };
  const onPause = () => {
    const el = audio.current;
    if (!el || gone.current) return;
    setPlaying(false);
    if (el.ended) return; // 'ended' follows and saves the end
    clock.current.pause(el.currentTime, now());
    report('pause');
  };
  const onEnded = () => {
    const el = audio.current;
    if (!el || gone.current) return;
    setPlaying(false);
    clock.current.pause(el.currentTime, now());
    report('ended');
  };
  const onTimeUpdate = () => {
    const el = audio.current;
    if (!el) return;
    setCurrent(el.currentTime);
    if (!clock.current.playing) return;
    clock.current.tick(el.currentTime, now());
    if (now() - last.current.at >= REPORT_EVERY_MS) report('tick');
  };
  const onLoadedMetadata = () => {
    const el = audio.current;
    if (!el) return;
    const length = finite(el.duration) ? el.duration : duration;
    if (finite(el.duration)) setDuration(el.duration);
    if (resumed.current) return;
    resumed.current = true;
    const from = episode.positionSeconds;
    // where the user stopped, unless that was the end: then from the start
    const start = from > 0 && (!finite(length) || from < length - 1) ? from : 0;
    if (start > 0) el.currentTime = start;
    setCurrent(start);
  };

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) {
      el.play().catch((err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        setError(`Could not play: ${err instanceof Error ? err.message : 'the browser refused'}`);
      });
    } else el.pause();
  };
  const seek = (to: number) => {
    const el = audio.current;
    if (!el) return;
    clock.current.seek(to, now());
    el.currentTime = to;
    setCurrent(to);
  };
  const changeSpeed = (r: number) => {
    const el = audio.current;
    if (!el) return;
    clock.current.setRate(r, el.currentTime, now());
    el.playbackRate = r;
    setRate(r);
  };

  const max = Math.max(duration, current);
  return (
    <section className="card podcast-player" aria-labelledby={`${id}-title`} data-testid="podcast-player" data-episode-id={episode.id}>
      <h2 id={`${id}-title`} className="podcast-player-title">
        <span className="small muted block">Now playing{episode.episodeNumber !== null ? `: Episode ${episode.episodeNumber}` : ''}</span>
        {title}
      </h2>
      <audio
        ref={audio}
        src={episode.audioUrl ?? undefined}
        preload="metadata"
        data-testid="podcast-audio"
        onPlay={onPlay}
        onPause={onPause}
        onEnded={onEnded}
        onTimeUpdate={onTimeUpdate}
        onLoadedMetadata={onLoadedMetadata}
        onDurationChange={() => {
          const el = audio.current;
          if (el && finite(el.duration)) setDuration(el.duration);
        }}
        onSeeking={() => {
          const el = audio.current;
          if (el) clock.current.seek(el.currentTime, now());
        }}
        onRateChange={() => {
          const el = audio.current;
          if (el) {
            clock.current.setRate(el.playbackRate, el.currentTime, now());
            setRate(el.playbackRate);
          }
        }}
        onError={() => {
          const code = audio.current?.error?.code ?? 0;
          setError(`Could not load the audio: ${MEDIA_ERRORS[code] ?? 'unknown error'}.`);
        }}
      />
      <div className="podcast-controls">
        <Button className="podcast-play" onClick={toggle} aria-label={playing ? 'Pause' : 'Play'} data-testid="podcast-play">
          <Icon icon={playing ? Pause : Play} fill="currentColor" /> {playing ? 'Pause' : 'Play'}
        </Button>
        <input
          className="podcast-seek"
          type="range"
          aria-label="Seek"
          min={0}
          max={max || 0}
          step={1}
          value={Math.min(current, max)}
          disabled={!max}
          aria-valuetext={`${formatClock(current)} of ${formatClock(duration)}`}
          onChange={(e) => seek(Number(e.target.value))}
          data-testid="podcast-seek"
        />
        <span className="podcast-time small" data-testid="podcast-time">
          <span data-testid="podcast-current" data-seconds={Math.floor(current)}>
            {formatClock(current)}
          </span>
          {' / '}
          <span data-testid="podcast-duration">{formatClock(duration)}</span>
        </span>
        <span className="podcast-speed small">
          <label htmlFor={`${id}-speed`}>Speed</label>
          <select id={`${id}-speed`} value={rate} onChange={(e) => changeSpeed(Number(e.target.value))} data-testid="podcast-speed">
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </span>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <EpisodeScript episodeId={episode.id} openLabel="Show the script" />
    </section>
  );
}
