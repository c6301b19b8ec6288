// Starting an import, and a failed import starting over: from the API's Retry, or when the same file
// is uploaded again.
import { documentRoom, userRoom } from '../../core/events.ts';
import { enqueueStep } from '../../infra/queues/pipeline.ts';
import type { Emit } from '../../infra/emit.ts';
import type { StepReporter } from '../../services/documents/progress.ts';
import type { PipelineQueues } from '../../infra/queues/pipeline.ts';
import type { DocumentRow, DocumentsRepo } from '../../db/repos/documents.ts';
import { uploadedSteps } from '../../services/documents/steps.ts';

/** What a retry needs (ingest's dependencies extend it). */
export interface RetryDeps {
  documents: DocumentsRepo;
  queues: PipelineQueues;
  reporter: StepReporter;
  emit: Emit;
}

/** Resets a failed document and queues it from Byte under new job ids; null when it is not the user's failed document. */
export async function retryImport(deps: RetryDeps, userId: string, documentId: string, why: string): Promise<DocumentRow | null> {
  const message = `Byte is trying ${why} again.`;
  const doc = await deps.documents.resetForRetry(userId, documentId, uploadedSteps(message));
  if (!doc) return null;
  await startImport(deps, userId, doc.id, message, `retry${doc.retries}`);
  return doc;
}

/**
 * A document's import starts: Byte's job is queued (a retry under a new run, so its job ids are new),
 * the "uploaded" step is pushed to whoever watches, and the line goes into the team's feed.
 */
export async function startImport(deps: RetryDeps, userId: string, documentId: string, message: string, run?: string): Promise<void> {
  await enqueueStep(deps.queues, 'byte', { documentId, userId, ...(run ? { run } : {}) });
  deps.emit([userRoom(userId), documentRoom(documentId)], 'document:step', {
    documentId,
    step: 'uploaded',
    status: 'completed',
    progress: 100,
    message,
    employee: 'byte',
    emittedAt: Date.now(),
  });
  await deps.reporter.log(userId, 'byte', message, documentId);
}
