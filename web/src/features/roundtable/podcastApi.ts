// Roundtable's REST calls (the routes and shapes of core/roundtable/api.ts).
import type { EpisodeDetailDto, EpisodeDto, EpisodeLibraryDto, PodcastFeedDto, PodcastPreferencesDto, PodcasterDto } from '../../../../core/roundtable/api.ts';
import type { EpisodeType, PodcastPreferences } from '../../../../core/roundtable/types.ts';
import { api, csrfHeaders } from '../../api/client.ts';

const BASE = '/api/podcast';
const episodePath = (id: string) => `${BASE}/episodes/${encodeURIComponent(id)}`;
const episodeOf = (r: { episode: EpisodeDto }) => r.episode;

export interface GenerateRequest {
  podcasterId: string;
  type: EpisodeType;
  timeframeDays: number;
}

export interface ProgressReport {
  positionSeconds: number;
  heardSeconds: number;
}

export const listPodcasters = (signal?: AbortSignal) => api<PodcasterDto[]>(`${BASE}/podcasters`, { signal });
export const listEpisodes = (page: { limit: number; offset: number }, signal?: AbortSignal) =>
  api<EpisodeLibraryDto>(`${BASE}/episodes`, { signal, query: page });
export const getEpisode = (id: string, signal?: AbortSignal) => api<{ episode: EpisodeDetailDto }>(episodePath(id), { signal }).then((r) => r.episode);

export const createEpisode = (body: GenerateRequest) => api<{ episode: EpisodeDto }>(`${BASE}/episodes`, { method: 'POST', body }).then(episodeOf);
export const countListen = (id: string) => api<{ episode: EpisodeDto }>(`${episodePath(id)}/listens`, { method: 'POST', body: {} }).then(episodeOf);
export const saveProgress = (id: string, body: ProgressReport) =>
  api<{ episode: EpisodeDto }>(`${episodePath(id)}/progress`, { method: 'PUT', body }).then(episodeOf);
export const rateEpisode = (id: string, rating: number | null) =>
  api<{ episode: EpisodeDto }>(`${episodePath(id)}/rating`, { method: 'PUT', body: { rating } }).then(episodeOf);
export const setFavourite = (id: string, favourite: boolean) =>
  api<{ episode: EpisodeDto }>(`${episodePath(id)}/favourite`, { method: 'PUT', body: { favourite } }).then(episodeOf);
export const deleteEpisode = (id: string) => api<null>(episodePath(id), { method: 'DELETE' });

export const getPreferences = (signal?: AbortSignal) => api<PodcastPreferencesDto>(`${BASE}/preferences`, { signal });
export const savePreferences = (body: Partial<PodcastPreferences>) => api<PodcastPreferencesDto>(`${BASE}/preferences`, { method: 'PUT', body });

export const getFeed = (signal?: AbortSignal) => api<PodcastFeedDto>(`${BASE}/feed`, { signal });
export const createFeed = () => api<PodcastFeedDto>(`${BASE}/feed`, { method: 'POST', body: {} });
export const revokeFeed = () => api<PodcastFeedDto>(`${BASE}/feed`, { method: 'DELETE' });

/**
 * The progress save sent as the page goes away (tab hidden, closed, navigated off): a keepalive
 * request outlives the page, where an ordinary fetch may be cancelled with it.
 */
export function saveProgressOnHide(id: string, body: ProgressReport): void {
  void csrfHeaders('PUT')
    .then((token) =>
      fetch(`${episodePath(id)}/progress`, {
        method: 'PUT',
        keepalive: true,
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...token },
        body: JSON.stringify(body),
      }),
    )
    .catch((err: unknown) => {
      // the page is going away, so nobody is left to tell: the next play resumes from the last saved position
      console.warn(`Could not save the position of episode ${id} on leaving:`, err);
    });
}
