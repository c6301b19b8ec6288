// Wave's REST calls (the routes and shapes of core/music/api.ts).
import type { MusicConnectDto, MusicOverviewDto, MusicPlayerDto, MusicPlaylistDto } from '../../../../core/music/api.ts';
import type { PlaylistKind } from '../../../../core/music/playlists.ts';
import { api } from '../../api/client.ts';

export type PlayerCommand =
  | { action: 'play' | 'pause' | 'next' | 'previous' }
  | { action: 'volume'; volume: number }
  | { action: 'seek'; positionMs: number }
  | { action: 'playlist'; playlistId: string };

export const getMusic = (signal?: AbortSignal) => api<MusicOverviewDto>('/api/music', { signal });
export const startConnect = () => api<MusicConnectDto>('/api/music/connect', { method: 'POST', body: {} });
export const disconnect = () => api<{ disconnected: boolean }>('/api/music', { method: 'DELETE' });
export const makePlaylist = (kind: PlaylistKind) => api<MusicPlaylistDto>('/api/music/playlists', { method: 'POST', body: { kind } });
export const getPlayer = (signal?: AbortSignal) => api<MusicPlayerDto>('/api/music/player', { signal });
export const sendPlayer = (command: PlayerCommand) => api<MusicPlayerDto>('/api/music/player', { method: 'POST', body: command });

export const minutes = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
