import type { DocumentDto } from '../../../../core/documents/api.ts';
import type { DocumentStatus } from '../../../../core/documents/status.ts';
import { overallProgress } from '../../../../core/steps.ts';
import { formatBytes, formatDateTime, plural } from '../../lib/format.ts';
import './byte.css';

const STATUS_LABEL: Record<DocumentStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  needs_input: 'Needs your answer',
  completed: 'Completed',
  failed: 'Failed',
};

function statusText(doc: DocumentDto): string {
  if (doc.status === 'processing' || doc.status === 'queued') return `${STATUS_LABEL[doc.status]} ${overallProgress(doc.steps)}%`;
  if (doc.status === 'needs_input') return STATUS_LABEL.needs_input;
  if (doc.status === 'completed') return `${STATUS_LABEL.completed} · ${plural(doc.imported, 'transaction')}`;
  return STATUS_LABEL.failed;
}

interface RecentDocumentsProps {
  documents: DocumentDto[] | null;
  error: string | null;
  onOpen: (doc: DocumentDto) => void;
}

export function RecentDocuments({ documents, error, onOpen }: RecentDocumentsProps) {
  return (
    <section className="card" aria-labelledby="recent-docs-title">
      <h2 id="recent-docs-title">Recent documents</h2>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {documents === null && !error && <p className="muted">Loading documents...</p>}
      {documents !== null && documents.length === 0 && <p className="muted">No documents yet. Upload a statement above.</p>}
      {documents !== null && documents.length > 0 && (
        <ul className="doc-list" data-testid="documents-list">
          {documents.map((doc) => (
            <li key={doc.id} data-testid="document-row" data-status={doc.status}>
              <button type="button" className="doc-row" onClick={() => onOpen(doc)} title="Show processing details">
                <span className="doc-info">
                  <span className="doc-name">{doc.fileName}</span>
                  <span className="muted small">
                    {formatBytes(doc.sizeBytes)} · {formatDateTime(doc.createdAt)}
                  </span>
                  {doc.status === 'failed' && doc.error && <span className="doc-error small">{doc.error}</span>}
                </span>
                <span className={`badge badge-${doc.status}`} data-testid="document-status">
                  {statusText(doc)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
