// An episode in the making: its REST snapshot (the truth) merged with 'podcast:progress' events
// (hints), and the progress figure, which comes from the steps done and the audio parts done.
import type { EpisodeDto, EpisodeStepDto, EpisodeStepKey, PodcastProgressEvent } from '../../../../core/roundtable/api.ts';

export const STEP_KEYS: readonly EpisodeStepKey[] = ['facts', 'script', 'audio', 'encoding'];

export const STEP_LABELS: Record<EpisodeStepKey, string> = {
  facts: 'Gather the facts',
  script: 'Write the script',
  audio: 'Record the audio',
  encoding: 'Encode the episode',
};

type StepStatus = EpisodeStepDto['status'];
const RANK: Record<StepStatus, number> = { pending: 0, processing: 1, completed: 2, failed: 2, skipped: 2 };

/** The step as the episode has it, or a pending one when the server has not listed it yet. */
export function stepOf(steps: readonly EpisodeStepDto[], key: EpisodeStepKey): EpisodeStepDto {
  return steps.find((s) => s.key === key) ?? { key, status: 'pending', message: '' };
}

const isFinished = (s: EpisodeStepDto) => RANK[s.status] === 2;

/** a is further along than b: a later status, or the same one with more parts done */
function isAhead(a: EpisodeStepDto, b: EpisodeStepDto): boolean {
  const ra = RANK[a.status];
  const rb = RANK[b.status];
  return ra > rb || (ra === rb && a.status === b.status && (a.done ?? 0) > (b.done ?? 0));
}

/** The step list in its fixed order, with the event's step replaced. */
function withStep(steps: readonly EpisodeStepDto[], next: EpisodeStepDto): EpisodeStepDto[] {
  return STEP_KEYS.map((key) => (key === next.key ? next : stepOf(steps, key)));
}

/** A progress event applied to the episode it names; an event older than what is shown changes nothing. */
export function applyProgress(episode: EpisodeDto, e: PodcastProgressEvent): EpisodeDto {
  if (e.episodeId !== episode.id) return episode;
  const prev = stepOf(episode.steps, e.step);
  const next: EpisodeStepDto = {
    key: e.step,
    status: e.status,
    message: e.message || prev.message,
    ...(e.done !== undefined ? { done: e.done } : prev.done !== undefined ? { done: prev.done } : {}),
    ...(e.total !== undefined ? { total: e.total } : prev.total !== undefined ? { total: prev.total } : {}),
  };
  if (isAhead(prev, next)) return episode;
  return { ...episode, status: episode.status === 'queued' ? 'generating' : episode.status, steps: withStep(episode.steps, next) };
}

/**
 * The REST snapshot of an episode in the making, over what the page already showed: the snapshot
 * may be older than events already seen, so a step never moves backwards.
 */
export function mergeEpisode(current: EpisodeDto | undefined, snap: EpisodeDto): EpisodeDto {
  if (!current) return snap;
  const steps = STEP_KEYS.map((key) => {
    const seen = stepOf(current.steps, key);
    const got = stepOf(snap.steps, key);
    return isAhead(seen, got) ? seen : got;
  });
  const status = snap.status === 'queued' && current.status === 'generating' ? 'generating' : snap.status;
  return { ...snap, status, steps };
}

/**
 * The episodes in the making after a snapshot: each merged with what was shown, without those
 * whose end (ready or failed) an event already announced (the snapshot may predate it).
 */
export function mergeInProgress(current: readonly EpisodeDto[], snap: readonly EpisodeDto[], ended: ReadonlySet<string>): EpisodeDto[] {
  return snap
    .filter((e) => !ended.has(e.id))
    .map((e) =>
      mergeEpisode(
        current.find((c) => c.id === e.id),
        e,
      ),
    );
}

/** 0..1 of one step: finished counts whole, the audio step counts the parts synthesized so far. */
function stepFraction(s: EpisodeStepDto): number {
  if (isFinished(s)) return 1;
  if (s.status === 'processing' && s.total && s.total > 0) return Math.min(1, Math.max(0, (s.done ?? 0) / s.total));
  return 0;
}

/** The episode's progress in percent: each of the four steps is a quarter, the audio's quarter fills part by part. */
export function progressPercent(steps: readonly EpisodeStepDto[]): number {
  const sum = STEP_KEYS.reduce((acc, key) => acc + stepFraction(stepOf(steps, key)), 0);
  return Math.round((sum / STEP_KEYS.length) * 100);
}

/** How many of the four steps have finished. */
export function stepsDone(steps: readonly EpisodeStepDto[]): number {
  return STEP_KEYS.filter((key) => isFinished(stepOf(steps, key))).length;
}

/** "part 3 of 12" for a step that reports parts, else null. */
export function partsText(s: EpisodeStepDto): string | null {
  if (s.total === undefined || s.total <= 0) return null;
  return `part ${Math.min(s.done ?? 0, s.total)} of ${s.total}`;
}
