// A failed import starts over: from the API's Retry, or when the same file is uploaded again.
import { documentRoom, userRoom } from '../../core/events.ts';
import { enqueueStep } from '../../infra/queues/pipeline.ts';
import type { Emit } from '../../infra/emit.ts';
import type { StepReporter } from '../../services/documents/progress.ts';
import type { PipelineQueues } from '../../infra/queues/pipeline.ts';
import type { DocumentRow, DocumentsRepo } from '../../db/repos/documents.ts';

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
  const doc = await deps.documents.resetForRetry(userId, documentId, message);
  if (!doc) return null;
  await enqueueStep(deps.queues, 'byte', { documentId: doc.id, userId, run: `retry${doc.retries}` });
  deps.emit([userRoom(userId), documentRoom(doc.id)], 'document:step', {
    documentId: doc.id,
    step: 'uploaded',
    status: 'completed',
    progress: 100,
    message,
    employee: 'byte',
    emittedAt: Date.now(),
  });
  await deps.reporter.log(userId, 'byte', `${message}`, doc.id);
  return doc;
}
