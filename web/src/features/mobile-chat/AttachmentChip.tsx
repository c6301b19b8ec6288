// One attachment in the full-screen chat: its upload's real progress, then what Byte does with it
// (the document's live progress, its question if it has one, the transactions imported).
import type { DocumentDto } from '../../../../core/documents/api.ts';
import { Paperclip } from 'lucide-react';
import { overallProgress } from '../../../../core/steps.ts';
import { Icon } from '../../components/icons/Icon.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { plural } from '../../lib/format.ts';
import { QuestionPanel } from '../byte/QuestionPanel.tsx';
import type { UploadItem } from '../team-modal/useFileUploads.ts';
import { useLiveDocument } from '../team-modal/useLiveDocument.ts';

function documentText(doc: DocumentDto): string {
  switch (doc.status) {
    case 'queued':
    case 'processing':
      return `Byte is reading it… ${overallProgress(doc.steps)}%`;
    case 'needs_input':
      return 'Byte has a question';
    case 'completed':
      return `Imported ${plural(doc.imported, 'transaction')}${doc.duplicates > 0 ? ` (${plural(doc.duplicates, 'duplicate')} skipped)` : ''}`;
    case 'failed':
      return `Not imported: ${doc.error ?? 'unknown error'}`;
  }
}

function AttachmentDocument({ initial }: { initial: DocumentDto }) {
  const { document, replace } = useLiveDocument(initial);
  return (
    <>
      <span className={`attachment-status attachment-status-${document.status}`} data-testid="attachment-document" data-status={document.status}>
        {documentText(document)}
      </span>
      {document.status === 'needs_input' && document.question && <QuestionPanel documentId={document.id} question={document.question} onAnswered={replace} />}
    </>
  );
}

const UPLOAD_TEXT: Record<UploadItem['state'], string> = {
  waiting: 'Waiting to upload',
  uploading: 'Uploading',
  accepted: 'Uploaded',
  duplicate: 'Uploaded',
  failed: 'Upload failed',
};

export function AttachmentChip({ item }: { item: UploadItem }) {
  const tone = item.state === 'failed' ? 'danger' : item.state === 'accepted' ? 'success' : 'accent';
  return (
    <li className={`attachment-chip attachment-${item.state}`} data-testid="attachment-chip" data-state={item.state} data-file={item.fileName}>
      <div className="attachment-head">
        <span className="attachment-name">
          <Icon icon={Paperclip} /> {item.fileName}
        </span>
        <span className="attachment-percent" data-testid="attachment-percent">
          {UPLOAD_TEXT[item.state]} {item.progress}%
        </span>
      </div>
      <ProgressBar value={item.progress} label={`Upload progress for ${item.fileName}`} tone={tone} testId="attachment-progress" />
      {item.document && <AttachmentDocument initial={item.document} />}
      {item.message && (
        <span className={item.state === 'failed' ? 'attachment-status attachment-status-failed' : 'attachment-status'} role="alert">
          {item.message}
        </span>
      )}
    </li>
  );
}
