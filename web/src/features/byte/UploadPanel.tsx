import type { DocumentDto } from '../../../../core/documents/api.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { DropZone } from './DropZone.tsx';
import { FileList } from './FileList.tsx';
import { useUpload } from './useUpload.ts';
import './byte.css';

export function UploadPanel({ onAccepted }: { onAccepted: (docs: DocumentDto[]) => void }) {
  const upload = useUpload(onAccepted);

  return (
    <section className="card" aria-labelledby="upload-title">
      <div className="card-head">
        <h2 id="upload-title">Upload documents</h2>
        <a className="link" href="/sample-bank-statement.csv" download>
          Download sample-bank-statement.csv
        </a>
      </div>
      <DropZone disabled={upload.uploading} onFiles={upload.choose} />

      {upload.rejections.length > 0 && (
        <div className="alert alert-error" role="alert" data-testid="file-rejections">
          <ul>
            {upload.rejections.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}

      <FileList files={upload.files} disabled={upload.uploading} onRemove={upload.remove} />

      {upload.uploading && (
        <div className="upload-progress" data-testid="upload-progress">
          <div className="overall-head">
            <span>Uploading...</span>
            <span data-testid="upload-percent">{upload.progress}%</span>
          </div>
          <ProgressBar value={upload.progress} label="Upload progress" />
        </div>
      )}

      <ErrorMessage error={upload.error} testId="upload-error" />

      {upload.duplicates.length > 0 && (
        <div className="alert alert-warning" role="alert" data-testid="upload-duplicates">
          <ul>
            {upload.duplicates.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="actions">
        <Button onClick={() => void upload.upload()} disabled={upload.files.length === 0 || upload.uploading}>
          {upload.uploading ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
    </section>
  );
}
