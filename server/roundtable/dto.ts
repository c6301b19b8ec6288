// An episode's row as the API shows it (core/roundtable/api.ts).
import type { EpisodeDetailDto, EpisodeDto } from '../../core/roundtable/api.ts';
import { podcasterById } from '../../core/roundtable/podcasters.ts';
import type { EpisodeRow } from '../../db/repos/podcast.ts';

export function episodeDto(r: EpisodeRow): EpisodeDto {
  return {
    id: r.id,
    podcasterId: r.podcasterId,
    podcasterName: podcasterById(r.podcasterId)?.name ?? r.podcasterId,
    type: r.type,
    timeframeDays: r.timeframeDays,
    from: r.periodFrom,
    to: r.periodTo,
    status: r.status,
    steps: r.steps,
    episodeNumber: r.episodeNumber,
    title: r.title,
    description: r.description,
    audioUrl: r.status === 'ready' ? r.audioUrl : null,
    audioMime: r.audioMime,
    audioBytes: r.audioBytes,
    durationSeconds: r.durationSeconds,
    audioProblem: r.audioProblem,
    words: r.script?.words ?? null,
    writer: r.script?.writer ?? null,
    listenCount: r.listenCount,
    rating: r.rating,
    favourite: r.favourite,
    positionSeconds: r.positionSeconds,
    completed: r.completed,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    readyAt: r.readyAt?.toISOString() ?? null,
  };
}

export function episodeDetailDto(r: EpisodeRow): EpisodeDetailDto {
  return {
    ...episodeDto(r),
    lines: r.script?.lines ?? [],
    hosts: podcasterById(r.podcasterId)?.hosts ?? [],
    dropped: r.script?.dropped ?? [],
  };
}
