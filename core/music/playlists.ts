// Wave's focus and calm playlists, made from the user's own saved tracks with what Spotify's Web
// API still returns to applications created since late 2024 (no audio features, no
// recommendations): each track's duration, popularity, explicit flag and its artists' genres.
// The rules are stated to the user word for word (PLAYLIST_RULES).

export type PlaylistKind = 'focus' | 'calm';
export const PLAYLIST_KINDS: readonly PlaylistKind[] = ['focus', 'calm'];

export interface CandidateTrack {
  uri: string;
  id: string;
  name: string;
  artists: string[];
  artistIds: string[];
  durationMs: number;
  /** 0..100 */
  popularity: number;
  explicit: boolean;
}

/** the genres of each artist id (GET /artists?ids=…) */
export type ArtistGenres = ReadonlyMap<string, readonly string[]>;

export const CALM_GENRES = ['ambient', 'classical', 'acoustic', 'piano', 'chill', 'lo-fi', 'lofi', 'folk', 'new age', 'sleep', 'jazz', 'singer-songwriter'];
export const FOCUS_GENRES = [
  'ambient',
  'classical',
  'instrumental',
  'lo-fi',
  'lofi',
  'post-rock',
  'soundtrack',
  'electronic',
  'minimal',
  'piano',
  'chill',
  'jazz',
];

export const PLAYLIST_MAX = 30;
const CALM_MAX_MS = 4 * 60_000;
const FOCUS_MIN_MS = 3 * 60_000;

export const PLAYLIST_RULES: Record<PlaylistKind, string> = {
  calm: `Calm: your saved tracks under 4 minutes with no explicit lyrics, those whose artists' genres include ${CALM_GENRES.slice(0, 6).join(', ')} (and the like) first, then the least popular; up to ${PLAYLIST_MAX} tracks.`,
  focus: `Focus: your saved tracks of 3 minutes or more with no explicit lyrics, those whose artists' genres include ${FOCUS_GENRES.slice(0, 6).join(', ')} (and the like) first, then the longest; up to ${PLAYLIST_MAX} tracks.`,
};

export const PLAYLIST_NAMES: Record<PlaylistKind, string> = { focus: 'Wave · Focus', calm: 'Wave · Calm' };

function genreMatch(track: CandidateTrack, genres: ArtistGenres, wanted: readonly string[]): boolean {
  return track.artistIds.some((id) => (genres.get(id) ?? []).some((g) => wanted.some((w) => g.toLowerCase().includes(w))));
}

/** The tracks of a focus or calm playlist, in order; an empty list when none fit (never made-up tracks). */
export function pickTracks(kind: PlaylistKind, tracks: readonly CandidateTrack[], genres: ArtistGenres = new Map()): CandidateTrack[] {
  const seen = new Set<string>();
  const unique = tracks.filter((t) => !seen.has(t.uri) && seen.add(t.uri));
  const fits = unique.filter((t) => !t.explicit && (kind === 'calm' ? t.durationMs < CALM_MAX_MS : t.durationMs >= FOCUS_MIN_MS));
  const wanted = kind === 'calm' ? CALM_GENRES : FOCUS_GENRES;
  const scored = fits.map((t, i) => ({ t, i, genre: genreMatch(t, genres, wanted) ? 0 : 1 }));
  scored.sort((a, b) => a.genre - b.genre || (kind === 'calm' ? a.t.popularity - b.t.popularity : b.t.durationMs - a.t.durationMs) || a.i - b.i);
  return scored.slice(0, PLAYLIST_MAX).map((s) => s.t);
}

/** Where a playlist pairs with the rest of the app: focus with Harmony's studio, calm with Roundtable's episodes. */
export const PLAYLIST_PAIRING: Record<PlaylistKind, { label: string; path: string }> = {
  focus: { label: "Harmony's focus exercises in the Wellness Studio", path: '/dashboard/wellness-studio' },
  calm: { label: "Roundtable's podcast episodes", path: '/dashboard/personal-podcast' },
};
