// Merging a document's REST snapshot (the truth) with live socket events (hints).
import type { DocumentDto } from '../../../../core/documents/api.ts';
import type { DocumentStatus } from '../../../../core/documents/status.ts';
import type { DocumentDoneEvent, DocumentFailedEvent, DocumentQuestionEvent, DocumentStepEvent } from '../../../../core/events.ts';
import { overallProgress, withStep, type StepState, type StepStatus } from '../../../../core/steps.ts';

export function isBusy(status: DocumentStatus): boolean {
  return status === 'queued' || status === 'processing';
}

export function isTerminal(status: DocumentStatus): boolean {
  return status === 'completed' || status === 'failed';
}

const STEP_RANK: Record<StepStatus, number> = { pending: 0, processing: 1, completed: 2, failed: 2, skipped: 2 };
const DOC_RANK: Record<DocumentStatus, number> = { queued: 0, processing: 1, needs_input: 1, completed: 2, failed: 2 };

function isAhead(a: StepState, b: StepState): boolean {
  const ra = STEP_RANK[a.status];
  const rb = STEP_RANK[b.status];
  return ra > rb || (ra === rb && a.status === b.status && a.progress > b.progress);
}

function withSteps(doc: DocumentDto, steps: StepState[]): DocumentDto {
  return { ...doc, steps, overallProgress: overallProgress(steps) };
}

/**
 * Applies a REST snapshot. A finished snapshot always wins; an unfinished one may be older
 * than events already seen, so steps never move backwards.
 */
export function mergeSnapshot(current: DocumentDto | undefined, snap: DocumentDto): DocumentDto {
  if (!current || isTerminal(snap.status)) return withSteps(snap, snap.steps);
  if (isTerminal(current.status)) return current;
  const steps = snap.steps.map((s) => {
    const seen = current.steps.find((c) => c.key === s.key);
    return seen && isAhead(seen, s) ? seen : s;
  });
  const status = DOC_RANK[current.status] > DOC_RANK[snap.status] ? current.status : snap.status;
  return withSteps({ ...snap, status }, steps);
}

export function applyStep(doc: DocumentDto, e: DocumentStepEvent): DocumentDto {
  const prev = doc.steps.find((s) => s.key === e.step);
  const next: StepState = {
    key: e.step,
    status: e.status,
    progress: e.progress,
    message: e.message || prev?.message || '',
    updatedAt: new Date(e.emittedAt).toISOString(),
  };
  // After the end only late-arriving forward moves count (e.g. the last step's own event).
  if (isTerminal(doc.status) && (!prev || !isAhead(next, prev))) return doc;
  const steps = prev ? withStep(doc.steps, next) : [...doc.steps, next];
  return withSteps({ ...doc, status: doc.status === 'queued' ? 'processing' : doc.status }, steps);
}

export function applyDone(doc: DocumentDto, e: DocumentDoneEvent): DocumentDto {
  return {
    ...doc,
    status: 'completed',
    imported: e.imported,
    duplicates: e.duplicates,
    needsReview: e.needsReview,
    insights: e.insights,
    error: null,
  };
}

export function applyQuestion(doc: DocumentDto, e: DocumentQuestionEvent): DocumentDto {
  return isTerminal(doc.status) ? doc : { ...doc, status: 'needs_input', question: e.question };
}

export function applyFailed(doc: DocumentDto, e: DocumentFailedEvent): DocumentDto {
  const steps = doc.steps.map((s) => (s.key === e.step ? { ...s, status: 'failed' as const, message: e.error } : s));
  return withSteps({ ...doc, status: 'failed', error: e.error }, steps);
}
