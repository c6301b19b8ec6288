import { formatBytes } from '../../lib/format.ts';
import { fileKey } from './validateFiles.ts';
import './byte.css';

interface FileListProps {
  files: File[];
  disabled: boolean;
  onRemove: (file: File) => void;
}

export function FileList({ files, disabled, onRemove }: FileListProps) {
  if (files.length === 0) return null;
  return (
    <ul className="file-list" aria-label="Chosen files" data-testid="chosen-files">
      {files.map((file) => (
        <li key={fileKey(file)} className="file-row">
          <span className="file-name">{file.name}</span>
          <span className="muted small">{formatBytes(file.size)}</span>
          <button type="button" className="icon-btn" aria-label={`Remove ${file.name}`} onClick={() => onRemove(file)} disabled={disabled}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
