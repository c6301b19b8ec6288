// The music API's shapes (server/music/routes.ts ↔ web/src/pages/MusicIntegrationPage.tsx).
import type { PlayerState } from './player.ts';
import type { PlaylistKind } from './playlists.ts';

export type MusicStatus = 'connected' | 'reconnect';

export interface MusicPlaylistTrackDto {
  uri: string;
  name: string;
  artists: string[];
  durationMs: number;
}

export interface MusicPlaylistDto {
  id: string;
  kind: PlaylistKind;
  name: string;
  spotifyId: string;
  /** open.spotify.com link */
  url: string;
  trackCount: number;
  tracks: MusicPlaylistTrackDto[];
  rule: string;
  pairedWith: { label: string; path: string };
  createdAt: string;
}

/** GET /api/music */
export interface MusicOverviewDto {
  /** SPOTIFY_CLIENT_ID is set */
  configured: boolean;
  /** the redirect URI to register in Spotify's developer dashboard */
  redirectUri: string;
  connection: null | {
    status: MusicStatus;
    /** why it needs reconnecting, in words */
    problem: string | null;
    displayName: string | null;
    spotifyUserId: string;
    product: string | null;
    playbackAllowed: boolean;
    scopes: string[];
    connectedAt: string;
  };
  playlists: MusicPlaylistDto[];
  rules: Record<PlaylistKind, string>;
}

/** POST /api/music/connect */
export interface MusicConnectDto {
  authorizeUrl: string;
}

/** GET /api/music/player and the player actions */
export interface MusicPlayerDto {
  playbackAllowed: boolean;
  /** why the player cannot be driven (Premium only; no active device) */
  note: string | null;
  state: PlayerState;
  device: string | null;
}

/** The outcome codes the callback sends the browser back with (/dashboard/music-integration?music=…). */
export const MUSIC_CALLBACK_OUTCOMES = {
  connected: 'Spotify is connected.',
  expired: 'This Spotify connection was not started here, has expired or was already used. Connect again.',
  denied: 'Spotify says access was not allowed, so nothing was connected.',
  'other-account': 'This Spotify connection was started by another Prime Finance account. Sign in as that account, or connect again here.',
  'signed-out': 'You were signed out while connecting Spotify. Sign in and connect again.',
  refused: 'Spotify refused the authorization code (already used or expired). Connect again.',
  unavailable: 'Spotify could not be reached or is limiting requests. Try again in a minute.',
  'not-configured': 'Spotify is not configured on this server.',
} as const;
export type MusicCallbackOutcome = keyof typeof MUSIC_CALLBACK_OUTCOMES;
export const isMusicCallbackOutcome = (s: unknown): s is MusicCallbackOutcome => typeof s === 'string' && Object.hasOwn(MUSIC_CALLBACK_OUTCOMES, s);
