import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DocumentDto } from '../../../../core/documents/api.ts';
import { overallProgress } from '../../../../core/steps.ts';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { showToast } from '../../stores/toasts.ts';
import { DocumentProgress } from './DocumentProgress.tsx';
import { isBusy } from './documentState.ts';
import { useLiveDocuments } from './useLiveDocuments.ts';

const REDIRECT_DELAY_MS = 1500;

interface ProcessingModalProps {
  /** The documents to follow; remount (new `key`) to follow a different set. */
  documents: DocumentDto[];
  onClose: () => void;
}

export function ProcessingModal({ documents: initial, onClose }: ProcessingModalProps) {
  const { documents, error, replace } = useLiveDocuments(initial);
  const [selectedId, setSelectedId] = useState(initial[0]?.id ?? '');
  const [redirecting, setRedirecting] = useState(false);
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const busy = documents.some((d) => isBusy(d.status));
  const completed = documents.filter((d) => d.status === 'completed');
  const selected = documents.find((d) => d.id === selectedId) ?? documents[0];

  function viewResults() {
    const n = completed.reduce((sum, d) => sum + d.imported, 0);
    setRedirecting(true);
    showToast(`Byte processed ${n} transactions! Redirecting to transactions page...`, 'success');
    timer.current = window.setTimeout(() => navigate('/dashboard/transactions'), REDIRECT_DELAY_MS);
  }

  const footer = (
    <>
      {!busy && completed.length > 0 && (
        <Button onClick={viewResults} disabled={redirecting}>
          View Results
        </Button>
      )}
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        Close
      </Button>
    </>
  );

  return (
    <Modal title="Byte is processing your document" onClose={onClose} dismissible={!busy} footer={footer} testId="processing-modal">
      {documents.length > 1 && (
        <div className="tabs" role="tablist" aria-label="Uploaded documents">
          {documents.map((d) => (
            <button
              key={d.id}
              type="button"
              role="tab"
              id={`tab-${d.id}`}
              aria-selected={d.id === selected?.id}
              aria-controls={`panel-${d.id}`}
              className={d.id === selected?.id ? 'tab active' : 'tab'}
              onClick={() => setSelectedId(d.id)}
            >
              <span className="tab-name">{d.fileName}</span>
              <span className={`badge badge-${d.status}`}>{overallProgress(d.steps)}%</span>
            </button>
          ))}
        </div>
      )}
      {error && (
        <p className="muted small" role="status">
          Could not refresh from the server ({error}); showing live updates.
        </p>
      )}
      {selected && (
        <div
          role={documents.length > 1 ? 'tabpanel' : undefined}
          id={`panel-${selected.id}`}
          aria-labelledby={documents.length > 1 ? `tab-${selected.id}` : undefined}
        >
          <DocumentProgress document={selected} onAnswered={replace} />
        </div>
      )}
    </Modal>
  );
}
