// The user's documents, newest first: REST list kept fresh by socket hints.
import { useEffect } from 'react';
import type { DocumentDto } from '../../../../core/documents/api.ts';
import type { DocumentStepEvent } from '../../../../core/events.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { getSocket } from '../../socket.ts';
import { listDocuments } from './documentsApi.ts';
import { applyStep } from './documentState.ts';

export interface DocumentsState {
  documents: DocumentDto[] | null;
  error: string | null;
  refresh: () => void;
}

export function useDocuments(): DocumentsState {
  const { data: documents, error, reload: refresh, update } = useLoad(listDocuments);

  useEffect(() => {
    const socket = getSocket();
    const onStep = (e: DocumentStepEvent) => update((prev) => prev.map((d) => (d.id === e.documentId ? applyStep(d, e) : d)));
    socket.on('connect', refresh);
    socket.on('document:step', onStep);
    socket.on('document:done', refresh);
    socket.on('document:failed', refresh);
    return () => {
      socket.off('connect', refresh);
      socket.off('document:step', onStep);
      socket.off('document:done', refresh);
      socket.off('document:failed', refresh);
    };
  }, [refresh, update]);

  return { documents, error, refresh };
}
