// The user's episodes: the REST library (ready ones newest first, a page at a time with "Show more",
// the ones in the making, the stats), kept fresh by Roundtable's live events, and refetched on every (re)connect. PostgreSQL is
// the truth; an event is a hint that changes what is shown until the next snapshot.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LIBRARY_PAGE_DEFAULT,
  type EpisodeDto,
  type EpisodeLibraryDto,
  type PodcastDoneEvent,
  type PodcastFailedEvent,
  type PodcastProgressEvent,
} from '../../../../core/roundtable/api.ts';
import { errorText, isAbort } from '../../api/client.ts';
import { getSocket } from '../../socket.ts';
import { applyProgress, mergeInProgress } from './episodeState.ts';
import { refreshLimit, withHead, withPage } from './libraryPages.ts';
import { createEpisode, listEpisodes, type GenerateRequest } from './podcastApi.ts';

export interface PodcastLibrary {
  /** null until the first answer */
  library: EpisodeLibraryDto | null;
  /** the last load's failure (the page keeps what it had) */
  error: string | null;
  /** the last episode announced ready while the page was open */
  ready: PodcastDoneEvent | null;
  /** the last episode that failed while the page was open */
  failed: PodcastFailedEvent | null;
  refresh: () => void;
  /** adds the next page of ready episodes (when `library.total` says there are more) */
  loadMore: () => void;
  /** a "Show more" page is on its way */
  loadingMore: boolean;
  /** asks for an episode; it shows in the making at once (throws the server's error) */
  generate: (req: GenerateRequest) => Promise<EpisodeDto>;
  /** a fresher copy of one episode (a PUT's answer) */
  replaceEpisode: (episode: EpisodeDto) => void;
  removeEpisode: (id: string) => void;
}

export function usePodcastLibrary(): PodcastLibrary {
  const [library, setLibrary] = useState<EpisodeLibraryDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState<PodcastDoneEvent | null>(null);
  const [failed, setFailed] = useState<PodcastFailedEvent | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const more = useRef<AbortController | null>(null);
  const libraryRef = useRef<EpisodeLibraryDto | null>(null);
  const controller = useRef<AbortController | null>(null);
  const seq = useRef(0);
  /** a logical clock: when each snapshot was asked for and each generated episode came back */
  const tick = useRef(0);
  const addedAt = useRef(new Map<string, number>());
  /** episodes whose end (ready or failed) an event announced: an older snapshot does not bring them back */
  const ended = useRef(new Set<string>());
  /** unknown episodes already asked about (one refetch each, not one per event) */
  const asked = useRef(new Set<string>());

  const set = useCallback((change: (prev: EpisodeLibraryDto | null) => EpisodeLibraryDto | null) => {
    setLibrary((prev) => {
      const next = change(prev);
      libraryRef.current = next;
      return next;
    });
  }, []);

  const refresh = useCallback(() => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    const mine = ++seq.current;
    const askedAt = ++tick.current;
    const limit = refreshLimit(libraryRef.current?.episodes.length ?? 0);
    listEpisodes({ limit, offset: 0 }, ctrl.signal)
      .then((snap) => {
        if (mine !== seq.current) return;
        setError(null);
        set((prev) => {
          const current = prev?.inProgress ?? [];
          const listed = new Set([...snap.inProgress, ...snap.episodes].map((e) => e.id));
          // generated after this snapshot was asked for: not in it yet, still in the making
          const newer = current.filter((e) => !listed.has(e.id) && !ended.current.has(e.id) && (addedAt.current.get(e.id) ?? 0) > askedAt);
          const episodes = withHead(prev?.episodes ?? [], snap.episodes, limit);
          return { ...snap, episodes, inProgress: [...newer, ...mergeInProgress(current, snap.inProgress, ended.current)] };
        });
      })
      .catch((err: unknown) => {
        if (!isAbort(err) && mine === seq.current) setError(errorText(err));
      });
  }, [set]);

  const loadMore = useCallback(() => {
    const shown = libraryRef.current?.episodes.length ?? 0;
    more.current?.abort();
    const ctrl = new AbortController();
    more.current = ctrl;
    setLoadingMore(true);
    listEpisodes({ limit: LIBRARY_PAGE_DEFAULT, offset: shown }, ctrl.signal)
      .then((page) => set((prev) => prev && { ...prev, total: page.total, episodes: withPage(prev.episodes, page.episodes) }))
      .catch((err: unknown) => {
        if (!isAbort(err)) setError(errorText(err));
      })
      .finally(() => {
        if (more.current === ctrl) setLoadingMore(false);
      });
  }, [set]);

  useEffect(() => {
    refresh();
    const socket = getSocket();
    const onProgress = (e: PodcastProgressEvent) => {
      if (ended.current.has(e.episodeId)) return;
      const known = libraryRef.current?.inProgress.some((x) => x.id === e.episodeId) ?? false;
      if (known) {
        set((prev) => prev && { ...prev, inProgress: prev.inProgress.map((x) => applyProgress(x, e)) });
      } else if (!asked.current.has(e.episodeId)) {
        // an episode started elsewhere (another tab, the automatic one): the snapshot brings it
        asked.current.add(e.episodeId);
        refresh();
      }
    };
    const end = (id: string) => {
      ended.current.add(id);
      set((prev) => prev && { ...prev, inProgress: prev.inProgress.filter((x) => x.id !== id) });
      refresh();
    };
    const onDone = (e: PodcastDoneEvent) => {
      setFailed((f) => (f?.episodeId === e.episodeId ? null : f));
      setReady(e);
      end(e.episodeId);
    };
    const onFailed = (e: PodcastFailedEvent) => {
      setReady((r) => (r?.episodeId === e.episodeId ? null : r));
      setFailed(e);
      end(e.episodeId);
    };
    socket.on('connect', refresh);
    socket.on('podcast:progress', onProgress);
    socket.on('podcast:done', onDone);
    socket.on('podcast:failed', onFailed);
    return () => {
      controller.current?.abort();
      more.current?.abort();
      socket.off('connect', refresh);
      socket.off('podcast:progress', onProgress);
      socket.off('podcast:done', onDone);
      socket.off('podcast:failed', onFailed);
    };
  }, [refresh, set]);

  const generate = useCallback(
    async (req: GenerateRequest) => {
      const episode = await createEpisode(req);
      setReady(null);
      setFailed(null);
      addedAt.current.set(episode.id, ++tick.current);
      asked.current.add(episode.id);
      if (!ended.current.has(episode.id)) {
        set((prev) => {
          const base = prev ?? {
            episodes: [],
            total: 0,
            offset: 0,
            limit: LIBRARY_PAGE_DEFAULT,
            inProgress: [],
            stats: { totalEpisodes: 0, listeningSeconds: 0, favourites: 0, completionRate: null },
          };
          if (base.inProgress.some((x) => x.id === episode.id) || base.episodes.some((x) => x.id === episode.id)) return base;
          return { ...base, inProgress: [episode, ...base.inProgress] };
        });
      }
      return episode;
    },
    [set],
  );

  const replaceEpisode = useCallback(
    (episode: EpisodeDto) => {
      set((prev) => prev && { ...prev, episodes: prev.episodes.map((x) => (x.id === episode.id ? episode : x)) });
    },
    [set],
  );

  const removeEpisode = useCallback(
    (id: string) => {
      set((prev) => prev && { ...prev, total: Math.max(0, prev.total - 1), episodes: prev.episodes.filter((x) => x.id !== id) });
    },
    [set],
  );

  return { library, error, ready, failed, refresh, loadMore, loadingMore, generate, replaceEpisode, removeEpisode };
}
