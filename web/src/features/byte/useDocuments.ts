// The user's documents, newest first: REST list kept fresh by socket hints.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentDto } from '../../../../core/documents/api.ts';
import type { DocumentStepEvent } from '../../../../core/events.ts';
import { errorText, isAbort } from '../../api/client.ts';
import { getSocket } from '../../socket.ts';
import { listDocuments } from './documentsApi.ts';
import { applyStep } from './documentState.ts';

export interface DocumentsState {
  documents: DocumentDto[] | null;
  error: string | null;
  refresh: () => void;
}

export function useDocuments(): DocumentsState {
  const [documents, setDocuments] = useState<DocumentDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    const mine = ++seq.current;
    listDocuments(ctrl.signal)
      .then((docs) => {
        if (mine !== seq.current) return;
        setDocuments(docs);
        setError(null);
      })
      .catch((err: unknown) => {
        if (!isAbort(err) && mine === seq.current) setError(errorText(err));
      });
  }, []);

  useEffect(() => {
    refresh();
    const socket = getSocket();
    const onStep = (e: DocumentStepEvent) => setDocuments((prev) => prev && prev.map((d) => (d.id === e.documentId ? applyStep(d, e) : d)));
    socket.on('connect', refresh);
    socket.on('document:step', onStep);
    socket.on('document:done', refresh);
    socket.on('document:failed', refresh);
    return () => {
      controller.current?.abort();
      socket.off('connect', refresh);
      socket.off('document:step', onStep);
      socket.off('document:done', refresh);
      socket.off('document:failed', refresh);
    };
  }, [refresh]);

  return { documents, error, refresh };
}
