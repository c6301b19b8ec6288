// The pipeline reconciler's decision for one unfinished document: leave it, queue its step again
// (its job was lost, e.g. Redis came back empty), or fail it with a message the user can act on.
import type { DocumentStatus } from './status.ts';
import type { PipelineQueue } from '../queues.ts';
import { STEP_EMPLOYEE, STEP_KEYS, type StepState } from '../steps.ts';

export interface ReconcileInput {
  status: DocumentStatus;
  steps: readonly StepState[];
  createdAt: string;
  /** how many times the reconciler has queued it again already */
  reconcileAttempts: number;
  /** a job of this document is waiting, delayed or running in some pipeline queue */
  hasLiveJob: boolean;
}

export type ReconcileDecision = { action: 'leave'; why: string } | { action: 'requeue'; queue: PipelineQueue } | { action: 'fail'; message: string };

export const INTERRUPTED_MESSAGE = 'The import was interrupted and could not be resumed. Retry it, or upload the file again.';

/** The step to resume from: the first one not completed (after the upload), and the queue that owns it. */
export function resumeQueue(steps: readonly StepState[]): PipelineQueue | null {
  for (const key of STEP_KEYS) {
    if (key === 'uploaded') continue;
    const step = steps.find((s) => s.key === key);
    if (step?.status !== 'completed') return STEP_EMPLOYEE[key] as PipelineQueue;
  }
  return null;
}

/** When the document last moved: its latest step update, else its upload. */
export function lastMoved(input: Pick<ReconcileInput, 'steps' | 'createdAt'>): number {
  const times = input.steps.map((s) => (s.updatedAt ? Date.parse(s.updatedAt) : 0));
  return Math.max(Date.parse(input.createdAt), ...times);
}

export function reconcileDecision(input: ReconcileInput, nowMs: number, graceMs: number, maxAttempts: number): ReconcileDecision {
  if (input.status !== 'queued' && input.status !== 'processing') return { action: 'leave', why: `it is ${input.status}` };
  if (input.hasLiveJob) return { action: 'leave', why: 'its job is in a queue' };
  if (nowMs - lastMoved(input) < graceMs) return { action: 'leave', why: 'it moved recently' };
  const queue = resumeQueue(input.steps);
  if (!queue) return { action: 'leave', why: 'every step is done' };
  if (input.reconcileAttempts >= maxAttempts) return { action: 'fail', message: INTERRUPTED_MESSAGE };
  return { action: 'requeue', queue };
}
