// A failed import starts over: from the API's Retry, or when the same file is uploaded again.
import { documentRoom, userRoom } from '../../core/events.ts';
import { enqueueStep } from '../../db/queues.ts';
import type { DocumentRow } from '../../db/repos/documents.ts';
import type { IngestDeps } from './ingest.ts';

/** Resets a failed document and queues it from Byte under new job ids; null when it is not the user's failed document. */
export async function retryImport(deps: IngestDeps, userId: string, documentId: string, why: string): Promise<DocumentRow | null> {
  const message = `Byte is trying ${why} again.`;
  const doc = await deps.documents.resetForRetry(userId, documentId, message);
  if (!doc) return null;
  await enqueueStep(deps.queues, 'byte', { documentId: doc.id, userId, run: `retry${doc.retries}` });
  deps.emit([userRoom(userId), documentRoom(doc.id)], 'document:step', {
    documentId: doc.id, step: 'uploaded', status: 'completed', progress: 100, message, employee: 'byte', emittedAt: Date.now(),
  });
  await deps.reporter.log(userId, 'byte', `${message}`, doc.id);
  return doc;
}
