// A download that says what is happening: "Preparing… 1.2 MB" while the file streams in (the bytes
// really received), the file saved under the server's name when it is whole, and the server's
// message next to the button when it refuses (one export at a time, too busy, signed out).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorText, isAbort } from '../api/client.ts';
import { fetchDownload, formatBytes, saveFile } from '../api/download.ts';

interface Props {
  href: string;
  children: ReactNode;
  size?: 'md' | 'sm';
  testId?: string;
}

export function DownloadButton({ href, children, size = 'md', testId }: Props) {
  const [progress, setProgress] = useState<{ received: number; total: number | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  // leaving the page stops the download (and with it the server's render)
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const ctrl = new AbortController();
    controller.current = ctrl;
    setError(null);
    setProgress({ received: 0, total: null });
    try {
      saveFile(await fetchDownload(href, (received, total) => setProgress({ received, total }), ctrl.signal));
    } catch (err) {
      if (!isAbort(err)) setError(errorText(err));
    } finally {
      if (controller.current === ctrl && !ctrl.signal.aborted) setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <span className="download-button">
      <button
        type="button"
        className={`btn btn-secondary${size === 'sm' ? ' btn-sm' : ''}`}
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy}
        data-testid={testId}
      >
        {busy ? `Preparing… ${formatBytes(progress.received)}${progress.total ? ` of ${formatBytes(progress.total)}` : ''}` : children}
      </button>
      {error && (
        <span className="field-error download-error" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </span>
      )}
    </span>
  );
}
