// The reconciler's decision for one unfinished document (core/documents/pipeline-reconcile.ts).
import { describe, expect, it } from 'vitest';
import { INTERRUPTED_MESSAGE, reconcileDecision, resumeQueue } from '../../core/documents/pipeline-reconcile.ts';
import { initialSteps, withStep, type StepKey, type StepState } from '../../core/steps.ts';

const T0 = Date.parse('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

function steps(done: StepKey[], lastUpdate = 0): StepState[] {
  let s = initialSteps();
  for (const key of done) s = withStep(s, { key, status: 'completed', progress: 100, message: '', updatedAt: at(lastUpdate) });
  return s;
}

const base = { status: 'processing' as const, createdAt: at(0), reconcileAttempts: 0, hasLiveJob: false };

describe('reconcileDecision', () => {
  it('resumes at the first step not done, with the employee that owns it', () => {
    expect(resumeQueue(steps(['uploaded']))).toBe('byte');
    expect(resumeQueue(steps(['uploaded', 'ocr', 'parsing']))).toBe('tag');
    expect(resumeQueue(steps(['uploaded', 'ocr', 'parsing', 'categorization']))).toBe('crystal');
    expect(resumeQueue(steps(['uploaded', 'ocr', 'parsing', 'categorization', 'integration']))).toBe('intelia');
    expect(resumeQueue(steps(['uploaded', 'ocr', 'parsing', 'categorization', 'integration', 'complete']))).toBeNull();
  });

  it('queues the step again when nothing moved for the grace period and no job is left', () => {
    const d = reconcileDecision({ ...base, steps: steps(['uploaded', 'ocr', 'parsing'], 1000) }, T0 + 1000 + 60_000, 30_000, 3);
    expect(d).toEqual({ action: 'requeue', queue: 'tag' });
  });

  it('leaves a document whose job is still queued or running, however long it takes', () => {
    expect(reconcileDecision({ ...base, hasLiveJob: true, steps: steps(['uploaded']) }, T0 + 3_600_000, 30_000, 3).action).toBe('leave');
  });

  it('leaves a document that moved within the grace period', () => {
    expect(reconcileDecision({ ...base, steps: steps(['uploaded', 'ocr'], 50_000) }, T0 + 60_000, 30_000, 3).action).toBe('leave');
  });

  it('leaves documents that wait for the user, or are finished', () => {
    for (const status of ['needs_input', 'completed', 'failed'] as const) {
      expect(reconcileDecision({ ...base, status, steps: steps(['uploaded']) }, T0 + 3_600_000, 30_000, 3).action).toBe('leave');
    }
  });

  it('fails it with a message the user can act on after the last attempt', () => {
    const d = reconcileDecision({ ...base, reconcileAttempts: 3, steps: steps(['uploaded']) }, T0 + 3_600_000, 30_000, 3);
    expect(d).toEqual({ action: 'fail', message: INTERRUPTED_MESSAGE });
    expect(INTERRUPTED_MESSAGE).toMatch(/Retry it/);
  });
});
