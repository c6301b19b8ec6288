// "Try again" for a failed import: it starts over from Byte; rows already imported are not added twice.
import { useState } from 'react';
import type { DocumentDto } from '../../../../core/documents/api.ts';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { retryDocument } from './documentsApi.ts';

export function RetryButton({ document, onRetried }: { document: DocumentDto; onRetried?: (doc: DocumentDto) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="retry">
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        data-testid="retry-document"
        onClick={() => {
          setBusy(true);
          setError(null);
          retryDocument(document.id)
            .then(
              (doc) => onRetried?.(doc),
              (err: unknown) => setError(errorText(err)),
            )
            .finally(() => setBusy(false));
        }}
      >
        {busy ? 'Starting again…' : 'Try again'}
      </Button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
