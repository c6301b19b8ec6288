// Byte's tab: choose or drop files (Smart Import's checks and limits), upload them with each
// file's real progress, then follow each document's steps live until it is done; and how many
// documents the user has imported so far (GET /api/documents, kept fresh by the socket).
import { useId, useState, type DragEvent } from 'react';
import type { DocumentDto } from '../../../../core/documents/api.ts';
import { ACCEPTED_EXTENSIONS, MAX_CSV_UPLOAD_BYTES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../../../core/documents/upload-limits.ts';
import { Button } from '../../components/Button.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { formatBytes, plural } from '../../lib/format.ts';
import { DocumentProgress } from '../byte/DocumentProgress.tsx';
import { FileList } from '../byte/FileList.tsx';
import { useDocuments } from '../byte/useDocuments.ts';
import { ACCEPT_ATTRIBUTE, addFiles, fileKey } from '../byte/validateFiles.ts';
import { useFileUploads, type UploadItem } from './useFileUploads.ts';
import { useLiveDocument } from './useLiveDocument.ts';
import '../byte/byte.css';

/** GET /api/documents answers with the latest 50 documents (db/repos/documents.ts). */
const DOCUMENT_LIST_LIMIT = 50;

function ImportedCount({ documents, error }: { documents: DocumentDto[] | null; error: string | null }) {
  if (error) return <p className="muted small">The number of imported documents is not available: {error}</p>;
  if (documents === null) return <p className="muted small">Counting your documents...</p>;
  const imported = documents.filter((d) => d.status === 'completed').length;
  const capped = documents.length >= DOCUMENT_LIST_LIMIT;
  return (
    <p className="team-count" data-testid="byte-document-count" data-count={imported}>
      <strong>{capped ? `At least ${plural(imported, 'document')}` : plural(imported, 'document')}</strong> imported so far
    </p>
  );
}

function FilePicker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const inputId = useId();
  const [over, setOver] = useState(false);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) onFiles(Array.from(event.dataTransfer.files));
  }

  return (
    <div
      className={`drop-zone drop-zone-compact${over ? ' over' : ''}`}
      data-testid="byte-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p className="drop-title">Drop bank statements or receipts here</p>
      <p className="muted small">
        {ACCEPTED_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')} · up to {MAX_UPLOAD_FILES} files, {MAX_UPLOAD_BYTES / (1024 * 1024)} MB each (CSV up to{' '}
        {MAX_CSV_UPLOAD_BYTES / (1024 * 1024)} MB)
      </p>
      <label htmlFor={inputId} className="btn btn-secondary btn-sm">
        Choose files
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        onChange={(e) => {
          const list = e.currentTarget.files;
          if (list && list.length > 0) onFiles(Array.from(list));
          e.currentTarget.value = '';
        }}
      />
    </div>
  );
}

function FollowedDocument({ initial }: { initial: DocumentDto }) {
  const { document, replace } = useLiveDocument(initial);
  return <DocumentProgress document={document} onAnswered={replace} />;
}

const UPLOAD_TEXT: Record<UploadItem['state'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  accepted: 'Uploaded',
  duplicate: 'Already imported',
  failed: 'Not uploaded',
};

function UploadRow({ item }: { item: UploadItem }) {
  const tone = item.state === 'failed' ? 'danger' : item.state === 'accepted' ? 'success' : 'accent';
  return (
    <li className="team-upload" data-testid="byte-upload" data-state={item.state} data-file={item.fileName}>
      <div className="overall-head">
        <span className="file-name">{item.fileName}</span>
        <span className="muted small">
          {formatBytes(item.sizeBytes)} · {UPLOAD_TEXT[item.state]} <span data-testid="byte-upload-percent">{item.progress}%</span>
        </span>
      </div>
      <ProgressBar value={item.progress} label={`Upload progress for ${item.fileName}`} tone={tone} />
      {item.message && (
        <p className={item.state === 'failed' ? 'alert alert-error' : 'alert alert-warning'} role="alert">
          {item.message}
        </p>
      )}
      {item.document && <FollowedDocument initial={item.document} />}
    </li>
  );
}

export function ByteTab() {
  const docs = useDocuments();
  const uploads = useFileUploads(docs.refresh);
  const [selected, setSelected] = useState<File[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);

  function choose(incoming: File[]) {
    const result = addFiles(selected, incoming);
    setSelected(result.files);
    setRejections(result.errors);
  }

  function remove(file: File) {
    setSelected((list) => list.filter((f) => fileKey(f) !== fileKey(file)));
    setRejections([]);
  }

  function upload() {
    setRejections(uploads.start(selected));
    setSelected([]);
  }

  return (
    <div className="team-byte" data-testid="team-byte">
      <ImportedCount documents={docs.documents} error={docs.error} />
      <FilePicker onFiles={choose} />
      {rejections.length > 0 && (
        <div className="alert alert-error" role="alert" data-testid="file-rejections">
          <ul>
            {rejections.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      {selected.length > 0 && (
        <div className="team-selected">
          <p className="small" data-testid="byte-selected-count" aria-live="polite">
            {plural(selected.length, 'file')} selected
          </p>
          <FileList files={selected} disabled={false} onRemove={remove} />
          <div className="actions">
            <Button size="sm" onClick={upload}>
              Upload {plural(selected.length, 'file')}
            </Button>
          </div>
        </div>
      )}
      {uploads.items.length > 0 && (
        <ol className="team-uploads" aria-label="Uploads">
          {[...uploads.items].reverse().map((item) => (
            <UploadRow key={item.id} item={item} />
          ))}
        </ol>
      )}
    </div>
  );
}
