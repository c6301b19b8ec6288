// The shapes of Roundtable's API (server/roundtable/routes.ts) and its live events, as the web app
// reads them.
//
// Routes (all under /api, signed in, owner only; another user's episode answers 404):
//   GET    /podcast/podcasters                      → PodcasterDto[]
//   POST   /podcast/episodes {podcasterId, type, timeframeDays}
//                                                   → 202 { episode: EpisodeDto } (status 'queued');
//                                                     404 "Podcaster {id} not found"
//   GET    /podcast/episodes?limit&offset           → EpisodeLibraryDto (a page of the ready episodes, the
//                                                     total also in X-Total-Count; every one in the making)
//   GET    /podcast/episodes/:id                    → { episode: EpisodeDetailDto }
//   GET    /podcast/episodes/:id/audio              → the audio (HTTP range requests: 206, 416)
//   POST   /podcast/episodes/:id/listens            → { episode: EpisodeDto } (listen_count + 1: the player calls it once per listen)
//   PUT    /podcast/episodes/:id/progress {positionSeconds, heardSeconds}
//                                                   → { episode: EpisodeDto } (where the user stopped; heard time adds up)
//   PUT    /podcast/episodes/:id/rating {rating: 1..5 | null}   → { episode: EpisodeDto }
//   PUT    /podcast/episodes/:id/favourite {favourite: boolean} → { episode: EpisodeDto }
//   DELETE /podcast/episodes/:id                    → 204
//   GET    /podcast/preferences                     → PodcastPreferencesDto
//   PUT    /podcast/preferences (a partial PodcastPreferences)  → PodcastPreferencesDto
//   GET    /podcast/feed                            → PodcastFeedDto (whether a feed exists; never its URL)
//   POST   /podcast/feed                            → PodcastFeedDto (a new private URL, shown this once; the old one stops working)
//   DELETE /podcast/feed                            → PodcastFeedDto (url null: revoked)
// Public, by token only: GET /podcast/feed/:token.xml (RSS 2.0 with enclosures) and
//   GET /podcast/feed/:token/:episodeId.(mp3|opus) (range requests too).
import type { EpisodeScript, EpisodeStep, EpisodeType, PodcastPreferences, Podcaster, ScriptLine } from './types.ts';

export type PodcasterDto = Podcaster;

export type EpisodeStatus = 'queued' | 'generating' | 'ready' | 'failed';

export type { EpisodeStepKey, PodcastDoneEvent, PodcastFailedEvent, PodcastProgressEvent } from './types.ts';
export type EpisodeStepDto = EpisodeStep;

export interface EpisodeDto {
  id: string;
  podcasterId: string;
  podcasterName: string;
  type: EpisodeType;
  timeframeDays: number;
  /** the timeframe the facts cover */
  from: string;
  to: string;
  status: EpisodeStatus;
  steps: EpisodeStepDto[];
  /** null until ready */
  episodeNumber: number | null;
  title: string | null;
  description: string | null;
  /** the audio's URL (null: no audio; see audioProblem) */
  audioUrl: string | null;
  audioMime: string | null;
  audioBytes: number | null;
  /** measured from the encoded file */
  durationSeconds: number | null;
  /** why there is no audio, e.g. "Audio needs a speech engine: …" */
  audioProblem: string | null;
  words: number | null;
  writer: EpisodeScript['writer'] | null;
  listenCount: number;
  rating: number | null;
  favourite: boolean;
  /** where the user stopped */
  positionSeconds: number;
  completed: boolean;
  error: string | null;
  createdAt: string;
  readyAt: string | null;
}

export interface EpisodeDetailDto extends EpisodeDto {
  lines: ScriptLine[];
  hosts: Podcaster['hosts'];
  dropped: EpisodeScript['dropped'];
}

export interface LibraryStatsDto {
  totalEpisodes: number;
  /** seconds heard across all episodes */
  listeningSeconds: number;
  favourites: number;
  /** episodes finished ÷ episodes started (null: none started) */
  completionRate: number | null;
}

/** the library's page of ready episodes when none is asked for, and the largest one asked for */
export const LIBRARY_PAGE_DEFAULT = 20;
export const LIBRARY_PAGE_MAX = 100;

export interface EpisodeLibraryDto {
  /** one page of the ready episodes, newest first */
  episodes: EpisodeDto[];
  /** every ready episode (the pages together) */
  total: number;
  offset: number;
  limit: number;
  /** queued or generating now, all of them (at most MAX_IN_PROGRESS; a failed one is not listed) */
  inProgress: EpisodeDto[];
  stats: LibraryStatsDto;
}

export type PodcastPreferencesDto = PodcastPreferences & {
  /** when the automatic episode is next made (null: auto-generate is off) */
  nextAutoAt: string | null;
};

export interface PodcastFeedDto {
  /**
   * the private feed's full URL, in POST's answer only: its token is stored as a hash, so the URL is
   * shown once, when it is made (null afterwards, and when there is none)
   */
  url: string | null;
  /** a feed exists (its URL may have been shown already) */
  active: boolean;
  createdAt: string | null;
}

export const PODCAST_READY_MESSAGE = 'Your personalized podcast is ready! Check the podcast dashboard.';
export const PODCAST_ERROR_MESSAGE = 'Error generating podcast. Please try again.';
