import { FileUp } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { ACCEPTED_EXTENSIONS, MAX_CSV_UPLOAD_BYTES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../../../core/documents/upload-limits.ts';
import { Icon } from '../../components/icons/Icon.tsx';
import { ACCEPT_ATTRIBUTE } from './validateFiles.ts';
import './byte.css';

interface DropZoneProps {
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

export function DropZone({ disabled, onFiles }: DropZoneProps) {
  const [over, setOver] = useState(false);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    if (!disabled && event.dataTransfer.files.length > 0) onFiles(Array.from(event.dataTransfer.files));
  }

  return (
    <div
      className={`drop-zone${over ? ' over' : ''}${disabled ? ' disabled' : ''}`}
      data-testid="drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <span className="drop-icon" aria-hidden="true">
        <Icon icon={FileUp} style={{ color: 'var(--accent, #5b4bdb)' }} />
      </span>
      <p className="drop-title">Drop bank statements or receipts here</p>
      <p className="muted small">
        {ACCEPTED_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')} · up to {MAX_UPLOAD_FILES} files, {MAX_UPLOAD_BYTES / (1024 * 1024)} MB each (CSV up to{' '}
        {MAX_CSV_UPLOAD_BYTES / (1024 * 1024)} MB)
      </p>
      <label htmlFor="byte-file-input" className={`btn btn-secondary${disabled ? ' disabled' : ''}`}>
        Choose files
      </label>
      <input
        id="byte-file-input"
        className="visually-hidden"
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        disabled={disabled}
        onChange={(e) => {
          const list = e.currentTarget.files;
          if (list && list.length > 0) onFiles(Array.from(list));
          e.currentTarget.value = '';
        }}
      />
    </div>
  );
}
