import type { DocumentDto } from '../../../../core/documents/api.ts';
import { useLiveDocuments } from '../byte/useLiveDocuments.ts';

/** One document followed live (REST snapshot, then socket events), as the processing modal does. */
export function useLiveDocument(initial: DocumentDto): { document: DocumentDto; replace: (doc: DocumentDto) => void } {
  const { documents, replace } = useLiveDocuments([initial]);
  return { document: documents[0] ?? initial, replace };
}
