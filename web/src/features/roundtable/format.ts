// How Roundtable's page writes times, durations and episode types.
import type { EpisodeType } from '../../../../core/roundtable/types.ts';

export const EPISODE_TYPE_LABELS: Record<EpisodeType, string> = {
  monthly: 'Monthly recap',
  weekly: 'Weekly recap',
  achievement: 'Achievement',
  goal: 'Goal progress',
  insight: 'Insight',
  celebration: 'Celebration',
};

/** Seconds → "m:ss": the one formatter the feed and the worker's message use too. */
export { formatClock } from '../../../../core/roundtable/duration.ts';

/** Seconds of listening → "0m", "12m", "1h 5m" (whole minutes, rounded down). */
export function formatListening(seconds: number): string {
  const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds / 60) : 0;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

/** 0..1 → "67%"; null (no episode started) → "—". */
export function formatCompletion(rate: number | null): string {
  return rate === null || !Number.isFinite(rate) ? '—' : `${Math.round(rate * 100)}%`;
}

/** "Rosa and Theo", "Max", "A, B and C". */
export function hostNames(hosts: readonly { name: string }[]): string {
  const names = hosts.map((h) => h.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
