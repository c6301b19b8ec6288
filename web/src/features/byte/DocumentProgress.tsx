import type { DocumentDto } from '../../../../core/documents/api.ts';
import { overallProgress } from '../../../../core/steps.ts';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { ImportSummary } from './ImportSummary.tsx';
import { QuestionPanel } from './QuestionPanel.tsx';
import { StepList } from './StepList.tsx';
import { RetryButton } from './RetryButton.tsx';

export function DocumentProgress({ document, onAnswered }: { document: DocumentDto; onAnswered?: (doc: DocumentDto) => void }) {
  const percent = overallProgress(document.steps);
  const tone = document.status === 'failed' ? 'danger' : document.status === 'completed' ? 'success' : 'accent';
  return (
    <div className="doc-progress" data-testid="document-progress" data-document-id={document.id} data-status={document.status}>
      <div className="overall">
        <div className="overall-head">
          <span className="overall-file">{document.fileName}</span>
          <span className="overall-percent" data-testid="overall-progress">
            {percent}%
          </span>
        </div>
        <ProgressBar value={percent} label={`Overall progress for ${document.fileName}`} tone={tone} />
      </div>
      <StepList steps={document.steps} />
      {document.status === 'needs_input' && document.question && (
        <QuestionPanel documentId={document.id} question={document.question} onAnswered={onAnswered} />
      )}
      {document.status === 'failed' && (
        <div className="alert alert-error" role="alert" data-testid="processing-error">
          <p>Processing failed: {document.error ?? 'unknown error'}</p>
          <RetryButton document={document} onRetried={onAnswered} />
        </div>
      )}
      {document.status === 'completed' && <ImportSummary document={document} />}
    </div>
  );
}
