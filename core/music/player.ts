// The player state of the specification, pure: what is playing, whether it plays, the volume
// (0.7 by default), how far in, and the queue. `next` takes the first queue item; `previous`
// restarts the track. The server sends the same actions to Spotify's player when the account
// allows remote playback (Premium); see playbackAllowed.

export interface PlayerTrack {
  /** spotify:track:… */
  uri: string;
  name: string;
  artists: string[];
  durationMs: number;
}

export interface PlayerState {
  currentTrack: PlayerTrack | null;
  playing: boolean;
  /** 0..1 */
  volume: number;
  progressMs: number;
  queue: PlayerTrack[];
}

export const DEFAULT_VOLUME = 0.7;

export const initialPlayerState = (): PlayerState => ({ currentTrack: null, playing: false, volume: DEFAULT_VOLUME, progressMs: 0, queue: [] });

export type PlayerAction =
  | { kind: 'play' }
  | { kind: 'pause' }
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'volume'; volume: number }
  | { kind: 'seek'; positionMs: number }
  /** start a list of tracks: the first plays, the rest is the queue */
  | { kind: 'load'; tracks: PlayerTrack[] }
  | { kind: 'enqueue'; track: PlayerTrack };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.kind) {
    case 'play':
      return state.currentTrack
        ? { ...state, playing: true }
        : state.queue.length
          ? { ...state, currentTrack: state.queue[0]!, queue: state.queue.slice(1), progressMs: 0, playing: true }
          : state;
    case 'pause':
      return { ...state, playing: false };
    case 'next': {
      const [first, ...rest] = state.queue;
      // nothing queued: the track ends where it is
      if (!first) return { ...state, playing: false, progressMs: state.currentTrack?.durationMs ?? 0 };
      return { ...state, currentTrack: first, queue: rest, progressMs: 0 };
    }
    case 'previous':
      return { ...state, progressMs: 0 };
    case 'volume':
      return { ...state, volume: Number.isFinite(action.volume) ? clamp(action.volume, 0, 1) : state.volume };
    case 'seek': {
      const max = state.currentTrack?.durationMs ?? 0;
      return { ...state, progressMs: Number.isFinite(action.positionMs) ? clamp(Math.round(action.positionMs), 0, max) : state.progressMs };
    }
    case 'load': {
      const [first, ...rest] = action.tracks;
      if (!first) return state;
      return { ...state, currentTrack: first, queue: rest, progressMs: 0, playing: true };
    }
    case 'enqueue':
      return { ...state, queue: [...state.queue, action.track] };
  }
}

/** Spotify allows remote playback (the player API) only for Premium accounts. */
export const playbackAllowed = (product: string | null | undefined) => product === 'premium';

export const PREMIUM_ONLY =
  'Spotify allows remote playback only for Premium accounts: this account can make playlists here and play them in Spotify (use "Open in Spotify").';

/** Spotify's volume_percent (0..100) for our 0..1 volume. */
export const volumePercent = (volume: number) => Math.round(clamp(volume, 0, 1) * 100);
