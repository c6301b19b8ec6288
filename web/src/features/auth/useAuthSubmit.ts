import { useState, type FormEvent } from 'react';

/**
 * A sign-in form's submit: busy while it runs, the error shown if it fails. On success the form
 * stays busy (the page is about to change), unless the action returns 'again' (another step of
 * the same form follows).
 */
export function useAuthSubmit(action: () => Promise<'again' | void>) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if ((await action()) === 'again') setBusy(false);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  }

  return { error, busy, onSubmit };
}
