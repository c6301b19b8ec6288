// One change at a time on the Smart Categories page (accept, correct, a rule, a pattern): which one
// is running (its key marks the button that started it), the message it ended with, or its error.
import { useState } from 'react';
import { errorText } from '../../api/client.ts';

export function useTagAction(onChanged: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  /** Runs the change; the message it returns becomes the status and the rest of the page refreshes. */
  async function run(key: string, action: () => Promise<string>) {
    setBusy(key);
    setError(null);
    setStatus('');
    try {
      setStatus(await action());
      onChanged();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  }

  /** A change made elsewhere (a form) succeeded: its message, and the rest of the page refreshes. */
  function done(message: string) {
    setError(null);
    setStatus(message);
    onChanged();
  }

  return { busy, status, error, run, done };
}
