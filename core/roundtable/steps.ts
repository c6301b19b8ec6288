// An episode's steps as the page shows them (facts gathered, script written, audio per part,
// encoding): pure updates, so the worker, the routes and the page agree on one shape.
import type { EpisodeStep, EpisodeStepKey } from './types.ts';

export const EPISODE_STEPS: readonly { key: EpisodeStepKey; waiting: string }[] = [
  { key: 'facts', waiting: 'Waiting to gather the facts from your ledger' },
  { key: 'script', waiting: 'Waiting to write the script' },
  { key: 'audio', waiting: 'Waiting to record the voices' },
  { key: 'encoding', waiting: 'Waiting to mix and encode the audio' },
];

export function initialSteps(): EpisodeStep[] {
  return EPISODE_STEPS.map((s) => ({ key: s.key, status: 'pending', message: s.waiting }));
}

/** The steps with one replaced (the others as they were). */
export function withStep(steps: readonly EpisodeStep[], next: EpisodeStep): EpisodeStep[] {
  const base = steps.length ? steps : initialSteps();
  return base.map((s) => (s.key === next.key ? next : s));
}
