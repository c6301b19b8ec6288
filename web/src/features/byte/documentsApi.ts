import type { DocumentDto } from '../../../../core/documents/api.ts';
import type { DocumentAnswer } from '../../../../core/documents/question.ts';
import { api } from '../../api/client.ts';

export async function listDocuments(signal?: AbortSignal): Promise<DocumentDto[]> {
  const { documents } = await api<{ documents: DocumentDto[] }>('/api/documents', { signal });
  return documents;
}

export async function getDocument(id: string, signal?: AbortSignal): Promise<DocumentDto> {
  const { document } = await api<{ document: DocumentDto }>(`/api/documents/${encodeURIComponent(id)}`, { signal });
  return document;
}

export async function answerDocument(id: string, answer: Partial<DocumentAnswer>): Promise<DocumentDto> {
  const { document } = await api<{ document: DocumentDto }>(`/api/documents/${encodeURIComponent(id)}/answer`, { method: 'POST', body: answer });
  return document;
}

/** Starts a failed import over (POST /api/documents/:id/retry). */
export async function retryDocument(id: string): Promise<DocumentDto> {
  const { document } = await api<{ document: DocumentDto }>(`/api/documents/${encodeURIComponent(id)}/retry`, { method: 'POST' });
  return document;
}
