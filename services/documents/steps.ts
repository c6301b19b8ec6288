// A document's steps when its import starts: every step pending but the upload, done with its message.
import { initialSteps, withStep, type StepState } from '../../core/steps.ts';

/** The steps a new (or retried) import starts from: 'uploaded' completed at `now`, the rest pending. */
export function uploadedSteps(message: string, now = new Date()): StepState[] {
  return withStep(initialSteps(), { key: 'uploaded', status: 'completed', progress: 100, message, updatedAt: now.toISOString() });
}
