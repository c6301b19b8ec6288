// Follows a set of documents: REST snapshot first, live socket events on top,
// `document:watch` and a refetch on every (re)connect.
import { useEffect, useState } from 'react';
import type { DocumentDto } from '../../../../core/documents/api.ts';
import type { DocumentDoneEvent, DocumentFailedEvent, DocumentQuestionEvent, DocumentStepEvent } from '../../../../core/events.ts';
import { errorText, isAbort } from '../../api/client.ts';
import { getSocket } from '../../socket.ts';
import { getDocument } from './documentsApi.ts';
import { applyDone, applyFailed, applyQuestion, applyStep, mergeSnapshot } from './documentState.ts';

type DocMap = Record<string, DocumentDto>;

export interface LiveDocuments {
  documents: DocumentDto[];
  /** Last REST failure, if any (events keep flowing regardless). */
  error: string | null;
  /** Replaces a document with a fresher copy from the server (e.g. after answering its question). */
  replace: (doc: DocumentDto) => void;
}

/** `initial` should keep the same ids for the hook's lifetime (remount with a new key otherwise). */
export function useLiveDocuments(initial: DocumentDto[]): LiveDocuments {
  const [docs, setDocs] = useState<DocMap>(() => Object.fromEntries(initial.map((d) => [d.id, d])));
  const [error, setError] = useState<string | null>(null);
  const idsKey = initial.map((d) => d.id).join(',');

  useEffect(() => {
    const ids = idsKey ? idsKey.split(',') : [];
    const socket = getSocket();
    const controller = new AbortController();
    const latestRequest = new Map<string, number>();
    let requestSeq = 0;

    const update = (id: string, fn: (doc: DocumentDto) => DocumentDto) =>
      setDocs((prev) => {
        const doc = prev[id];
        return doc ? { ...prev, [id]: fn(doc) } : prev;
      });

    const refetch = (id: string) => {
      const seq = ++requestSeq;
      latestRequest.set(id, seq);
      getDocument(id, controller.signal)
        .then((snap) => {
          if (latestRequest.get(id) !== seq) return; // a newer request is on its way
          setError(null);
          setDocs((prev) => ({ ...prev, [id]: mergeSnapshot(prev[id], snap) }));
        })
        .catch((err: unknown) => {
          if (!isAbort(err)) setError(errorText(err));
        });
    };

    const watchAll = () => {
      for (const id of ids) {
        // once the server has us in the document's room (the ack), one more snapshot: an event sent
        // before this hook listened (a question asked while the page was still drawing) is in it,
        // and it supersedes an earlier snapshot still on its way
        socket.emit('document:watch', id, () => refetch(id));
        refetch(id);
      }
    };

    const follows = (id: string) => ids.includes(id);
    const onStep = (e: DocumentStepEvent) => {
      if (follows(e.documentId)) update(e.documentId, (d) => applyStep(d, e));
    };
    const onDone = (e: DocumentDoneEvent) => {
      if (!follows(e.documentId)) return;
      update(e.documentId, (d) => applyDone(d, e));
      refetch(e.documentId); // warnings and final step states live in the database
    };
    const onFailed = (e: DocumentFailedEvent) => {
      if (!follows(e.documentId)) return;
      update(e.documentId, (d) => applyFailed(d, e));
      refetch(e.documentId);
    };

    const onQuestion = (e: DocumentQuestionEvent) => {
      if (!follows(e.documentId)) return;
      update(e.documentId, (d) => applyQuestion(d, e));
      // A snapshot requested before the question (still "processing") may answer after this event
      // and would hide the question again; a newer request supersedes it (the question is stored
      // before the event is sent).
      refetch(e.documentId);
    };

    socket.on('connect', watchAll);
    socket.on('document:question', onQuestion);
    socket.on('document:step', onStep);
    socket.on('document:done', onDone);
    socket.on('document:failed', onFailed);
    if (socket.connected) watchAll();
    else for (const id of ids) refetch(id);

    return () => {
      controller.abort();
      socket.off('connect', watchAll);
      socket.off('document:question', onQuestion);
      socket.off('document:step', onStep);
      socket.off('document:done', onDone);
      socket.off('document:failed', onFailed);
    };
  }, [idsKey]);

  const documents = initial.map((d) => docs[d.id] ?? d);
  const replace = (doc: DocumentDto) => setDocs((prev) => ({ ...prev, [doc.id]: doc }));
  return { documents, error, replace };
}
